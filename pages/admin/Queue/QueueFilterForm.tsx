import { X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DatePicker } from '../../../design-system/DatePicker';
import { FilterBar } from '../../../design-system/FilterBar';
import { Inline, Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { QueueFilters } from '../../../src/admin/queuesApi';
import { parseDayKey, pickQueueDate } from '../../../src/rules/queueDates';
import { startOfDay } from '../../../src/rules/recordRange';
import * as css from './Queue.css';

/**
 * Status (pending by default), part of a username, and the first and last day (both optional, "Any
 * day"; the start never after the end, neither after today) in the kit's filter bar. The status and
 * the days apply when picked, the username on submit. The days are the queue's own open range
 * (src/rules/queueDates), not the bar's presets: staff look over any span, and the address keeps it.
 */
export function QueueFilterForm<S extends string>({
  statuses,
  filters,
  statusLabel,
  onApply,
  busy,
}: {
  statuses: readonly S[];
  filters: QueueFilters<S>;
  statusLabel: (s: S) => string;
  onApply: (f: QueueFilters<S>) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [member, setMember] = useState(filters.member);
  useEffect(() => setMember(filters.member), [filters.member]);
  const apply = (change: Partial<QueueFilters<S>>) => onApply({ ...filters, member: member.trim(), ...change });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({});
  };
  const today = startOfDay(new Date());
  const from = parseDayKey(filters.from);
  const to = parseDayKey(filters.to);
  /** The start up to the end (or today), the end from the start up to today. */
  const bounds = {
    from: { value: from, placeholderValue: to ?? today, max: to ?? today },
    to: { value: to, placeholderValue: today, min: from ?? undefined, max: today },
  };
  const pick = (end: 'from' | 'to') => (d: Date) => apply(pickQueueDate(filters, end, d, new Date()));
  return (
    <form onSubmit={submit} aria-label={t('queue.filters')} noValidate>
      <Stack gap="md">
        <FilterBar className={css.filters}>
          <Select
            label={t('queue.status')}
            value={filters.status}
            onChange={(v) => apply({ status: v as S | '' })}
            options={[
              ...statuses.map((s) => ({ value: s as string, label: statusLabel(s) })),
              { value: '', label: t('queue.anyStatus') },
            ]}
          />
          <TextField label={t('queue.member')} value={member} maxLength={64} autoComplete="off" onChange={setMember} />
          {(['from', 'to'] as const).map((end) => (
            <DatePicker
              key={end}
              mode="date"
              label={t(`queue.${end}`)}
              placeholder={t('queue.anyDay')}
              {...bounds[end]}
              onChange={pick(end)}
            />
          ))}
        </FilterBar>
        <Inline gap="sm">
          <Button type="submit" loading={busy}>
            {t('queue.apply')}
          </Button>
          {from || to ? (
            <Button variant="secondary" icon={<X />} onPress={() => apply({ from: '', to: '' })}>
              {t('queue.clearDates')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
