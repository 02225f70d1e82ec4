import { type SQL, sql } from 'drizzle-orm';
import {
  type Dashboard,
  type DashboardGroup,
  type DashboardQuery,
  type Report,
  type ReportColumn,
  type ReportKind,
  type ReportQuery,
  STAT_FIGURES,
  STATS_MAX_DAYS,
  STATS_TIME_ZONE,
  type StatFigures,
} from '../../../src/api/contract/adminStats';
import type { Db } from '../../db';
import { brands } from '../../db/schema';
import { type Currency, createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { type StaffMember, staffBrandForbidden, staffCoversBrand } from '../accounts';
import { addDays, statsDayOf } from './rollup';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const rangeInvalid = (message: string, fields: Record<string, string>) =>
  new AppError(400, 'stats.range_invalid', message, fields);

/** Days from `from` to `to`, both included. */
const spanOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A checked custom range: both days, from ≤ to, at most STATS_MAX_DAYS days. */
export function checkRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (!from || !to) throw rangeInvalid('A custom range needs both days', { [from ? 'to' : 'from']: 'required' });
  for (const [key, day] of [['from', from] as const, ['to', to] as const]) {
    const t = Date.parse(`${day}T00:00:00Z`);
    // Date.parse rolls 30 February over to March: a real day reads back as itself.
    if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day)
      throw rangeInvalid('Not a calendar day', { [key]: 'invalid' });
  }
  if (from > to) throw rangeInvalid('The range starts after it ends', { from: 'afterTo' });
  if (spanOf(from, to) > STATS_MAX_DAYS) throw rangeInvalid('The range is too long', { to: 'tooLong' });
  return { from, to };
}

/** The stored metrics of a day (minor units, counts) as the API's figures, with the derived ones. */
function figuresOf(m: Map<string, bigint>): Record<keyof StatFigures, bigint> {
  const g = (k: string) => m.get(k) ?? 0n;
  const ggr = g('stakes') - g('payouts');
  return {
    ggr,
    ngr: ggr - g('bonus_cost') - g('rebates'),
    stakes: g('stakes'),
    payouts: g('payouts'),
    bonusCost: g('bonus_cost'),
    rebates: g('rebates'),
    deposits: g('deposits'),
    withdrawals: g('withdrawals'),
    netCash: g('deposits') - g('withdrawals'),
    registrations: g('registrations'),
    firstDeposits: g('first_deposits'),
    activePlayers: g('active_players'),
  };
}
const wire = (f: Record<keyof StatFigures, bigint>): StatFigures =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Number(v)])) as StatFigures;

/** A period's totals from its days: sums, except active players, the daily average (rounded down). */
function totalOf(days: Record<keyof StatFigures, bigint>[]): StatFigures {
  const sum = Object.fromEntries(STAT_FIGURES.map((f) => [f, 0n])) as Record<keyof StatFigures, bigint>;
  for (const d of days) for (const f of STAT_FIGURES) sum[f] += d[f];
  if (days.length > 0) sum.activePlayers /= BigInt(days.length);
  return wire(sum);
}

interface ReportDef {
  columns: ReportColumn[];
  /** Trend chart's columns (summed per day). */
  trend: string[];
}

const money = (key: string): ReportColumn => ({ key, kind: 'money' });
const count = (key: string): ReportColumn => ({ key, kind: 'count' });
const text = (key: string): ReportColumn => ({ key, kind: 'text' });
const HEAD = [text('day'), text('brand'), text('currency')];

export const REPORTS: Record<ReportKind, ReportDef> = {
  finance: {
    columns: [
      ...HEAD,
      money('deposits'),
      money('withdrawals'),
      money('netCash'),
      money('stakes'),
      money('payouts'),
      money('ggr'),
      money('bonusCost'),
      money('rebates'),
      money('ngr'),
    ],
    trend: ['deposits', 'withdrawals', 'ggr'],
  },
  players: {
    columns: [...HEAD, count('registrations'), count('firstDeposits'), count('activePlayers')],
    trend: ['registrations', 'firstDeposits', 'activePlayers'],
  },
  games: { columns: [...HEAD, text('category'), money('turnover')], trend: ['turnover'] },
  promotions: {
    columns: [...HEAD, money('bonusCost'), money('rebates'), money('ggr'), money('ngr')],
    trend: ['bonusCost', 'rebates'],
  },
  agents: {
    columns: [...HEAD, text('agent'), count('teamSize'), money('teamTurnover'), money('rebates'), money('paid')],
    trend: ['rebates'],
  },
};

