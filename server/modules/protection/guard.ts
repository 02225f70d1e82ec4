import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  LIMIT_CONFIRM_WINDOW_MS,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  PROTECTION_TIME_ZONE,
  type ProtectionBlockReason,
  type ProtectionState,
} from '../../../src/api/contract/protection.constants';
import type { Db } from '../../db';
import { deposits, members, protectionExclusions, protectionLimits, providerTransactions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { periodOf } from './periods';

type Exec = Pick<Db, 'select'>;
type LimitRow = typeof protectionLimits.$inferSelect;
type ExclusionRow = typeof protectionExclusions.$inferSelect;

/** The deposit statuses that count toward a deposit limit: asked for and not (yet) failed. */
export const COUNTED_DEPOSIT_STATUSES = ['pending', 'created', 'confirmed', 'paid'] as const;

/** The identity an exclusion binds across brands, normalised: mobile digits, e-mail lower-case, ID upper-case. */
export function identityKeys(m: { mobile: string | null; email: string | null; idNumber: string | null }) {
  const digits = m.mobile?.replace(/\D/g, '') ?? '';
  const email = m.email?.trim().toLowerCase() ?? '';
  const id = m.idNumber?.replace(/[\s-]/g, '').toUpperCase() ?? '';
  return { mobileKey: digits || null, emailKey: email || null, idKey: id || null };
}

/** When an exclusion stops binding: the earlier of its end and an approved early lift; null: never. */
export const exclusionEnd = (x: Pick<ExclusionRow, 'endsAt' | 'liftsAt'>): Date | null =>
  x.liftsAt && (!x.endsAt || x.liftsAt < x.endsAt) ? x.liftsAt : x.endsAt;

export const isActive = (x: ExclusionRow, at: Date) => {
  const end = exclusionEnd(x);
  return x.startsAt <= at && (end === null || end > at);
};

/** Every exclusion in force for this member or the same person on any brand (mobile, e-mail, ID number). */
export async function activeExclusions(exec: Exec, memberId: string, at: Date): Promise<ExclusionRow[]> {
  const [m] = await exec
    .select({ mobile: members.mobile, email: members.email, idNumber: members.idNumber })
    .from(members)
    .where(eq(members.id, memberId));
  const keys = identityKeys(m ?? { mobile: null, email: null, idNumber: null });
  const who: SQL[] = [eq(protectionExclusions.memberId, memberId)];
  if (keys.mobileKey) who.push(eq(protectionExclusions.mobileKey, keys.mobileKey));
  if (keys.emailKey) who.push(eq(protectionExclusions.emailKey, keys.emailKey));
  if (keys.idKey) who.push(eq(protectionExclusions.idKey, keys.idKey));
  const rows = await exec
    .select()
    .from(protectionExclusions)
    .where(and(or(...who), sql`${protectionExclusions.startsAt} <= ${at}`));
  return rows.filter((x) => isActive(x, at));
}

/**
 * The state the session and the UI show: `excluded` while any self-exclusion binds (until its end;
 * null: permanent), else `timeout` while a time-out does; null when free.
 */
export function stateOf(active: ExclusionRow[]): { state: ProtectionState; until: Date | null } | null {
  const pick = (kind: ExclusionRow['kind']) => active.filter((x) => x.kind === kind);
  const self = pick('self_exclusion');
  const list = self.length > 0 ? self : pick('timeout');
  if (list.length === 0) return null;
  const ends = list.map(exclusionEnd);
  const until = ends.some((e) => e === null) ? null : new Date(Math.max(...ends.map((e) => e!.getTime())));
  return { state: self.length > 0 ? 'excluded' : 'timeout', until };
}

export const excludedError = (state: { until: Date | null }) =>
  new AppError(
    403,
    'protection.excluded',
    'A time-out or self-exclusion is in force: no play and no deposits (withdrawals and history stay open)',
    state.until ? { until: state.until.toISOString() } : undefined,
  );

/** A pending change's window: confirmable from `requested + 24 h`, lapsed at `confirmable + 7 d`. */
export function pendingWindow(pendingAt: Date) {
  const confirmableAt = new Date(pendingAt.getTime() + LIMIT_COOLING_OFF_MS);
  return { confirmableAt, lapsesAt: new Date(confirmableAt.getTime() + LIMIT_CONFIRM_WINDOW_MS) };
}

/** The player's row has a pending change that has not lapsed at `at`. */
export const hasPending = (row: LimitRow | undefined, at: Date): row is LimitRow & { pendingAt: Date } =>
  !!row?.pendingAt && pendingWindow(row.pendingAt).lapsesAt > at;

export interface Usage {
  /** Per period: deposits, stakes and wins in the current calendar period. */
  deposit: Record<LimitPeriod, bigint>;
  stakes: Record<LimitPeriod, bigint>;
  wins: Record<LimitPeriod, bigint>;
  resetsAt: Record<LimitPeriod, Date>;
}

const zero = (): Record<LimitPeriod, bigint> => ({ day: 0n, week: 0n, month: 0n });

/**
 * A member's deposits, stakes and wins in the current day, week and month of the brand's calendar.
 * Stakes are the vendor debits not rolled back; wins the credits (provider_transactions, stamped
 * with the app clock, one row per ledger entry).
 */
export async function usageOf(exec: Exec, memberId: string, at: Date): Promise<Usage> {
  const bounds = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodOf(at, p, PROTECTION_TIME_ZONE)])) as Record<
    LimitPeriod,
    { start: Date; end: Date }
  >;
  const earliest = new Date(Math.min(...LIMIT_PERIODS.map((p) => bounds[p].start.getTime())));
  const latest = new Date(Math.max(...LIMIT_PERIODS.map((p) => bounds[p].end.getTime())));
  const sumIn = (amount: unknown, when: SQL, createdAt: unknown, p: LimitPeriod) =>
    sql<string>`coalesce(sum(${amount}) filter (where ${when} and ${createdAt} >= ${bounds[p].start} and ${createdAt} < ${bounds[p].end}), 0)::text`;
  const [dep] = await exec
    .select({
      day: sumIn(deposits.amount, sql`true`, deposits.createdAt, 'day'),
      week: sumIn(deposits.amount, sql`true`, deposits.createdAt, 'week'),
      month: sumIn(deposits.amount, sql`true`, deposits.createdAt, 'month'),
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        inArray(deposits.status, [...COUNTED_DEPOSIT_STATUSES]),
        gte(deposits.createdAt, earliest),
        lt(deposits.createdAt, latest),
      ),
    );
  const debit = sql`${providerTransactions.kind} = 'debit' and ${providerTransactions.status} = 'ok'`;
  const credit = sql`${providerTransactions.kind} = 'credit'`;
  const [play] = await exec
    .select({
      sd: sumIn(providerTransactions.amount, debit, providerTransactions.createdAt, 'day'),
      sw: sumIn(providerTransactions.amount, debit, providerTransactions.createdAt, 'week'),
      sm: sumIn(providerTransactions.amount, debit, providerTransactions.createdAt, 'month'),
      wd: sumIn(providerTransactions.amount, credit, providerTransactions.createdAt, 'day'),
      ww: sumIn(providerTransactions.amount, credit, providerTransactions.createdAt, 'week'),
      wm: sumIn(providerTransactions.amount, credit, providerTransactions.createdAt, 'month'),
    })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.memberId, memberId),
        gte(providerTransactions.createdAt, earliest),
        lt(providerTransactions.createdAt, latest),
      ),
    );
  const usage: Usage = {
    deposit: zero(),
    stakes: zero(),
    wins: zero(),
    resetsAt: { day: bounds.day.end, week: bounds.week.end, month: bounds.month.end },
  };
  if (dep) usage.deposit = { day: BigInt(dep.day), week: BigInt(dep.week), month: BigInt(dep.month) };
  if (play) {
    usage.stakes = { day: BigInt(play.sd), week: BigInt(play.sw), month: BigInt(play.sm) };
    usage.wins = { day: BigInt(play.wd), week: BigInt(play.ww), month: BigInt(play.wm) };
  }
  return usage;
}

