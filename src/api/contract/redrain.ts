import { z } from 'zod';
import {
  checkRainPlan,
  RED_RAIN_COUNT_MAX,
  RED_RAIN_WINDOW_MAX_SECONDS,
  RED_RAIN_WINDOW_MIN_SECONDS,
} from '../../rules/redRain';
import { envelope } from './envelope';

/**
 * The red-envelope rain (issue 21; docs/red-rain.md): an agent (or staff, for the whole brand)
 * schedules a rain; members of its team grab one envelope each during its window. Amounts are
 * integer minor units; moments are ISO 8601.
 */

export const RED_RAIN_STATUSES = ['upcoming', 'live', 'ended', 'returned', 'closed'] as const;
export type RedRainStatus = (typeof RED_RAIN_STATUSES)[number];

const minor = z.int().min(0).describe('Integer minor units');
const positive = z.int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Integer minor units, at least 1');

/** What scheduling a rain takes. `count × minAmount ≤ budget ≤ count × maxAmount` (`fields` names the wrong one). */
export const redRainScheduleSchema = z
  .object({
    /** The client's request id: sending the same request again answers the same rain, debited once. */
    clientRequestId: z.uuid(),
    startsAt: z.iso.datetime({ offset: true }),
    windowSeconds: z.int().min(RED_RAIN_WINDOW_MIN_SECONDS).max(RED_RAIN_WINDOW_MAX_SECONDS),
    budget: positive,
    count: z.int().min(1).max(RED_RAIN_COUNT_MAX),
    minAmount: positive,
    maxAmount: positive,
  })
  .superRefine((p, ctx) => {
    for (const [field, key] of Object.entries(checkRainPlan(p))) {
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
  });
export type RedRainSchedule = z.infer<typeof redRainScheduleSchema>;

export const redRainWinnerSchema = z.object({
  /** The member's username, masked (first two and last characters). */
  member: z.string(),
  amount: minor,
  at: z.string(),
});
export type RedRainWinner = z.infer<typeof redRainWinnerSchema>;

export const redRainSchema = z.object({
  id: z.uuid(),
  /** agent: the funder's team; brand: every real member of the brand. */
  funderKind: z.enum(['agent', 'brand']),
  /** The funding agent's username (null for a brand-wide rain). */
  funder: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  windowSeconds: z.int(),
  budget: minor,
  count: z.int(),
  minAmount: minor,
  maxAmount: minor,
  status: z.enum(RED_RAIN_STATUSES),
  /** Envelopes grabbed so far, and their total. */
  grabbed: z.int().min(0),
  paid: minor,
  /** What went back to the funder after the window (0 until then). */
  returned: minor,
});
export type RedRain = z.infer<typeof redRainSchema>;

/** A rain with its results (the agent's and the back office's lists). */
export const redRainResultsSchema = redRainSchema.extend({ winners: z.array(redRainWinnerSchema) });
export type RedRainResults = z.infer<typeof redRainResultsSchema>;

const money = { currencySymbol: z.string(), minorUnitDigits: z.int().min(0).max(4) };

/** The member's next or live rain (null: none), the server's clock for the countdown, and the envelope it grabbed. */
export const redRainCurrentSchema = z.object({
  ...money,
  serverNow: z.string(),
  rain: redRainSchema.nullable(),
  /** The amount this member grabbed from `rain` (null: not yet). */
  mine: minor.nullable(),
  /** The latest winners of `rain`, newest first. */
  winners: z.array(redRainWinnerSchema),
});
export type RedRainCurrent = z.infer<typeof redRainCurrentSchema>;

export const redRainGrabSchema = z.object({
  amount: minor,
  /** True when this member had already grabbed this envelope (a double tap): nothing moved again. */
  replayed: z.boolean(),
});
export type RedRainGrab = z.infer<typeof redRainGrabSchema>;

export const redRainListSchema = z.object({ ...money, rains: z.array(redRainResultsSchema) });
export type RedRainList = z.infer<typeof redRainListSchema>;

export const redRainParamsSchema = z.object({ id: z.uuid() });

export const redRainCurrentResponseSchema = envelope(redRainCurrentSchema);
export const redRainGrabResponseSchema = envelope(redRainGrabSchema);
export const redRainListResponseSchema = envelope(redRainListSchema);
export const redRainResponseSchema = envelope(redRainResultsSchema);