/** The pivot of the rollups per day and brand (finance, players, promotions). */
const PIVOT = sql`
  sum(value) filter (where metric = 'deposits') as deposits,
  sum(value) filter (where metric = 'withdrawals') as withdrawals,
  sum(value) filter (where metric = 'stakes') as stakes,
  sum(value) filter (where metric = 'payouts') as payouts,
  sum(value) filter (where metric = 'bonus_cost') as bonus_cost,
  sum(value) filter (where metric = 'rebates') as rebates,
  sum(value) filter (where metric = 'registrations') as registrations,
  sum(value) filter (where metric = 'first_deposits') as first_deposits,
  sum(value) filter (where metric = 'active_players') as active_players`;

type Raw = Record<string, string | null>;

/** A report row's values (bigint for numbers) from a pivot or agents row. */
function reportRow(kind: ReportKind, r: Raw): Record<string, string | bigint> {
  const b = (k: string) => BigInt(r[k] ?? '0');
  const head = { day: r.day ?? '', brand: r.brand ?? '', currency: r.currency ?? '' };
  if (kind === 'games') return { ...head, category: r.category ?? '', turnover: b('turnover') };
  if (kind === 'agents')
    return {
      ...head,
      agent: r.agent ?? '',
      teamSize: b('team_size'),
      teamTurnover: b('team_turnover'),
      rebates: b('rebates'),
      paid: b('paid'),
    };
  const f = figuresOf(
    new Map(
      Object.entries(r)
        .filter(([k]) => !['day', 'brand', 'currency'].includes(k))
        .map(([k, v]) => [k, BigInt(v ?? '0')]),
    ),
  );
  const out: Record<string, string | bigint> = { ...head };
  for (const c of REPORTS[kind].columns) if (c.kind !== 'text') out[c.key] = f[c.key as keyof StatFigures];
  return out;
}

export interface StatsServiceOptions {
  db: Db;
  now: () => Date;
}

/**
 * The dashboard and the reports, read from the rollups (and, for the agents report, the agent
 * rebate lines), within the brands the staff member covers (ADR 0015 §6).
 */