/** What a limit of `kind` has used in `period`: deposits, stakes, or the net loss (stakes − wins, at least 0). */
export function usedOf(usage: Usage, kind: LimitKind, period: LimitPeriod): bigint {
  if (kind === 'deposit') return usage.deposit[period];
  if (kind === 'wager') return usage.stakes[period];
  const net = usage.stakes[period] - usage.wins[period];
  return net > 0n ? net : 0n;
}

export interface EffectiveLimit {
  kind: LimitKind;
  period: LimitPeriod;
  player: bigint | null;
  operator: bigint | null;
  /** The lower of the two; null when neither is set. */
  effective: bigint | null;
}

const lower = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** Every kind × period of the member with its player, operator and effective limit. */
export function effectiveLimits(rows: LimitRow[]): EffectiveLimit[] {
  const find = (kind: LimitKind, period: LimitPeriod, setBy: 'player' | 'operator') =>
    rows.find((r) => r.kind === kind && r.period === period && r.setBy === setBy)?.amount ?? null;
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const player = find(kind, period, 'player');
      const operator = find(kind, period, 'operator');
      return { kind, period, player, operator, effective: lower(player, operator) };
    }),
  );
}

export const limitRowsOf = (exec: Exec, memberId: string) =>
  exec.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId));

export interface LimitBreach {
  kind: LimitKind;
  period: LimitPeriod;
  limit: bigint;
  remaining: bigint;
  resetsAt: Date;
}

