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

// ---------------------------------------------------------------------------------------------------
// Periods in the brand's time zone

/** The wall-clock offset of `timeZone` at `t` (epoch ms), in ms. */
function offsetAt(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(t / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (fields may overflow, as Date.UTC). */
function instant(y: number, m: number, d: number, h: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d, h);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

function wallOf(t: Date, timeZone: string) {
  const w = new Date(t.getTime() + offsetAt(t.getTime(), timeZone));
  return { y: w.getUTCFullYear(), m: w.getUTCMonth() + 1, d: w.getUTCDate(), h: w.getUTCHours() };
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface Period {
  /** `2026-11-26` (day), `2026-11-26T13` (hour), `2026-11-H1` / `2026-11-H2` (half-month), `2026-11` (month). */
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The period of `kind` that contains `t`, in `timeZone`. */
export function periodAt(kind: PeriodKind, t: Date, timeZone: string): Period {
  const { y, m, d, h } = wallOf(t, timeZone);
  return periodOf(kind, y, m, d, h, timeZone);
}

function periodOf(kind: PeriodKind, y: number, m: number, d: number, h: number, timeZone: string): Period {
  switch (kind) {
    case 'hour':
      return {
        key: `${y}-${pad(m)}-${pad(d)}T${pad(h)}`,
        start: instant(y, m, d, h, timeZone),
        end: instant(y, m, d, h + 1, timeZone),
      };
    case 'day':
      return {
        key: `${y}-${pad(m)}-${pad(d)}`,
        start: instant(y, m, d, 0, timeZone),
        end: instant(y, m, d + 1, 0, timeZone),
      };
    case 'month':
      return { key: `${y}-${pad(m)}`, start: instant(y, m, 1, 0, timeZone), end: instant(y, m + 1, 1, 0, timeZone) };
    case 'half_month':
      return d <= 15
        ? { key: `${y}-${pad(m)}-H1`, start: instant(y, m, 1, 0, timeZone), end: instant(y, m, 16, 0, timeZone) }
        : { key: `${y}-${pad(m)}-H2`, start: instant(y, m, 16, 0, timeZone), end: instant(y, m + 1, 1, 0, timeZone) };
  }
}

/** The period of `kind` that ended last before `t` (the one a settlement job pays). */
export function previousPeriod(kind: PeriodKind, t: Date, timeZone: string): Period {
  const current = periodAt(kind, t, timeZone);
  return periodAt(kind, new Date(current.start.getTime() - 1), timeZone);
}

const KEY_SHAPES: Record<PeriodKind, RegExp> = {
  hour: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  day: /^(\d{4})-(\d{2})-(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
  half_month: /^(\d{4})-(\d{2})-H([12])$/,
};

/** The period a key names, or null when the key is not one of `kind` (a re-run's input). */
export function periodFromKey(kind: PeriodKind, key: string, timeZone: string): Period | null {
  const match = KEY_SHAPES[kind].exec(key);
  if (!match) return null;
  const [y, m, a = 1, h = 0] = match.slice(1).map(Number) as [number, number, number?, number?];
  if (m < 1 || m > 12) return null;
  const d = kind === 'half_month' ? (a === 1 ? 1 : 16) : kind === 'month' ? 1 : a;
  if (d < 1 || d > 31 || h > 23) return null;
  const p = periodAt(kind, instant(y, m, d, kind === 'hour' ? h : 0, timeZone), timeZone);
  return p.key === key ? p : null;
}

/** The period kind of a contract: salary per day, hourly per hour, dividend per its chosen period. */
export const periodKindOf = (kind: ContractKind, dividendPeriod?: DividendPeriod | null): PeriodKind =>
  kind === 'salary' ? 'day' : kind === 'hourly' ? 'hour' : (dividendPeriod ?? 'half_month');