export function createStatsService({ db, now }: StatsServiceOptions) {
  const currencyOf = createCurrencyLookup();

  /** The brands `staff` may see, and the ones `brand` selects among them. */
  async function scope(staff: StaffMember, brand: string): Promise<{ visible: string[]; chosen: string[] }> {
    const all = (await db.select({ code: brands.code }).from(brands)).map((b) => b.code).sort();
    const visible = all.filter((b) => staffCoversBrand(staff.brands, b));
    if (brand === 'all') return { visible, chosen: visible };
    if (!all.includes(brand)) throw new AppError(400, 'stats.brand_unknown', 'No such brand', { brand: 'unknown' });
    if (!visible.includes(brand)) throw staffBrandForbidden();
    return { visible, chosen: [brand] };
  }

  async function currencies(list: string[]): Promise<Map<string, Currency>> {
    return new Map(await Promise.all(list.map(async (b) => [b, await currencyOf(db, b)] as const)));
  }

  const inList = (list: string[]) =>
    list.length === 0
      ? sql`(null)`
      : sql`(${sql.join(
          list.map((b) => sql`${b}`),
          sql`, `,
        )})`;

  /** The report's rows query (grouped, ordered newest day first) for the chosen brands and range. */
  function reportQuery(kind: ReportKind, chosen: string[], from: string, to: string): SQL {
    const where = sql`brand in ${inList(chosen)} and day between ${from}::date and ${to}::date`;
    if (kind === 'games')
      return sql`select day::text as day, brand, currency, dimension as category, sum(value)::text as turnover
        from stats_daily where ${where} and metric = 'turnover'
        group by day, brand, currency, dimension order by day desc, brand, dimension`;
    if (kind === 'agents')
      return sql`select l.period as day, l.brand, '' as currency, m.username as agent,
          (select count(*) from agent_tree t where t.ancestor_id = l.earner_id and t.depth >= 1)::text as team_size,
          sum(l.turnover)::text as team_turnover, sum(l.amount)::text as rebates,
          coalesce(sum(l.amount) filter (where l.entry_id is not null), 0)::text as paid
        from agent_rebate_lines l join members m on m.id = l.earner_id
        where l.brand in ${inList(chosen)} and l.period between ${from} and ${to}
        group by l.period, l.brand, l.earner_id, m.username order by l.period desc, l.brand, m.username`;
    return sql`select day::text as day, brand, currency, ${PIVOT}
      from stats_daily where ${where} group by day, brand, currency order by day desc, brand`;
  }

  return {
    async dashboard(staff: StaffMember, q: DashboardQuery): Promise<Dashboard> {
      const today = statsDayOf(now());
      const { from, to } =
        q.period === 'custom'
          ? checkRange(q.from, q.to)
          : { from: addDays(today, q.period === 'today' ? 0 : q.period === '7d' ? -6 : -29), to: today };
      const n = spanOf(from, to);
      const previousFrom = addDays(from, -n);
      const previousTo = addDays(from, -1);
      const { visible, chosen } = await scope(staff, q.brand);
      const cur = await currencies(chosen);
      const rows = rowsOf<{ brand: string; day: string; metric: string; dimension: string; value: string }>(
        await db.execute(sql`select brand, day::text as day, metric, dimension, value::text as value
          from stats_daily where brand in ${inList(chosen)} and day between ${previousFrom}::date and ${to}::date`),
      );
      const [last] = rowsOf<{ at: string | null }>(
        await db.execute(sql`select max(computed_at)::text as at from stats_daily
          where brand in ${inList(chosen)} and day = ${to}::date`),
      );
      const groups = new Map<string, { c: Currency; brands: string[] }>();
      for (const b of chosen) {
        const c = cur.get(b)!;
        const g = groups.get(c.code) ?? { c, brands: [] };
        g.brands.push(b);
        groups.set(c.code, g);
      }
      const out: DashboardGroup[] = [];
      for (const [code, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
        const inGroup = new Set(g.brands);
        const perDay = new Map<string, Map<string, bigint>>();
        const turnover = new Map<string, { current: bigint; previous: bigint }>();
        for (const r of rows) {
          if (!inGroup.has(r.brand)) continue;
          const v = BigInt(r.value);
          if (r.metric === 'turnover') {
            const t = turnover.get(r.dimension) ?? { current: 0n, previous: 0n };
            if (r.day >= from) t.current += v;
            else t.previous += v;
            turnover.set(r.dimension, t);
            continue;
          }
          const m = perDay.get(r.day) ?? new Map<string, bigint>();
          m.set(r.metric, (m.get(r.metric) ?? 0n) + v);
          perDay.set(r.day, m);
        }
        const series = (start: string) =>
          Array.from({ length: n }, (_, i) => {
            const day = addDays(start, i);
            return { day, f: figuresOf(perDay.get(day) ?? new Map()) };
          });
        const days = series(from);
        const previousDays = series(previousFrom);
        out.push({
          currency: code,
          currencySymbol: g.c.symbol,
          minorUnitDigits: g.c.minorUnitDigits,
          brands: g.brands,
          totals: totalOf(days.map((d) => d.f)),
          previous: totalOf(previousDays.map((d) => d.f)),
          days: days.map((d) => ({ day: d.day, ...wire(d.f) })),
          previousDays: previousDays.map((d) => ({ day: d.day, ...wire(d.f) })),
          turnover: [...turnover]
            .map(([category, t]) => ({ category, current: Number(t.current), previous: Number(t.previous) }))
            .sort((a, b) => b.current - a.current || a.category.localeCompare(b.category)),
        });
      }
      return {
        timeZone: STATS_TIME_ZONE,
        period: q.period,
        from,
        to,
        previousFrom,
        previousTo,
        brands: visible,
        computedAt: last?.at ? new Date(last.at).toISOString() : null,
        groups: out,
      };
    },

    async report(staff: StaffMember, kind: ReportKind, q: ReportQuery): Promise<Report> {
      const { from, to } = checkRange(q.from, q.to);
      const { visible, chosen } = await scope(staff, q.brand);
      const cur = await currencies(chosen);
      const base = reportQuery(kind, chosen, from, to);
      const [{ n = '0' } = {}] = rowsOf<{ n: string }>(
        await db.execute(sql`select count(*)::text as n from (${base}) s`),
      );
      const total = Number(n);
      const raw = rowsOf<Raw>(await db.execute(sql`${base} limit ${q.size} offset ${(q.page - 1) * q.size}`));
      const def = REPORTS[kind];
      // The trend: per day, summed over the chosen brands of the first currency.
      const first = [...new Set(chosen.map((b) => cur.get(b)!.code))].sort()[0];
      const trendBrands = chosen.filter((b) => cur.get(b)!.code === first);
      const trendRaw = rowsOf<Raw>(await db.execute(reportQuery(kind, trendBrands, from, to)));
      const perDay = new Map<string, Record<string, bigint>>();
      for (const r of trendRaw) {
        const row = reportRow(kind, r);
        const acc = perDay.get(row.day as string) ?? Object.fromEntries(def.trend.map((k) => [k, 0n]));
        for (const k of def.trend) acc[k] = (acc[k] ?? 0n) + (row[k] as bigint);
        perDay.set(row.day as string, acc);
      }
      const toWire = (row: Record<string, string | bigint>) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]));
      return {
        kind,
        timeZone: STATS_TIME_ZONE,
        brands: visible,
        columns: def.columns,
        list: raw.map((r) => {
          const row = reportRow(kind, r);
          row.currency = cur.get(row.brand as string)?.code ?? '';
          return toWire(row);
        }),
        currencies: Object.fromEntries(
          [...cur.values()].map((c) => [c.code, { symbol: c.symbol, minorUnitDigits: c.minorUnitDigits }]),
        ),
        // Every day of the range, zeros where nothing was rolled up, so the chart's axis is the range.
        trend: Array.from({ length: spanOf(from, to) }, (_, i) => {
          const day = addDays(from, i);
          return toWire({ day, ...(perDay.get(day) ?? Object.fromEntries(def.trend.map((k) => [k, 0n]))) });
        }),
        pageNum: q.page,
        pageSize: q.size,
        total,
        totalPages: Math.max(1, Math.ceil(total / q.size)),
      };
    },

    /**
     * The report's rows for a CSV, page by page (never the whole range in memory): yields each row
     * with bigint amounts, and the brand's currency digits for the caller to format.
     */
    async *reportRows(
      staff: StaffMember,
      kind: ReportKind,
      q: { from: string; to: string; brand: string },
      pageSize = 500,
    ): AsyncGenerator<{ row: Record<string, string | bigint>; digits: number }> {
      const { from, to } = checkRange(q.from, q.to);
      const { chosen } = await scope(staff, q.brand);
      const cur = await currencies(chosen);
      const base = reportQuery(kind, chosen, from, to);
      for (let offset = 0; ; offset += pageSize) {
        const page = rowsOf<Raw>(await db.execute(sql`${base} limit ${pageSize} offset ${offset}`));
        for (const r of page) {
          const row = reportRow(kind, r);
          const c = cur.get(row.brand as string);
          row.currency = c?.code ?? '';
          yield { row, digits: c?.minorUnitDigits ?? 2 };
        }
        if (page.length < pageSize) return;
      }
    },

    /** Checks the range and the brand before a CSV response starts (an error is still a JSON 4xx). */
    async checkReport(staff: StaffMember, q: { from: string; to: string; brand: string }): Promise<void> {
      checkRange(q.from, q.to);
      await scope(staff, q.brand);
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
