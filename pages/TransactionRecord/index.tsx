import { ReceiptText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { FilterBar, useListFilters } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { Select } from '../../design-system/Select';
import type { RecordsPage, TransactionRecord as Row } from '../../src/api/contract/records';
import { RECORD_GROUP_KEYS, type RecordFilter, TEAM_RECORD_FILTER } from '../../src/api/contract/records.constants';
import { useRecords } from '../../src/api/records';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { useBalanceHidden } from '../../src/app/useWallet';
import { useDates } from '../../src/i18n/dates';
import * as css from './TransactionRecord.css';

type Currency = Pick<RecordsPage, 'currencySymbol' | 'minorUnitDigits'>;

/**
 * /m/transaction/record: every ledger entry that touched the member's accounts (type, time, signed
 * amount, balance after, status), filtered by type and period (presets, or two date pickers), 25 a
 * page, one card a row. Agents reach the same view from their menu as `?types=A`: it is their own
 * record as well, with one more filter, their team money movements (commissions, contract payments,
 * transfers to downline: TEAM_MONEY_ENTRY_TYPES).
 */
export default function TransactionRecord() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const filters = useListFilters<RecordFilter>();
  const kinds: RecordFilter[] =
    params.get('types') === 'A' ? [TEAM_RECORD_FILTER, ...RECORD_GROUP_KEYS] : RECORD_GROUP_KEYS;
  const records = useRecords({ group: filters.kind, ...filters.period.range, page: filters.page });
  const data = records.data;
  const failure = useLoadFailure(records, t('records.retry'));
  const columns = useColumns(data ?? { currencySymbol: '', minorUnitDigits: 0 });
  const onEmpty = filters.showAll
    ? { label: t('records.empty.showAll'), onPress: filters.showAll }
    : filters.period.widen
      ? { label: t('records.empty.widen'), onPress: filters.period.widen }
      : undefined;

  return (
    <Stack padding="md">
      <FilterBar period={filters.period}>
        <Select
          label={t('records.type')}
          value={filters.kind}
          options={['all' as const, ...kinds].map((g) => ({ value: g, label: t(`records.groups.${g}`) }))}
          onChange={(v) => filters.choose(v as RecordFilter | 'all')}
        />
      </FilterBar>
      <DataTable
        layout="cards"
        caption={t('records.list')}
        columns={columns}
        rows={data?.list}
        rowKey={(r) => r.id}
        loading={records.isPending}
        busy={records.isFetching}
        error={failure}
        empty={{
          icon: ReceiptText,
          title: t('records.empty.title'),
          description: t('records.empty.description'),
          action: onEmpty ? (
            <Button variant="secondary" onPress={onEmpty.onPress}>
              {onEmpty.label}
            </Button>
          ) : undefined,
        }}
        pagination={
          data ? { page: filters.page, pages: data.totalPages, onPage: filters.setPage, scrollToTop: true } : undefined
        }
      />
    </Stack>
  );
}

/** Type, status and signed amount on top; the balance after; the time; an adjustment's reason. */
function useColumns(currency: Currency): DataColumn<Row>[] {
  const { t } = useTranslation('wallet');
  const hidden = useBalanceHidden((s) => s.hidden);
  const when = useDates();
  return useMemo(
    () => [
      {
        id: 'type',
        header: t('records.type'),
        kind: 'lead',
        cell: (r) => (
          <span className={css.title}>
            {t(`records.entryTypes.${r.entryType}`, { defaultValue: t(`records.groups.${r.type}`) })}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('records.columns.status'),
        card: 'head',
        cell: (r) => (
          <span className={css.status} data-status={r.status}>
            {t(`records.status.${r.status}`)}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('records.columns.amount'),
        kind: 'end',
        card: 'head',
        cell: (r) => (
          <Money
            signed
            symbol={currency.currencySymbol}
            minor={r.amount}
            digits={currency.minorUnitDigits}
            decimals="exact"
            tone={r.amount > 0 ? 'positive' : 'neutral'}
          />
        ),
      },
      {
        id: 'balance',
        header: t('records.balanceAfter'),
        kind: 'end',
        cell: (r) => (
          <Money
            symbol={currency.currencySymbol}
            minor={r.balanceAfter}
            digits={currency.minorUnitDigits}
            hidden={hidden}
            tone="neutral"
            size="sm"
          />
        ),
      },
      {
        id: 'time',
        header: t('records.columns.time'),
        cell: (r) => <time dateTime={r.time}>{when.dateTime(r.time)}</time>,
      },
      {
        id: 'note',
        header: t('records.columns.note'),
        card: 'plain',
        cell: (r) => (r.reason && r.entryType === 'adjustment' ? <p className={css.reason}>{r.reason}</p> : null),
      },
    ],
    [t, hidden, when, currency.currencySymbol, currency.minorUnitDigits],
  );
}
