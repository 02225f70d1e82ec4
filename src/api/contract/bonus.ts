import { z } from 'zod';
import { PROMO_CODE_MAX } from './bonus.constants';
import { envelope } from './envelope';

export * from './bonus.constants';

/**
 * Bonuses and rewards (issue 20; docs/bonuses.md, ADR 0022): the member's bonus grants with their
 * wagering progress, promotion codes, and the reward centre. Amounts are integer minor units.
 */

const minor = z.number().int().min(0).describe('Integer minor units');
const iso = z.string().describe('ISO 8601 instant');

export const GRANT_STATUSES = ['review', 'active', 'converted', 'forfeited', 'expired', 'rejected'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];
export const GRANT_SOURCES = ['signup', 'deposit', 'code', 'manual', 'reward'] as const;
export const REWARD_SOURCES = ['signin', 'rebate', 'vip', 'referral', 'promotion', 'manual'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const grantViewSchema = z.object({
  id: z.string(),
  status: z.enum(GRANT_STATUSES),
  source: z.enum(GRANT_SOURCES),
  /** The template's name (staff-given), or null for a manual grant without one. */
  name: z.string().nullable(),
  amount: minor.describe('What was granted'),
  balance: minor.describe('The bonus left on the grant'),
  wagered: minor,
  wageringRequired: minor,
  /** What is still to wager (0 when met). */
  remaining: minor,
  /** The largest stake while this grant is wagered; null: none. */
  maxBet: minor.nullable(),
  /** The most that converts to cash; null: all of it. */
  conversionCap: minor.nullable(),
  forfeitOnWithdrawal: z.boolean(),
  /** Per game category (RNG, LIVE, …), the percent of a stake that counts; `default` for the rest. */
  contributions: z.record(z.string(), z.number().int()),
  expiresAt: iso,
  createdAt: iso,
  endedAt: iso.nullable(),
  convertedAmount: minor.nullable(),
  endReason: z.string().nullable(),
});
export type GrantView = z.infer<typeof grantViewSchema>;

export const grantsResponseSchema = envelope(
  z.object({
    /** Active grants and those held for review, the one that expires first (the one bets feed) first. */
    active: z.array(grantViewSchema),
    /** Ended grants, newest first (at most 50). */
    history: z.array(grantViewSchema),
    currencySymbol: z.string(),
    minorUnitDigits: z.number().int(),
  }),
);
export type GrantsResponse = z.infer<typeof grantsResponseSchema>['value'];

export const redeemCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(PROMO_CODE_MAX)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export const redeemCodeResponseSchema = envelope(z.object({ grant: grantViewSchema }));

export const REWARD_TABS = ['claimable', 'history'] as const;
export const rewardsQuerySchema = z.object({ tab: z.enum(REWARD_TABS).default('claimable') }).strict();

export const rewardViewSchema = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  /** An i18n key of the `rewards` namespace and its values. */
  titleKey: z.string(),
  titleValues: z.record(z.string(), z.union([z.string(), z.number()])),
  amount: minor,
  payout: z.enum(['cash', 'bonus']),
  /** With payout bonus: the terms its grant will carry. */
  wagering: z
    .object({ multiple: z.number().int(), basis: z.enum(['bonus', 'bonus_deposit']), validDays: z.number().int() })
    .nullable(),
  state: z.enum(['claimable', 'claimed', 'expired']),
  expiresAt: iso.nullable(),
  createdAt: iso,
  claimedAt: iso.nullable(),
});
export type RewardView = z.infer<typeof rewardViewSchema>;

export const rewardsResponseSchema = envelope(
  z.object({
    list: z.array(rewardViewSchema),
    /** How many rewards can be claimed now (the menu badge). */
    claimableCount: z.number().int(),
    currencySymbol: z.string(),
    minorUnitDigits: z.number().int(),
  }),
);
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>['value'];

export const rewardIdParamsSchema = z.object({ id: z.string().uuid() }).strict();
export const claimResponseSchema = envelope(
  z.object({
    reward: rewardViewSchema,
    /** True when it had been claimed before (a double tap): nothing moved this time. */
    replayed: z.boolean(),
    /** The member's cash and bonus after the claim. */
    cash: minor,
    bonus: minor,
  }),
);
export type ClaimResponse = z.infer<typeof claimResponseSchema>['value'];
