import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Money } from '../../design-system/Money';
import type { RecordsPage, TransactionRecord as Row } from '../../src/api/contract/records';
import { RECORD_GROUP_KEYS, type RecordGroup } from '../../src/api/contract/records.constants';
import { useRecords } from '../../src/api/records';
import { useBalanceHidden } from '../../src/app/useWallet';
import * as layout from '../layout.css';
import {
  RecordFilterBar,
  RecordPager,
  RecordsLoadFailed,
  RecordsSkeleton,
  useRecordFilters,
  useRecordTimeFormat,
} from '../shared/Records';
import * as shared from '../shared/records.css';
import * as css from './TransactionRecord.css';

/**
 * /m/transaction/record: every ledger entry that touched the member's accounts (type, time, signed
 * amount, balance after, status), filtered by type and period (presets, or two date pickers), 25 a
 * page. Agents reach the same view from their menu as `?types=A`: it is their own record as well.
 */
export default function TransactionRecord() {
  const { t } = useTranslation('wallet');
  const filters = useRecordFilters<RecordGroup>();
  const records = useRecords({ group: filters.kind, ...filters.period.range, page: filters.page });

  return (
    <div className={layout.stack}>
      <RecordFilterBar
        label={t('records.type')}
        options={['all' as const, ...RECORD_GROUP_KEYS].map((g) => ({ value: g, label: t(`records.groups.${g}`) }))}
        filters={filters}
      />
      <Results
        query={records}
        page={filters.page}
        onPage={filters.setPage}
        onShowAll={filters.showAll}
        onWiden={filters.period.widen}
      />
    </div>
  );
}

function Results({
  query,
  page,
  onPage,
  onShowAll,
  onWiden,
}: {
  query: ReturnType<typeof useRecords>;
  page: number;
  onPage: (page: number) => void;
  onShowAll?: () => void;
  onWiden?: () => void;
}) {
  const { t } = useTranslation('wallet');

  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) return <RecordsLoadFailed query={query} />;
  const data = query.data;
  if (data.list.length === 0 && data.total === 0) {
    const action = onShowAll ? (
      <Button variant="secondary" onPress={onShowAll}>
        {t('records.empty.showAll')}
      </Button>
    ) : onWiden ? (
      <Button variant="secondary" onPress={onWiden}>
        {t('records.empty.widen')}
      </Button>
    ) : undefined;
    return (
      <EmptyState
        icon={ReceiptText}
        title={t('records.empty.title')}
        description={t('records.empty.description')}
        action={action}
      />
    );
  }
  return (
    <>
      <ul className={shared.list} aria-label={t('records.list')} aria-busy={query.isFetching || undefined}>
        {data.list.map((r) => (
          <RecordRow key={r.id} record={r} currency={data} />
        ))}
      </ul>
      <RecordPager page={page} pages={data.totalPages} onPage={onPage} />
    </>
  );
}

function RecordRow({
  record: r,
  currency,
}: {
  record: Row;
  currency: Pick<RecordsPage, 'currencySymbol' | 'minorUnitDigits'>;
}) {
  const { t } = useTranslation('wallet');
  const hidden = useBalanceHidden((s) => s.hidden);
  const when = useRecordTimeFormat();
  const title = t(`records.entryTypes.${r.entryType}`, { defaultValue: t(`records.groups.${r.type}`) });
  return (
    <li className={shared.row}>
      <div className={css.head}>
        <span className={css.title}>{title}</span>
        <span className={css.status} data-status={r.status}>
          {t(`records.status.${r.status}`)}
        </span>
        <Money
          className={css.amount}
          signed
          symbol={currency.currencySymbol}
          minor={r.amount}
          digits={currency.minorUnitDigits}
          tone={r.amount > 0 ? 'positive' : 'neutral'}
        />
      </div>
      <div className={css.meta}>
        <time dateTime={r.time}>{when.format(new Date(r.time))}</time>
        <span className={css.balance}>
          {t('records.balanceAfter')}
          <Money
            symbol={currency.currencySymbol}
            minor={r.balanceAfter}
            digits={currency.minorUnitDigits}
            hidden={hidden}
            tone="neutral"
            size="sm"
          />
        </span>
      </div>
      {r.reason && r.entryType === 'adjustment' ? <p className={css.reason}>{r.reason}</p> : null}
    </li>
  );
}
