import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { type QueueItem, useQueuePermissions } from '../../../src/admin/queues';
import { amountOf, useAmountText } from './amount';
import { QueueFilterForm } from './QueueFilterForm';
import type { QueuePageProps } from './types';
import { useQueueColumns } from './useQueueColumns';
import { useQueueDialogs } from './useQueueDialogs';
import { useQueueFilters } from './useQueueFilters';

/**
 * One staff queue (deposits, withdrawals) on the kit: the filters in the address (FilterBar), the list
 * in the kit's DataTable (placeholder rows, error with retry, empty, pager; a card per row on a phone),
 * the member, amount, status and action columns, and the approve and reject flows. A page declares
 * only its own columns, the words of its actions and its own dialogs.
 */
export function QueuePage<T extends QueueItem, S extends string>(props: QueuePageProps<T, S>) {
  const { section, statuses, pageSize } = props.source;
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const amountText = useAmountText();
  const { readOnly } = useQueuePermissions(props.source.actions);
  const { filters, page, apply, goTo, isDefault } = useQueueFilters(statuses);
  const list = useQuery({
    queryKey: props.source.pageKey(filters, page),
    queryFn: () => props.source.load(filters, page),
    placeholderData: keepPreviousData,
  });
  const { controls, dialogs } = useQueueDialogs(props);
  const columns = useQueueColumns(props, controls);
  const data = list.data;
  const totalPages = data ? Math.ceil(data.total / (data.size || pageSize)) : 0;
  /** A page past the end (its last item was just settled): to the last page there is, not "none waiting". */
  const pastTheEnd = !!data && !list.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is a new function each render; the move is due once per answer
  useEffect(() => {
    if (pastTheEnd) goTo(Math.max(1, totalPages), { replace: true });
  }, [pastTheEnd, totalPages]);

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader
        title={t(`nav.${section}`)}
        description={t(readOnly ? `${section}.leadReadOnly` : `${section}.lead`)}
      />
      <QueueFilterForm
        statuses={statuses}
        filters={filters}
        statusLabel={(s) => t(`${section}.statuses.${s}`)}
        onApply={apply}
        busy={list.isFetching}
      />
      <DataTable<T>
        layout="auto"
        caption={t(`nav.${section}`)}
        columns={columns}
        rows={data?.items}
        rowKey={(item) => item.id}
        rowLabel={(item) => t(`${section}.rowLabel`, { username: item.username, amount: amountText(amountOf(item)) })}
        loading={list.isPending}
        loadingLabel={t(`${section}.loading`)}
        skeletonRows={4}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{
          title: isDefault ? t(`${section}.nonePending`) : t(`${section}.noMatch`),
          description: isDefault ? t(`${section}.nonePendingHint`) : t('queue.noMatchHint'),
        }}
        pagination={
          data
            ? { page: data.page, pages: totalPages, total: data.total, busy: list.isFetching, onPage: (p) => goTo(p) }
            : undefined
        }
      />
      {props.dialogs?.(controls)}
      {dialogs}
    </Stack>
  );
}
