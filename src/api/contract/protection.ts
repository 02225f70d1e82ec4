import { z } from 'zod';
import { envelope } from './envelope';
import {
  LIFT_REASON_MAX,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  PROTECTION_STATES,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  TIMEOUT_DURATIONS,
} from './protection.constants';

export * from './protection.constants';

/**
 * Player protection (issue 19; docs/player-protection.md): limits, reality checks, session limit,
 * time-out, self-exclusion, the statement, and the back office's view. Amounts are integer minor units.
 */

const minor = z.number().int().min(0).describe('Integer minor units');
const iso = z.string().describe('ISO 8601 instant');
const limitAmount = z
  .number()
  .int()
  .min(1)
  .max(1_000_000_000_000_000)
  .describe('The limit in integer minor units (at least 1)');

export const limitKeySchema = z.object({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) }).strict();
export type LimitKey = z.infer<typeof limitKeySchema>;

/** PUT /api/protection/limits: set, lower, raise (pending) or remove (null, pending) a limit. */
export const setLimitSchema = limitKeySchema
  .extend({ amount: limitAmount.nullable().describe('The new limit; null removes it (after the cooling-off)') })
  .strict();
export type SetLimit = z.infer<typeof setLimitSchema>;

export const pendingLimitSchema = z.object({
  /** The asked-for limit; null: a removal. */
  amount: minor.nullable(),
  requestedAt: iso,
  /** From then on the player can confirm it (24 h after asking). */
  confirmableAt: iso,
  /** Unconfirmed by then, it lapses (7 days after the cooling-off). */
  lapsesAt: iso,
  status: z.enum(['cooling_off', 'confirmable']),
});

export const limitViewSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The player's own limit in force, or null. */
  amount: minor.nullable(),
  /** The operator's limit (staff), or null. */
  operator: minor.nullable(),
  /** What applies: the lower of the two, or null when neither is set. */
  effective: minor.nullable(),
  /** Used in the current period: deposits, stakes (wager) or net loss (stakes − wins, at least 0). */
  used: minor,
  /** effective − used, at least 0; null without a limit. */
  remaining: minor.nullable(),
  /** The start of the next period (the brand's calendar). */
  resetsAt: iso,
  pending: pendingLimitSchema.nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const protectionStateSchema = z
  .object({ state: z.enum(PROTECTION_STATES), until: iso.nullable().describe('null: permanent') })
  .describe('A time-out or self-exclusion in force (here or on another brand of the operator for the same person)');
export type ProtectionStateBody = z.infer<typeof protectionStateSchema>;

export const exclusionSchema = z.object({
  id: z.string(),
  kind: z.enum(['timeout', 'self_exclusion']),
  duration: z.string(),
  brand: z.string(),
  startsAt: iso,
  endsAt: iso.nullable(),
  /** An approved early lift takes effect then. */
  liftsAt: iso.nullable(),
  active: z.boolean(),
});

export const liftRequestSchema = z.object({
  id: z.string(),
  exclusionId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedAt: iso,
  decideBy: iso,
  decidedAt: iso.nullable(),
  reason: z.string().nullable(),
});
export type LiftRequest = z.infer<typeof liftRequestSchema>;

/** GET /api/protection: everything the player's responsible-gaming page shows. */
export const protectionSchema = z.object({
  limits: z.array(limitViewSchema),
  realityCheckMinutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))).nullable(),
  sessionLimitMinutes: z.number().int().nullable(),
  state: protectionStateSchema.nullable(),
  exclusion: exclusionSchema.nullable(),
  liftRequest: liftRequestSchema.nullable(),
});
export type Protection = z.infer<typeof protectionSchema>;
export const protectionResponseSchema = envelope(protectionSchema);

export const realityCheckSchema = z
  .object({
    minutes: z
      .union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)))
      .nullable()
      .describe('15, 30 or 60; null: off'),
  })
  .strict();
export const sessionLimitSchema = z
  .object({
    minutes: z
      .number()
      .int()
      .min(SESSION_LIMIT_MIN_MINUTES)
      .max(SESSION_LIMIT_MAX_MINUTES)
      .nullable()
      .describe('Minutes after log-in the session ends; null: none'),
  })
  .strict();
export const timeOutSchema = z.object({ duration: z.enum(TIMEOUT_DURATIONS) }).strict();
export const selfExclusionSchema = z.object({ duration: z.enum(SELF_EXCLUSION_DURATIONS) }).strict();

/** GET /api/protection/session: the figures of a reality check, for the current session. */
export const sessionFiguresSchema = z.object({
  /** The log-in time of this session. */
  since: iso,
  wagered: minor,
  won: minor,
  /** won − wagered (negative: a loss). */
  net: z.number().int(),
  realityCheckMinutes: z.number().int().nullable(),
  /** When the session limit ends this session, or null. */
  endsAt: iso.nullable(),
});
export const sessionFiguresResponseSchema = envelope(sessionFiguresSchema);

export const statementQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }).describe('Start, inclusive (ISO 8601)'),
    to: z.iso.datetime({ offset: true }).describe('End, exclusive (ISO 8601)'),
  })
  .strict();
export const statementSchema = z.object({
  from: iso,
  to: iso,
  /** Credited deposits (confirmed or paid). */
  deposits: minor,
  /** Withdrawals asked for and not rejected. */
  withdrawals: minor,
  /** deposits − withdrawals. */
  depositNet: z.number().int(),
  stakes: minor,
  wins: minor,
  /** wins − stakes. */
  gamingNet: z.number().int(),
});
export const statementResponseSchema = envelope(statementSchema);

// ---------------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------------

export const protectionChangeSchema = z.object({
  id: z.number().int(),
  actorKind: z.enum(['member', 'staff']),
  actorName: z.string(),
  action: z.string(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: iso,
});

export const memberIdParamsSchema = z.object({ memberId: z.uuid() });

/** GET /api/admin/protection/members/:memberId: a player's protection page. */
export const staffProtectionSchema = protectionSchema.extend({
  memberId: z.string(),
  username: z.string(),
  exclusions: z.array(exclusionSchema),
  liftRequests: z.array(liftRequestSchema),
  changes: z.array(protectionChangeSchema),
});
export const staffProtectionResponseSchema = envelope(staffProtectionSchema);

/** PUT /api/admin/protection/members/:memberId/limits: the operator's limit (null removes it). Applies at once. */
export const setOperatorLimitSchema = setLimitSchema;

export const liftListQuerySchema = z
  .object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') })
  .strict();
export const staffLiftRequestSchema = liftRequestSchema.extend({
  memberId: z.string(),
  username: z.string(),
  exclusion: exclusionSchema,
});
export const staffLiftListResponseSchema = envelope(z.object({ items: z.array(staffLiftRequestSchema) }));
export const liftIdParamsSchema = z.object({ id: z.uuid() });
export const decideLiftSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1).max(LIFT_REASON_MAX),
  })
  .strict();
