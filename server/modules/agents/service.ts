import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_TYPES } from '../../../src/api/contract/accounts.constants';
import type {
  AgentHome,
  TeamKpiDay,
  TeamKpis,
  TeamMember,
  TeamMembers,
  TeamMembersFilter,
  TeamOverview,
  TeamOverviewQuery,
} from '../../../src/api/contract/agent';
import { kpiDays, TEAM_PAGE_SIZE } from '../../../src/rules/agent';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { pgError } from '../../lib/pg-error';
import { localDay } from '../../lib/zoned-time';
import { readBrand } from '../system';
import { dayBounds, readerZone, ts } from './period';
import { depthInTeam, teamIds } from './scope';

type Member = typeof members.$inferSelect;
type Currency = { symbol: string; minorUnitDigits: number };

/** Deposits that reached the wallet: a confirmed transfer, a paid gateway order. */
const CREDITED = sql`('confirmed', 'paid')`;
/** The agent-area types: a filter of team manage ("agents") takes these, "players" the others. */
const AGENT_TYPES = [
  CUSTOMER_TYPES.agent,
  CUSTOMER_TYPES.subAgent,
  CUSTOMER_TYPES.testAgent,
  CUSTOMER_TYPES.testSubAgent,
];
/** Letters and digits without look-alikes (0/O, 1/I/L), as the referral codes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const ZERO: TeamKpis = {
  registrations: 0,
  firstDeposits: 0,
  deposits: 0,
  withdrawals: 0,
  activeBettors: 0,
  turnover: 0,
  wins: 0,
  net: 0,
};

/**
 * The agent area's reads (issue 21; docs/agents.md): today's team counters, the team overview's KPIs
 * by day, and team manage's list. Every query is over the caller's subtree (scope.ts) through the
 * agent_tree index, joined to the per-member indexes of login_history, game_rounds, deposits and
 * withdrawals.
 */
