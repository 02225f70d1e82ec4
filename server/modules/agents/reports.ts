import { type SQL, sql } from 'drizzle-orm';
import type {
  PnlFiguresDto,
  PnlMember,
  TeamBets,
  TeamBetsQuery,
  TeamPnl,
  TeamPnlQuery,
} from '../../../src/api/contract/teamReports';
import {
  PNL_BONUS_ENTRY_TYPES,
  PNL_COMMISSION_ENTRY_TYPES,
  PNL_FIGURES,
  PNL_REBATE_ENTRY_TYPES,
  type PnlFigure,
  type PnlFigures,
  pnlNet,
  TEAM_REPORT_PAGE_SIZE,
  zeroFigures,
} from '../../../src/rules/teamReports';
import type { Db } from '../../db';
import type { members } from '../../db/schema';
import { readerPeriod, ts } from './period';
import { depthInTeam, teamIds } from './scope';

type Member = typeof members.$inferSelect;
type Currency = { symbol: string; minorUnitDigits: number };

/** Deposits that reached the wallet: a confirmed transfer, a paid gateway order (as the overview). */
const CREDITED = sql`('confirmed', 'paid')`;
const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

const toDto = (f: PnlFigures): PnlFiguresDto =>
  Object.fromEntries(PNL_FIGURES.map((k) => [k, f[k].toString()])) as PnlFiguresDto;
const withNet = (f: PnlFigures): PnlFigures => ({ ...f, net: pnlNet(f) });

/**
 * Team profit and loss and team betting (issue 21; docs/agents.md). Both read over the caller's
 * subtree (scope.ts); a drill-down member outside it is 404 agent.member_not_found.
 *
 * PnL figures come from where the money is recorded: credited deposits and paid withdrawals (as the
 * team overview), real-money rounds not cancelled (stakes and payouts, by start time), and the
 * ledger's credits to members' cash and bonus accounts for bonuses, rebates and commissions (by the
 * entry's time). Every sum is a bigint.
 */
