import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type {
  AdminContracts,
  Contract,
  ContractDefaults,
  ContractOffer,
  ContractTerms,
  DirectContracts,
  DividendEstimate,
  MyContract,
  PendingContracts,
  RerunResult,
  Settlement,
  Settlements,
} from '../../../src/api/contract/agentContracts';
import { CONTRACTS_PAGE_SIZE } from '../../../src/api/contract/agentContracts';
import { VIP_TIME_ZONE } from '../../../src/api/contract/vip';
import {
  type ContractKind,
  contractPay,
  type DividendPeriod,
  type PeriodKind,
  periodKindOf,
  type Tiers,
} from '../../../src/rules/contractTiers';
import { isAgentType, needsAgentContractCheck } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import {
  agentContractDefaults,
  agentContractSettlements,
  agentContracts,
  agentTree,
  ledgerAccounts,
  members,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { type Period, periodAt, periodFromKey, previousPeriod } from '../../lib/contract-periods';
import { AppError } from '../../lib/errors';
import { pgError } from '../../lib/pg-error';
import { depthInTeam, teamIds } from '../agents';
import { readBrand } from '../system';
import type { AccountRef, Ledger } from '../wallet';

type Row = typeof agentContracts.$inferSelect;
type SettlementRow = typeof agentContractSettlements.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who offers: the downline's direct upline agent, or staff (for a top-level agent). */
export type Offerer =
  | { kind: 'agent'; memberId: string }
  | { kind: 'staff'; staff: { id: string; username: string; ip: string | null } };

/** The member asking (the session's member). */
export interface Caller {
  id: string;
  brand: string;
  customerType: number;
}

/** The settlement jobs (ADR 0026): the previous day, the previous hour, the dividend period that ended last. */
export const CONTRACT_SALARY_JOB = 'contract-salary-settle';
export const CONTRACT_HOURLY_JOB = 'contract-hourly-settle';
export const CONTRACT_DIVIDEND_JOB = 'contract-dividend-settle';

/**
 * The entry types whose credits to a team member's cash count as "bonuses and rebates paid" in the
 * dividend's net loss (ADR 0026): promotions, converted bonuses, rewards, rebates, commissions,
 * red envelopes and contract payments.
 */
const PAID_TO_TEAM = sql.raw(
  `('promotion', 'bonus_conversion', 'reward', 'rebate', 'commission', 'red_envelope_grab', 'contract_payment')`,
);

const notFound = () => new AppError(404, 'contract.not_found', 'No such contract');

/**
 * Agent contracts (issue 21, ADR 0026, docs/agents.md "Contracts and dividend"): offers, revisions,
 * acceptance, and the settlement of each accepted contract per period, paid through the ledger from
 * the upline's cash (what it cannot cover is recorded as owed) or from the house.
 */
export function createContractsService(opts: { db: Db; ledger: Ledger; now: () => Date; timeZone?: string }) {
  const { db, ledger, now } = opts;
  const timeZone = opts.timeZone ?? VIP_TIME_ZONE;
  const rows = async <T>(exec: Pick<Db, 'execute'>, query: ReturnType<typeof sql>) =>
    ((await exec.execute(query)) as unknown as { rows: T[] }).rows;
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

  async function money(brand: string) {
    const c = await ledger.currency(brand);
    return { currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
  }

  async function usernames(ids: (string | null)[]) {
    const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
    if (wanted.length === 0) return new Map<string, string>();
    const found = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(inArray(members.id, wanted));
    return new Map(found.map((m) => [m.id, m.username]));
  }

  async function views(list: Row[]): Promise<Contract[]> {
    const names = await usernames(list.flatMap((r) => [r.downlineId, r.uplineId]));
    return list.map((r) => ({
      id: r.id,
      kind: r.kind as ContractKind,
      period: r.period as Contract['period'],
      tiers: r.tiers as Contract['tiers'],
      status: r.status as Contract['status'],
      version: r.version,
      revisesId: r.revisesId,
      downline: { id: r.downlineId, username: names.get(r.downlineId) ?? '' },
      upline: r.uplineId ? (names.get(r.uplineId) ?? null) : null,
      offeredAt: r.offeredAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    }));
  }
  const viewOne = async (r: Row) => (await views([r]))[0]!;

  async function settlementViews(list: SettlementRow[]): Promise<Settlement[]> {
    const names = await usernames(list.flatMap((r) => [r.downlineId, r.payerId]));
    return list.map((r) => ({
      id: r.id,
      contractId: r.contractId,
      kind: r.kind as ContractKind,
      periodKey: r.periodKey,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      payee: names.get(r.downlineId) ?? '',
      payer: r.payerId ? (names.get(r.payerId) ?? null) : null,
      paidBy: r.paidBy as Settlement['paidBy'],
      turnover: Number(r.turnover),
      activeMembers: r.activeMembers,
      netLoss: Number(r.netLoss),
      tier: r.tier,
      due: Number(r.due),
      paid: Number(r.paid),
      owed: Number(r.owed),
      settledAt: r.settledAt.toISOString(),
    }));
  }

  const periodOfTerms = (t: ContractTerms) =>
    t.kind === 'salary' ? 'day' : t.kind === 'hourly' ? 'hour' : (t.period as DividendPeriod);

  /** A unique violation of the offered/active partial indexes: another offer or accept won the race. */
  const raced = (err: unknown) => {
    if (pgError(err)?.code === '23505') {
      return new AppError(409, 'contract.offer_pending', 'An offer of this kind already awaits an answer');
    }
    return err;
  };

  // ------------------------------------------------------------------------------------------------
  // Offering and deciding

  /** Offers a contract: an agent to a direct sub-agent, staff to a top-level agent. */
  async function offer(brand: string, by: Offerer, input: ContractOffer): Promise<Contract> {
    const [target] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, input.memberId), eq(members.brand, brand)));
    if (by.kind === 'agent') {
      // Outside the caller's subtree: 404 agent.member_not_found, exactly as an unknown id (ADR 0023).
      const depth = await depthInTeam(db, by.memberId, input.memberId);
      if (depth !== 1) throw new AppError(409, 'contract.not_direct', 'Contracts go to direct downline agents only');
    } else {
      if (!target) throw new AppError(404, 'agent.member_not_found', 'No such member');
      if (target.parentId !== null) {
        throw new AppError(
          409,
          'contract.not_top_level',
          "Staff offer contracts to top-level agents; others get their upline's",
        );
      }
    }
    if (!target || !isAgentType(target.customerType)) {
      throw new AppError(409, 'contract.not_agent', 'Contracts are for agents only');
    }
    const at = now();
    try {
      const row = await db.transaction(async (tx) => {
        // One decision at a time per downline: offers and accepts of this member queue here.
        await tx.select({ id: members.id }).from(members).where(eq(members.id, input.memberId)).for('no key update');
        const open = await tx
          .select({ status: agentContracts.status })
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.downlineId, input.memberId),
              eq(agentContracts.kind, input.kind),
              inArray(agentContracts.status, ['offered', 'active']),
            ),
          );
        if (open.some((o) => o.status === 'offered')) {
          throw new AppError(409, 'contract.offer_pending', 'An offer of this kind already awaits an answer');
        }
        if (open.some((o) => o.status === 'active')) {
          throw new AppError(
            409,
            'contract.active_exists',
            'This agent has an active contract of this kind: revise it',
          );
        }
        const [created] = await tx
          .insert(agentContracts)
          .values({
            brand,
            kind: input.kind,
            downlineId: input.memberId,
            uplineId: by.kind === 'agent' ? by.memberId : null,
            staffId: by.kind === 'staff' ? by.staff.id : null,
            period: periodOfTerms(input),
            tiers: input.tiers,
            offeredAt: at,
          })
          .returning();
        if (by.kind === 'staff') {
          await audit(tx, {
            brand,
            staff: by.staff,
            action: 'agent_contract.offer',
            targetType: 'agent_contract',
            targetId: created!.id,
            after: input,
            ip: by.staff.ip,
          });
        }
        return created!;
      });
      return viewOne(row);
    } catch (err) {
      throw raced(err);
    }
  }

  /** A contract the offerer may revise: its own offer (or, for staff, one made by staff). */
  async function ownContract(brand: string, by: Offerer, id: string) {
    const [row] = await db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.id, id), eq(agentContracts.brand, brand)));
    const mine = row && (by.kind === 'agent' ? row.uplineId === by.memberId : row.uplineId === null);
    if (!mine) throw notFound();
    return row;
  }

  /**
   * Revises an offered or active contract: a new offered version that needs acceptance. An offer
   * revised before its answer is superseded at once; an active contract keeps paying until the
   * revision is accepted (ADR 0026).
   */
  async function revise(brand: string, by: Offerer, id: string, terms: ContractTerms): Promise<Contract> {
    const found = await ownContract(brand, by, id);
    if (found.kind !== terms.kind) {
      throw new AppError(400, 'contract.kind_mismatch', 'A revision keeps the kind of the contract', {
        kind: 'kindMismatch',
      });
    }
    const at = now();
    try {
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, found.downlineId)).for('no key update');
        const [c] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
        if (!c || (c.status !== 'offered' && c.status !== 'active')) {
          throw new AppError(409, 'contract.not_revisable', 'Only an offered or active contract can be revised');
        }
        if (c.status === 'active') {
          const [pending] = await tx
            .select({ id: agentContracts.id })
            .from(agentContracts)
            .where(
              and(
                eq(agentContracts.downlineId, c.downlineId),
                eq(agentContracts.kind, c.kind),
                eq(agentContracts.status, 'offered'),
              ),
            );
          if (pending) {
            throw new AppError(409, 'contract.offer_pending', 'A revision already awaits an answer: revise that one');
          }
        } else {
          await tx.update(agentContracts).set({ status: 'superseded', endedAt: at }).where(eq(agentContracts.id, id));
        }
        const [created] = await tx
          .insert(agentContracts)
          .values({
            brand,
            kind: c.kind,
            downlineId: c.downlineId,
            uplineId: c.uplineId,
            staffId: by.kind === 'staff' ? by.staff.id : null,
            period: periodOfTerms(terms),
            tiers: terms.tiers,
            version: c.version + 1,
            revisesId: c.id,
            offeredAt: at,
          })
          .returning();
        if (by.kind === 'staff') {
          await audit(tx, {
            brand,
            staff: by.staff,
            action: 'agent_contract.revise',
            targetType: 'agent_contract',
            targetId: created!.id,
            before: { id: c.id, tiers: c.tiers, period: c.period },
            after: terms,
            ip: by.staff.ip,
          });
        }
        return created!;
      });
      return viewOne(row);
    } catch (err) {
      throw raced(err);
    }
  }

  /** The downline decides an offer. Each is idempotent: accepting an accepted contract answers it again. */
  async function decide(caller: Caller, id: string, decision: 'accept' | 'refuse'): Promise<Contract> {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.id, id),
            eq(agentContracts.downlineId, caller.id),
            eq(agentContracts.brand, caller.brand),
          ),
        )
        .for('update');
      if (!c) throw notFound();
      const done = decision === 'accept' ? 'active' : 'refused';
      if (c.status === done) return c;
      if (c.status === 'superseded') {
        throw new AppError(409, 'contract.superseded', 'A newer version of this offer replaced it');
      }
      if (c.status !== 'offered') {
        throw new AppError(
          409,
          c.status === 'active' ? 'contract.already_accepted' : 'contract.already_refused',
          'This offer was already decided',
        );
      }
      if (decision === 'accept') {
        // The contract it revises (or any other active one of the kind) stops paying now.
        await tx
          .update(agentContracts)
          .set({ status: 'superseded', endedAt: at })
          .where(
            and(
              eq(agentContracts.downlineId, c.downlineId),
              eq(agentContracts.kind, c.kind),
              eq(agentContracts.status, 'active'),
            ),
          );
      }
      const [updated] = await tx
        .update(agentContracts)
        .set({ status: done, decidedAt: at })
        .where(eq(agentContracts.id, id))
        .returning();
      return updated!;
    });
    return viewOne(row);
  }

  async function openOf(downlineIds: string[], kind: ContractKind) {
    if (downlineIds.length === 0) return [] as Row[];
    return db
      .select()
      .from(agentContracts)
      .where(
        and(
          inArray(agentContracts.downlineId, downlineIds),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, ['offered', 'active']),
        ),
      );
  }

  /** The downline's side of one kind: its active contract and the offer awaiting its answer. */
  async function mine(caller: Caller, kind: ContractKind): Promise<MyContract> {
    const list = await views(await openOf([caller.id], kind));
    return {
      ...(await money(caller.brand)),
      kind,
      active: list.find((c) => c.status === 'active') ?? null,
      offer: list.find((c) => c.status === 'offered') ?? null,
    };
  }

  /** The upline's side: each direct sub-agent with its contracts of one kind. */
  async function directs(caller: Caller, kind: ContractKind): Promise<DirectContracts> {
    const list = await db
      .select({ id: members.id, username: members.username, type: members.customerType })
      .from(agentTree)
      .innerJoin(members, eq(members.id, agentTree.descendantId))
      .where(and(eq(agentTree.ancestorId, caller.id), eq(agentTree.depth, 1)))
      .orderBy(asc(members.username));
    const agents = list.filter((m) => isAgentType(m.type));
    const open = await views(
      await openOf(
        agents.map((a) => a.id),
        kind,
      ),
    );
    // Only contracts this agent offered (a staff contract of a member moved under it is not its own).
    const own = open.filter((c) => c.upline !== null);
    return {
      ...(await money(caller.brand)),
      kind,
      members: agents.map((a) => ({
        id: a.id,
        username: a.username,
        active: own.find((c) => c.downline.id === a.id && c.status === 'active') ?? null,
        offer: own.find((c) => c.downline.id === a.id && c.status === 'offered') ?? null,
      })),
    };
  }

  /** Spec §3: which kinds have an offer awaiting this member's answer (1) or not (0). */
  async function pending(caller: Caller): Promise<PendingContracts> {
    // Spec §4: types 4, 40, 41, 42 are not asked; they are answered "nothing pending".
    if (!needsAgentContractCheck(caller.customerType)) {
      return { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };
    }
    const found = await db
      .select({ kind: agentContracts.kind })
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, caller.id), eq(agentContracts.status, 'offered')));
    const has = (k: ContractKind) => (found.some((f) => f.kind === k) ? 1 : 0) as 0 | 1;
    return { dailysalreqtype: has('salary'), divtypecompperiodreq: has('dividend'), contracthoursalreq: has('hourly') };
  }

  // ------------------------------------------------------------------------------------------------
  // Settlement

  /** The downline's team figures over a period (its subtree below it; real-money rounds, as the team overview). */
  async function figures(exec: Pick<Db, 'execute'>, downlineId: string, p: { start: Date; end: Date }) {
    const team = teamIds(downlineId);
    const [r] = await rows<Record<string, string | number | null>>(
      exec,
      sql`
      select
        (select coalesce(sum(r.stake), 0) from game_rounds r where r.member_id in ${team} and r.play_money = false
           and r.status <> 'cancelled' and r.started_at >= ${ts(p.start)} and r.started_at < ${ts(p.end)}) as stakes,
        (select coalesce(sum(r.payout), 0) from game_rounds r where r.member_id in ${team} and r.play_money = false
           and r.status <> 'cancelled' and r.started_at >= ${ts(p.start)} and r.started_at < ${ts(p.end)}) as payouts,
        (select count(distinct r.member_id) from game_rounds r where r.member_id in ${team} and r.play_money = false
           and r.status <> 'cancelled' and r.started_at >= ${ts(p.start)} and r.started_at < ${ts(p.end)}) as bettors,
        (select coalesce(sum(lp.amount), 0) from ledger_postings lp
           join ledger_accounts a on a.id = lp.account_id
           join journal_entries e on e.id = lp.entry_id
           where a.member_id in ${team} and a.kind = 'cash' and lp.amount > 0 and e.type in ${PAID_TO_TEAM}
             and e.created_at >= ${ts(p.start)} and e.created_at < ${ts(p.end)}) as paid`,
    );
    const stakes = Number(r?.stakes ?? 0);
    const payouts = Number(r?.payouts ?? 0);
    const paid = Number(r?.paid ?? 0);
    return { turnover: stakes, activeMembers: Number(r?.bettors ?? 0), netLoss: stakes - payouts - paid };
  }

  async function houseAlwaysPays(brand: string) {
    const b = await readBrand(db, brand);
    return b?.settings.agent?.contractsPaidBy === 'house';
  }

  /**
   * Settles one contract for one period, once: the contract row is locked, an existing settlement
   * (this contract's, or another version's of the same kind and period) means nothing happens. The
   * upline's member row and cash account are locked while it pays what it can; the rest is owed.
   */
  async function settleOne(
    contractId: string,
    period: Period,
    actor: { kind: 'job' } | { kind: 'staff'; id: string },
  ): Promise<{ settled: boolean; paid: bigint; owed: bigint }> {
    const skipped = { settled: false, paid: 0n, owed: 0n };
    const [brandOf] = await db
      .select({ brand: agentContracts.brand })
      .from(agentContracts)
      .where(eq(agentContracts.id, contractId));
    if (!brandOf) return skipped;
    // Read before the transaction: PGlite has one connection, so nothing may query outside `tx` inside it.
    const houseBrand = await houseAlwaysPays(brandOf.brand);
    try {
      return await db.transaction(async (tx: Tx) => {
        const [c] = await tx.select().from(agentContracts).where(eq(agentContracts.id, contractId)).for('update');
        if (!c) return skipped;
        const [existing] = await tx
          .select({ id: agentContractSettlements.id })
          .from(agentContractSettlements)
          .where(
            and(
              eq(agentContractSettlements.downlineId, c.downlineId),
              eq(agentContractSettlements.kind, c.kind),
              eq(agentContractSettlements.periodKey, period.key),
            ),
          );
        if (existing) return skipped;
        const f = await figures(tx, c.downlineId, period);
        const { tier, amount } = contractPay(c.kind as ContractKind, c.tiers as Tiers, f);
        const due = BigInt(amount);
        const house = c.uplineId === null || houseBrand;
        let paid = 0n;
        let entryId: string | null = null;
        if (due > 0n) {
          let source: AccountRef = { system: 'agent_commission' };
          paid = due;
          if (!house) {
            const uplineId = c.uplineId!;
            // The upline's withdrawals and payments queue behind this (as withdrawals lock it).
            await tx.select({ id: members.id }).from(members).where(eq(members.id, uplineId)).for('update');
            const [cash] = await tx
              .select({ balance: ledgerAccounts.balance })
              .from(ledgerAccounts)
              .where(and(eq(ledgerAccounts.brand, c.brand), eq(ledgerAccounts.key, `member:${uplineId}:cash`)))
              .for('update');
            const balance = cash?.balance ?? 0n;
            paid = balance < due ? (balance > 0n ? balance : 0n) : due;
            source = { memberId: uplineId, kind: 'cash' };
          }
          if (paid > 0n) {
            const posted = await ledger.post(
              {
                brand: c.brand,
                type: 'contract_payment',
                idempotencyKey: `contract:${c.id}:${period.key}`,
                reference: `${c.id}:${period.key}`,
                actor: actor.kind === 'job' ? { kind: 'job' } : { kind: 'staff', id: actor.id },
                postings: [
                  { account: source, amount: -paid },
                  { account: { memberId: c.downlineId, kind: 'cash' }, amount: paid },
                ],
              },
              tx,
            );
            entryId = posted.id;
          }
        }
        await tx.insert(agentContractSettlements).values({
          brand: c.brand,
          contractId: c.id,
          kind: c.kind,
          downlineId: c.downlineId,
          payerId: house ? null : c.uplineId,
          paidBy: house ? 'house' : 'upline',
          periodKey: period.key,
          periodStart: period.start,
          periodEnd: period.end,
          turnover: BigInt(f.turnover),
          activeMembers: f.activeMembers,
          netLoss: BigInt(f.netLoss),
          tier,
          due,
          paid,
          owed: due - paid,
          entryId,
          settledAt: now(),
        });
        return { settled: true, paid, owed: due - paid };
      });
    } catch (err) {
      // Another node settled it between our check and our insert: its transaction paid, ours rolled back.
      if (pgError(err)?.code === '23505') return skipped;
      throw err;
    }
  }

  /** The contracts of a kind (and period) in force at the period's end: accepted before it, not replaced by then. */
  async function inForce(kind: ContractKind, periodKind: PeriodKind, p: Period, brand?: string) {
    return db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(
        and(
          brand ? eq(agentContracts.brand, brand) : undefined,
          eq(agentContracts.kind, kind),
          eq(agentContracts.period, periodKind),
          inArray(agentContracts.status, ['active', 'superseded']),
          sql`${agentContracts.decidedAt} is not null and ${agentContracts.decidedAt} < ${ts(p.end)}`,
          sql`(${agentContracts.endedAt} is null or ${agentContracts.endedAt} >= ${ts(p.end)})`,
        ),
      )
      .orderBy(asc(agentContracts.offeredAt));
  }

  async function settlePeriod(
    kind: ContractKind,
    periodKind: PeriodKind,
    p: Period,
    actor: { kind: 'job' } | { kind: 'staff'; id: string },
    brand?: string,
  ) {
    const result = { settled: 0, skipped: 0, paid: 0n, owed: 0n };
    for (const { id } of await inForce(kind, periodKind, p, brand)) {
      const r = await settleOne(id, p, actor);
      if (r.settled) result.settled += 1;
      else result.skipped += 1;
      result.paid += r.paid;
      result.owed += r.owed;
    }
    return result;
  }

  /** A settlement job's run: the period of the kind that ended last before `at` (both dividend periods). */
  async function settleDue(kind: ContractKind, at: Date = now()) {
    const kinds: PeriodKind[] = kind === 'dividend' ? ['half_month', 'month'] : [periodKindOf(kind)];
    const out = { settled: 0, skipped: 0, paid: 0n, owed: 0n };
    for (const pk of kinds) {
      const r = await settlePeriod(kind, pk, previousPeriod(pk, at, timeZone), { kind: 'job' });
      out.settled += r.settled;
      out.skipped += r.skipped;
      out.paid += r.paid;
      out.owed += r.owed;
    }
    return out;
  }

  /** Staff re-run one period of a kind: settles what is missing, pays nothing twice; audited. */
  async function rerun(
    brand: string,
    staff: { id: string; username: string; ip: string | null },
    input: { kind: ContractKind; periodKey: string; reason: string },
  ): Promise<RerunResult> {
    const kinds: PeriodKind[] = input.kind === 'dividend' ? ['half_month', 'month'] : [periodKindOf(input.kind)];
    const match = kinds
      .map((pk) => ({ pk, p: periodFromKey(pk, input.periodKey, timeZone) }))
      .find((m) => m.p !== null);
    if (!match?.p) {
      throw new AppError(400, 'contract.period_invalid', 'Not a period key of this kind', {
        periodKey: 'periodInvalid',
      });
    }
    if (match.p.end > now()) {
      throw new AppError(409, 'contract.period_not_ended', 'This period has not ended yet', {
        periodKey: 'periodNotEnded',
      });
    }
    const r = await settlePeriod(input.kind, match.pk, match.p, { kind: 'staff', id: staff.id }, brand);
    const result = { kind: input.kind, periodKey: input.periodKey, ...r, paid: Number(r.paid), owed: Number(r.owed) };
    await audit(db, {
      brand,
      staff,
      action: 'agent_contract.rerun',
      targetType: 'agent_contract_period',
      targetId: `${input.kind}:${input.periodKey}`,
      after: result,
      reason: input.reason,
      ip: staff.ip,
    });
    return result;
  }

  // ------------------------------------------------------------------------------------------------
  // Settlements and the dividend page

  async function settlementPage(brand: string, where: ReturnType<typeof and>, page: number): Promise<Settlements> {
    const filter = and(eq(agentContractSettlements.brand, brand), where);
    const [list, [totals]] = await Promise.all([
      db
        .select()
        .from(agentContractSettlements)
        .where(filter)
        .orderBy(desc(agentContractSettlements.periodStart), desc(agentContractSettlements.settledAt))
        .limit(CONTRACTS_PAGE_SIZE)
        .offset((page - 1) * CONTRACTS_PAGE_SIZE),
      db
        .select({ n: count(), owed: sql<string>`coalesce(sum(${agentContractSettlements.owed}), 0)::text` })
        .from(agentContractSettlements)
        .where(filter),
    ]);
    return {
      ...(await money(brand)),
      items: await settlementViews(list),
      total: totals?.n ?? 0,
      page,
      pageSize: CONTRACTS_PAGE_SIZE,
      owedTotal: Number(totals?.owed ?? 0),
    };
  }

  /** The member's settlements as payee (its own contracts) or as payer (its directs'). */
  function mySettlements(caller: Caller, q: { kind?: ContractKind; role?: 'payee' | 'payer'; page?: number }) {
    const who =
      (q.role ?? 'payee') === 'payee'
        ? eq(agentContractSettlements.downlineId, caller.id)
        : eq(agentContractSettlements.payerId, caller.id);
    return settlementPage(
      caller.brand,
      and(who, q.kind ? eq(agentContractSettlements.kind, q.kind) : undefined),
      q.page ?? 1,
    );
  }

  async function memberIdsLike(brand: string, part: string | undefined) {
    if (!part) return undefined;
    const found = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brand, brand), ilike(members.username, `%${part.replace(/[%_\\]/g, '\\$&')}%`)))
      .limit(500);
    return found.map((f) => f.id);
  }

  async function adminSettlements(
    brand: string,
    q: { agent?: string; kind?: ContractKind; periodKey?: string; owedOnly?: 'true' | 'false'; page?: number },
  ) {
    const ids = await memberIdsLike(brand, q.agent);
    return settlementPage(
      brand,
      and(
        ids ? (ids.length ? inArray(agentContractSettlements.downlineId, ids) : sql`false`) : undefined,
        q.kind ? eq(agentContractSettlements.kind, q.kind) : undefined,
        q.periodKey ? eq(agentContractSettlements.periodKey, q.periodKey) : undefined,
        q.owedOnly === 'true' ? sql`${agentContractSettlements.owed} > 0` : undefined,
      ),
      q.page ?? 1,
    );
  }

  async function adminList(
    brand: string,
    q: { agent?: string; kind?: ContractKind; status?: Contract['status']; page?: number },
  ): Promise<AdminContracts> {
    const page = q.page ?? 1;
    const ids = await memberIdsLike(brand, q.agent);
    const filter = and(
      eq(agentContracts.brand, brand),
      ids ? (ids.length ? inArray(agentContracts.downlineId, ids) : sql`false`) : undefined,
      q.kind ? eq(agentContracts.kind, q.kind) : undefined,
      q.status ? eq(agentContracts.status, q.status) : undefined,
    );
    const [list, [n]] = await Promise.all([
      db
        .select()
        .from(agentContracts)
        .where(filter)
        .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.version))
        .limit(CONTRACTS_PAGE_SIZE)
        .offset((page - 1) * CONTRACTS_PAGE_SIZE),
      db.select({ n: count() }).from(agentContracts).where(filter),
    ]);
    return { items: await views(list), total: n?.n ?? 0, page, pageSize: CONTRACTS_PAGE_SIZE };
  }

  /** The dividend page: the current period's team net loss so far, the tier it meets and the share. */
  async function dividendEstimate(caller: Caller): Promise<DividendEstimate> {
    const [active] = await db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, caller.id),
          eq(agentContracts.kind, 'dividend'),
          eq(agentContracts.status, 'active'),
        ),
      );
    const base = { ...(await money(caller.brand)), netLoss: 0, tier: null, shareBasisPoints: 0, estimate: 0 };
    if (!active) return { ...base, contract: null, period: null };
    const t = now();
    const p = periodAt(active.period as PeriodKind, t, timeZone);
    const f = await figures(db, caller.id, { start: p.start, end: t });
    const tiers = active.tiers as Tiers;
    const { tier, amount } = contractPay('dividend', tiers, f);
    return {
      ...base,
      contract: await viewOne(active),
      period: { key: p.key, start: p.start.toISOString(), end: p.end.toISOString() },
      netLoss: f.netLoss,
      tier,
      shareBasisPoints: tier === null ? 0 : (tiers[tier] as { shareBasisPoints: number }).shareBasisPoints,
      estimate: amount,
    };
  }

  // ------------------------------------------------------------------------------------------------
  // The brand's default tiers

  async function defaults(brand: string): Promise<ContractDefaults> {
    const list = await db.select().from(agentContractDefaults).where(eq(agentContractDefaults.brand, brand));
    const of = (k: ContractKind) => list.find((d) => d.kind === k);
    const salary = of('salary');
    const hourly = of('hourly');
    const dividend = of('dividend');
    return {
      salary: salary ? { tiers: salary.tiers as never } : null,
      hourly: hourly ? { tiers: hourly.tiers as never } : null,
      dividend: dividend ? { period: dividend.period as DividendPeriod, tiers: dividend.tiers as never } : null,
    };
  }

  async function setDefaults(
    brand: string,
    staff: { id: string; username: string; ip: string | null },
    terms: ContractTerms,
  ): Promise<ContractDefaults> {
    const at = now();
    await db.transaction(async (tx) => {
      const values = { brand, kind: terms.kind, period: periodOfTerms(terms), tiers: terms.tiers, updatedAt: at };
      await tx
        .insert(agentContractDefaults)
        .values(values)
        .onConflictDoUpdate({
          target: [agentContractDefaults.brand, agentContractDefaults.kind],
          set: { period: values.period, tiers: values.tiers, updatedAt: at },
        });
      await audit(tx, {
        brand,
        staff,
        action: 'agent_contract.defaults',
        targetType: 'agent_contract_defaults',
        targetId: terms.kind,
        after: terms,
        ip: staff.ip,
      });
    });
    return defaults(brand);
  }

  /** Staff-offered contracts are to top-level agents: the members staff may pick. */
  async function topLevelAgents(brand: string) {
    const list = await db
      .select({ id: members.id, username: members.username, type: members.customerType })
      .from(members)
      .where(and(eq(members.brand, brand), isNull(members.parentId)))
      .orderBy(asc(members.username))
      .limit(500);
    return list.filter((m) => isAgentType(m.type)).map((m) => ({ id: m.id, username: m.username }));
  }

  return {
    offer,
    revise,
    accept: (caller: Caller, id: string) => decide(caller, id, 'accept'),
    refuse: (caller: Caller, id: string) => decide(caller, id, 'refuse'),
    mine,
    directs,
    pending,
    mySettlements,
    adminSettlements,
    adminList,
    dividendEstimate,
    settleDue,
    settleOne,
    rerun,
    defaults,
    setDefaults,
    topLevelAgents,
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