/**
 * The limit of `kinds` that `amount` more would pass, or null. With several, the one with the least
 * room left (the tightest applies). A loss limit counts the stake as lost until a win comes back.
 */
export async function breachOf(
  exec: Exec,
  memberId: string,
  kinds: readonly LimitKind[],
  amount: bigint,
  at: Date,
): Promise<LimitBreach | null> {
  const limits = effectiveLimits(await limitRowsOf(exec, memberId)).filter(
    (l) => l.effective !== null && kinds.includes(l.kind),
  );
  if (limits.length === 0) return null;
  const usage = await usageOf(exec, memberId, at);
  let worst: LimitBreach | null = null;
  for (const l of limits) {
    const used = usedOf(usage, l.kind, l.period);
    const left = l.effective! - used;
    const remaining = left > 0n ? left : 0n;
    // The loss after this stake if it is lost: stakes + amount − wins, at least 0.
    const net = usage.stakes[l.period] + amount - usage.wins[l.period];
    const after = l.kind === 'loss' ? (net > 0n ? net : 0n) : used + amount;
    if (after <= l.effective!) continue;
    if (!worst || remaining < worst.remaining) {
      worst = { kind: l.kind, period: l.period, limit: l.effective!, remaining, resetsAt: usage.resetsAt[l.period] };
    }
  }
  return worst;
}

export const breachFields = (b: LimitBreach): Record<string, string> => ({
  kind: b.kind,
  period: b.period,
  limit: b.limit.toString(),
  remaining: b.remaining.toString(),
  resetsAt: b.resetsAt.toISOString(),
});

/**
 * A deposit of `amount`: refused 403 protection.excluded while a time-out or self-exclusion binds
 * the person, 409 protection.deposit_limit when it would pass a deposit limit. Run it inside the
 * transaction that holds the member row's lock to be race-safe.
 */
export async function assertDeposit(exec: Exec, memberId: string, amount: bigint, at: Date) {
  const state = stateOf(await activeExclusions(exec, memberId, at));
  if (state) throw excludedError(state);
  const breach = await breachOf(exec, memberId, ['deposit'], amount, at);
  if (breach) {
    throw new AppError(409, 'protection.deposit_limit', `The deposit would pass the ${breach.period} deposit limit`, {
      ...breachFields(breach),
    });
  }
}

/** Game launch: 403 protection.excluded while a time-out or self-exclusion binds the person. */
export async function assertCanPlay(exec: Exec, memberId: string, at: Date) {
  const state = stateOf(await activeExclusions(exec, memberId, at));
  if (state) throw excludedError(state);
}

export interface StakeRefusal {
  reason: ProtectionBlockReason;
  code: 'protection.loss_limit' | 'protection.wager_limit' | 'protection.excluded';
  fields: Record<string, string>;
}

/**
 * A stake of `amount` (a vendor's debit): the refusal, or null. Called in the debit's own
 * transaction after the member row is locked, so concurrent debits are counted one after another.
 */
export async function stakeRefusal(
  exec: Exec,
  memberId: string,
  amount: bigint,
  at: Date,
): Promise<StakeRefusal | null> {
  const state = stateOf(await activeExclusions(exec, memberId, at));
  if (state) {
    return {
      reason: state.state === 'excluded' ? 'SELF_EXCLUDED' : 'TIME_OUT',
      code: 'protection.excluded',
      fields: state.until ? { until: state.until.toISOString() } : {},
    };
  }
  const breach = await breachOf(exec, memberId, ['loss', 'wager'], amount, at);
  if (!breach) return null;
  return breach.kind === 'loss'
    ? { reason: 'LOSS_LIMIT', code: 'protection.loss_limit', fields: breachFields(breach) }
    : { reason: 'WAGER_LIMIT', code: 'protection.wager_limit', fields: breachFields(breach) };
}

/**
 * A condition on `members`: a time-out or self-exclusion binds this member (or the same person on
 * another brand) at `at`. Marketing sends leave such members out (docs/player-protection.md).
 */
export function excludedMemberSql(at: Date): SQL {
  const x = protectionExclusions;
  return sql`exists (select 1 from ${x} where (${x.memberId} = ${members.id}
    or ${x.mobileKey} = nullif(regexp_replace(coalesce(${members.mobile}, ''), '\\D', '', 'g'), '')
    or ${x.emailKey} = nullif(lower(trim(coalesce(${members.email}, ''))), '')
    or ${x.idKey} = nullif(upper(regexp_replace(coalesce(${members.idNumber}, ''), '[\\s-]', '', 'g')), ''))
    and ${x.startsAt} <= ${at} and (${x.endsAt} is null or ${x.endsAt} > ${at})
    and (${x.liftsAt} is null or ${x.liftsAt} > ${at}))`;
}
