import { sql } from 'drizzle-orm';
import { STATS_TIME_ZONE } from '../../../src/api/contract/adminStats';
import type { Db } from '../../db';
import { brands } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { localDay, midnight } from '../../lib/zoned-time';

/** The job that keeps the dashboard's rollups (ADR 0030): today and yesterday, every few minutes. */
export const STATS_ROLLUP_JOB = 'stats-rollup';
export const STATS_ROLLUP_MINUTES = 5;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The instants a business day starts and ends (the next day's midnight) in STATS_TIME_ZONE. */
export function dayBounds(day: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { start: midnight(y, m, d, STATS_TIME_ZONE), end: midnight(y, m, d + 1, STATS_TIME_ZONE) };
}

/** The business day of an instant. */
export const statsDayOf = (t: Date) => localDay(t, STATS_TIME_ZONE);

/** `day` moved by `n` days (YYYY-MM-DD arithmetic in UTC, no zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export interface DayMetrics {
  stakes: bigint;
  payouts: bigint;
  bonus_cost: bigint;
  rebates: bigint;
  deposits: bigint;
  withdrawals: bigint;
  registrations: bigint;
  first_deposits: bigint;
  active_players: bigint;
  /** Turnover (real-money stakes less rollbacks) by game category. */
  turnover: Map<string, bigint>;
}

/** Entry types whose cost-account outflow is a rebate or commission, not a bonus (ADR 0030). */
const REBATE_TYPES = sql`('rebate', 'commission', 'contract_payment')`;

/**
 * One brand's figures for one business day, set-based over that day's rows only: the journal entries
 * of the day (index brand, created_at) with their postings (index entry_id; the lateral subquery with
 * `offset 0` keeps PostgreSQL from hashing the whole postings table when a day is a large share of a
 * young ledger), the members who joined that day (index brand, created_at), and for first deposits
 * each depositor's earlier credited deposits (index member_id).
 * Definitions (ADR 0030): stakes = the house game account's postings on bets less rollbacks; payouts =
 * its outflow on wins; bonus cost = the promotion-cost account's net outflow except rebates; rebates =
 * the promotion-cost and agent-commission outflow on rebate, commission and contract-payment entries;
 * deposits = payment clearing's outflow on deposits; withdrawals = its inflow on paid withdrawals;
 * active players = members whose real-money cash or bonus paid a bet.
 */
export async function computeDay(db: Db, brand: string, day: string): Promise<DayMetrics> {
  const { start, end } = dayBounds(day);
  const [ledgerRows, turnoverRows, regRows, ftdRows] = await Promise.all([
    db.execute(sql`
      select
        coalesce(sum(p.amount) filter (where a.kind = 'house_game' and j.type in ('bet', 'rollback')), 0)::text as stakes,
        coalesce(-sum(p.amount) filter (where a.kind = 'house_game' and j.type = 'win'), 0)::text as payouts,
        coalesce(-sum(p.amount) filter (where a.kind = 'promotion_cost' and j.type not in ${REBATE_TYPES}), 0)::text as bonus_cost,
        coalesce(-sum(p.amount) filter (where a.kind in ('promotion_cost', 'agent_commission') and j.type in ${REBATE_TYPES}), 0)::text as rebates,
        coalesce(-sum(p.amount) filter (where a.kind = 'payment_clearing' and j.type = 'deposit'), 0)::text as deposits,
        coalesce(sum(p.amount) filter (where a.kind = 'payment_clearing' and j.type = 'withdrawal_paid'), 0)::text as withdrawals,
        count(distinct a.member_id) filter (where j.type = 'bet' and a.kind in ('cash', 'bonus') and p.amount < 0)::text as active_players
      from journal_entries j
      cross join lateral (select lp.amount, lp.account_id from ledger_postings lp where lp.entry_id = j.id offset 0) p
      join ledger_accounts a on a.id = p.account_id
      where j.brand = ${brand} and j.created_at >= ${start} and j.created_at < ${end}`),
    db.execute(sql`
      select coalesce(r.game_type, 'OTHER') as category, sum(p.amount)::text as total
      from journal_entries j
      cross join lateral (select lp.amount, lp.account_id from ledger_postings lp where lp.entry_id = j.id offset 0) p
      join ledger_accounts a on a.id = p.account_id and a.kind = 'house_game'
      left join game_rounds r on r.brand = j.brand
        and r.vassalage = split_part(j.reference, ':', 1)
        and r.round_id = substr(j.reference, length(split_part(j.reference, ':', 1)) + 2)
      where j.brand = ${brand} and j.created_at >= ${start} and j.created_at < ${end}
        and j.type in ('bet', 'rollback')
      group by 1`),
    db.execute(sql`
      select count(*)::text as n from members
      where brand = ${brand} and created_at >= ${start} and created_at < ${end} and customer_type in (0, 1, 2)`),
    db.execute(sql`
      select count(distinct a.member_id)::text as n
      from journal_entries j
      cross join lateral (select lp.amount, lp.account_id from ledger_postings lp where lp.entry_id = j.id offset 0) p
      join ledger_accounts a on a.id = p.account_id and a.kind = 'cash'
      where j.brand = ${brand} and j.type = 'deposit' and j.created_at >= ${start} and j.created_at < ${end}
        and not exists (
          select 1 from deposits e
          where e.member_id = a.member_id and e.status in ('confirmed', 'paid')
            and coalesce(e.reviewed_at, e.updated_at) < ${start})`),
  ]);
  const l = rowsOf<Record<string, string>>(ledgerRows)[0] ?? {};
  const big = (v: string | undefined) => BigInt(v ?? '0');
  return {
    stakes: big(l.stakes),
    payouts: big(l.payouts),
    bonus_cost: big(l.bonus_cost),
    rebates: big(l.rebates),
    deposits: big(l.deposits),
    withdrawals: big(l.withdrawals),
    active_players: big(l.active_players),
    registrations: big(rowsOf<{ n: string }>(regRows)[0]?.n),
    first_deposits: big(rowsOf<{ n: string }>(ftdRows)[0]?.n),
    turnover: new Map(
      rowsOf<{ category: string; total: string }>(turnoverRows)
        .map((r) => [r.category, BigInt(r.total)] as const)
        .filter(([, v]) => v !== 0n),
    ),
  };
}

