import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { Dialog } from '../../../design-system/Dialog';
import { FormAlert } from '../../../design-system/Form';
import { Stack } from '../../../design-system/Layout';
import { RichText } from '../../../design-system/RichText';
import { Text } from '../../../design-system/Text';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { inboxAdminApi, inboxAdminKeys } from '../../../src/admin/inboxApi';
import { staffMayCall } from '../../../src/api/contract/access';
import { FEEDBACK_TYPES, type StaffFeedback } from '../../../src/api/contract/inbox';
import { ApiError, errorKey } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { isAgentType } from '../../../src/rules/customerType';
import { feedbackTypeLabel } from './labels';

/**
 * One feedback: what the member wrote; the reply (it lands in the member's inbox, once); for an
 * agent application, "make agent" (admin only, asks first).
 */
export function FeedbackDialog({ item, onClose }: { item: StaffFeedback; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const client = useQueryClient();
  const dateTime = useDateTime();
  const errorText = useErrorMessage();
  const [title, setTitle] = useState(t('feedback.replyTitleDefault'));
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const mayConvert =
    !!staff &&
    staffMayCall(staff.role, 'POST /api/admin/feedback/:id/make-agent') &&
    item.type === FEEDBACK_TYPES.apply_issues &&
    !isAgentType(item.customerType);
  const refresh = () => client.invalidateQueries({ queryKey: inboxAdminKeys.feedback });

  const reply = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await inboxAdminApi.reply(item.id, {
        title,
        content: `<p>${escapeHtml(content).replace(/\n+/g, '</p><p>')}</p>`,
      });
      toast.success(t('feedback.replied'));
      await refresh();
      onClose();
    } catch (err) {
      setError(errorKey(err instanceof ApiError ? err.code : 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={`${item.username} · ${feedbackTypeLabel(t, item.type)}`}
        description={dateTime(item.createdAt)}
        size="form"
      >
        <Stack gap="lg">
          <Text as="p" wrap="anywhere">
            {item.content}
          </Text>
          {item.status === 'replied' ? (
            <Stack gap="xs">
              <Text tone="muted" size="sm">
                {t('feedback.repliedBy', { who: item.repliedBy, at: item.repliedAt ? dateTime(item.repliedAt) : '' })}
              </Text>
              <RichText html={item.reply ?? ''} />
            </Stack>
          ) : (
            <form onSubmit={(e) => void reply(e)} aria-label={t('feedback.reply')} noValidate>
              <Stack gap="md">
                <TextField
                  label={t('feedback.replyTitle')}
                  value={title}
                  onChange={setTitle}
                  maxLength={120}
                  required
                />
                <TextAreaField
                  label={t('feedback.replyText')}
                  value={content}
                  onChange={setContent}
                  rows={5}
                  required
                />
                <FormAlert message={error} />
                <Button type="submit" loading={busy} disabled={!title.trim() || !content.trim()}>
                  {t('feedback.send')}
                </Button>
              </Stack>
            </form>
          )}
          {mayConvert && !item.convertedAt ? (
            <Button variant="secondary" onPress={() => setConverting(true)}>
              {t('feedback.makeAgent')}
            </Button>
          ) : null}
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={converting}
        onOpenChange={setConverting}
        title={t('feedback.makeAgentTitle', { who: item.username })}
        message={t('feedback.makeAgentMessage')}
        confirmLabel={t('feedback.makeAgent')}
        onConfirm={async () => {
          await inboxAdminApi.makeAgent(item.id);
          toast.success(t('feedback.madeAgent', { who: item.username }));
          await refresh();
          onClose();
        }}
        onError={(err) => toast.error(errorText(err))}
      />
    </>
  );
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
