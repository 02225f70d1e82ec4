import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { IconButton } from '../../../design-system/IconButton';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { activitiesAdminApi } from '../../../src/admin/activitiesApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { PROMOTION_IMAGES_MAX } from '../../../src/api/contract/activities';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import * as css from './Promotions.css';

/**
 * A promotion's pictures in order (the first shows in the list): each uploaded as it is picked (the
 * server checks its bytes), moved up or down, or removed. The order given is the sequence saved.
 */
export function ImagesField({
  images,
  onChange,
  onUploading,
  onError,
}: {
  images: string[];
  onChange: (next: string[] | ((list: string[]) => string[])) => void;
  onUploading: (busy: boolean) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const move = (i: number, by: -1 | 1) =>
    onChange((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    onUploading(true);
    try {
      for (const file of Array.from(files).slice(0, PROMOTION_IMAGES_MAX - images.length)) {
        const { url } = await activitiesAdminApi.uploadImage(file);
        onChange((list) => [...list, url]);
      }
    } catch (err) {
      onError(errorMessage(err));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text weight="medium">{t('promotions.images')}</Text>
      <Text tone="muted" size="sm">
        {t('promotions.imagesHint')}
      </Text>
      <ol className={css.images}>
        {images.map((url, i) => (
          <li key={url} className={css.imageRow}>
            <img className={css.thumb} src={url} alt={t('promotions.imageAlt', { n: i + 1 })} />
            <span className={css.url}>{url}</span>
            <Inline gap="xs">
              <IconButton label={t('promotions.imageUp', { n: i + 1 })} disabled={i === 0} onPress={() => move(i, -1)}>
                <ArrowUp />
              </IconButton>
              <IconButton
                label={t('promotions.imageDown', { n: i + 1 })}
                disabled={i === images.length - 1}
                onPress={() => move(i, 1)}
              >
                <ArrowDown />
              </IconButton>
              <IconButton
                label={t('promotions.imageRemove', { n: i + 1 })}
                onPress={() => onChange((list) => list.filter((_, j) => j !== i))}
              >
                <Trash2 />
              </IconButton>
            </Inline>
          </li>
        ))}
      </ol>
      {images.length < PROMOTION_IMAGES_MAX ? (
        <Inline>
          <Button
            variant="secondary"
            size="sm"
            icon={<ImagePlus />}
            loading={uploading}
            onPress={() => fileRef.current?.click()}
          >
            {t('promotions.upload')}
          </Button>
          <input
            ref={fileRef}
            className={css.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            tabIndex={-1}
            aria-label={t('promotions.upload')}
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = '';
            }}
          />
        </Inline>
      ) : null}
    </Stack>
  );
}
