import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { brandAdminApi, brandAdminKeys } from '../../../src/admin/brandApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { BrandDiffLine, BrandEditor } from '../../../src/api/contract/adminBrand';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

export interface PublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draftId: number;
  /** The draft against the live version (the server's diff, src/admin/auditDiff.ts lines). */
  diff: readonly BrandDiffLine[];
  onDone: (state: BrandEditor) => void;
}

/** Review and publish: what changes (one line per setting, before → after), and a reason for the audit log. */
export function PublishDialog({ open, onOpenChange, draftId, diff, onDone }: PublishDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const none = t('brand.review.none');
  return (
    <ConfirmReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title={t('brand.review.title')}
      description={
        <Stack gap="sm">
          <Text size="sm">{t('brand.review.lead', { count: diff.length })}</Text>
          <KeyValueList
            items={diff.map((line) => ({
              label: line.key,
              value: `${line.before ?? none} → ${line.after ?? none}`,
            }))}
          />
        </Stack>
      }
      confirmLabel={t('brand.review.publish')}
      minLength={3}
      maxLength={200}
      onConfirm={async (reason) => {
        const state = await brandAdminApi.publish(draftId, reason);
        onDone(state);
        toast.success(t('brand.published'));
      }}
      errorMessage={(err) => {
        void queryClient.invalidateQueries({ queryKey: brandAdminKeys.editor });
        return message(err);
      }}
    />
  );
}
