/**
 * Agent contracts' rules (issue 21, docs/agents.md "Contracts and dividend", ADR 0026), shared by the
 * server and the pages: which tier a period's team figures meet, what it pays in integer minor units,
 * whether a tier list is well formed, and the period keys (day, hour, half-month, month) in the
 * brand's time zone. Amounts are integer minor units; rates and shares are integer basis points.
 */

export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const DIVIDEND_PERIODS = ['half_month', 'month'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** A contract period's kind: a day (salary), an hour (hourly), a half-month or a month (dividend). */
export type PeriodKind = 'day' | 'hour' | DividendPeriod;

/** At most this many tiers a contract. */
export const CONTRACT_TIERS_MAX = 20;
/** 100% in basis points: a rate or share never exceeds it. */
export const BASIS_POINTS = 10_000;

/** What a salary or hourly tier pays: a fixed amount, or a rate of the period's team turnover. */
export type TierPay = { kind: 'fixed'; amount: number } | { kind: 'rate'; basisPoints: number };

export interface SalaryTier {
  minTurnover: number;
  minActiveMembers: number;
  pay: TierPay;
}
export interface HourlyTier {
  minTurnover: number;
  pay: TierPay;
}
export interface DividendTier {
  minNetLoss: number;
  shareBasisPoints: number;
}
export type Tiers = SalaryTier[] | HourlyTier[] | DividendTier[];

/** A period's team figures: real-money turnover, distinct bettors, and the team's net loss (see netLoss). */
export interface TeamFigures {
  turnover: number;
  activeMembers: number;
  netLoss: number;
}

/**
 * The team's net loss over a period: what the team staked, less what it won back, less the bonuses,
 * rebates, commissions and contract payments paid to it. Negative when the team won.
 */
export const netLoss = (stakes: number, payouts: number, bonusesAndRebates: number) =>
  stakes - payouts - bonusesAndRebates;

/** The index of the highest tier the figures meet (tiers are in ascending order), or null. */
export function pickTier(kind: ContractKind, tiers: Tiers, f: TeamFigures): number | null {
  let found: number | null = null;
  tiers.forEach((t, i) => {
    const met =
      kind === 'salary'
        ? f.turnover >= (t as SalaryTier).minTurnover && f.activeMembers >= (t as SalaryTier).minActiveMembers
        : kind === 'hourly'
          ? f.turnover >= (t as HourlyTier).minTurnover
          : f.netLoss > 0 && f.netLoss >= (t as DividendTier).minNetLoss;
    if (met) found = i;
  });
  return found;
}

/** `amount × basisPoints / 10 000`, rounded down, exactly (bigint). */
export function share(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  return Number((BigInt(amount) * BigInt(basisPoints)) / BigInt(BASIS_POINTS));
}

/** What the figures earn under the tiers: the tier met (or null) and the pay in minor units. */
export function contractPay(kind: ContractKind, tiers: Tiers, f: TeamFigures): { tier: number | null; amount: number } {
  const tier = pickTier(kind, tiers, f);
  if (tier === null) return { tier, amount: 0 };
  if (kind === 'dividend') return { tier, amount: share(f.netLoss, (tiers[tier] as DividendTier).shareBasisPoints) };
  const pay = (tiers[tier] as SalaryTier | HourlyTier).pay;
  return { tier, amount: pay.kind === 'fixed' ? pay.amount : share(f.turnover, pay.basisPoints) };
}

/**
 * Which row and field of a tier list is wrong, with the i18n key (`contracts.tiers.*`) that says why;
 * empty when the list holds. Thresholds must rise strictly from row to row (a salary tier's active
 * members may not fall), so "the highest tier met" is the last one met.
 */
export function checkTiers(kind: ContractKind, tiers: Tiers): Record<string, string> {
  const errors: Record<string, string> = {};
  if (tiers.length === 0) errors.tiers = 'tiersEmpty';
  if (tiers.length > CONTRACT_TIERS_MAX) errors.tiers = 'tiersTooMany';
  const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
  tiers.forEach((t, i) => {
    const at = (field: string, key: string) => {
      errors[`tiers.${i}.${field}`] ??= key;
    };
    if (kind === 'dividend') {
      const d = t as DividendTier;
      if (!whole(d.minNetLoss, 0)) at('minNetLoss', 'amountInvalid');
      if (!whole(d.shareBasisPoints, 1) || d.shareBasisPoints > BASIS_POINTS) at('shareBasisPoints', 'shareInvalid');
      const prev = tiers[i - 1] as DividendTier | undefined;
      if (prev && whole(d.minNetLoss, 0) && d.minNetLoss <= prev.minNetLoss) at('minNetLoss', 'notAscending');
      return;
    }
    const s = t as SalaryTier;
    if (!whole(s.minTurnover, 0)) at('minTurnover', 'amountInvalid');
    if (kind === 'salary' && !whole(s.minActiveMembers, 0)) at('minActiveMembers', 'countInvalid');
    if (s.pay?.kind === 'fixed' && !whole(s.pay.amount, 1)) at('pay', 'amountInvalid');
    if (s.pay?.kind === 'rate' && (!whole(s.pay.basisPoints, 1) || s.pay.basisPoints > BASIS_POINTS)) {
      at('pay', 'shareInvalid');
    }
    const prev = tiers[i - 1] as SalaryTier | undefined;
    if (prev && whole(s.minTurnover, 0)) {
      if (s.minTurnover <= prev.minTurnover) at('minTurnover', 'notAscending');
      if (kind === 'salary' && s.minActiveMembers < prev.minActiveMembers) at('minActiveMembers', 'notAscending');
    }
  });
  return errors;
}

/** The period kind of a contract: salary per day, hourly per hour, dividend per its chosen period. */
export const periodKindOf = (kind: ContractKind, dividendPeriod?: DividendPeriod | null): PeriodKind =>
  kind === 'salary' ? 'day' : kind === 'hourly' ? 'hour' : (dividendPeriod ?? 'half_month');
