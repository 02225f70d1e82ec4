import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startOfDay } from '../../src/rules/recordRange';
import { DatePicker } from '../DatePicker';
import { Select } from '../Select';
import * as css from './FilterBar.css';
import { initialPeriod, moveCustom, PERIOD_PRESETS, type Period, type PeriodPreset, periodRange } from './period';

export type PeriodFilter = ReturnType<typeof usePeriodFilter>;

/**
 * The period a list shows: a preset (the last 7 days at first) or a custom range of whole days, and
 * the instants it covers (`range`). Every change calls `onChange` (a paged list goes back to page 1).
 */
export function usePeriodFilter({
  initial = 'last7',
  onChange,
}: {
  initial?: PeriodPreset;
  onChange?: () => void;
} = {}) {
  const [period, setPeriod] = useState<Period>(() => initialPeriod(initial, new Date()));
  const today = startOfDay(new Date());
  const todayKey = today.getTime();
  const range = useMemo(() => periodRange(period, new Date(todayKey)), [period, todayKey]);
  const update = (next: (p: Period) => Period) => {
    setPeriod(next);
    onChange?.();
  };
  const choose = (preset: PeriodPreset) => update((p) => ({ ...p, preset }));
  return {
    preset: period.preset,
    custom: period.custom,
    today,
    range,
    choose,
    setStart: (d: Date) => update((p) => moveCustom(p, d, 'start')),
    setEnd: (d: Date) => update((p) => moveCustom(p, d, 'end')),
    /** Switches to the last 30 days; undefined when the period is that already, or custom. */
    widen: period.preset === 'last30' || period.preset === 'custom' ? undefined : () => choose('last30'),
  };
}

/**
 * A paged list's filters: one "all or a kind" choice, the period, and the page. Changing either
 * filter starts again at page 1; `showAll` clears the kind (undefined when it is "all" already).
 */
export function useListFilters<T extends string>({ initial }: { initial?: PeriodPreset } = {}) {
  const [kind, setKind] = useState<T | 'all'>('all');
  const [page, setPage] = useState(1);
  const period = usePeriodFilter({ initial, onChange: () => setPage(1) });
  const choose = (next: T | 'all') => {
    setKind(next);
    setPage(1);
  };
  return { kind, choose, page, setPage, period, showAll: kind === 'all' ? undefined : () => choose('all') };
}

export interface FilterBarProps {
  /** The period, from `usePeriodFilter`; leave out for a bar of other filters only. */
  period?: PeriodFilter;
  /** Which presets to offer, in order; default all (today, yesterday, 7 days, 30 days, custom). */
  presets?: readonly PeriodPreset[];
  /** The other filters (a Select of type or status, a search field), before the period. */
  children?: ReactNode;
  className?: string;
}

/**
 * A list's filters in one row: the extra filters given as children, then the period select; for a
 * custom period, its first and last day (DatePicker) on the next row, never after today.
 */
export function FilterBar({ period, presets = PERIOD_PRESETS, children, className }: FilterBarProps) {
  const { t } = useTranslation('dsData');
  return (
    <div className={[css.bar, className].filter(Boolean).join(' ')}>
      <div className={css.row}>
        {children}
        {period ? (
          <Select
            label={t('period.label')}
            value={period.preset}
            options={presets.map((p) => ({ value: p, label: t(`period.presets.${p}`) }))}
            onChange={(v) => period.choose(v as PeriodPreset)}
          />
        ) : null}
      </div>
      {period?.preset === 'custom' ? (
        <div className={css.row}>
          <DatePicker
            mode="date"
            label={t('period.start')}
            value={period.custom.start}
            max={period.custom.end}
            onChange={period.setStart}
          />
          <DatePicker
            mode="date"
            label={t('period.end')}
            value={period.custom.end}
            min={period.custom.start}
            max={period.today}
            onChange={period.setEnd}
          />
          <p className={css.hint}>{t('period.rangeHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
