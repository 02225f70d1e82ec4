import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  LIFT_DECISION_WINDOW_MS,
  LIFT_DELAY_MS,
  type LimitKind,
  type LimitPeriod,
  PROTECTION_CHANGES_PAGE,
  type Protection,
  type RealityCheckMinutes,
  SELF_EXCLUSION_MONTHS,
  type SelfExclusionDuration,
  STATEMENT_MAX_DAYS,
  TIMEOUT_MS,
  type TimeoutDuration,
} from '../../../src/api/contract/protection';
import type { Db } from '../../db';
import {
  deposits,
  members,
  protectionChanges,
  protectionExclusions,
  protectionLiftRequests,
  protectionLimits,
  protectionSettings,
  providerTransactions,
  sessions,
  withdrawals,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, invalid } from '../../lib/errors';
import {
  activeExclusions,
  effectiveLimits,
  hasPending,
  identityKeys,
  isActive,
  limitRowsOf,
  pendingWindow,
  stateOf,
  usageOf,
  usedOf,
} from './guard';
import { addMonths } from './periods';

type LimitRow = typeof protectionLimits.$inferSelect;
type ExclusionRow = typeof protectionExclusions.$inferSelect;
type LiftRow = typeof protectionLiftRequests.$inferSelect;
type Tx = Db;

/** Who made a change, and from where (the change log; staff changes are audited too). */
export interface Actor {
  kind: 'member' | 'staff';
  id: string;
  name: string;
  ip: string | null;
}

interface MemberRef {
  id: string;
  brand: string;
  username: string;
}

const iso = (d: Date) => d.toISOString();
const num = (v: bigint | null) => (v === null ? null : Number(v));
const noPending = () => new AppError(409, 'protection.no_pending', 'There is no pending change of this limit');
const notFound = () => new AppError(404, 'protection.not_found', 'No such member or request');
/** JSON without bigints (amounts as strings of minor units), for the change log. */
const plain = (v: unknown) =>
  v === undefined ? null : JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));

const limitSnapshot = (row: LimitRow | undefined) =>
  row ? { amount: row.amount, pendingAmount: row.pendingAmount, pendingAt: row.pendingAt } : null;

function exclusionView(x: ExclusionRow, at: Date) {
  return {
    id: x.id,
    kind: x.kind as 'timeout' | 'self_exclusion',
    duration: x.duration,
    brand: x.brand,
    startsAt: iso(x.startsAt),
    endsAt: x.endsAt ? iso(x.endsAt) : null,
    liftsAt: x.liftsAt ? iso(x.liftsAt) : null,
    active: isActive(x, at),
  };
}

function liftView(r: LiftRow) {
  return {
    id: r.id,
    exclusionId: r.exclusionId,
    status: r.status as 'pending' | 'approved' | 'rejected',
    requestedAt: iso(r.requestedAt),
    decideBy: iso(r.decideBy),
    decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
    reason: r.reason,
  };
}

/**
 * Player protection (issue 19; docs/player-protection.md): the player's limits and settings,
 * time-outs and self-exclusions, the reality-check figures and the statement; the staff's operator
 * limits and early-lift decisions. Every change is written to protection_changes in the change's
 * own transaction (staff changes to the audit log as well). The enforcement is in guard.ts.
 */
