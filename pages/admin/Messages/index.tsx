import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { inboxAdminApi, inboxAdminKeys } from '../../../src/admin/inboxApi';
import { useLoadError } from '../../../src/admin/LoadError';
import type { Broadcast, Segment } from '../../../src/api/contract/inbox';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { Composer } from './Composer';

/**
 * /admin/messages (support, marketing): write a message to a member or a segment, now or
 * scheduled; the sent and scheduled ones with their recipient counts; cancel a scheduled one. Each
 * send and cancel is audited on the server; the `inbox-broadcasts` job delivers scheduled ones.
 */
export default function MessagesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Broadcast | null>(null);
  const client = useQueryClient();
  const errorText = useErrorMessage();
  const loadError = useLoadError();
  const list = useQuery({
    queryKey: inboxAdminKeys.broadcastPage(page),
    queryFn: () => inboxAdminApi.broadcasts(page),
    placeholderData: keepPreviousData,
  });
  const cancel = useMutation({
    mutationFn: (b: Broadcast) => inboxAdminApi.cancel(b.id),
    onSuccess: async () => {
      toast.success(t('messages.cancelled'));
      await client.invalidateQueries({ queryKey: inboxAdminKeys.broadcasts });
    },
  });
  const columns = useColumns(setCancelling);

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.messages')} description={t('messages.lead')} />
      <Composer />
      <DataTable<Broadcast>
        layout="auto"
        caption={t('messages.sentTitle')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(b) => b.id}
        rowLabel={(b) => b.title}
        loading={list.isPending}
        loadingLabel={t('messages.loading')}
        skeletonRows={3}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('messages.empty'), description: t('messages.emptyHint') }}
        pagination={
          list.data
            ? {
                page: list.data.page,
                pages: Math.max(1, Math.ceil(list.data.total / list.data.pageSize)),
                total: list.data.total,
                busy: list.isFetching,
                onPage: setPage,
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('messages.cancelTitle')}
        message={cancelling?.title}
        confirmLabel={t('messages.cancel')}
        tone="critical"
        onConfirm={() => (cancelling ? cancel.mutateAsync(cancelling) : undefined)}
        onError={(err) => toast.error(errorText(err))}
      />
    </Stack>
  );
}

function useSegmentText() {
  const { t } = useTranslation(ADMIN_NS);
  return (s: Segment) => {
    const label = t(`messages.segments.${s.kind}`);
    if (s.kind === 'member') return `${label}: ${s.username}`;
    if (s.kind === 'vip') return `${label}: ${s.level}`;
    if (s.kind === 'team') return `${label}: ${s.agent}`;
    if (s.kind === 'list') return `${label}: ${s.usernames.length}`;
    return label;
  };
}

/** The title and who sent it, the recipients, when, the status, and cancel for a scheduled one. */
function useColumns(onCancel: (b: Broadcast) => void): DataColumn<Broadcast>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const segment = useSegmentText();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('messages.col.title'),
        kind: 'lead',
        cell: (b) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{b.title}</span>
            <Text tone="muted" size="sm" weight="regular">
              {b.createdBy}
            </Text>
          </Stack>
        ),
      },
      { id: 'to', header: t('messages.col.to'), cell: (b) => segment(b.segment) },
      {
        id: 'recipients',
        header: t('messages.col.recipients'),
        kind: 'end',
        cell: (b) => (b.recipients === null ? '–' : String(b.recipients)),
      },
      { id: 'sendAt', header: t('messages.col.sendAt'), cell: (b) => dateTime(b.sendAt) },
      {
        id: 'status',
        header: t('messages.col.status'),
        card: 'head',
        cell: (b) => (
          <StatusBadge tone={b.status === 'delivered' ? 'positive' : b.status === 'scheduled' ? 'pending' : 'neutral'}>
            {t(`messages.status.${b.status}`)}
          </StatusBadge>
        ),
      },
      {
        id: 'actions',
        header: t('messages.col.actions'),
        kind: 'actions',
        cell: (b) =>
          b.status === 'scheduled' ? (
            <Button variant="secondary" size="sm" onPress={() => onCancel(b)}>
              {t('messages.cancel')}
            </Button>
          ) : null,
      },
    ],
    [t, dateTime, segment, onCancel],
  );
}
