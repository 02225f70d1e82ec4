import { X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DatePicker } from '../../../design-system/DatePicker';
import { Money } from '../../../design-system/Money';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { QueueFilters } from '../../../src/admin/queuesApi';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseDayKey, pickQueueDate } from '../../../src/rules/queueDates';
import { startOfDay } from '../../../src/rules/recordRange';
import * as css from './admin.css';

/**
 * What the deposit and withdrawal queues share: amounts (with the brand currency's symbol, which
 * each row carries as the wallet shows it), the status and member filters, the reject dialog with
 * its required reason, and the words for a failed action (another staff member was first: "already
 * processed").
 */

function useLang() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/** An amount of a queue item, exact to the minor unit. */
export function QueueMoney({ minor, symbol, digits }: { minor: number; symbol: string; digits: number }) {
  return <Money symbol={symbol} minor={minor} digits={digits} decimals={digits} tone="neutral" size="sm" />;
}

/** The same amount as plain text, for a dialog's sentence. */
export function useMoneyText() {
  const lang = useLang();
  return (minor: number, symbol: string, digits: number) =>
    `${symbol}${formatMinor(minor, digits, lang, { decimals: digits })}`;
}

/**
 * Status (pending by default), part of a username, and the first and last day (both optional; the
 * start never after the end, neither after today). The status and the days apply when picked, the
 * username on submit.
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...filters, member: member.trim() });
  };
  const today = startOfDay(new Date());
  const from = parseDayKey(filters.from);
  const to = parseDayKey(filters.to);
  /** The start up to the end (or today), the end from the start up to today. */
  const bounds = {
    from: { value: from, placeholderValue: to ?? today, max: to ?? today },
    to: { value: to, placeholderValue: today, min: from ?? undefined, max: today },
  };
  const pick = (end: 'from' | 'to') => (d: Date) =>
    onApply({ ...filters, ...pickQueueDate(filters, end, d, new Date()), member: member.trim() });
  return (
    <form className={css.toolbar} onSubmit={submit} aria-label={t('queue.filters')} noValidate>
      <Select
        className={css.toolbarField}
        label={t('queue.status')}
        value={filters.status}
        onChange={(v) => onApply({ ...filters, status: v as S | '', member: member.trim() })}
        options={[
          ...statuses.map((s) => ({ value: s as string, label: statusLabel(s) })),
          { value: '', label: t('queue.anyStatus') },
        ]}
      />
      <TextField
        className={css.toolbarField}
        label={t('queue.member')}
        value={member}
        maxLength={64}
        autoComplete="off"
        onChange={setMember}
      />
      {(['from', 'to'] as const).map((end) => (
        <DatePicker
          key={end}
          className={css.toolbarField}
          mode="date"
          label={t(`queue.${end}`)}
          placeholder={t('queue.anyDay')}
          {...bounds[end]}
          onChange={pick(end)}
        />
      ))}
      <div className={css.toolbarActions}>
        <Button type="submit" loading={busy}>
          {t('queue.apply')}
        </Button>
        {from || to ? (
          <Button
            variant="secondary"
            icon={<X />}
            onPress={() => onApply({ ...filters, from: '', to: '', member: member.trim() })}
          >
            {t('queue.clearDates')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The message for a failed confirm, approve or reject. */
export function useActionError() {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  return (err: unknown) =>
    err instanceof ApiError && err.code === 'finance.already_processed'
      ? t('queue.alreadyProcessed')
      : errorMessage(err);
}

export const isAlreadyProcessed = (err: unknown) =>
  err instanceof ApiError && (err.code === 'finance.already_processed' || err.code === 'finance.not_found');
