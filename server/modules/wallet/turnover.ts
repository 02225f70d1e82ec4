import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { memberTurnover } from '../../db/schema';
import { COUNTER_CEILING } from './bounds';

/**
 * Turnover (wagering) a member owes before withdrawing (issue 4). `required` grows with deposits
 * and bonuses, `wagered` with settled bets; what is still owed is max(0, required − wagered).
 * Every helper takes the caller's transaction, so the requirement changes exactly when the money does.
 */

/** A transaction or the database. */
export type TurnoverExecutor = Pick<Db, 'select' | 'insert'>;

export interface Turnover {
  required: bigint;
  wagered: bigint;
  /** max(0, required − wagered): a withdrawal is refused while this is above zero. */
  outstanding: bigint;
}

const outstandingOf = (required: bigint, wagered: bigint) => (required > wagered ? required - wagered : 0n);

/** The member's turnover (zeros when nothing was ever required). */
export async function turnoverOf(exec: Pick<Db, 'select'>, memberId: string): Promise<Turnover> {
  const [row] = await exec
    .select({ required: memberTurnover.required, wagered: memberTurnover.wagered })
    .from(memberTurnover)
    .where(eq(memberTurnover.memberId, memberId));
  const required = row?.required ?? 0n;
  const wagered = row?.wagered ?? 0n;
  return { required, wagered, outstanding: outstandingOf(required, wagered) };
}

/**
 * Both totals saturate at COUNTER_CEILING (2^53 − 1; ADR 0011): they grow with every deposit and
 * stake for the life of the account, with no bound of their own, and the withdraw page and the back
 * office send them as JSON numbers. Reaching it takes 90 trillion yuan of stakes.
 */
async function add(exec: TurnoverExecutor, memberId: string, column: 'required' | 'wagered', amount: bigint) {
  if (typeof amount !== 'bigint' || amount < 0n) throw new RangeError(`turnover ${column} must grow by a bigint >= 0`);
  if (amount === 0n) return turnoverOf(exec, memberId);
  const step = amount > COUNTER_CEILING ? COUNTER_CEILING : amount;
  const target = memberTurnover[column];
  const [row] = await exec
    .insert(memberTurnover)
    .values({ memberId, required: column === 'required' ? step : 0n, wagered: column === 'wagered' ? step : 0n })
    .onConflictDoUpdate({
      target: memberTurnover.memberId,
      set: { [column]: sql`least(${target} + ${step}, ${COUNTER_CEILING})`, updatedAt: sql`now()` },
    })
    .returning({ required: memberTurnover.required, wagered: memberTurnover.wagered });
  return { required: row!.required, wagered: row!.wagered, outstanding: outstandingOf(row!.required, row!.wagered) };
}

/**
 * Adds turnover the member must wager before withdrawing (a deposit, a bonus). Call it in the
 * transaction that credits the money. Answers the member's turnover after it.
 */
export const addRequirement = (tx: TurnoverExecutor, memberId: string, amount: bigint): Promise<Turnover> =>
  add(tx, memberId, 'required', amount);

/**
 * Adds a real-money stake to what the member wagered. The provider API calls it for every debit
 * of real money (vendors and the house studio alike), in the transaction that takes the stake.
 */
export const addWagered = (tx: TurnoverExecutor, memberId: string, amount: bigint): Promise<Turnover> =>
  add(tx, memberId, 'wagered', amount);

/**
 * Takes a cancelled stake back out of what was wagered (a rollback of a debit), in the rollback's
 * transaction. Never below zero: a stake taken before stakes counted is not there to take back.
 */
export async function removeWagered(
  tx: Pick<Db, 'select' | 'update'>,
  memberId: string,
  amount: bigint,
): Promise<Turnover> {
  if (typeof amount !== 'bigint' || amount < 0n) throw new RangeError('turnover wagered must shrink by a bigint >= 0');
  if (amount > 0n) {
    await tx
      .update(memberTurnover)
      .set({ wagered: sql`greatest(${memberTurnover.wagered} - ${amount}, 0)`, updatedAt: sql`now()` })
      .where(eq(memberTurnover.memberId, memberId));
  }
  return turnoverOf(tx, memberId);
}

/**
 * The turnover a deposit of `amount` requires at `percent` of it (the brand's
 * wallet.depositTurnoverPercent, DEPOSIT_TURNOVER_PERCENT_DEFAULT when unset): 100 is 1×. Rounded down.
 */
export const requirementFor = (amount: bigint, percent: number): bigint => (amount * BigInt(percent)) / 100n;

/**
 * Waives what the member still owes: the requirement drops to what was wagered (staff only, with a
 * reason the caller audits). Locks the row, so a deposit or a bet settling at the same moment waits.
 * Answers the turnover before and after; null when nothing is owed. Call it inside a transaction.
 */
export async function waiveOutstanding(
  tx: Pick<Db, 'select' | 'update'>,
  memberId: string,
): Promise<{ before: Turnover; after: Turnover } | null> {
  const [row] = await tx
    .select({ required: memberTurnover.required, wagered: memberTurnover.wagered })
    .from(memberTurnover)
    .where(eq(memberTurnover.memberId, memberId))
    .for('update');
  if (!row || row.required <= row.wagered) return null;
  await tx
    .update(memberTurnover)
    .set({ required: row.wagered, updatedAt: sql`now()` })
    .where(eq(memberTurnover.memberId, memberId));
  return {
    before: { ...row, outstanding: outstandingOf(row.required, row.wagered) },
    after: { required: row.wagered, wagered: row.wagered, outstanding: 0n },
  };
}
