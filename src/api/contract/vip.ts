import { z } from 'zod';
import { envelope } from './envelope';
import { REBATE_CATEGORIES, VIP_LEVELS_MAX, VIP_NAME_MAX } from './vip.constants';

/**
 * VIP levels, daily rebates and referral (issue 20; docs/vip-rebates-referral.md). Amounts are integer
 * minor units; rates are basis points (100 = 1 %).
 */

const minor = z.number().int().min(0).max(1_000_000_000_000_000).describe('Integer minor units');
const bp = z.number().int().min(0).max(10_000).describe('Basis points (100 = 1 %)');

export * from './vip.constants';

export const rebateRatesSchema = z
  .partialRecord(z.enum(REBATE_CATEGORIES), bp)
  .describe('Rebate rate per game category (bp); a category not listed earns none');

export const vipLevelSchema = z.object({
  rank: z
    .number()
    .int()
    .min(0)
    .max(VIP_LEVELS_MAX - 1),
  name: z.string().trim().min(1).max(VIP_NAME_MAX),
  minTurnover: minor,
  minDeposits: minor,
  upgradeBonus: minor,
  monthlyBonus: minor,
  rebateRates: rebateRatesSchema,
  withdrawDailyCount: z.number().int().min(0).max(1000),
  withdrawDailyAmount: minor,
  keepTurnover: minor,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipProgressSchema = z.object({
  level: vipLevelSchema,
  next: vipLevelSchema.nullable(),
  /** Lifetime valid turnover and credited deposits. */
  turnover: minor,
  deposits: minor,
  /** 0–100: the lesser of turnover and deposit progress to the next level (100 at the top). */
  percent: z.number().int().min(0).max(100),
  /** What is still needed for the next level (0 when met or at the top). */
  turnoverToNext: minor,
  depositsToNext: minor,
  /** Above the lowest level: the side menu's VIP entry shows. */
  hasVip: z.boolean(),
});

export const vipResponseSchema = envelope(
  vipProgressSchema.extend({
    levels: z.array(vipLevelSchema),
    currencySymbol: z.string(),
    minorUnitDigits: z.number().int(),
  }),
);
export type VipView = z.infer<typeof vipResponseSchema>['value'];

export const REBATE_PAYOUTS = ['reward', 'cash'] as const;

export const referralRulesSchema = z.object({
  /** A fixed reward when an invitee's credited deposits reach the threshold (reward 0: off). */
  depositThreshold: minor,
  depositReward: minor,
  /** A share of each invitee's valid turnover, paid daily, for `turnoverDays` after they registered (0: off). */
  turnoverShareBp: bp,
  turnoverDays: z.number().int().min(1).max(365),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const vipSettingsSchema = z.object({
  rebatePayout: z.enum(REBATE_PAYOUTS),
  demotion: z.boolean(),
  referral: referralRulesSchema,
});
export type VipSettings = z.infer<typeof vipSettingsSchema>;

export const INVITEE_STATUSES = ['registered', 'deposited', 'wagered'] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

export const inviteeSchema = z.object({
  /** The invitee's account, partly masked (ab***9). */
  account: z.string(),
  registeredAt: z.string(),
  status: z.enum(INVITEE_STATUSES),
});

export const referralResponseSchema = envelope(
  z.object({
    /** 'ok', 'agent' (agents see the agent modal), 'disabled' (the REFERRAL promotion is off: coming soon). */
    state: z.enum(['ok', 'agent', 'disabled']),
    code: z.string().nullable(),
    invitees: z.array(inviteeSchema),
    rules: referralRulesSchema,
    /** What the member earned from referral so far (offered rewards and cash). */
    earned: minor,
    currencySymbol: z.string(),
    minorUnitDigits: z.number().int(),
  }),
);
export type ReferralView = z.infer<typeof referralResponseSchema>['value'];

// Back office ----------------------------------------------------------------------------------------

export const vipLevelsBodySchema = z
  .object({ levels: z.array(vipLevelSchema).min(1).max(VIP_LEVELS_MAX) })
  .superRefine((v, ctx) => {
    const ranks = v.levels.map((l) => l.rank);
    if (ranks.some((r, i) => r !== i)) {
      ctx.addIssue({ code: 'custom', path: ['levels'], message: 'vip.ranks_not_consecutive' });
    }
    const names = new Set(v.levels.map((l) => l.name.toLowerCase()));
    if (names.size !== v.levels.length) ctx.addIssue({ code: 'custom', path: ['levels'], message: 'vip.names_repeat' });
    for (let i = 1; i < v.levels.length; i++) {
      const [a, b] = [v.levels[i - 1]!, v.levels[i]!];
      if (b.minTurnover < a.minTurnover || b.minDeposits < a.minDeposits) {
        ctx.addIssue({ code: 'custom', path: ['levels', i], message: 'vip.thresholds_not_rising' });
      }
    }
    if (v.levels[0] && (v.levels[0].minTurnover > 0 || v.levels[0].minDeposits > 0)) {
      ctx.addIssue({ code: 'custom', path: ['levels', 0], message: 'vip.lowest_not_free' });
    }
  });

export const adminVipResponseSchema = envelope(
  z.object({ levels: z.array(vipLevelSchema), settings: vipSettingsSchema, members: z.array(z.number().int()) }),
);
export type AdminVip = z.infer<typeof adminVipResponseSchema>['value'];

export const rebateReportQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(14) });
export const rebateReportSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      total: minor,
      byCategory: z.record(z.string(), minor),
      members: z.number().int(),
    }),
  ),
  /** The other VIP and referral costs over the same days. */
  other: z.object({ vipUpgrade: minor, vipMonthly: minor, referralDeposit: minor, referralTurnover: minor }),
  currencySymbol: z.string(),
  minorUnitDigits: z.number().int(),
});
export const rebateReportResponseSchema = envelope(rebateReportSchema);
export type RebateReport = z.infer<typeof rebateReportSchema>;

/** Members' rebate records for the betting record (/m/gameRecord): the latest days. */
export const rebateRecordsResponseSchema = envelope(
  z.object({
    list: z.array(z.object({ day: z.string(), category: z.string(), turnover: minor, rateBp: bp, amount: minor })),
    currencySymbol: z.string(),
    minorUnitDigits: z.number().int(),
  }),
);
export type RebateRecords = z.infer<typeof rebateRecordsResponseSchema>['value'];
