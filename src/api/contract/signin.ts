import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The daily sign-in (issue 20; docs/signin-rewards.md): the member's calendar and signing in, and the
 * back office's settings. Amounts are integer minor units; dates are YYYY-MM-DD in the brand's time zone.
 */

export const SIGNIN_DAY_STATES = ['signed', 'today', 'missed', 'upcoming', 'makeup'] as const;
export type SigninDayState = (typeof SIGNIN_DAY_STATES)[number];
export const SIGNIN_PAYOUTS = ['cash', 'bonus'] as const;
export type SigninPayout = (typeof SIGNIN_PAYOUTS)[number];
export const SIGNIN_MAX_CYCLE_DAYS = 31;
/** Days a sign-in reward waits in the reward centre before it expires. */
export const SIGNIN_REWARD_VALID_DAYS = 7;
/** The reward centre's title key of a sign-in reward (`rewards` namespace), with `{ day }`. */
export const SIGNIN_REWARD_TITLE_KEY = 'rewards.signin';

const minor = z.number().int().min(0).describe('Integer minor units');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day, YYYY-MM-DD, in the brand time zone');

export const signinDaySchema = z.object({
  /** The cycle day, 1 … cycleDays. */
  day: z.number().int().min(1),
  /** The calendar day it falls on in the current cycle (the cycle starts today when none runs). */
  date: isoDate,
  amount: minor,
  state: z.enum(SIGNIN_DAY_STATES),
});
export type SigninDay = z.infer<typeof signinDaySchema>;

export const signinCalendarSchema = z.object({
  /** False when the brand has no sign-in (the page shows that instead of a calendar). */
  enabled: z.boolean(),
  cycleDays: z.number().int().min(0),
  payout: z.enum(SIGNIN_PAYOUTS),
  days: z.array(signinDaySchema),
  /** Consecutive days signed, up to today (or yesterday when today is not signed yet). */
  streak: z.number().int().min(0),
  signedToday: z.boolean(),
  /** Today in the brand's time zone. */
  today: isoDate,
  timeZone: z.string(),
  makeupAllowed: z.boolean(),
  /** Make-ups still allowed in this cycle (0 when make-up is off). */
  makeupLeft: z.number().int().min(0),
});
export type SigninCalendar = z.infer<typeof signinCalendarSchema>;
export const signinCalendarResponseSchema = envelope(signinCalendarSchema);

/** POST /api/signin: today, or `day` (a missed cycle day) as a make-up. */
export const signinBodySchema = z
  .object({
    day: z.number().int().min(1).max(SIGNIN_MAX_CYCLE_DAYS).optional().describe('A missed cycle day to make up'),
  })
  .strict();
export type SigninBody = z.infer<typeof signinBodySchema>;

export const signinResultSchema = z.object({
  /** The day just signed. */
  signed: signinDaySchema.omit({ state: true }).extend({ makeup: z.boolean() }),
  /** The reward waiting in the reward centre. */
  rewardId: z.string().nullable(),
  calendar: signinCalendarSchema,
});
export type SigninResult = z.infer<typeof signinResultSchema>;
export const signinResultResponseSchema = envelope(signinResultSchema);

// Back office ---------------------------------------------------------------------------------------

const rewardAmount = z.number().int().min(1).max(1_000_000_000_000_000).describe('Minor units, at least 1');

export const signinSettingsSchema = z
  .object({
    enabled: z.boolean(),
    cycleDays: z.number().int().min(1).max(SIGNIN_MAX_CYCLE_DAYS),
    /** One amount per cycle day, day 1 first: exactly cycleDays of them. */
    rewards: z.array(rewardAmount).min(1).max(SIGNIN_MAX_CYCLE_DAYS),
    payout: z.enum(SIGNIN_PAYOUTS),
    /** Required when payout is bonus. */
    templateId: z.uuid().nullable(),
    makeupAllowed: z.boolean(),
    makeupPerCycle: z.number().int().min(0).max(SIGNIN_MAX_CYCLE_DAYS),
    /** An IANA time zone, e.g. Asia/Shanghai. */
    timeZone: z.string().min(1).max(64),
  })
  .strict();
export type SigninSettings = z.infer<typeof signinSettingsSchema>;

export const signinSettingsViewSchema = signinSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  /** The brand's currency, for the amounts (minor units). */
  currencySymbol: z.string(),
  minorUnitDigits: z.number().int().min(0),
});
export type SigninSettingsView = z.infer<typeof signinSettingsViewSchema>;
export const signinSettingsResponseSchema = envelope(signinSettingsViewSchema);

/** Dev only (outside production, this machine only): move a member's sign-in clock by whole days. */
export const signinDevClockSchema = z
  .object({ username: z.string().min(1).max(64), days: z.number().int().min(-400).max(400) })
  .strict();
