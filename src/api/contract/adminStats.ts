import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The back office's dashboard and reports (issue 24, ADR 0030). Every figure comes from the daily
 * rollups (`stats_daily`), never from the ledger at request time. Days are the back office's business
 * day (`STATS_TIME_ZONE`, the overview's and the withdrawal limit's day). Money is integer minor
 * units in the group's currency; brands of different currencies are never added together: the answer
 * has one group per currency.
 */

/** The business day of the dashboard and the reports. */
export const STATS_TIME_ZONE = 'Asia/Shanghai';
/** The longest custom range (days, both ends included). */
export const STATS_MAX_DAYS = 366;

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
/** `all`: every brand the staff member may see (ADR 0015 §6); else one brand's code. */
const brandParam = z.string().trim().min(1).max(40).default('all');

export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('7d'),
  /** A custom period's first and last day (both included), at most STATS_MAX_DAYS days. */
  from: day.optional(),
  to: day.optional(),
  brand: brandParam,
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The money figures (signed minor units) and the counts of a day or a period. */
export const STAT_FIGURES = [
  'ggr',
  'ngr',
  'stakes',
  'payouts',
  'bonusCost',
  'rebates',
  'deposits',
  'withdrawals',
  'netCash',
  'registrations',
  'firstDeposits',
  'activePlayers',
] as const;
export type StatFigure = (typeof STAT_FIGURES)[number];
/** The figures that are counts, not money. */
export const COUNT_FIGURES: readonly StatFigure[] = ['registrations', 'firstDeposits', 'activePlayers'];

export const statFiguresSchema = z.object(
  Object.fromEntries(STAT_FIGURES.map((f) => [f, z.int()])) as Record<StatFigure, z.ZodInt>,
);
export type StatFigures = z.infer<typeof statFiguresSchema>;

export const dashboardGroupSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int(),
  /** The brands summed in this group. */
  brands: z.array(z.string()),
  /** The period's totals; active players is the daily average (a period's distinct count is not a sum). */
  totals: statFiguresSchema,
  /** The same totals over the previous period of equal length. */
  previous: statFiguresSchema,
  /** Each day of the period, oldest first (days without activity are zeros). */
  days: z.array(statFiguresSchema.extend({ day })),
  /** The previous period's days, oldest first, the same count (for the comparison line). */
  previousDays: z.array(statFiguresSchema.extend({ day })),
  /** Turnover (real-money stakes) by game category, the period and the previous one, largest first. */
  turnover: z.array(z.object({ category: z.string(), current: z.int(), previous: z.int() })),
});
export type DashboardGroup = z.infer<typeof dashboardGroupSchema>;

export const dashboardSchema = z.object({
  timeZone: z.string(),
  period: z.enum(DASHBOARD_PERIODS),
  from: day,
  to: day,
  previousFrom: day,
  previousTo: day,
  /** The brands this staff member may choose from. */
  brands: z.array(z.string()),
  /** When the rollups of the period's last day were last computed (null: never). */
  computedAt: z.string().nullable(),
  groups: z.array(dashboardGroupSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelope(dashboardSchema);

// Reports

export const REPORT_KINDS = ['finance', 'players', 'games', 'promotions', 'agents'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportParamsSchema = z.object({ kind: z.enum(REPORT_KINDS) });
export const reportQuerySchema = z.object({
  from: day,
  to: day,
  brand: brandParam,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export const reportCsvQuerySchema = reportQuerySchema.omit({ page: true, size: true });

/** A report column: text (day, brand, category, agent), a count, or money in the row's currency. */
export const reportColumnSchema = z.object({ key: z.string(), kind: z.enum(['text', 'count', 'money']) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  timeZone: z.string(),
  /** The brands this staff member may choose from. */
  brands: z.array(z.string()),
  columns: z.array(reportColumnSchema),
  /** One row per day and brand (and category or agent): the values by column key; money in minor units. */
  list: z.array(z.record(z.string(), z.union([z.string(), z.int()]))),
  /** The currency of each row is its `currency` column; its symbol and digits are here. */
  currencies: z.record(z.string(), z.object({ symbol: z.string(), minorUnitDigits: z.int() })),
  /** Every day of the range (zeros where nothing was rolled up), summed over the brands of the first currency: the chart's series. */
  trend: z.array(z.record(z.string(), z.union([z.string(), z.int()]))),
  pageNum: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportResponseSchema = envelope(reportSchema);