const SCALAR_METRICS = [
  'stakes',
  'payouts',
  'bonus_cost',
  'rebates',
  'deposits',
  'withdrawals',
  'registrations',
  'first_deposits',
  'active_players',
] as const;

export interface RollupOptions {
  db: Db;
  now: () => Date;
}

/**
 * The rollup writer: `rollDay` computes one brand's day and replaces its rows in one transaction
 * (a transaction-scoped advisory lock per brand and day serialises two runs of the same day), so a
 * recomputation leaves exactly the rows a first computation would. Zero figures are kept as rows,
 * so a computed day is told from a day never computed.
 */
export function createStatsRollup({ db, now }: RollupOptions) {
  const currencyOf = createCurrencyLookup();

  async function rollDay(brand: string, day: string): Promise<DayMetrics> {
    const metrics = await computeDay(db, brand, day);
    const currency = (await currencyOf(db, brand)).code;
    const at = now();
    const rows = [
      ...SCALAR_METRICS.map((metric) => ({ metric, dimension: '', value: metrics[metric] })),
      ...[...metrics.turnover].map(([dimension, value]) => ({ metric: 'turnover', dimension, value })),
    ];
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${brand}, ${day}::date, ${r.metric}, ${r.dimension}, ${currency}, ${r.value.toString()}::bigint, ${at})`,
      ),
      sql`, `,
    );
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stats:${brand}:${day}`}))`);
      await tx.execute(sql`delete from stats_daily where brand = ${brand} and day = ${day}::date`);
      await tx.execute(
        sql`insert into stats_daily (brand, day, metric, dimension, currency, value, computed_at) values ${values}`,
      );
    });
    return metrics;
  }

  async function allBrands(): Promise<string[]> {
    return (await db.select({ code: brands.code }).from(brands)).map((b) => b.code).sort();
  }

  return {
    rollDay,
    /** Every brand's days from `from` to `to` (both included), one at a time. */
    async rollRange(from: string, to: string, onDay?: (brand: string, day: string) => void): Promise<number> {
      let n = 0;
      for (const brand of await allBrands()) {
        for (let day = from; day <= to; day = addDays(day, 1)) {
          await rollDay(brand, day);
          onDay?.(brand, day);
          n++;
        }
      }
      return n;
    },
    /** The job's run: today and yesterday of every brand (a late entry of yesterday is counted). */
    async rollRecent(): Promise<void> {
      const today = statsDayOf(now());
      for (const brand of await allBrands()) {
        await rollDay(brand, addDays(today, -1));
        await rollDay(brand, today);
      }
    },
  };
}
export type StatsRollup = ReturnType<typeof createStatsRollup>;
