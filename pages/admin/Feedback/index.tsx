import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { DatePicker } from '../../../design-system/DatePicker';
import { Columns, Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text, TextButton } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { type FeedbackFilters, inboxAdminApi, inboxAdminKeys } from '../../../src/admin/inboxApi';
import { useLoadError } from '../../../src/admin/LoadError';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_VALUES,
  type FeedbackStatus,
  type StaffFeedback,
} from '../../../src/api/contract/inbox';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { FeedbackDialog } from './FeedbackDialog';
import { feedbackTypeLabel } from './labels';

const DAY_MS = 86_400_000;
const dayStart = (v: string | null) => (v ? new Date(`${v}T00:00:00`).getTime() : undefined);

/**
 * /admin/feedback (support reads and replies; admin converts): the players' feedback, newest first,
 * filtered by type, status and day range (in the URL); open one to read it, reply (the reply lands in
 * the member's inbox) or, for an agent application, make the member an agent.
 */
export default function FeedbackPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<StaffFeedback | null>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const from = params.get('from');
  const to = params.get('to');
  const filters: FeedbackFilters = {
    type: params.get('type') ? Number(params.get('type')) : undefined,
    status: (params.get('status') as FeedbackStatus | null) ?? undefined,
    from: dayStart(from),
    to: to ? (dayStart(to) ?? 0) + DAY_MS : undefined,
  };
  const list = useQuery({
    queryKey: inboxAdminKeys.feedbackPage(filters, page),
    queryFn: () => inboxAdminApi.feedback(filters, page),
    placeholderData: keepPreviousData,
  });
  const loadError = useLoadError();
  const columns = useColumns(setOpen);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const clearDates = () => {
    const next = new URLSearchParams(params);
    next.delete('from');
    next.delete('to');
    next.delete('page');
    setParams(next);
  };

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.feedback')} description={t('feedback.lead')} />
      <Stack gap="sm">
        <Columns columns={1} wideColumns={4} gap="md" aria-label={t('feedback.filters')}>
          <Select
            label={t('feedback.type')}
            value={params.get('type') ?? ''}
            onChange={(v) => set('type', v)}
            options={[
              { value: '', label: t('feedback.anyType') },
              ...FEEDBACK_TYPE_VALUES.map((v) => ({ value: String(v), label: feedbackTypeLabel(t, v) })),
            ]}
          />
          <Select
            label={t('feedback.status')}
            value={params.get('status') ?? ''}
            onChange={(v) => set('status', v)}
            options={[
              { value: '', label: t('feedback.anyStatus') },
              ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.statuses.${s}`) })),
            ]}
          />
          <DatePicker
            mode="date"
            label={t('feedback.from')}
            placeholder={t('feedback.anyDay')}
            value={parseDateValue(from)}
            onChange={(d) => set('from', toDateValue(d))}
          />
          <DatePicker
            mode="date"
            label={t('feedback.to')}
            placeholder={t('feedback.anyDay')}
            value={parseDateValue(to)}
            onChange={(d) => set('to', toDateValue(d))}
          />
        </Columns>
        {from || to ? (
          <div>
            <TextButton icon={<X />} onPress={clearDates}>
              {t('feedback.clearDates')}
            </TextButton>
          </div>
        ) : null}
      </Stack>
      <DataTable<StaffFeedback>
        layout="auto"
        caption={t('nav.feedback')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(f) => f.id}
        rowLabel={(f) => f.username}
        loading={list.isPending}
        loadingLabel={t('feedback.loading')}
        skeletonRows={4}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('feedback.empty'), description: t('feedback.emptyHint') }}
        pagination={
          list.data
            ? {
                page: list.data.page,
                pages: Math.max(1, Math.ceil(list.data.total / list.data.pageSize)),
                total: list.data.total,
                busy: list.isFetching,
                onPage: (p) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(p));
                  setParams(next);
                },
              }
            : undefined
        }
      />
      {open && <FeedbackDialog item={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** Who and when, the type, what they wrote (its start), the status, and "Open". */
function useColumns(onOpen: (f: StaffFeedback) => void): DataColumn<StaffFeedback>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('feedback.col.member'),
        kind: 'lead',
        cell: (f) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{f.username}</span>
            <Text tone="muted" size="sm" weight="regular">
              {dateTime(f.createdAt)}
            </Text>
          </Stack>
        ),
      },
      { id: 'type', header: t('feedback.col.type'), cell: (f) => feedbackTypeLabel(t, f.type) },
      {
        id: 'content',
        header: t('feedback.col.content'),
        cell: (f) => (f.content.length > 80 ? `${f.content.slice(0, 79)}…` : f.content),
      },
      {
        id: 'status',
        header: t('feedback.col.status'),
        card: 'head',
        cell: (f) => (
          <StatusBadge tone={f.status === 'replied' ? 'positive' : 'pending'}>
            {t(`feedback.statuses.${f.status}`)}
          </StatusBadge>
        ),
      },
      {
        id: 'actions',
        header: t('feedback.col.actions'),
        kind: 'actions',
        cell: (f) => (
          <Button variant="secondary" size="sm" onPress={() => onOpen(f)}>
            {t('feedback.open')}
            <Text visuallyHidden>{` ${f.username}`}</Text>
          </Button>
        ),
      },
    ],
    [t, dateTime, onOpen],
  );
}
