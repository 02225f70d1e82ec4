import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Dialog } from '../../design-system/Dialog';
import { EmptyState } from '../../design-system/EmptyState';
import { RichText } from '../../design-system/RichText';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { Text } from '../../design-system/Text';
import { toast } from '../../design-system/Toast';
import { inboxApi, inboxKeys } from '../../src/api/inbox';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useDates } from '../../src/i18n/dates';
import { useMessageText } from './noticeText';

/** The page's lists and the count (exactly: its key is their prefix), not the open message (refetching it would read it again). */
export const refreshLists = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [...inboxKeys.all, 'page'] }),
    client.invalidateQueries({ queryKey: inboxKeys.count, exact: true }),
  ]);

/** One message, opened: reading it marks it read. Delete asks first (kit ConfirmDialog). */
export function MessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('accounts');
  const client = useQueryClient();
  const dates = useDates();
  const text = useMessageText();
  const errorText = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const message = useQuery({
    queryKey: inboxKeys.message(id, i18n.language),
    queryFn: async () => {
      const m = await inboxApi.read(id, i18n.language);
      void refreshLists(client);
      return m;
    },
  });
  const m = message.data;
  const shown = m ? text({ ...m, preview: '' }) : null;

  const remove = async () => {
    await inboxApi.remove(id);
    toast.success(t('inbox.deleted'));
    onClose();
    await refreshLists(client);
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={shown?.title || t('inbox.message')}
        description={m ? dates.dateTime(m.createdAt) : undefined}
        size="lg"
        footer={
          <Button variant="secondary" onPress={() => setConfirming(true)} disabled={!m}>
            {t('inbox.delete')}
          </Button>
        }
      >
        {message.isError ? (
          <EmptyState size="compact" variant="error" title={errorText(message.error)} />
        ) : !m ? (
          <SkeletonGroup>
            <Skeleton shape="text" lines={4} />
          </SkeletonGroup>
        ) : m.template ? (
          <div lang={m.language}>
            <Text as="p">{shown?.body}</Text>
          </div>
        ) : (
          <RichText html={m.content} lang={m.language} />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('inbox.deleteTitle')}
        message={t('inbox.deleteMessage')}
        confirmLabel={t('inbox.delete')}
        cancelLabel={t('inbox.cancel')}
        tone="critical"
        onConfirm={remove}
        onError={(err) => toast.error(errorText(err))}
      />
    </>
  );
}
