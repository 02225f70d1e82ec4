import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  AdminRebateAgents,
  AgentRebateRates,
  MyRebateRates,
  RebateDownline,
  RebateEarnings,
  RebateMember,
  RebateReport,
  SettlementRun,
  SettlementRuns,
} from '../../../src/api/contract/agentRebates';
import {
  AGENT_REBATE_CATEGORIES,
  AGENT_REBATE_PAGE_SIZE,
  type AgentRebateCategory,
  aboveLimit,
  childrenAbove,
  differential,
  type Rates,
} from '../../../src/rules/agentRebate';
import { isAgentType, isRealAccount, REAL_ACCOUNT_TYPES } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import {
  agentRebateCaps,
  agentRebateLines,
  agentRebateRates,
  agentSettlementRuns,
  agentTree,
  brands,
  gameRounds,
  games,
  gameVendors,
  members,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { localDay, midnight } from '../../lib/zoned-time';
import { depthInTeam, notInTeam, teamIds } from '../agents';
import type { Ledger } from '../wallet';

/** The settlement job (ADR 0025): the brand-local day before its run. */
export const AGENT_REBATE_JOB = 'agent-rebate-settle';
/** 00:20 in Asia/Shanghai: after the day closed and after the VIP rebate job (00:10). */
export const AGENT_REBATE_CRON = '20 16 * * *';
export const REBATE_KIND = 'rebate';

/** Arbitrary constant for pg_advisory_xact_lock(key, hashtext(brand)): the brand's rebate rates. */
const RATES_LOCK_KEY = 0x0a_9e_25;

type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export interface Staff {
  id: string;
  username: string;
  ip: string | null;
}
export interface AgentRef {
  id: string;
  brand: string;
}

/** A line as computed, before it is stored. */
export interface ComputedLine {
  brand: string;
  earnerId: string;
  sourceId: string;
  category: AgentRebateCategory;
  turnover: bigint;
  rateDiff: number;
  amount: bigint;
}

const CATEGORY_SET: ReadonlySet<string> = new Set(AGENT_REBATE_CATEGORIES);

/** The instants a brand-local day starts and ends. */
export function dayBounds(day: string, timeZone: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { start: midnight(y, m, d, timeZone), end: midnight(y, m, d + 1, timeZone) };
}

const num = (v: bigint | string | number | null | undefined) => Number(v ?? 0);

/**
 * Differential agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates"): rates per member and
 * category, the limits on setting them, the daily settlement into lines and one ledger payment per
 * earner and period, the reports. Every rate edit of a brand takes the brand's rates lock, so a
 * lowering and a child's raise cannot interleave.
 */
export function createAgentRebateService({
  db,
  ledger,
  now,
  timeZone,
}: {
  db: Db;
  ledger: Ledger;
  now: () => Date;
  timeZone: string;
}) {
  const lock = (tx: Exec, brand: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(${RATES_LOCK_KEY}, hashtext(${brand}))`);

  async function ratesOf(exec: Pick<Db, 'select'>, ids: string[]): Promise<Map<string, Rates>> {
    const out = new Map<string, Rates>(ids.map((id) => [id, {}]));
    if (ids.length === 0) return out;
    const rows = await exec.select().from(agentRebateRates).where(inArray(agentRebateRates.memberId, ids));
    for (const r of rows) {
      if (CATEGORY_SET.has(r.category)) out.get(r.memberId)![r.category as AgentRebateCategory] = r.rateBp;
    }
    return out;
  }

  async function capsOf(exec: Pick<Db, 'select'>, brand: string): Promise<Rates> {
    const rows = await exec.select().from(agentRebateCaps).where(eq(agentRebateCaps.brand, brand));
    const caps: Rates = {};
    for (const r of rows) if (CATEGORY_SET.has(r.category)) caps[r.category as AgentRebateCategory] = r.maxBp;
    return caps;
  }

  async function writeRates(tx: Exec, brand: string, memberId: string, rates: Rates, setById: string | null) {
    await tx.delete(agentRebateRates).where(eq(agentRebateRates.memberId, memberId));
    const rows = AGENT_REBATE_CATEGORIES.filter((c) => (rates[c] ?? 0) > 0).map((c) => ({
      brand,
      memberId,
      category: c,
      rateBp: rates[c]!,
      setById,
      updatedAt: now(),
    }));
    if (rows.length > 0) await tx.insert(agentRebateRates).values(rows);
  }

  /** Only the categories with a rate above 0, so an answer compares equal to what was set. */
  const clean = (rates: Rates): AgentRebateRates =>
    Object.fromEntries(AGENT_REBATE_CATEGORIES.filter((c) => (rates[c] ?? 0) > 0).map((c) => [c, rates[c]!]));

  const fieldsOf = (m: Partial<Record<string, number>>) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v)]));

  /** Refuses rates above `limit` (409 agent_rebate.above_limit) or below a direct member's (409 children_above). */
  async function checkRates(tx: Exec, memberId: string, rates: Rates, limit: Rates) {
    const over = aboveLimit(rates, limit);
    if (Object.keys(over).length > 0) {
      throw new AppError(409, 'agent_rebate.above_limit', 'A rate is above its limit', fieldsOf(over));
    }
    const kids = await tx
      .select({ id: agentTree.descendantId })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, memberId), eq(agentTree.depth, 1)));
    const kidRates = await ratesOf(
      tx,
      kids.map((k) => k.id),
    );
    const above = childrenAbove(rates, [...kidRates.values()]);
    if (Object.keys(above).length > 0) {
      throw new AppError(
        409,
        'agent_rebate.children_above',
        'Lowering this rate would leave direct members above it',
        fieldsOf(above),
      );
    }
  }

  // The agent's side -------------------------------------------------------------------------------

  async function myRates(agent: AgentRef): Promise<MyRebateRates> {
    const [m] = await db.select({ parentId: members.parentId }).from(members).where(eq(members.id, agent.id));
    return { rates: clean((await ratesOf(db, [agent.id])).get(agent.id)!), topLevel: !m?.parentId };
  }

  async function downline(agent: AgentRef, q: { q?: string; id?: string; page: number }): Promise<RebateDownline> {
    const where = and(
      eq(agentTree.ancestorId, agent.id),
      eq(agentTree.depth, 1),
      q.id ? eq(agentTree.descendantId, q.id) : undefined,
      q.q ? ilike(members.username, `%${q.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(agentTree)
      .innerJoin(members, eq(members.id, agentTree.descendantId))
      .where(where);
    const rows = await db
      .select({ id: members.id, username: members.username, type: members.customerType })
      .from(agentTree)
      .innerJoin(members, eq(members.id, agentTree.descendantId))
      .where(where)
      .orderBy(asc(members.username))
      .limit(AGENT_REBATE_PAGE_SIZE)
      .offset((q.page - 1) * AGENT_REBATE_PAGE_SIZE);
    const rates = await ratesOf(db, [agent.id, ...rows.map((r) => r.id)]);
    return {
      items: rows.map((r) => ({ ...r, rates: clean(rates.get(r.id)!) })),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: AGENT_REBATE_PAGE_SIZE,
      myRates: clean(rates.get(agent.id)!),
    };
  }

  /** Sets a direct member's rates: never above the agent's own, never below the member's own directs'. */
  async function setDirect(agent: AgentRef, memberId: string, rates: Rates): Promise<RebateMember> {
    return db.transaction(async (tx) => {
      await lock(tx, agent.brand);
      const depth = await depthInTeam(tx, agent.id, memberId);
      if (depth !== 1) throw new AppError(409, 'agent_rebate.not_direct', 'Only direct members’ rates can be set');
      const mine = (await ratesOf(tx, [agent.id])).get(agent.id)!;
      await checkRates(tx, memberId, rates, mine);
      await writeRates(tx, agent.brand, memberId, rates, agent.id);
      const [m] = await tx
        .select({ id: members.id, username: members.username, type: members.customerType })
        .from(members)
        .where(eq(members.id, memberId));
      return { ...m!, rates: clean(rates) };
    });
  }

  // The back office ------------------------------------------------------------------------------------

  const topLevelAgents = (brand: string) =>
    and(eq(members.brand, brand), sql`${members.parentId} is null`, inArray(members.customerType, [1, 2, 41, 42]));

  async function adminAgents(brand: string, q: { q?: string; page: number }): Promise<AdminRebateAgents> {
    const where = and(
      topLevelAgents(brand),
      q.q ? ilike(members.username, `%${q.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(members).where(where);
    const rows = await db
      .select({ id: members.id, username: members.username, type: members.customerType })
      .from(members)
      .where(where)
      .orderBy(asc(members.username))
      .limit(AGENT_REBATE_PAGE_SIZE)
      .offset((q.page - 1) * AGENT_REBATE_PAGE_SIZE);
    const rates = await ratesOf(
      db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => ({ ...r, rates: clean(rates.get(r.id)!) })),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: AGENT_REBATE_PAGE_SIZE,
      caps: clean(await capsOf(db, brand)),
    };
  }

  /** Staff set a top-level agent's rates, within the brand max; audited. */
  async function adminSetTop(
    brand: string,
    staff: Staff,
    memberId: string,
    rates: Rates,
    reason: string,
  ): Promise<RebateMember> {
    return db.transaction(async (tx) => {
      await lock(tx, brand);
      const [m] = await tx
        .select({ id: members.id, username: members.username, type: members.customerType, parentId: members.parentId })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.brand, brand)));
      if (!m) throw notInTeam();
      if (m.parentId || !isAgentType(m.type)) {
        throw new AppError(409, 'agent_rebate.not_top_level', 'Only top-level agents’ rates are set here');
      }
      const before = (await ratesOf(tx, [memberId])).get(memberId)!;
      await checkRates(tx, memberId, rates, await capsOf(tx, brand));
      await writeRates(tx, brand, memberId, rates, null);
      await audit(tx, {
        brand,
        staff,
        action: 'agent_rebate.rates',
        targetType: 'member',
        targetId: memberId,
        before: clean(before),
        after: clean(rates),
        reason,
        ip: staff.ip,
      });
      return { id: m.id, username: m.username, type: m.type, rates: clean(rates) };
    });
  }

  async function caps(brand: string) {
    return { caps: clean(await capsOf(db, brand)) };
  }

  /** The brand max; lowering it under a top-level agent's rate is refused (409 children_above, counts). */
  async function setCaps(brand: string, staff: Staff, next: Rates, reason: string) {
    return db.transaction(async (tx) => {
      await lock(tx, brand);
      const before = await capsOf(tx, brand);
      const tops = await tx.select({ id: members.id }).from(members).where(topLevelAgents(brand));
      const above = childrenAbove(next, [
        ...(
          await ratesOf(
            tx,
            tops.map((t) => t.id),
          )
        ).values(),
      ]);
      if (Object.keys(above).length > 0) {
        throw new AppError(
          409,
          'agent_rebate.children_above',
          'Top-level agents hold rates above this max',
          fieldsOf(above),
        );
      }
      await tx.delete(agentRebateCaps).where(eq(agentRebateCaps.brand, brand));
      const rows = AGENT_REBATE_CATEGORIES.filter((c) => (next[c] ?? 0) > 0).map((c) => ({
        brand,
        category: c,
        maxBp: next[c]!,
        updatedAt: now(),
      }));
      if (rows.length > 0) await tx.insert(agentRebateCaps).values(rows);
      await audit(tx, {
        brand,
        staff,
        action: 'agent_rebate.caps',
        targetType: 'brand',
        targetId: brand,
        before: clean(before),
        after: clean(next),
        reason,
        ip: staff.ip,
      });
      return { caps: clean(next) };
    });
  }

  // Computing and settling --------------------------------------------------------------------------------

  /**
   * The lines of [start, end): each real account's real-money turnover (settled rounds) per vendor
   * category, split along its path up the tree by the differential. `team`: only sources in this
   * agent's subtree (itself included), for the estimate. Earners that are not real accounts get nothing.
   */
  async function compute(brand: string, start: Date, end: Date, team?: string): Promise<ComputedLine[]> {
    const turnovers = await db
      .select({
        memberId: gameRounds.memberId,
        category: gameVendors.gameCategory,
        turnover: sql<string>`sum(${gameRounds.stake})::text`,
      })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .where(
        and(
          eq(gameRounds.brand, brand),
          gte(gameRounds.settledAt, start),
          lt(gameRounds.settledAt, end),
          eq(gameRounds.status, 'settled'),
          eq(gameRounds.playMoney, false),
          inArray(members.customerType, [...REAL_ACCOUNT_TYPES]),
          team ? or(eq(gameRounds.memberId, team), sql`${gameRounds.memberId} in ${teamIds(team)}`) : undefined,
        ),
      )
      .groupBy(gameRounds.memberId, gameVendors.gameCategory);
    const sources = [...new Set(turnovers.map((t) => t.memberId))];
    if (sources.length === 0) return [];
    const up = await db
      .select({ d: agentTree.descendantId, a: agentTree.ancestorId, depth: agentTree.depth })
      .from(agentTree)
      .where(inArray(agentTree.descendantId, sources))
      .orderBy(asc(agentTree.depth));
    const paths = new Map<string, string[]>(sources.map((s) => [s, [s]]));
    for (const r of up) if (r.depth > 0) paths.get(r.d)!.push(r.a);
    const everyone = [...new Set([...paths.values()].flat())];
    const rates = await ratesOf(db, everyone);
    const real = new Set(
      (
        await db
          .select({ id: members.id, type: members.customerType })
          .from(members)
          .where(inArray(members.id, everyone))
      )
        .filter((m) => isRealAccount(m.type))
        .map((m) => m.id),
    );
    const lines: ComputedLine[] = [];
    for (const t of turnovers) {
      if (!CATEGORY_SET.has(t.category)) continue;
      const category = t.category as AgentRebateCategory;
      const turnover = BigInt(t.turnover);
      const path = paths.get(t.memberId)!.map((id) => ({ id, rate: rates.get(id)?.[category] ?? 0 }));
      for (const l of differential(path, turnover)) {
        if (!real.has(l.earnerId)) continue;
        lines.push({ brand, sourceId: t.memberId, category, turnover, ...l });
      }
    }
    return lines;
  }

  const toRun = (r: typeof agentSettlementRuns.$inferSelect): SettlementRun => ({
    id: r.id,
    kind: r.kind,
    periodKey: r.periodKey,
    status: r.status as SettlementRun['status'],
    lines: r.lines,
    total: num(r.total),
    payments: r.payments,
    paid: num(r.paid),
    trigger: r.trigger,
    reason: r.reason,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  });

  /** Pays one earner's unpaid lines of a period in one ledger entry; false when nothing was left to pay. */
  async function payEarner(
    brand: string,
    period: string,
    earnerId: string,
    actor: { kind: 'job' | 'staff'; id?: string },
  ) {
    return db.transaction(async (tx) => {
      // The lines stay locked until paid: a second run (another node) waits, then finds them paid.
      const open = await tx
        .select({
          sourceId: agentRebateLines.sourceId,
          category: agentRebateLines.category,
          amount: agentRebateLines.amount,
        })
        .from(agentRebateLines)
        .where(
          and(
            eq(agentRebateLines.period, period),
            eq(agentRebateLines.earnerId, earnerId),
            isNull(agentRebateLines.entryId),
          ),
        )
        // One order for every run, so two runs locking the same lines cannot deadlock.
        .orderBy(asc(agentRebateLines.sourceId), asc(agentRebateLines.category))
        .for('update');
      const amount = open.reduce((s, l) => s + l.amount, 0n);
      if (amount <= 0n) return 0n;
      const [before] = await tx
        .select({ n: sql<number>`count(distinct ${agentRebateLines.entryId})::int` })
        .from(agentRebateLines)
        .where(
          and(
            eq(agentRebateLines.period, period),
            eq(agentRebateLines.earnerId, earnerId),
            isNotNull(agentRebateLines.entryId),
          ),
        );
      const n = before?.n ?? 0;
      const posted = await ledger.post(
        {
          brand,
          type: 'commission',
          idempotencyKey: `rebate:${earnerId}:${period}${n > 0 ? `:${n + 1}` : ''}`,
          reference: `agent-rebate:${period}`,
          actor,
          postings: [
            { account: { system: 'agent_commission' }, amount: -amount },
            { account: { memberId: earnerId, kind: 'cash' }, amount },
          ],
        },
        tx,
      );
      const pairs = sql.join(
        open.map((l) => sql`(${l.sourceId}::uuid, ${l.category})`),
        sql`, `,
      );
      await tx
        .update(agentRebateLines)
        .set({ entryId: posted.id })
        .where(
          and(
            eq(agentRebateLines.period, period),
            eq(agentRebateLines.earnerId, earnerId),
            isNull(agentRebateLines.entryId),
            sql`(${agentRebateLines.sourceId}, ${agentRebateLines.category}) in (${pairs})`,
          ),
        );
      return posted.replayed ? 0n : amount;
    });
  }

  /**
   * Settles one brand-local day of a brand: writes its lines (once per period, earner, source and
   * category) and pays each earner's unpaid lines in one ledger entry. Running it again, or on two
   * nodes at once, pays nothing twice. Recorded as a run.
   */
  async function settle(
    brand: string,
    period: string,
    by: { trigger: string; staffId?: string; reason?: string },
  ): Promise<SettlementRun> {
    const [run] = await db
      .insert(agentSettlementRuns)
      .values({
        brand,
        kind: REBATE_KIND,
        periodKey: period,
        trigger: by.trigger,
        reason: by.reason ?? null,
        startedAt: now(),
      })
      .returning();
    try {
      const { start, end } = dayBounds(period, timeZone);
      const lines = await compute(brand, start, end);
      for (let i = 0; i < lines.length; i += 500) {
        await db
          .insert(agentRebateLines)
          .values(lines.slice(i, i + 500).map((l) => ({ ...l, period, createdAt: now() })))
          .onConflictDoNothing();
      }
      const earners = await db
        .selectDistinct({ id: agentRebateLines.earnerId })
        .from(agentRebateLines)
        .where(
          and(eq(agentRebateLines.brand, brand), eq(agentRebateLines.period, period), isNull(agentRebateLines.entryId)),
        );
      const actor = by.staffId ? ({ kind: 'staff', id: by.staffId } as const) : ({ kind: 'job' } as const);
      let payments = 0;
      let paid = 0n;
      for (const e of earners) {
        const amount = await payEarner(brand, period, e.id, actor);
        if (amount > 0n) {
          payments += 1;
          paid += amount;
        }
      }
      const [sums] = await db
        .select({ n: count(), total: sql<string>`coalesce(sum(${agentRebateLines.amount}), 0)::text` })
        .from(agentRebateLines)
        .where(and(eq(agentRebateLines.brand, brand), eq(agentRebateLines.period, period)));
      const [done] = await db
        .update(agentSettlementRuns)
        .set({
          status: 'succeeded',
          lines: sums?.n ?? 0,
          total: BigInt(sums?.total ?? '0'),
          payments,
          paid,
          finishedAt: now(),
        })
        .where(eq(agentSettlementRuns.id, run!.id))
        .returning();
      return toRun(done!);
    } catch (err) {
      await db
        .update(agentSettlementRuns)
        .set({ status: 'failed', error: String((err as Error).message).slice(0, 500), finishedAt: now() })
        .where(eq(agentSettlementRuns.id, run!.id));
      throw err;
    }
  }

  /** The job: the brand-local day before `at`, for every brand. */
  async function settleAll(day: string) {
    const all = await db.select({ code: brands.code }).from(brands);
    for (const b of all) await settle(b.code, day, { trigger: 'job' });
  }

  /** Staff re-run a complete past day; audited in its own row. */
  async function rerun(brand: string, staff: Staff, period: string, reason: string): Promise<SettlementRun> {
    const today = localDay(now(), timeZone);
    if (Number.isNaN(Date.parse(`${period}T00:00:00Z`)) || period >= today) {
      throw new AppError(400, 'agent_rebate.period_invalid', 'Only a complete past day can be settled', {
        period: 'periodInvalid',
      });
    }
    const run = await settle(brand, period, { trigger: staff.username, staffId: staff.id, reason });
    await audit(db, {
      brand,
      staff,
      action: 'agent_rebate.rerun',
      targetType: 'settlement_run',
      targetId: run.id,
      after: { period, payments: run.payments, paid: run.paid },
      reason,
      ip: staff.ip,
    });
    return run;
  }

  async function money(brand: string) {
    const c = await ledger.currency(brand);
    return { currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
  }

  async function runs(brand: string, page: number): Promise<SettlementRuns> {
    const where = and(eq(agentSettlementRuns.brand, brand), eq(agentSettlementRuns.kind, REBATE_KIND));
    const [total] = await db.select({ n: count() }).from(agentSettlementRuns).where(where);
    const rows = await db
      .select()
      .from(agentSettlementRuns)
      .where(where)
      .orderBy(desc(agentSettlementRuns.startedAt), desc(agentSettlementRuns.id))
      .limit(AGENT_REBATE_PAGE_SIZE)
      .offset((page - 1) * AGENT_REBATE_PAGE_SIZE);
    return {
      items: rows.map(toRun),
      total: total?.n ?? 0,
      page,
      pageSize: AGENT_REBATE_PAGE_SIZE,
      ...(await money(brand)),
    };
  }

  // Reports --------------------------------------------------------------------------------------------------

  async function earnings(agent: AgentRef, page: number): Promise<RebateEarnings> {
    const where = eq(agentRebateLines.earnerId, agent.id);
    const [total] = await db
      .select({ n: sql<number>`count(distinct ${agentRebateLines.period})::int` })
      .from(agentRebateLines)
      .where(where);
    const rows = await db
      .select({
        period: agentRebateLines.period,
        amount: sql<string>`sum(${agentRebateLines.amount})::text`,
        paid: sql<boolean>`bool_and(${agentRebateLines.entryId} is not null)`,
      })
      .from(agentRebateLines)
      .where(where)
      .groupBy(agentRebateLines.period)
      .orderBy(desc(agentRebateLines.period))
      .limit(AGENT_REBATE_PAGE_SIZE)
      .offset((page - 1) * AGENT_REBATE_PAGE_SIZE);
    return {
      items: rows.map((r) => ({ period: r.period, amount: num(r.amount), paid: !!r.paid })),
      total: total?.n ?? 0,
      page,
      pageSize: AGENT_REBATE_PAGE_SIZE,
      ...(await money(agent.brand)),
    };
  }

  async function reportOf(
    agent: AgentRef,
    period: string,
    lines: { sourceId: string; category: string; turnover: bigint; rateDiff: number; amount: bigint }[],
    paid: boolean,
  ): Promise<RebateReport> {
    const ids = [...new Set(lines.map((l) => l.sourceId))];
    const names = new Map(
      ids.length === 0
        ? []
        : (await db.select({ id: members.id, u: members.username }).from(members).where(inArray(members.id, ids))).map(
            (m) => [m.id, m.u],
          ),
    );
    const cats = new Map<string, { turnover: number; amount: number }>();
    for (const l of lines) {
      const c = cats.get(l.category) ?? { turnover: 0, amount: 0 };
      c.turnover += num(l.turnover);
      c.amount += num(l.amount);
      cats.set(l.category, c);
    }
    const sorted = [...lines].sort((a, b) => num(b.amount) - num(a.amount));
    return {
      period,
      amount: lines.reduce((s, l) => s + num(l.amount), 0),
      paid,
      byCategory: AGENT_REBATE_CATEGORIES.filter((c) => cats.has(c)).map((c) => ({ category: c, ...cats.get(c)! })),
      lines: sorted.map((l) => ({
        sourceId: l.sourceId,
        source: names.get(l.sourceId) ?? '',
        category: l.category as AgentRebateCategory,
        turnover: num(l.turnover),
        rateDiff: l.rateDiff,
        amount: num(l.amount),
      })),
      ...(await money(agent.brand)),
    };
  }

  /** What the agent earned in a settled period, per category and per source member. */
  async function report(agent: AgentRef, period: string): Promise<RebateReport> {
    const lines = await db
      .select()
      .from(agentRebateLines)
      .where(and(eq(agentRebateLines.earnerId, agent.id), eq(agentRebateLines.period, period)));
    return reportOf(agent, period, lines, lines.length > 0 && lines.every((l) => l.entryId !== null));
  }

  /** Today so far, at today's rates: not paid yet. */
  async function estimate(agent: AgentRef): Promise<RebateReport> {
    const at = now();
    const today = localDay(at, timeZone);
    const { start } = dayBounds(today, timeZone);
    const lines = (await compute(agent.brand, start, at, agent.id)).filter((l) => l.earnerId === agent.id);
    return reportOf(agent, today, lines, false);
  }

  return {
    myRates,
    downline,
    setDirect,
    adminAgents,
    adminSetTop,
    caps,
    setCaps,
    compute,
    settle,
    settleAll,
    rerun,
    runs,
    earnings,
    report,
    estimate,
    ratesOf,
  };
}

export type AgentRebateService = ReturnType<typeof createAgentRebateService>;
