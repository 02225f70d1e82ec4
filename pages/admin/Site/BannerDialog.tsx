import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormDialog } from '../../../design-system/FormDialog';
import { Inline } from '../../../design-system/Layout';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { siteApi, siteKeys } from '../../../src/admin/siteApi';
import type { AdminBanner } from '../../../src/api/contract/adminSite';
import type { BannerGroup } from '../../../src/api/contract/system';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import * as css from './Site.css';

/** A banner link as the server takes it: a /m/... path of the player site or an https address. */
const linkOk = (link: string) => link === '' || /^\/m([/?#]\S*)?$/.test(link) || /^https:\/\/\S+$/.test(link);

/** Add or edit a banner: the art (uploaded as picked, checked by its bytes), title, link, schedule, shown. */
export function BannerDialog({
  group,
  editing,
  onClose,
}: {
  group: BannerGroup;
  editing: AdminBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const fileRef = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState(editing?.imageUrl ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [link, setLink] = useState(editing?.link ?? '');
  const [active, setActive] = useState(editing?.active ?? true);
  const [startsAt, setStartsAt] = useState<Date | null>(editing?.startsAt ? new Date(editing.startsAt) : null);
  const [endsAt, setEndsAt] = useState<Date | null>(editing?.endsAt ? new Date(editing.endsAt) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        group: editing?.group ?? group,
        title: title.trim(),
        imageUrl,
        link: link.trim() || null,
        active,
        startsAt: startsAt?.toISOString() ?? null,
        endsAt: endsAt?.toISOString() ?? null,
      };
      return editing ? siteApi.updateBanner(editing.id, body) : siteApi.createBanner(body);
    },
    onSuccess: async (b) => {
      await queryClient.invalidateQueries({ queryKey: siteKeys.banners(b.group) });
      toast.success(t('site.banners.saved', { title: b.title }), { id: 'banner' });
      onClose();
    },
    onError: (err) => setErrors({ form: errorMessage(err) }),
  });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setImageUrl((await siteApi.uploadImage(file)).url);
      setErrors((e) => ({ ...e, image: '' }));
    } catch (err) {
      setErrors((e) => ({ ...e, image: errorMessage(err) }));
    } finally {
      setUploading(false);
    }
  };
  const submit = () => {
    const next: Record<string, string> = {};
    if (!imageUrl) next.image = t('site.banners.imageNeeded');
    if (!title.trim()) next.title = t('content.required');
    if (!linkOk(link.trim())) next.link = t('site.banners.linkRule');
    if (startsAt && endsAt && endsAt <= startsAt) next.endsAt = t('site.banners.endAfterStart');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    return save.mutateAsync();
  };
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t(editing ? 'site.banners.editTitle' : 'site.banners.addTitle')}
      description={t('site.banners.dialogLead', { group: t(`site.banners.groups.${editing?.group ?? group}`) })}
      submitLabel={t('site.save')}
      busy={save.isPending || uploading}
      error={errors.form}
      onSubmit={submit}
    >
      {imageUrl ? <img className={css.thumb} src={imageUrl} alt={t('site.banners.preview')} /> : null}
      <Inline>
        <Button
          variant="secondary"
          size="sm"
          icon={<ImagePlus />}
          loading={uploading}
          onPress={() => fileRef.current?.click()}
        >
          {t('site.banners.upload')}
        </Button>
        <input
          ref={fileRef}
          className={css.fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          tabIndex={-1}
          aria-label={t('site.banners.upload')}
          data-testid="banner-file"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Inline>
      {errors.image ? <Callout tone="caution">{errors.image}</Callout> : null}
      <TextField
        label={t('site.banners.titleField')}
        hint={t('site.banners.titleHint')}
        value={title}
        maxLength={80}
        error={errors.title}
        onChange={setTitle}
      />
      <TextField
        label={t('site.banners.link')}
        hint={t('site.banners.linkRule')}
        optional
        value={link}
        error={errors.link}
        onChange={setLink}
      />
      <DatePicker
        mode="datetime"
        label={t('site.banners.startsAt')}
        placeholder={t('site.banners.now')}
        value={startsAt}
        onChange={setStartsAt}
        optional
      />
      <DatePicker
        mode="datetime"
        label={t('site.banners.endsAt')}
        placeholder={t('site.banners.noEnd')}
        value={endsAt}
        onChange={setEndsAt}
        error={errors.endsAt}
        optional
      />
      <Switch
        label={t('site.banners.active')}
        hint={t('site.banners.activeHint')}
        checked={active}
        onChange={setActive}
      />
    </FormDialog>
  );
}