export function createTeamReports(opts: { db: Db; now: () => Date; currency: (brand: string) => Promise<Currency> }) {
  const { db, now } = opts;
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** One row per (member, instant, figure, amount) of the members in `scope` within [start, end). */
  function facts(brand: string, scope: SQL, start: Date, end: Date) {
    const credited = sql`coalesce(d.reviewed_at, d.updated_at)`;
    const inRange = (col: SQL) => sql`${col} >= ${ts(start)} and ${col} < ${ts(end)}`;
    const real = sql`r.member_id in ${scope} and r.play_money = false and r.status <> 'cancelled' and ${inRange(sql`r.started_at`)}`;
    const ledgerTypes = [...PNL_BONUS_ENTRY_TYPES, ...PNL_REBATE_ENTRY_TYPES, ...PNL_COMMISSION_ENTRY_TYPES];
    return sql`
      select d.member_id as id, ${credited} as at, 'deposits' as k, d.amount as v from deposits d
        where d.member_id in ${scope} and d.status in ${CREDITED} and ${inRange(credited)}
      union all
      select w.member_id, w.reviewed_at, 'withdrawals', w.amount from withdrawals w
        where w.member_id in ${scope} and w.status = 'paid' and ${inRange(sql`w.reviewed_at`)}
      union all
      select r.member_id, r.started_at, 'stakes', r.stake from game_rounds r where ${real}
      union all
      select r.member_id, r.started_at, 'payouts', r.payout from game_rounds r where ${real}
      union all
      select a.member_id, e.created_at,
        case when e.type in ${list(PNL_BONUS_ENTRY_TYPES)} then 'bonuses'
             when e.type in ${list(PNL_REBATE_ENTRY_TYPES)} then 'rebates'
             else 'commissions' end,
        p.amount
      from ledger_accounts a
      join ledger_postings p on p.account_id = a.id
      join journal_entries e on e.id = p.entry_id
      where a.member_id in ${scope} and a.kind in ('cash', 'bonus') and e.brand = ${brand}
        and e.type in ${list(ledgerTypes)} and ${inRange(sql`e.created_at`)}`;
  }

  type SumRow = { key: string; k: PnlFigure; v: string | number | null };
  const fold = (target: Map<string, PnlFigures>, list: SumRow[]) => {
    for (const r of list) {
      const f = target.get(r.key);
      if (f) f[r.k] += BigInt(r.v ?? 0);
    }
  };

  async function pnl(agent: Member, q: TeamPnlQuery): Promise<TeamPnl> {
    const p = readerPeriod(q, now());
    let root = agent.id;
    let path: { id: string; username: string }[] = [];
    if (q.parent) {
      await depthInTeam(db, agent.id, q.parent);
      root = q.parent;
      // The breadcrumb: the caller's members from its direct down to the drilled one.
      path = await rows<{ id: string; username: string }>(sql`
        select m.id, m.username from agent_tree up
        join agent_tree down on down.ancestor_id = up.descendant_id
        join members m on m.id = up.descendant_id
        where up.ancestor_id = ${agent.id}::uuid and up.depth >= 1 and down.descendant_id = ${root}::uuid
        order by up.depth`);
    }
    const drilled = q.parent !== undefined;
    // The drilled member counts with its team (its row one level up included it); the caller does not.
    const scope = sql`(select descendant_id from agent_tree where ancestor_id = ${root}::uuid and depth >= ${drilled ? 0 : 1})`;
    // Each member of the scope with the direct member whose row it counts in (the drilled member: itself).
    const groups = sql`
      select t.descendant_id as id, t.ancestor_id as direct from agent_tree t
      join agent_tree d on d.descendant_id = t.ancestor_id
      where d.ancestor_id = ${root}::uuid and d.depth = 1
      ${drilled ? sql`union all select ${root}::uuid, ${root}::uuid` : sql``}`;
    const f = facts(agent.brand, scope, p.start, p.end);
    const [byDay, byDirect, directs] = await Promise.all([
      rows<SumRow>(sql`
        select to_char(f.at at time zone ${p.tz}, 'YYYY-MM-DD') as key, f.k, sum(f.v)::text as v
        from (${f}) f group by 1, 2`),
      rows<SumRow>(sql`
        select g.direct::text as key, f.k, sum(f.v)::text as v
        from (${f}) f join (${groups}) g on g.id = f.id group by 1, 2`),
      rows<{ id: string; username: string; type: number; team: string | number; self: boolean }>(sql`
        select m.id, m.username, m.customer_type as type, m.id = ${root}::uuid as self,
          (select count(*) from agent_tree x where x.ancestor_id = m.id and x.depth >= 1) as team
        from members m
        where m.id in (select descendant_id from agent_tree where ancestor_id = ${root}::uuid and depth = 1)
          ${drilled ? sql`or m.id = ${root}::uuid` : sql``}`),
    ]);
    const days = new Map(p.days.map((d) => [d, zeroFigures()]));
    fold(days, byDay);
    const rowsOf = new Map(directs.map((d) => [d.id, zeroFigures()]));
    fold(rowsOf, byDirect);
    const totals = zeroFigures();
    for (const d of days.values()) for (const k of PNL_FIGURES) totals[k] += d[k];

    const memberRows: (PnlMember & { stakes: bigint })[] = directs.map((d) => {
      const figures = withNet(rowsOf.get(d.id)!);
      return {
        id: d.id,
        username: d.username,
        type: Number(d.type),
        self: d.self === true || String(d.self) === 'true',
        // The drilled member's own row counts only itself.
        teamSize: d.self ? 0 : Number(d.team),
        figures: toDto(figures),
        stakes: figures.stakes,
      };
    });
    // Itself first, then the busiest members, then by name.
    memberRows.sort(
      (a, b) =>
        Number(b.self) - Number(a.self) ||
        (b.stakes > a.stakes ? 1 : b.stakes < a.stakes ? -1 : 0) ||
        a.username.localeCompare(b.username),
    );
    const page = q.page ?? 1;
    const c = await opts.currency(agent.brand);
    return {
      first: p.first,
      last: p.last,
      parent: path.at(-1) ?? null,
      path,
      totals: toDto(withNet(totals)),
      series: p.days.map((day) => ({ day, ...toDto(withNet(days.get(day)!)) })),
      members: memberRows
        .slice((page - 1) * TEAM_REPORT_PAGE_SIZE, page * TEAM_REPORT_PAGE_SIZE)
        .map(({ stakes: _s, ...m }) => m),
      total: memberRows.length,
      page,
      pageSize: TEAM_REPORT_PAGE_SIZE,
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
    };
  }

  async function bets(agent: Member, q: TeamBetsQuery): Promise<TeamBets> {
    const p = readerPeriod(q, now());
    const team = teamIds(agent.id);
    const where = [
      sql`r.member_id in ${team}`,
      sql`r.play_money = false`,
      sql`r.status <> 'cancelled'`,
      sql`r.started_at >= ${ts(p.start)} and r.started_at < ${ts(p.end)}`,
    ];
    const search = q.member?.trim().toLowerCase();
    if (search) where.push(sql`strpos(lower(m.username), ${search}) > 0`);
    if (q.category && q.category !== 'ALL') where.push(sql`v.game_category = ${q.category}`);
    const from = sql`from game_rounds r
      join members m on m.id = r.member_id
      join games g on g.id = r.game_id
      join game_vendors v on v.id = g.vendor_id`;
    const base = sql.join(where, sql` and `);
    const filtered = q.game ? sql`${base} and r.game_id = ${q.game}` : base;
    const page = q.page ?? 1;
    type BetRow = {
      id: string;
      username: string;
      game_id: number;
      game_name: string;
      category: string;
      stake: string | number;
      payout: string | number;
      status: 'open' | 'settled';
      started_at: Date | string;
    };
    const [items, [sums], games] = await Promise.all([
      rows<BetRow>(sql`
        select r.id, m.username, r.game_id, g.game_name, v.game_category as category, r.stake, r.payout, r.status, r.started_at
        ${from} where ${filtered}
        order by r.started_at desc, r.id desc
        limit ${TEAM_REPORT_PAGE_SIZE} offset ${(page - 1) * TEAM_REPORT_PAGE_SIZE}`),
      rows<{ n: string | number; stake: string | null; payout: string | null }>(sql`
        select count(*) as n, coalesce(sum(r.stake), 0)::text as stake, coalesce(sum(r.payout), 0)::text as payout
        ${from} where ${filtered}`),
      // The game filter's choices: every game of the period and category, whichever game is chosen.
      rows<{ id: number; name: string }>(sql`
        select distinct g.id, g.game_name as name ${from} where ${base} order by g.game_name, g.id limit 200`),
    ]);
    const stake = BigInt(sums?.stake ?? 0);
    const payout = BigInt(sums?.payout ?? 0);
    const c = await opts.currency(agent.brand);
    return {
      first: p.first,
      last: p.last,
      items: items.map((r) => ({
        id: r.id,
        username: r.username,
        gameId: Number(r.game_id),
        gameName: r.game_name,
        category: r.category,
        stake: Number(r.stake),
        payout: Number(r.payout),
        net: Number(r.payout) - Number(r.stake),
        status: r.status,
        startedAt: new Date(r.started_at).toISOString(),
      })),
      totals: {
        stake: stake.toString(),
        payout: payout.toString(),
        net: (payout - stake).toString(),
        count: Number(sums?.n ?? 0),
      },
      games: games.map((g) => ({ id: Number(g.id), name: g.name })),
      total: Number(sums?.n ?? 0),
      page,
      pageSize: TEAM_REPORT_PAGE_SIZE,
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
    };
  }

  return { pnl, bets };
}

export type TeamReports = ReturnType<typeof createTeamReports>;
