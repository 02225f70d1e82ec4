import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../design-system/FormDialog';
import { ImagePicker } from '../../design-system/ImagePicker';
import { Stack } from '../../design-system/Layout';
import { TextAreaField } from '../../design-system/TextAreaField';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '../../src/api/contract/activities';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { APPLICATION_ACCEPT, applicationErrors } from '../../src/rules/activity';

export interface ApplyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Sends the application; a rejection's error is shown translated inside the dialog. */
  onSend: (comment: string, images: File[]) => Promise<unknown>;
}

/**
 * The application form (spec §5, §9): a comment with its 140-character counter and up to 3 png or
 * jpg pictures with previews. The form's own checks run first; the server's refusals show inside.
 */
export function ApplyDialog({ open, onOpenChange, title, onSend }: ApplyDialogProps) {
  const { t } = useTranslation('activities');
  const messageOf = useErrorMessage();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = checked ? applicationErrors(comment, images) : {};
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('apply.title', { title })}
      submitLabel={t('apply.submit')}
      cancelLabel={t('apply.cancel')}
      error={serverError}
      onSubmit={async () => {
        setChecked(true);
        setServerError(null);
        const found = applicationErrors(comment, images);
        if (found.comment || found.images) return;
        try {
          await onSend(comment.trim(), images);
          setComment('');
          setImages([]);
          setChecked(false);
          onOpenChange(false);
        } catch (err) {
          setServerError(messageOf(err));
        }
      }}
    >
      <Stack gap="md">
        <TextAreaField
          label={t('apply.comment')}
          hint={t('apply.commentHint')}
          optional
          counter
          maxLength={APPLICATION_COMMENT_MAX}
          value={comment}
          onChange={(v) => setComment(v)}
          error={errors.comment ? t(errors.comment) : undefined}
        />
        <ImagePicker
          label={t('apply.images')}
          hint={t('apply.imagesHint')}
          files={images}
          max={APPLICATION_IMAGES_MAX}
          accept={APPLICATION_ACCEPT}
          onChange={(next) => {
            setImages(next);
            setServerError(null);
          }}
          error={errors.images ? t(errors.images) : undefined}
        />
      </Stack>
    </FormDialog>
  );
}