export function createAgentsService(opts: {
  db: Db;
  now: () => Date;
  /** A session idle longer than this is not "online" (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  currency: (brand: string) => Promise<Currency>;
}) {
  const { db, now } = opts;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const num = (v: unknown) => Number(v ?? 0);

  const zone = readerZone;
  const bounds = dayBounds;

  async function home(agent: Member, reader?: string): Promise<AgentHome> {
    const tz = zone(reader);
    const t = now();
    const day = localDay(t, tz);
    const { start, end } = bounds(day, day, tz);
    const team = teamIds(agent.id);
    const seen = new Date(t.getTime() - opts.sessionIdleMs);
    const [row] = await rows<Record<string, string | number>>(sql`
      select
        (select count(*) from ${team} team) as size,
        (select count(distinct h.member_id) from login_history h
           where h.member_id in ${team} and h.at >= ${ts(start)} and h.at < ${ts(end)}) as logins,
        (select count(distinct r.member_id) from game_rounds r
           where r.member_id in ${team} and r.play_money = false and r.status <> 'cancelled'
             and r.started_at >= ${ts(start)} and r.started_at < ${ts(end)}) as bettors,
        (select count(*) from members m
           where m.id in ${team} and m.created_at >= ${ts(start)} and m.created_at < ${ts(end)}) as registrations,
        (select count(distinct s.member_id) from sessions s
           where s.member_id in ${team} and s.revoked_at is null and s.expires_at > ${ts(t)}
             and s.last_seen_at > ${ts(seen)}) as online`);
    return {
      day,
      teamSize: num(row?.size),
      footer: {
        teamLoginMemberCount: num(row?.logins),
        teamBetMemberCount: num(row?.bettors),
        teamRegisterMemberCount: num(row?.registrations),
        teamOnlineCount: num(row?.online),
      },
    };
  }

  async function overview(agent: Member, q: TeamOverviewQuery): Promise<TeamOverview> {
    const tz = zone(q.tz);
    const period = kpiDays(q.period ?? 'today', localDay(now(), tz), { from: q.from, to: q.to });
    if (!period) throw invalid('The period is not valid', { from: 'validation.period', to: 'validation.period' });
    const { start, end } = bounds(period.first, period.last, tz);
    const team = teamIds(agent.id);
    const dayOf = (col: ReturnType<typeof sql>) => sql`to_char(${col} at time zone ${tz}, 'YYYY-MM-DD')`;
    const credited = sql`coalesce(d.reviewed_at, d.updated_at)`;
    type DayRow = { day: string } & Record<string, string | number | null>;
    const [regs, deps, firsts, wds, rounds, totals] = await Promise.all([
      rows<DayRow>(sql`
        select ${dayOf(sql`m.created_at`)} as day, count(*) as n from members m
        where m.id in ${team} and m.created_at >= ${ts(start)} and m.created_at < ${ts(end)} group by 1`),
      rows<DayRow>(sql`
        select ${dayOf(credited)} as day, sum(d.amount) as amount from deposits d
        where d.member_id in ${team} and d.status in ${CREDITED} and ${credited} >= ${ts(start)} and ${credited} < ${ts(end)}
        group by 1`),
      rows<DayRow>(sql`
        select ${dayOf(sql`f.at`)} as day, count(*) as n from (
          select d.member_id, min(${credited}) as at from deposits d
          where d.member_id in ${team} and d.status in ${CREDITED} group by d.member_id) f
        where f.at >= ${ts(start)} and f.at < ${ts(end)} group by 1`),
      rows<DayRow>(sql`
        select ${dayOf(sql`w.reviewed_at`)} as day, sum(w.amount) as amount from withdrawals w
        where w.member_id in ${team} and w.status = 'paid' and w.reviewed_at >= ${ts(start)} and w.reviewed_at < ${ts(end)}
        group by 1`),
      rows<DayRow>(sql`
        select ${dayOf(sql`r.started_at`)} as day, count(distinct r.member_id) as bettors,
          sum(r.stake) as stake, sum(r.payout) as payout from game_rounds r
        where r.member_id in ${team} and r.play_money = false and r.status <> 'cancelled'
          and r.started_at >= ${ts(start)} and r.started_at < ${ts(end)}
        group by 1`),
      // Head counts over the whole period are not the sum of the days' (one member bets on two days).
      rows<Record<string, string | number>>(sql`
        select count(distinct r.member_id) as bettors from game_rounds r
        where r.member_id in ${team} and r.play_money = false and r.status <> 'cancelled'
          and r.started_at >= ${ts(start)} and r.started_at < ${ts(end)}`),
    ]);
    const series: TeamKpiDay[] = period.days.map((day) => ({ day, ...ZERO }));
    const at = new Map(series.map((s) => [s.day, s]));
    const put = (list: DayRow[], apply: (d: TeamKpiDay, r: DayRow) => void) => {
      for (const r of list) {
        const d = at.get(r.day);
        if (d) apply(d, r);
      }
    };
    put(regs, (d, r) => (d.registrations = num(r.n)));
    put(deps, (d, r) => (d.deposits = num(r.amount)));
    put(firsts, (d, r) => (d.firstDeposits = num(r.n)));
    put(wds, (d, r) => (d.withdrawals = num(r.amount)));
    put(rounds, (d, r) => {
      d.activeBettors = num(r.bettors);
      d.turnover = num(r.stake);
      d.wins = num(r.payout);
    });
    for (const d of series) d.net = d.wins - d.turnover;
    const sum = (k: keyof TeamKpis) => series.reduce((acc, d) => acc + d[k], 0);
    const levels = await rows<{ depth: number; n: string | number }>(sql`
      select depth, count(*) as n from agent_tree
      where ancestor_id = ${agent.id}::uuid and depth >= 1 group by depth order by depth`);
    const byLevel = levels.map((l) => ({ depth: num(l.depth), members: num(l.n) }));
    const c = await opts.currency(agent.brand);
    return {
      first: period.first,
      last: period.last,
      totals: {
        registrations: sum('registrations'),
        firstDeposits: sum('firstDeposits'),
        deposits: sum('deposits'),
        withdrawals: sum('withdrawals'),
        activeBettors: num(totals[0]?.bettors),
        turnover: sum('turnover'),
        wins: sum('wins'),
        net: sum('wins') - sum('turnover'),
      },
      series,
      direct: byLevel.find((l) => l.depth === 1)?.members ?? 0,
      indirect: byLevel.filter((l) => l.depth > 1).reduce((a, l) => a + l.members, 0),
      levels: byLevel,
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
    };
  }

  async function showsBalance(brand: string) {
    const b = await readBrand(db, brand);
    return b?.settings.agent?.showDownlineBalance === true;
  }
  async function allowsTransfers(brand: string) {
    const b = await readBrand(db, brand);
    return b?.settings.agent?.transfersToDownline === true;
  }

  type MemberRow = {
    id: string;
    username: string;
    type: number;
    depth: number;
    parent: string | null;
    created_at: Date | string;
    last_login: Date | string | null;
    balance: string | null;
    deposits: string | null;
    turnover: string | null;
    total?: string | number;
  };
  const iso = (v: Date | string) => new Date(v).toISOString();
  const toMember = (r: MemberRow, balance: boolean): TeamMember => ({
    id: r.id,
    username: r.username,
    type: num(r.type),
    depth: num(r.depth),
    parentUsername: r.parent,
    registeredAt: iso(r.created_at),
    lastLoginAt: r.last_login ? iso(r.last_login) : null,
    balance: balance ? num(r.balance) : null,
    deposits: num(r.deposits),
    turnover: num(r.turnover),
  });
  /** A member row of the team with its figures; `where` narrows the closure rows `t`. */
  const memberSelect = (agentId: string, where: ReturnType<typeof sql>, tail: ReturnType<typeof sql>) => sql`
    select m.id, m.username, m.customer_type as type, t.depth, p.username as parent, m.created_at,
      (select max(h.at) from login_history h where h.member_id = m.id) as last_login,
      (select sum(a.balance) from ledger_accounts a where a.member_id = m.id and a.kind in ('cash', 'bonus')) as balance,
      (select sum(d.amount) from deposits d where d.member_id = m.id and d.status in ${CREDITED}) as deposits,
      (select sum(r.stake) from game_rounds r where r.member_id = m.id and r.play_money = false and r.status <> 'cancelled') as turnover,
      count(*) over () as total
    from agent_tree t
    join members m on m.id = t.descendant_id
    left join members p on p.id = m.parent_id
    where t.ancestor_id = ${agentId}::uuid and t.depth >= 1 and ${where}
    ${tail}`;

  async function teamMembers(agent: Member, q: TeamMembersFilter): Promise<TeamMembers> {
    const page = q.page ?? 1;
    const filters = [sql`true`];
    if (q.scope === 'direct') filters.push(sql`t.depth = 1`);
    if (q.type === 'agent') filters.push(sql`m.customer_type in ${sql.raw(`(${AGENT_TYPES.join(', ')})`)}`);
    if (q.type === 'player') filters.push(sql`m.customer_type not in ${sql.raw(`(${AGENT_TYPES.join(', ')})`)}`);
    const search = q.q?.trim().toLowerCase();
    if (search) filters.push(sql`strpos(m.username, ${search}) > 0`);
    const list = await rows<MemberRow>(
      memberSelect(
        agent.id,
        sql.join(filters, sql` and `),
        sql`order by t.depth, m.created_at desc, m.id limit ${TEAM_PAGE_SIZE} offset ${(page - 1) * TEAM_PAGE_SIZE}`,
      ),
    );
    const [balance, transfers, c] = await Promise.all([
      showsBalance(agent.brand),
      allowsTransfers(agent.brand),
      opts.currency(agent.brand),
    ]);
    let total = num(list[0]?.total);
    if (list.length === 0 && page > 1) {
      const [n] = await rows<{ n: string }>(
        sql`select count(*) as n from (${memberSelect(agent.id, sql.join(filters, sql` and `), sql``)}) x`,
      );
      total = num(n?.n);
    }
    return {
      items: list.map((r) => toMember(r, balance)),
      total,
      page,
      pageSize: TEAM_PAGE_SIZE,
      showsBalance: balance,
      allowsTransfers: transfers,
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
    };
  }

  /** One member of the team; a member outside it is 404 agent.member_not_found, as an unknown id. */
  async function teamMember(agent: Member, memberId: string) {
    await depthInTeam(db, agent.id, memberId);
    const [row] = await rows<MemberRow>(memberSelect(agent.id, sql`m.id = ${memberId}::uuid`, sql``));
    const [balance, c] = await Promise.all([showsBalance(agent.brand), opts.currency(agent.brand)]);
    return { ...toMember(row!, balance), currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
  }

  /** The agent's invitation code (its registration link and QR code place new members under it). */
  async function inviteCode(agent: Pick<Member, 'id' | 'affiliateCode'>): Promise<string> {
    if (agent.affiliateCode) return agent.affiliateCode;
    for (let i = 0; i < 5; i++) {
      const code = Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');
      try {
        const [row] = await db
          .update(members)
          .set({ affiliateCode: code })
          .where(and(eq(members.id, agent.id), isNull(members.affiliateCode)))
          .returning({ code: members.affiliateCode });
        if (row?.code) return row.code;
        const [again] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agent.id));
        if (again?.code) return again.code;
      } catch (err) {
        if (pgError(err)?.code !== '23505') throw err;
      }
    }
    throw new Error('no free invitation code after 5 tries');
  }

  return { home, overview, teamMembers, teamMember, inviteCode };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
