import { z } from 'zod';
import { GRANT_STATUSES, grantViewSchema, REWARD_SOURCES } from './bonus';
import { envelope } from './envelope';

/**
 * The back office's bonuses (issue 20; docs/bonuses.md): templates and their triggers, grants with
 * manual grant, forfeit and the review queue, and the promotion cost report. Amounts are integer
 * minor units.
 */

export const BONUS_TRIGGERS = ['signup', 'deposit', 'code', 'manual', 'reward'] as const;
export type BonusTrigger = (typeof BONUS_TRIGGERS)[number];
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
/** The game categories a contribution can name (spec: game categories); `default` covers the rest. */
export const CONTRIBUTION_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export const BONUS_NAME_MAX = 80;
export const FORFEIT_REASON_MAX = 200;

const amount = z.number().int().min(1).max(1_000_000_000_000_000).describe('Integer minor units');
const maybe = amount.nullable();
const pct = z.number().int().min(0).max(100);

export const contributionsSchema = z
  .object({ default: pct })
  .catchall(pct)
  .refine(
    (c) => Object.keys(c).every((k) => k === 'default' || (CONTRIBUTION_CATEGORIES as readonly string[]).includes(k)),
    {
      message: 'validation.contributionCategory',
    },
  );

export const templateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(BONUS_NAME_MAX),
    trigger: z.enum(BONUS_TRIGGERS),
    depositNth: z.number().int().min(1).max(100).nullable(),
    code: z
      .string()
      .trim()
      .min(3)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/)
      .nullable(),
    percent: z.number().int().min(1).max(1000).nullable(),
    fixedAmount: maybe,
    maxAmount: maybe,
    minDeposit: maybe,
    maxDeposit: maybe,
    wageringMultiple: z.number().int().min(0).max(200),
    wageringBasis: z.enum(WAGERING_BASES),
    contributions: contributionsSchema,
    maxBet: maybe,
    validDays: z.number().int().min(1).max(365),
    conversionCap: maybe,
    forfeitOnWithdrawal: z.boolean(),
    oncePerPerson: z.boolean(),
    startsAt: z.string().datetime({ offset: true }).nullable(),
    endsAt: z.string().datetime({ offset: true }).nullable(),
    enabled: z.boolean(),
  })
  .strict()
  .superRefine((t, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.percent !== null && t.fixedAmount !== null) issue('percent', 'validation.percentOrFixed');
    if (t.trigger === 'deposit' && t.percent === null && t.fixedAmount === null)
      issue('percent', 'validation.required');
    if ((t.trigger === 'signup' || t.trigger === 'code') && t.fixedAmount === null)
      issue('fixedAmount', 'validation.required');
    if ((t.trigger === 'signup' || t.trigger === 'code') && t.percent !== null)
      issue('percent', 'validation.depositOnly');
    if (t.trigger === 'code' && t.code === null) issue('code', 'validation.required');
    if (t.trigger !== 'code' && t.code !== null) issue('code', 'validation.codeOnly');
    if (t.trigger !== 'deposit' && t.depositNth !== null) issue('depositNth', 'validation.depositOnly');
    if (t.minDeposit !== null && t.maxDeposit !== null && t.minDeposit > t.maxDeposit)
      issue('maxDeposit', 'validation.range');
    if (t.startsAt && t.endsAt && new Date(t.startsAt) >= new Date(t.endsAt)) issue('endsAt', 'validation.range');
  });
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  trigger: z.enum(BONUS_TRIGGERS),
  depositNth: z.number().int().nullable(),
  code: z.string().nullable(),
  percent: z.number().int().nullable(),
  fixedAmount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  minDeposit: z.number().int().nullable(),
  maxDeposit: z.number().int().nullable(),
  wageringMultiple: z.number().int(),
  wageringBasis: z.enum(WAGERING_BASES),
  contributions: z.record(z.string(), z.number().int()),
  maxBet: z.number().int().nullable(),
  validDays: z.number().int(),
  conversionCap: z.number().int().nullable(),
  forfeitOnWithdrawal: z.boolean(),
  oncePerPerson: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Grants made from it, and how many are active. */
  granted: z.number().int(),
  active: z.number().int(),
  updatedAt: z.string(),
});
export type BonusTemplate = z.infer<typeof templateSchema>;
export const templatesResponseSchema = envelope(
  z.object({ list: z.array(templateSchema), currencySymbol: z.string(), currencyDigits: z.number().int() }),
);
export const templateResponseSchema = envelope(templateSchema);
export const templateIdParamsSchema = z.object({ id: z.string().uuid() }).strict();

export const adminGrantSchema = grantViewSchema.extend({
  memberId: z.string(),
  username: z.string(),
  templateId: z.string().nullable(),
  sourceRef: z.string().nullable(),
  flagReason: z.string().nullable(),
  forfeitedAmount: z.number().int().nullable(),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;

export const grantsQuerySchema = z
  .object({
    status: z.enum(GRANT_STATUSES).optional(),
    username: z.string().trim().min(1).max(64).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export const GRANTS_PAGE_SIZE = 25;
export const adminGrantsResponseSchema = envelope(
  z.object({
    list: z.array(adminGrantSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    currencySymbol: z.string(),
    currencyDigits: z.number().int(),
  }),
);
export const adminGrantResponseSchema = envelope(adminGrantSchema);
export const grantIdParamsSchema = z.object({ id: z.string().uuid() }).strict();

/** POST /api/admin/bonus/grants: a manual grant with a template's terms; `requestId` makes a retry grant once. */
export const manualGrantSchema = z
  .object({
    requestId: z.string().uuid(),
    username: z.string().trim().min(1).max(64),
    templateId: z.string().uuid(),
    amount,
    reason: z.string().trim().min(1).max(FORFEIT_REASON_MAX),
  })
  .strict();
export const reasonSchema = z.object({ reason: z.string().trim().min(1).max(FORFEIT_REASON_MAX) }).strict();

export const costQuerySchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .strict();
export const COST_MAX_DAYS = 92;
/** Decimal strings of minor units (sums can pass 2^53 in principle). */
const sum = z.string().regex(/^-?(0|[1-9][0-9]*)$/);
export const costReportResponseSchema = envelope(
  z.object({
    /** Per day (UTC): what was granted, converted to cash, forfeited, and rewards paid in cash. */
    days: z.array(z.object({ day: z.string(), granted: sum, converted: sum, forfeited: sum, rewards: sum, net: sum })),
    /** Per template (null: rewards paid in cash, and manual grants without one). */
    byTemplate: z.array(
      z.object({
        templateId: z.string().nullable(),
        name: z.string().nullable(),
        granted: sum,
        converted: sum,
        forfeited: sum,
        grants: z.number().int(),
      }),
    ),
    /**
     * Rewards claimed in the range, per source and (source promotion) per promotion: how many, what
     * they paid in cash and what they granted as bonus. `title` is the promotion's in the brand's
     * default language; null for the other sources and for a promotion since deleted.
     */
    bySource: z.array(
      z.object({
        source: z.enum(REWARD_SOURCES),
        promotionId: z.number().int().nullable(),
        title: z.string().nullable(),
        claimed: z.number().int(),
        cash: sum,
        bonus: sum,
      }),
    ),
    /** Per day (UTC) and source: the amount of the rewards claimed (cash and bonus together). */
    sourceDays: z.array(z.object({ day: z.string(), source: z.enum(REWARD_SOURCES), amount: sum })),
    currencySymbol: z.string(),
    currencyDigits: z.number().int(),
  }),
);
export type CostReport = z.infer<typeof costReportResponseSchema>['value'];
