import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../design-system/DatePicker';
import { Inline, Stack } from '../../../design-system/Layout';
import { StatCard } from '../../../design-system/StatCard';
import { chatApi, chatKeys } from '../../../src/admin/chatApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { duration } from './format';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** First-response and resolution times (median and average) of the conversations started in a date range. */
export function Figures() {
  const { t } = useTranslation(ADMIN_NS);
  const [from, setFrom] = useState(day(-6));
  const [to, setTo] = useState(day(0));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const figures = useQuery({
    queryKey: chatKeys.figures(from, to),
    queryFn: () => chatApi.figures(from, to),
    enabled: valid,
  });
  const f = figures.data;
  const time = (s: number | null | undefined) => (s === null || s === undefined ? '–' : duration(s, t));
  return (
    <Stack gap="lg">
      <Inline gap="md">
        <DatePicker
          mode="date"
          label={t('chat.from')}
          value={parseDateValue(from)}
          onChange={(d) => setFrom(toDateValue(d))}
        />
        <DatePicker
          mode="date"
          label={t('chat.to')}
          value={parseDateValue(to)}
          onChange={(d) => setTo(toDateValue(d))}
        />
      </Inline>
      {figures.isError ? <LoadError error={figures.error} onRetry={() => void figures.refetch()} /> : null}
      <Inline gap="md">
        <StatCard label={t('chat.figConversations')} value={f?.conversations} loading={figures.isPending} />
        <StatCard
          label={t('chat.figFirstMedian')}
          value={time(f?.firstResponse.medianSeconds)}
          loading={figures.isPending}
        />
        <StatCard
          label={t('chat.figFirstAverage')}
          value={time(f?.firstResponse.averageSeconds)}
          loading={figures.isPending}
        />
        <StatCard
          label={t('chat.figResolveMedian')}
          value={time(f?.resolution.medianSeconds)}
          loading={figures.isPending}
        />
        <StatCard
          label={t('chat.figResolveAverage')}
          value={time(f?.resolution.averageSeconds)}
          loading={figures.isPending}
        />
      </Inline>
    </Stack>
  );
}
