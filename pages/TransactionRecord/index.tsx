import { ChevronLeft, ChevronRight, ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { DatePicker } from '../../design-system/DatePicker';
import { EmptyState } from '../../design-system/EmptyState';
import { Money } from '../../design-system/Money';
import { Select } from '../../design-system/Select';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import type { RecordsPage, TransactionRecord as Row } from '../../src/api/contract/records';
import { RECORD_GROUP_KEYS, type RecordGroup } from '../../src/api/contract/records.constants';
import { ApiError } from '../../src/api/errors';
import { useRecords } from '../../src/api/records';
import { useBalanceHidden } from '../../src/app/useWallet';
import {
  addDays,
  adjustCustom,
  customRange,
  presetRange,
  RECORD_PRESETS,
  type RecordPreset,
  startOfDay,
} from '../../src/rules/recordRange';
import * as layout from '../layout.css';
import { useErrorMessage } from '../shared/AccountFields';
import * as css from './TransactionRecord.css';

const DEFAULT_PRESET: RecordPreset = 'last7';

/**
 * /m/transaction/record: every ledger entry that touched the member's accounts (type, time, signed
 * amount, balance after, status), filtered by type and period (presets, or two date pickers), 25 a
 * page. Agents reach the same view from their menu as `?types=A`: it is their own record as well.
 */
export default function TransactionRecord() {
  const { t } = useTranslation('wallet');
  const [group, setGroup] = useState<RecordGroup | 'all'>('all');
  const [preset, setPreset] = useState<RecordPreset>(DEFAULT_PRESET);
  const today = startOfDay(new Date());
  const todayKey = today.getTime();
  const [custom, setCustom] = useState(() => ({ start: addDays(today, -6), end: today }));
  const [page, setPage] = useState(1);

  const range = useMemo(
    () => (preset === 'custom' ? customRange(custom.start, custom.end) : presetRange(preset, new Date(todayKey))),
    [preset, custom, todayKey],
  );
  const records = useRecords({ group, ...range, page });

  const filtersChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={layout.stack}>
      <div className={css.filters}>
        <Select
          label={t('records.type')}
          value={group}
          options={['all' as const, ...RECORD_GROUP_KEYS].map((g) => ({ value: g, label: t(`records.groups.${g}`) }))}
          onChange={(v) => filtersChanged(() => setGroup(v as RecordGroup | 'all'))}
        />
        <Select
          label={t('records.period')}
          value={preset}
          options={RECORD_PRESETS.map((p) => ({ value: p, label: t(`records.presets.${p}`) }))}
          onChange={(v) => filtersChanged(() => setPreset(v as RecordPreset))}
        />
      </div>
      {preset === 'custom' ? (
        <div className={css.filters}>
          <DatePicker
            mode="date"
            label={t('records.start')}
            value={custom.start}
            max={custom.end}
            onChange={(d) => filtersChanged(() => setCustom((c) => adjustCustom(d, c.end, 'start')))}
          />
          <DatePicker
            mode="date"
            label={t('records.end')}
            value={custom.end}
            min={custom.start}
            max={today}
            onChange={(d) => filtersChanged(() => setCustom((c) => adjustCustom(c.start, d, 'end')))}
          />
          <p className={css.hint}>{t('records.rangeHint')}</p>
        </div>
      ) : null}
      <Results
        query={records}
        page={page}
        onPage={goTo}
        onShowAll={group === 'all' ? undefined : () => filtersChanged(() => setGroup('all'))}
        onWiden={
          preset === 'last30' || preset === 'custom' ? undefined : () => filtersChanged(() => setPreset('last30'))
        }
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
  const { t: tCommon } = useTranslation();
  const messageOf = useErrorMessage();

  if (query.isPending) {
    return (
      <SkeletonGroup className={css.list}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={i} className={css.skeletonRow}>
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" lines={2} />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        variant="error"
        title={tCommon('errors.loadFailed')}
        // Only a reason worth telling ("No internet"), not a second "unknown error".
        description={
          query.error instanceof ApiError && query.error.code.startsWith('network.')
            ? messageOf(query.error)
            : undefined
        }
        action={
          <Button variant="secondary" loading={query.isFetching} onPress={() => void query.refetch()}>
            {t('records.retry')}
          </Button>
        }
      />
    );
  }
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
      <ul className={css.list} aria-label={t('records.list')} aria-busy={query.isFetching || undefined}>
        {data.list.map((r) => (
          <RecordRow key={r.id} record={r} currency={data} />
        ))}
      </ul>
      {data.totalPages > 1 ? (
        <nav className={css.pager} aria-label={t('records.pages')}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft aria-hidden />}
            disabled={page <= 1}
            onPress={() => onPage(page - 1)}
          >
            {t('records.previous')}
          </Button>
          <span className={css.pageOf} aria-live="polite">
            {t('records.page', { page, pages: data.totalPages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= data.totalPages}
            onPress={() => onPage(page + 1)}
            badge={<ChevronRight aria-hidden className={css.nextIcon} />}
          >
            {t('records.next')}
          </Button>
        </nav>
      ) : null}
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
  const { t, i18n } = useTranslation('wallet');
  const hidden = useBalanceHidden((s) => s.hidden);
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [i18n.language],
  );
  const title = t(`records.entryTypes.${r.entryType}`, { defaultValue: t(`records.groups.${r.type}`) });
  return (
    <li className={css.row}>
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
