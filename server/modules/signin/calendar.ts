import type { SigninCalendar, SigninDay, SigninPayout } from '../../../src/api/contract/signin';
import { localDay } from '../../lib/zoned-time';

/**
 * The sign-in calendar's rules (docs/signin-rewards.md), pure: dates are YYYY-MM-DD strings of the
 * brand's time zone, amounts bigints. The service loads the rows and applies these.
 */

/** The calendar day of `t` in `timeZone`, YYYY-MM-DD. */
export const dateIn = localDay;

const DAY_MS = 86_400_000;
const toUtc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number): string =>
  new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface CycleConfig {
  enabled: boolean;
  cycleDays: number;
  /** Day 1 first; a missing day pays nothing (the settings keep one per day). */
  rewards: bigint[];
  payout: SigninPayout;
  makeupAllowed: boolean;
  makeupPerCycle: number;
  timeZone: string;
}

export interface SignedRow {
  date: string;
  cycleStart: string;
  day: number;
  makeup: boolean;
}

export interface Cycle {
  /** The date of day 1 of the current cycle (today when a new one starts). */
  start: string;
  days: (Omit<SigninDay, 'amount'> & { amount: bigint })[];
  streak: number;
  signedToday: boolean;
  makeupLeft: number;
}

/**
 * The current cycle at `today`. A cycle runs `cycleDays` calendar days from its first sign-in.
 * Without make-up a missed day ends it: the next sign-in starts a new cycle at day 1. With make-up
 * it runs its course and a missed day of it may be signed later, `makeupPerCycle` times. After its
 * last day the next sign-in starts a new cycle (the streak goes on if no day was missed).
 */
export function currentCycle(config: CycleConfig, rows: readonly SignedRow[], today: string): Cycle {
  const past = rows.filter((r) => r.date <= today);
  const last = past.reduce<SignedRow | null>((a, r) => (!a || r.date > a.date ? r : a), null);
  let start = today;
  if (last) {
    const end = addDays(last.cycleStart, config.cycleDays - 1);
    const runs = today <= end && (config.makeupAllowed || last.date >= addDays(today, -1));
    if (runs) start = last.cycleStart;
  }
  const signed = new Set(past.map((r) => r.date));
  const inCycle = past.filter((r) => r.cycleStart === start && r.date >= start);
  const used = inCycle.filter((r) => r.makeup).length;
  const makeupLeft = config.makeupAllowed ? Math.max(0, config.makeupPerCycle - used) : 0;
  const days = Array.from({ length: config.cycleDays }, (_, i) => {
    const date = addDays(start, i);
    const amount = config.rewards[i] ?? 0n;
    const state: SigninDay['state'] = signed.has(date)
      ? 'signed'
      : date === today
        ? 'today'
        : date > today
          ? 'upcoming'
          : makeupLeft > 0
            ? 'makeup'
            : 'missed';
    return { day: i + 1, date, amount, state };
  });
  const signedToday = signed.has(today);
  let streak = 0;
  for (let d = signedToday ? today : addDays(today, -1); signed.has(d); d = addDays(d, -1)) streak += 1;
  return { start, days, streak, signedToday, makeupLeft };
}

/** The calendar the API answers (amounts as JSON numbers of minor units). */
export function calendarOf(config: CycleConfig | null, rows: readonly SignedRow[], today: string): SigninCalendar {
  if (!config?.enabled) {
    return {
      enabled: false,
      cycleDays: 0,
      payout: config?.payout ?? 'cash',
      days: [],
      streak: 0,
      signedToday: false,
      today,
      timeZone: config?.timeZone ?? 'Asia/Shanghai',
      makeupAllowed: false,
      makeupLeft: 0,
    };
  }
  const c = currentCycle(config, rows, today);
  return {
    enabled: true,
    cycleDays: config.cycleDays,
    payout: config.payout,
    days: c.days.map((d) => ({ ...d, amount: Number(d.amount) })),
    streak: c.streak,
    signedToday: c.signedToday,
    today,
    timeZone: config.timeZone,
    makeupAllowed: config.makeupAllowed,
    makeupLeft: c.makeupLeft,
  };
}
