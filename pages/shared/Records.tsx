import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { DatePicker } from '../../design-system/DatePicker';
import { EmptyState } from '../../design-system/EmptyState';
import { Select } from '../../design-system/Select';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { ApiError } from '../../src/api/errors';
import {
  addDays,
  adjustCustom,
  customRange,
  presetRange,
  RECORD_PRESETS,
  type RecordPreset,
  startOfDay,
} from '../../src/rules/recordRange';
import { useErrorMessage } from './AccountFields';
import * as css from './records.css';

/**
 * The pieces the record pages (/m/transaction/record, /m/gameRecord) share: the period filter
 * (presets or two date pickers), the loading rows, the load failure with its retry, and the pager.
 * Their strings are the wallet namespace's `records.*`.
 */

const DEFAULT_PRESET: RecordPreset = 'last7';

export type RecordPeriod = ReturnType<typeof useRecordPeriod>;

/**
 * The period a record page shows: a preset (the last 7 days at first) or a custom range of whole
 * days, and the instants it covers. Every change calls `onChange` (the page goes back to page 1).
 */
export function useRecordPeriod(onChange: () => void) {
  const [preset, setPreset] = useState<RecordPreset>(DEFAULT_PRESET);
  const today = startOfDay(new Date());
  const todayKey = today.getTime();
  const [custom, setCustom] = useState(() => ({ start: addDays(today, -6), end: today }));
  const range = useMemo(
    () => (preset === 'custom' ? customRange(custom.start, custom.end) : presetRange(preset, new Date(todayKey))),
    [preset, custom, todayKey],
  );
  const choose = (next: RecordPreset) => {
    setPreset(next);
    onChange();
  };
  return {
    preset,
    custom,
    today,
    range,
    choose,
    setStart: (d: Date) => {
      setCustom((c) => adjustCustom(d, c.end, 'start'));
      onChange();
    },
    setEnd: (d: Date) => {
      setCustom((c) => adjustCustom(c.start, d, 'end'));
      onChange();
    },
    /** Switches to the last 30 days; undefined when the period is that already, or custom. */
    widen: preset === 'last30' || preset === 'custom' ? undefined : () => choose('last30'),
  };
}

/**
 * A record page's filters: one "all or a kind" choice, the period, and the page. Changing either
 * filter starts again at page 1; `showAll` clears the kind (undefined when it is "all" already).
 */
export function useRecordFilters<T extends string>() {
  const [kind, setKind] = useState<T | 'all'>('all');
  const [page, setPage] = useState(1);
  const period = useRecordPeriod(() => setPage(1));
  const choose = (next: T | 'all') => {
    setKind(next);
    setPage(1);
  };
  return { kind, choose, page, setPage, period, showAll: kind === 'all' ? undefined : () => choose('all') };
}

/** The filter row (the kind, then the period) and, for a custom period, its two dates. */
export function RecordFilterBar<T extends string>({
  label,
  options,
  filters,
}: {
  label: string;
  options: ReadonlyArray<{ value: T | 'all'; label: string }>;
  filters: ReturnType<typeof useRecordFilters<T>>;
}) {
  return (
    <>
      <div className={css.filters}>
        <Select label={label} value={filters.kind} options={options} onChange={(v) => filters.choose(v as T | 'all')} />
        <PeriodSelect period={filters.period} />
      </div>
      <CustomRangeFields period={filters.period} />
    </>
  );
}

/** The period select, for the page's filter row beside its type filter. */
export function PeriodSelect({ period }: { period: RecordPeriod }) {
  const { t } = useTranslation('wallet');
  return (
    <Select
      label={t('records.period')}
      value={period.preset}
      options={RECORD_PRESETS.map((p) => ({ value: p, label: t(`records.presets.${p}`) }))}
      onChange={(v) => period.choose(v as RecordPreset)}
    />
  );
}

/** The custom period's first and last day; nothing for a preset. */
export function CustomRangeFields({ period }: { period: RecordPeriod }) {
  const { t } = useTranslation('wallet');
  if (period.preset !== 'custom') return null;
  return (
    <div className={css.filters}>
      <DatePicker
        mode="date"
        label={t('records.start')}
        value={period.custom.start}
        max={period.custom.end}
        onChange={period.setStart}
      />
      <DatePicker
        mode="date"
        label={t('records.end')}
        value={period.custom.end}
        min={period.custom.start}
        max={period.today}
        onChange={period.setEnd}
      />
      <p className={css.hint}>{t('records.rangeHint')}</p>
    </div>
  );
}

/** A row's time: the date and the 24-hour time, in the page's language. */
export function useRecordTimeFormat() {
  const { i18n } = useTranslation();
  return useMemo(
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
}

/** Placeholder rows in the list card while the first page loads. */
export function RecordsSkeleton() {
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

/** The page could not load: says so (with the reason when it is the network) and offers a retry. */
export function RecordsLoadFailed({
  query,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const messageOf = useErrorMessage();
  return (
    <EmptyState
      variant="error"
      title={tCommon('errors.loadFailed')}
      // Only a reason worth telling ("No internet"), not a second "unknown error".
      description={
        query.error instanceof ApiError && query.error.code.startsWith('network.') ? messageOf(query.error) : undefined
      }
      action={
        <Button variant="secondary" loading={query.isFetching} onPress={() => void query.refetch()}>
          {t('records.retry')}
        </Button>
      }
    />
  );
}

/** Previous, "Page x of y", next; nothing when everything fits on one page. Turning a page scrolls to the top. */
export function RecordPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('wallet');
  if (pages <= 1) return null;
  const goTo = (next: number) => {
    onPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className={css.pager} aria-label={t('records.pages')}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft aria-hidden />}
        disabled={page <= 1}
        onPress={() => goTo(page - 1)}
      >
        {t('records.previous')}
      </Button>
      <span className={css.pageOf} aria-live="polite">
        {t('records.page', { page, pages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onPress={() => goTo(page + 1)}
        badge={<ChevronRight aria-hidden className={css.nextIcon} />}
      >
        {t('records.next')}
      </Button>
    </nav>
  );
}
