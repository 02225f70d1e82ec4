import { useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Inline, Stack } from '../../design-system/Layout';
import { MessageList, MessageRow } from '../../design-system/MessageRow';
import { Pager } from '../../design-system/Pager';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { Text } from '../../design-system/Text';
import { toast } from '../../design-system/Toast';
import { inboxApi, useInbox } from '../../src/api/inbox';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { TrialRefused } from '../../src/app/TrialRefused';
import { useDates } from '../../src/i18n/dates';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { MessageDialog, refreshLists } from './MessageDialog';
import { useMessageText } from './noticeText';

/**
 * /m/webEmail (spec §2 Message center, §3 Unread counters, INBOX3): the member's messages, newest
 * first, unread ones marked; a tap opens one (and marks it read); delete asks first; "mark all read"
 * when any is unread. Skeletons before the first answer, an empty state after. Trial accounts are
 * refused (§6).
 */
export default function Inbox() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const type = useSessionInfo()?.type;
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [marking, setMarking] = useState(false);
  const inbox = useInbox(page);
  const client = useQueryClient();
  const dates = useDates();
  const text = useMessageText();
  const errorText = useErrorMessage();

  if (!canUseMemberFeatures(type)) return <TrialRefused />;
  const data = inbox.data;

  const markAll = async () => {
    setMarking(true);
    try {
      await inboxApi.markRead({ all: true });
      await refreshLists(client);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setMarking(false);
    }
  };

  if (inbox.isError && !data) {
    return (
      <EmptyState
        variant="error"
        title={t('inbox.error')}
        action={
          <Button variant="secondary" onPress={() => void inbox.refetch()}>
            {tCommon('system.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <SkeletonGroup>
        <Stack gap="lg" padding="md">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} shape="text" lines={2} />
          ))}
        </Stack>
      </SkeletonGroup>
    );
  }
  if (data.total === 0) {
    return <EmptyState icon={MailOpen} title={t('inbox.empty.title')} description={t('inbox.empty.description')} />;
  }
  return (
    <Stack gap="sm">
      <Inline justify="between" align="center" paddingX="md" paddingTop="md">
        <Text tone="muted" size="sm">
          {t('inbox.unreadCount', { count: data.unread })}
        </Text>
        {data.unread > 0 && (
          <Button variant="secondary" size="sm" loading={marking} onPress={() => void markAll()}>
            {t('inbox.markAllRead')}
          </Button>
        )}
      </Inline>
      <MessageList label={tCommon('title.webEmail')}>
        {data.list.map((item) => {
          const shown = text(item);
          return (
            <MessageRow
              key={item.id}
              title={shown.title}
              preview={shown.body}
              date={dates.dateTime(item.createdAt)}
              unread={!item.read}
              lang={item.template ? undefined : item.language}
              onPress={() => setOpenId(item.id)}
            />
          );
        })}
      </MessageList>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
        total={data.total}
        onPage={setPage}
        busy={inbox.isFetching}
        scrollToTop
      />
      {openId && <MessageDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
