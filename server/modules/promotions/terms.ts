import type { Contributions } from '../../db/schema/promotions';

/**
 * The bonus engine's arithmetic (ADR 0022), pure and in integer minor units: how a stake splits
 * between cash and a grant, how a win settles back, what a stake feeds the wagering, what a trigger
 * pays and what converts. The database code in grants.ts only applies these.
 */

/** Cash first, the grant's bonus for the shortfall; null when the two together cannot cover the stake. */
export function splitStake(stake: bigint, cash: bigint, bonus: bigint): { cash: bigint; bonus: bigint } | null {
  if (stake <= 0n) throw new RangeError('a stake is positive');
  const fromCash = cash >= stake ? stake : cash > 0n ? cash : 0n;
  const fromBonus = stake - fromCash;
  if (fromBonus > bonus) return null;
  return { cash: fromCash, bonus: fromBonus };
}

/**
 * A win in the proportions of its round's stake: `stakeBonus / stake` of it returns to the grant
 * (rounded down: the odd minor unit goes to cash, the player's side), the rest to cash.
 */
export function splitWin(win: bigint, stake: bigint, stakeBonus: bigint): { cash: bigint; bonus: bigint } {
  if (win < 0n) throw new RangeError('a win is not negative');
  if (stake <= 0n || stakeBonus <= 0n) return { cash: win, bonus: 0n };
  const share = stakeBonus >= stake ? stake : stakeBonus;
  const bonus = (win * share) / stake;
  return { cash: win - bonus, bonus };
}

/** The percent of a stake that counts toward wagering in a game category (0–100). */
export const contributionPercent = (contributions: Contributions, gameType: string): number => {
  const own = contributions[gameType];
  const pct = typeof own === 'number' ? own : contributions.default;
  return Math.max(0, Math.min(100, Math.trunc(pct)));
};

/** What a stake adds to the wagering of the grant it feeds (rounded down). */
export const contributionOf = (stake: bigint, contributions: Contributions, gameType: string): bigint =>
  (stake * BigInt(contributionPercent(contributions, gameType))) / 100n;

/** The wagering a grant needs: the multiple of the bonus, or of the bonus and the deposit it matched. */
export const wageringRequired = (
  multiple: number,
  basis: 'bonus' | 'bonus_deposit',
  bonus: bigint,
  deposit: bigint | null,
): bigint => BigInt(multiple) * (basis === 'bonus_deposit' ? bonus + (deposit ?? 0n) : bonus);

export interface PayTerms {
  percent: number | null;
  fixedAmount: bigint | null;
  maxAmount: bigint | null;
  minDeposit: bigint | null;
  maxDeposit: bigint | null;
}

/**
 * What a trigger pays. A deposit match pays deposit × percent, capped at `maxAmount`, and only for a
 * deposit inside [minDeposit, maxDeposit]; a fixed bonus pays its amount (capped too). Null: nothing
 * (outside the range, or nothing to pay).
 */
export function payOf(terms: PayTerms, deposit: bigint | null): bigint | null {
  let amount: bigint;
  if (terms.percent !== null) {
    if (deposit === null || deposit <= 0n) return null;
    if (terms.minDeposit !== null && deposit < terms.minDeposit) return null;
    if (terms.maxDeposit !== null && deposit > terms.maxDeposit) return null;
    amount = (deposit * BigInt(terms.percent)) / 100n;
  } else if (terms.fixedAmount !== null) {
    if (deposit !== null && terms.minDeposit !== null && deposit < terms.minDeposit) return null;
    if (deposit !== null && terms.maxDeposit !== null && deposit > terms.maxDeposit) return null;
    amount = terms.fixedAmount;
  } else return null;
  if (terms.maxAmount !== null && amount > terms.maxAmount) amount = terms.maxAmount;
  return amount > 0n ? amount : null;
}

/** At conversion: what reaches cash (up to the cap) and what is forfeited above it. */
export function conversionOf(balance: bigint, cap: bigint | null): { toCash: bigint; forfeited: bigint } {
  const toCash = cap !== null && balance > cap ? cap : balance;
  return { toCash, forfeited: balance - toCash };
}

/** Whether a grant's wagering is complete. */
export const wageringMet = (wagered: bigint, required: bigint): boolean => wagered >= required;
