import { type ChartSeries, daySeconds } from './Chart.rules';

/** 14 days ending 2026-11-26 (UTC midnights, epoch seconds). */
export const days = Array.from({ length: 14 }, (_, i) =>
  daySeconds(new Date(Date.UTC(2026, 10, 13 + i)).toISOString().slice(0, 10)),
);

/** Deposits and withdrawals per day in minor units (cents): an empty day is 0, not a gap. */
export const moneySeries: ChartSeries[] = [
  {
    key: 'deposits',
    label: 'Deposits',
    tone: 'positive',
    values: [120000, 98000, 0, 154000, 210050, 87000, 65000, 0, 132500, 176000, 240000, 99000, 143000, 188800],
  },
  {
    key: 'withdrawals',
    label: 'Withdrawals',
    tone: 'critical',
    values: [40000, 52000, 0, 61000, 90000, 30000, 12000, 0, 45000, 70000, 120500, 30000, 56000, 81000],
  },
];

/** Eight runs of two jobs, an hour apart; the second job did not run at 03:00 (a gap). */
export const runTimes = Array.from({ length: 8 }, (_, i) => Math.floor(Date.UTC(2026, 10, 26, i) / 1000));
export const durationSeries: ChartSeries[] = [
  { key: 'ledger', label: 'Ledger check', tone: 'accent', values: [820, 790, 1210, 905, 860, 1430, 990, 870] },
  { key: 'expire', label: 'Expire deposits', tone: 'info', values: [120, 140, 95, null, 160, 130, 110, 150] },
];
