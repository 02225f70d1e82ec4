/**
 * VIP level rules (issue 20; docs/vip-rebates-referral.md), pure and shared by the server and the
 * benefits page. Amounts are integer minor units (bigint on the server, number on the wire).
 */

export interface LevelThreshold {
  rank: number;
  minTurnover: bigint;
  minDeposits: bigint;
}

/** The highest level whose thresholds the member meets (levels sorted by rank; rank 0 is free). */
export function targetRank(levels: readonly LevelThreshold[], turnover: bigint, deposits: bigint): number {
  let rank = 0;
  for (const l of levels) {
    if (turnover >= l.minTurnover && deposits >= l.minDeposits) rank = Math.max(rank, l.rank);
  }
  return rank;
}

/** A rate in basis points of an amount, rounded down (never a float). */
export const bpOf = (amount: bigint, bp: number): bigint =>
  amount <= 0n || bp <= 0 ? 0n : (amount * BigInt(Math.trunc(bp))) / 10_000n;

/**
 * Progress to the next level: the lesser of turnover and deposit progress, 0–100, rounded down
 * (100 only when met), and what is still needed of each.
 */
export function progressTo(
  next: Pick<LevelThreshold, 'minTurnover' | 'minDeposits'> | null,
  turnover: bigint,
  deposits: bigint,
): { percent: number; turnoverToNext: bigint; depositsToNext: bigint } {
  if (!next) return { percent: 100, turnoverToNext: 0n, depositsToNext: 0n };
  const part = (have: bigint, need: bigint) => (need <= 0n || have >= need ? 100 : Number((have * 100n) / need));
  return {
    percent: Math.min(part(turnover, next.minTurnover), part(deposits, next.minDeposits)),
    turnoverToNext: next.minTurnover > turnover ? next.minTurnover - turnover : 0n,
    depositsToNext: next.minDeposits > deposits ? next.minDeposits - deposits : 0n,
  };
}

/** An account shown to its inviter: the first two and the last character, the rest masked. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** A rate in basis points as a percentage for reading: 50 → "0.5%" (display only; money never goes through it). */
export const formatBp = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