export function createProtectionService(opts: {
  db: Db;
  now: () => Date;
  /** Runs in the transaction that starts a time-out or self-exclusion: the bonus engine forfeits every grant. */
  onExcluded?: (tx: Db, memberId: string, at: Date) => Promise<unknown>;
}) {
  const { db, now } = opts;

  async function logChange(
    tx: Pick<Db, 'insert'>,
    member: MemberRef,
    actor: Actor,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    await tx.insert(protectionChanges).values({
      brand: member.brand,
      memberId: member.id,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      action,
      ip: actor.ip,
      before: plain(before),
      after: plain(after),
      at: now(),
    });
    if (actor.kind === 'staff') {
      await audit(tx, {
        brand: member.brand,
        staff: { id: actor.id, username: actor.name },
        action: `protection.${action}`,
        targetType: 'member',
        targetId: member.id,
        before,
        after,
        ip: actor.ip,
      });
    }
  }

  /** Serialises a member's protection changes with its money movements (the debit locks the same row). */
  const lockMember = (tx: Tx, memberId: string) =>
    tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');

  async function view(exec: Pick<Db, 'select'>, memberId: string): Promise<Protection> {
    const at = now();
    const [rows, usage, active, settingsRows, ownExclusions, lifts] = await Promise.all([
      limitRowsOf(exec, memberId),
      usageOf(exec, memberId, at),
      activeExclusions(exec, memberId, at),
      exec.select().from(protectionSettings).where(eq(protectionSettings.memberId, memberId)),
      exec
        .select()
        .from(protectionExclusions)
        .where(eq(protectionExclusions.memberId, memberId))
        .orderBy(desc(protectionExclusions.startsAt)),
      exec
        .select()
        .from(protectionLiftRequests)
        .where(eq(protectionLiftRequests.memberId, memberId))
        .orderBy(desc(protectionLiftRequests.requestedAt))
        .limit(1),
    ]);
    const limits = effectiveLimits(rows).map((l) => {
      const used = usedOf(usage, l.kind, l.period);
      const own = rows.find((r) => r.kind === l.kind && r.period === l.period && r.setBy === 'player');
      let pending: Protection['limits'][number]['pending'] = null;
      if (hasPending(own, at)) {
        const w = pendingWindow(own.pendingAt);
        pending = {
          amount: num(own.pendingAmount),
          requestedAt: iso(own.pendingAt),
          confirmableAt: iso(w.confirmableAt),
          lapsesAt: iso(w.lapsesAt),
          status: at >= w.confirmableAt ? 'confirmable' : 'cooling_off',
        };
      }
      const left = l.effective === null ? null : l.effective - used;
      return {
        kind: l.kind,
        period: l.period,
        amount: num(l.player),
        operator: num(l.operator),
        effective: num(l.effective),
        used: Number(used),
        remaining: left === null ? null : Number(left > 0n ? left : 0n),
        resetsAt: iso(usage.resetsAt[l.period]),
        pending,
      };
    });
    const state = stateOf(active);
    const settings = settingsRows[0];
    // The member's own exclusion in force (the one a lift request is about); else one of the person's.
    const exclusion = ownExclusions.find((x) => isActive(x, at)) ?? active[0] ?? null;
    return {
      limits,
      realityCheckMinutes: (settings?.realityCheckMinutes ?? null) as RealityCheckMinutes | null,
      sessionLimitMinutes: settings?.sessionLimitMinutes ?? null,
      state: state ? { state: state.state, until: state.until ? iso(state.until) : null } : null,
      exclusion: exclusion ? exclusionView(exclusion, at) : null,
      liftRequest: lifts[0] ? liftView(lifts[0]) : null,
    };
  }

  async function playerRow(tx: Tx, memberId: string, kind: LimitKind, period: LimitPeriod) {
    const [row] = await tx
      .select()
      .from(protectionLimits)
      .where(
        and(
          eq(protectionLimits.memberId, memberId),
          eq(protectionLimits.kind, kind),
          eq(protectionLimits.period, period),
          eq(protectionLimits.setBy, 'player'),
        ),
      );
    return row;
  }

  async function writePlayerRow(
    tx: Tx,
    memberId: string,
    kind: LimitKind,
    period: LimitPeriod,
    values: { amount: bigint | null; pendingAmount: bigint | null; pendingAt: Date | null },
  ) {
    const at = now();
    await tx
      .insert(protectionLimits)
      .values({ memberId, kind, period, setBy: 'player', ...values, updatedAt: at })
      .onConflictDoUpdate({
        target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period, protectionLimits.setBy],
        set: { ...values, updatedAt: at },
      });
  }

  return {
    /** GET /api/protection. */
    get: (memberId: string) => view(db, memberId),

    /** The state the session shows (`protection` in /api/accounts/me), or null. */
    async stateOf(memberId: string) {
      const s = stateOf(await activeExclusions(db, memberId, now()));
      return s ? { state: s.state, until: s.until ? iso(s.until) : null } : null;
    },

    /**
     * A first limit or a lower one applies at once (and drops a pending change); a higher one or a
     * removal (null) becomes pending: confirmable after the cooling-off, lapsing 7 days later.
     */
    async setLimit(
      member: MemberRef,
      actor: Actor,
      input: { kind: LimitKind; period: LimitPeriod; amount: number | null },
    ) {
      const amount = input.amount === null ? null : BigInt(input.amount);
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, member.id);
        const row = await playerRow(tx, member.id, input.kind, input.period);
        const current = row?.amount ?? null;
        const at = now();
        let action: string;
        let next: { amount: bigint | null; pendingAmount: bigint | null; pendingAt: Date | null };
        if (amount !== null && (current === null || amount <= current)) {
          action = current === null ? 'limit.set' : 'limit.decrease';
          next = { amount, pendingAmount: null, pendingAt: null };
        } else if (amount === null && current === null) {
          action = 'limit.cancel';
          next = { amount: null, pendingAmount: null, pendingAt: null };
        } else {
          action = amount === null ? 'limit.remove_requested' : 'limit.increase_requested';
          next = { amount: current, pendingAmount: amount, pendingAt: at };
        }
        await writePlayerRow(tx, member.id, input.kind, input.period, next);
        await logChange(
          tx,
          member,
          actor,
          action,
          { kind: input.kind, period: input.period, ...limitSnapshot(row) },
          {
            kind: input.kind,
            period: input.period,
            ...next,
          },
        );
      });
      return view(db, member.id);
    },

    /** Confirms a pending increase or removal: only after the cooling-off and before it lapses. */
    async confirmLimit(member: MemberRef, actor: Actor, key: { kind: LimitKind; period: LimitPeriod }) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, member.id);
        const row = await playerRow(tx, member.id, key.kind, key.period);
        const at = now();
        if (!hasPending(row, at)) throw noPending();
        const { confirmableAt } = pendingWindow(row.pendingAt);
        if (at < confirmableAt) {
          throw new AppError(409, 'protection.cooling_off', 'The 24-hour cooling-off of this change is not over', {
            confirmableAt: iso(confirmableAt),
          });
        }
        const next = { amount: row.pendingAmount, pendingAmount: null, pendingAt: null };
        await writePlayerRow(tx, member.id, key.kind, key.period, next);
        await logChange(tx, member, actor, 'limit.confirm', { ...key, ...limitSnapshot(row) }, { ...key, ...next });
      });
      return view(db, member.id);
    },

    /** Cancels a pending increase or removal: the limit in force stays. */
    async cancelLimit(member: MemberRef, actor: Actor, key: { kind: LimitKind; period: LimitPeriod }) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, member.id);
        const row = await playerRow(tx, member.id, key.kind, key.period);
        if (!hasPending(row, now())) throw noPending();
        const next = { amount: row.amount, pendingAmount: null, pendingAt: null };
        await writePlayerRow(tx, member.id, key.kind, key.period, next);
        await logChange(tx, member, actor, 'limit.cancel', { ...key, ...limitSnapshot(row) }, { ...key, ...next });
      });
      return view(db, member.id);
    },

    async setSettings(
      member: MemberRef,
      actor: Actor,
      change: { realityCheckMinutes: number | null } | { sessionLimitMinutes: number | null },
    ) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, member.id);
        const [before] = await tx.select().from(protectionSettings).where(eq(protectionSettings.memberId, member.id));
        const at = now();
        await tx
          .insert(protectionSettings)
          .values({ memberId: member.id, ...change, updatedAt: at })
          .onConflictDoUpdate({ target: protectionSettings.memberId, set: { ...change, updatedAt: at } });
        const action = 'realityCheckMinutes' in change ? 'reality_check.set' : 'session_limit.set';
        const snap = (s: typeof before) =>
          s ? { realityCheckMinutes: s.realityCheckMinutes, sessionLimitMinutes: s.sessionLimitMinutes } : null;
        await logChange(tx, member, actor, action, snap(before), { ...snap(before), ...change });
      });
      return view(db, member.id);
    },

    /** A time-out or self-exclusion, at once, bound to the member and their identity on every brand. */
    async exclude(
      member: MemberRef,
      actor: Actor,
      input:
        | { kind: 'timeout'; duration: TimeoutDuration }
        | { kind: 'self_exclusion'; duration: SelfExclusionDuration },
    ) {
      const at = now();
      let endsAt: Date | null;
      if (input.kind === 'timeout') endsAt = new Date(at.getTime() + TIMEOUT_MS[input.duration]);
      else {
        const months = SELF_EXCLUSION_MONTHS[input.duration];
        endsAt = months === null ? null : addMonths(at, months);
      }
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, member.id);
        const [m] = await tx
          .select({ mobile: members.mobile, email: members.email, idNumber: members.idNumber })
          .from(members)
          .where(eq(members.id, member.id));
        const [row] = await tx
          .insert(protectionExclusions)
          .values({
            brand: member.brand,
            memberId: member.id,
            kind: input.kind,
            duration: input.duration,
            startsAt: at,
            endsAt,
            ...identityKeys(m ?? { mobile: null, email: null, idNumber: null }),
            createdAt: at,
          })
          .returning();
        await opts.onExcluded?.(tx, member.id, at);
        await logChange(tx, member, actor, input.kind === 'timeout' ? 'timeout.start' : 'self_exclusion.start', null, {
          id: row!.id,
          duration: input.duration,
          startsAt: at,
          endsAt,
        });
      });
      return view(db, member.id);
    },

    /** Asks staff to lift the member's own self-exclusion early (a time-out cannot be). */
    async requestLift(member: MemberRef, actor: Actor) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, member.id);
        const at = now();
        const own = (
          await tx.select().from(protectionExclusions).where(eq(protectionExclusions.memberId, member.id))
        ).filter((x) => isActive(x, at));
        const target = own.find((x) => x.kind === 'self_exclusion' && x.liftsAt === null);
        if (!target) {
          throw new AppError(409, 'protection.lift_unavailable', 'No self-exclusion in force can be lifted early');
        }
        const [open] = await tx
          .select({ id: protectionLiftRequests.id })
          .from(protectionLiftRequests)
          .where(and(eq(protectionLiftRequests.memberId, member.id), eq(protectionLiftRequests.status, 'pending')));
        if (open) throw new AppError(409, 'protection.lift_pending', 'A lift request is already waiting');
        const [row] = await tx
          .insert(protectionLiftRequests)
          .values({
            brand: member.brand,
            exclusionId: target.id,
            memberId: member.id,
            requestedAt: at,
            decideBy: new Date(at.getTime() + LIFT_DECISION_WINDOW_MS),
          })
          .returning();
        await logChange(tx, member, actor, 'lift.request', null, { id: row!.id, exclusionId: target.id });
      });
      return view(db, member.id);
    },

    /** The reality check's figures: since the session's log-in, from the bet and win rows. */
    async sessionFigures(memberId: string, sessionId: string) {
      const [s] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
      const since = s?.createdAt ?? now();
      const [settings] = await db.select().from(protectionSettings).where(eq(protectionSettings.memberId, memberId));
      const [sums] = await db
        .select({
          wagered: sql<string>`coalesce(sum(${providerTransactions.amount}) filter (where ${providerTransactions.kind} = 'debit' and ${providerTransactions.status} = 'ok'), 0)::text`,
          won: sql<string>`coalesce(sum(${providerTransactions.amount}) filter (where ${providerTransactions.kind} = 'credit'), 0)::text`,
        })
        .from(providerTransactions)
        .where(and(eq(providerTransactions.memberId, memberId), gte(providerTransactions.createdAt, since)));
      const wagered = BigInt(sums?.wagered ?? '0');
      const won = BigInt(sums?.won ?? '0');
      const limit = settings?.sessionLimitMinutes ?? null;
      return {
        since: iso(since),
        wagered: Number(wagered),
        won: Number(won),
        net: Number(won - wagered),
        realityCheckMinutes: settings?.realityCheckMinutes ?? null,
        endsAt: limit === null ? null : iso(new Date(since.getTime() + limit * 60_000)),
      };
    },

    /** The account statement over [from, to): deposits, withdrawals, stakes, wins and the nets. */
    async statement(memberId: string, range: { from: string; to: string }) {
      const from = new Date(range.from);
      const to = new Date(range.to);
      if (!(from < to)) throw invalid('The range is empty', { to: 'validation.dateRange' });
      if (to.getTime() - from.getTime() > STATEMENT_MAX_DAYS * 24 * 60 * 60 * 1000) {
        throw invalid('The range is too long', { from: 'validation.dateRange' });
      }
      const sum = (col: unknown) => sql<string>`coalesce(sum(${col}), 0)::text`;
      const [[dep], [wd], [play]] = await Promise.all([
        db
          .select({ total: sum(deposits.amount) })
          .from(deposits)
          .where(
            and(
              eq(deposits.memberId, memberId),
              inArray(deposits.status, ['confirmed', 'paid']),
              gte(deposits.createdAt, from),
              lt(deposits.createdAt, to),
            ),
          ),
        db
          .select({ total: sum(withdrawals.amount) })
          .from(withdrawals)
          .where(
            and(
              eq(withdrawals.memberId, memberId),
              inArray(withdrawals.status, ['pending', 'paid']),
              gte(withdrawals.createdAt, from),
              lt(withdrawals.createdAt, to),
            ),
          ),
        db
          .select({
            stakes: sql<string>`coalesce(sum(${providerTransactions.amount}) filter (where ${providerTransactions.kind} = 'debit' and ${providerTransactions.status} = 'ok'), 0)::text`,
            wins: sql<string>`coalesce(sum(${providerTransactions.amount}) filter (where ${providerTransactions.kind} = 'credit'), 0)::text`,
          })
          .from(providerTransactions)
          .where(
            and(
              eq(providerTransactions.memberId, memberId),
              gte(providerTransactions.createdAt, from),
              lt(providerTransactions.createdAt, to),
            ),
          ),
      ]);
      const d = BigInt(dep?.total ?? '0');
      const w = BigInt(wd?.total ?? '0');
      const st = BigInt(play?.stakes ?? '0');
      const wi = BigInt(play?.wins ?? '0');
      return {
        from: iso(from),
        to: iso(to),
        deposits: Number(d),
        withdrawals: Number(w),
        depositNet: Number(d - w),
        stakes: Number(st),
        wins: Number(wi),
        gamingNet: Number(wi - st),
      };
    },

    // Back office ------------------------------------------------------------------------------------

    async staffView(brand: string, memberId: string) {
      const [m] = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.brand, brand)));
      if (!m) throw notFound();
      const at = now();
      const [base, exclusions, lifts, changes] = await Promise.all([
        view(db, memberId),
        db
          .select()
          .from(protectionExclusions)
          .where(eq(protectionExclusions.memberId, memberId))
          .orderBy(desc(protectionExclusions.startsAt)),
        db
          .select()
          .from(protectionLiftRequests)
          .where(eq(protectionLiftRequests.memberId, memberId))
          .orderBy(desc(protectionLiftRequests.requestedAt)),
        db
          .select()
          .from(protectionChanges)
          .where(eq(protectionChanges.memberId, memberId))
          .orderBy(desc(protectionChanges.id))
          .limit(PROTECTION_CHANGES_PAGE),
      ]);
      return {
        ...base,
        memberId: m.id,
        username: m.username,
        exclusions: exclusions.map((x) => exclusionView(x, at)),
        liftRequests: lifts.map(liftView),
        changes: changes.map((c) => ({
          id: c.id,
          actorKind: c.actorKind as 'member' | 'staff',
          actorName: c.actorName,
          action: c.action,
          ip: c.ip,
          before: c.before,
          after: c.after,
          at: iso(c.at),
        })),
      };
    },

    /** The operator's limit: applies at once, up or down; null removes it. */
    async setOperatorLimit(
      brand: string,
      actor: Actor,
      memberId: string,
      input: { kind: LimitKind; period: LimitPeriod; amount: number | null },
    ) {
      const [m] = await db
        .select({ id: members.id, username: members.username, brand: members.brand })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.brand, brand)));
      if (!m) throw notFound();
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await lockMember(tx, m.id);
        const where = and(
          eq(protectionLimits.memberId, m.id),
          eq(protectionLimits.kind, input.kind),
          eq(protectionLimits.period, input.period),
          eq(protectionLimits.setBy, 'operator'),
        );
        const [before] = await tx.select().from(protectionLimits).where(where);
        const at = now();
        if (input.amount === null) await tx.delete(protectionLimits).where(where);
        else {
          const amount = BigInt(input.amount);
          await tx
            .insert(protectionLimits)
            .values({
              memberId: m.id,
              kind: input.kind,
              period: input.period,
              setBy: 'operator',
              amount,
              updatedAt: at,
            })
            .onConflictDoUpdate({
              target: [
                protectionLimits.memberId,
                protectionLimits.kind,
                protectionLimits.period,
                protectionLimits.setBy,
              ],
              set: { amount, updatedAt: at },
            });
        }
        await logChange(
          tx,
          m,
          actor,
          input.amount === null ? 'operator_limit.remove' : 'operator_limit.set',
          { kind: input.kind, period: input.period, amount: before?.amount ?? null },
          { kind: input.kind, period: input.period, amount: input.amount },
        );
      });
      return this.staffView(brand, m.id);
    },

    async listLifts(brand: string, status: 'pending' | 'approved' | 'rejected') {
      const at = now();
      const rows = await db
        .select({ r: protectionLiftRequests, x: protectionExclusions, username: members.username })
        .from(protectionLiftRequests)
        .innerJoin(protectionExclusions, eq(protectionExclusions.id, protectionLiftRequests.exclusionId))
        .innerJoin(members, eq(members.id, protectionLiftRequests.memberId))
        .where(and(eq(protectionLiftRequests.brand, brand), eq(protectionLiftRequests.status, status)))
        .orderBy(protectionLiftRequests.decideBy)
        .limit(200);
      return {
        items: rows.map(({ r, x, username }) => ({
          ...liftView(r),
          memberId: r.memberId,
          username,
          exclusion: exclusionView(x, at),
        })),
      };
    },

    /** Decides an early-lift request with a reason; an approval lifts the exclusion 24 hours later. */
    async decideLift(
      brand: string,
      actor: Actor,
      id: string,
      input: { decision: 'approve' | 'reject'; reason: string },
    ) {
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const [r] = await tx
          .select()
          .from(protectionLiftRequests)
          .where(and(eq(protectionLiftRequests.id, id), eq(protectionLiftRequests.brand, brand)))
          .for('update');
        if (!r) throw notFound();
        if (r.status !== 'pending') {
          throw new AppError(409, 'protection.lift_decided', 'This request was already decided');
        }
        const [m] = await tx
          .select({ id: members.id, username: members.username, brand: members.brand })
          .from(members)
          .where(eq(members.id, r.memberId));
        const at = now();
        const status = input.decision === 'approve' ? 'approved' : 'rejected';
        await tx
          .update(protectionLiftRequests)
          .set({ status, decidedAt: at, decidedBy: actor.name, reason: input.reason })
          .where(eq(protectionLiftRequests.id, r.id));
        let liftsAt: Date | null = null;
        if (status === 'approved') {
          liftsAt = new Date(at.getTime() + LIFT_DELAY_MS);
          await tx.update(protectionExclusions).set({ liftsAt }).where(eq(protectionExclusions.id, r.exclusionId));
        }
        await logChange(
          tx,
          m!,
          actor,
          `lift.${input.decision}`,
          { id: r.id, status: r.status },
          { id: r.id, status, reason: input.reason, liftsAt },
        );
        return { ...liftView({ ...r, status, decidedAt: at, decidedBy: actor.name, reason: input.reason }) };
      });
      return result;
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
