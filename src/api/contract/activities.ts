import { z } from 'zod';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';
import { minorAmountSchema } from './wallet';

/**
 * Promotions (spec §2 Promotions, §3 Promotion and Activity states, §5 Activity application, §9
 * Activity limits; docs/promotions.md). Browser-safe: the server and the pages share these.
 */

/** Spec §9: an application's comment is at most 140 characters, with at most 3 png or jpg images of 5 MB each. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What an application image may be, by its bytes (never by its name or declared type). */
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ApplicationImageType = (typeof APPLICATION_IMAGE_TYPES)[number];
/** A promotion image the back office uploads: png, jpeg or webp, at most 2 MB. */
export const PROMOTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many images on one promotion. */
export const PROMOTION_IMAGES_MAX = 10;

/** How a member takes part: `none` (information only), `join` (one tap), `apply` (a form staff review). */
export const PARTICIPATION_MODES = ['none', 'join', 'apply'] as const;
export type ParticipationMode = (typeof PARTICIPATION_MODES)[number];
/** Where an issued reward goes: cash, or a bonus under a bonus template (the lead's engine). */
export const REWARD_PAYOUTS = ['cash', 'bonus'] as const;
export type RewardPayout = (typeof REWARD_PAYOUTS)[number];
/** Flags the site looks a promotion up by: REFERRAL gates the referral page (spec §6). */
export const PROMOTION_KEYS = ['REFERRAL'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

/**
 * Spec §3 Activity states, as the labels show them. Applying: sent, waiting for staff; Rejected:
 * staff said no (with a reason); Issued: approved and a reward offered; Claimed: the reward was
 * claimed; Process: approved, reward pending; Joined: joined in one tap; Closed: the promotion ended.
 */
export const ACTIVITY_STATES = ['Applying', 'Rejected', 'Issued', 'Claimed', 'Process', 'Joined', 'Closed'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD');
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Spec §3 Promotion, localised by the request's language. */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  startDate: day,
  endDate: day.nullable(),
  /** 1: long-term (no end). */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
  mode: z.enum(PARTICIPATION_MODES),
  key: z.enum(PROMOTION_KEYS).nullable(),
  /** Ended (not long-term and past its end): joining and applying are closed. */
  ended: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionCategorySchema = z.object({ id: z.number().int(), name: z.string(), sequence: z.number().int() });
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const promotionsQuerySchema = z.object({
  categoryId: id.optional().describe('Only promotions in this category'),
  lang: z.string().max(20).optional(),
});
export const promotionParamsSchema = z.object({ id });
export const promotionLangQuerySchema = z.object({ lang: z.string().max(20).optional() });
export const promotionsResponseSchema = envelope(z.object({ list: z.array(promotionSchema) }));
export const promotionResponseSchema = envelope(promotionSchema);
export const promotionCategoriesResponseSchema = envelope(z.object({ list: z.array(promotionCategorySchema) }));
/**
 * Whether the REFERRAL promotion is on (spec §6: else the referral page says 'coming soon'), and the
 * brand's featured promotion (shown and current), which the side menu's "promotion" entry opens.
 */
export const promotionFlagsResponseSchema = envelope(
  z.object({ referral: z.boolean(), featuredId: z.number().int().nullable() }),
);
export type PromotionFlags = z.infer<typeof promotionFlagsResponseSchema>['value'];

/** A member's participation in one promotion. */
export const participationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  kind: z.enum(['join', 'apply']),
  state: z.enum(ACTIVITY_STATES),
  comment: z.string().nullable(),
  imageCount: z.number().int(),
  /** Rejected: staff's reason. */
  reason: z.string().nullable(),
  /** Issued, Claimed, Process: the reward's amount in minor units, when there is one. */
  amount: minorAmountSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Participation = z.infer<typeof participationSchema>;
export const participationResponseSchema = envelope(participationSchema);
export const participationsResponseSchema = envelope(z.object({ list: z.array(participationSchema) }));
export const joinBodySchema = z.object({}).strict();

// Back office ------------------------------------------------------------------------------------

export const PROMOTION_TITLE_MAX = 200;
export const PROMOTION_HTML_MAX = 20_000;
export const CATEGORY_NAME_MAX = 60;
export const REJECT_REASON_MAX = 500;

const translationSchema = z.object({
  title: z.string().trim().min(1).max(PROMOTION_TITLE_MAX),
  content: z.string().max(PROMOTION_HTML_MAX),
});
const promotionImageSchema = z.object({
  url: z
    .string()
    .max(500)
    .regex(/^\/(media|api\/activities\/images)\//, 'validation.imageUrl'),
  sequence: z.number().int().min(0).max(1000),
});

export const adminPromotionInputSchema = z
  .object({
    /** Title and HTML content per language; must hold the brand's default language. */
    translations: z
      .record(languageCodeSchema, translationSchema)
      .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 20, 'validation.required'),
    images: z.array(promotionImageSchema).max(PROMOTION_IMAGES_MAX),
    categoryIds: z.array(z.number().int().positive().max(2_147_483_647)).max(20),
    startDate: day,
    endDate: day.nullable(),
    noExpiry: z.boolean(),
    enabled: z.boolean(),
    mode: z.enum(PARTICIPATION_MODES),
    rewardAmount: minorAmountSchema.min(1).max(100_000_000_00).nullable(),
    payout: z.enum(REWARD_PAYOUTS),
    bonusTemplateId: z.uuid().nullable(),
    key: z.enum(PROMOTION_KEYS).nullable(),
    /** The brand's one featured promotion (the side menu opens it); featuring one unfeatures the others. Absent: unchanged (false on create). */
    featured: z.boolean().optional(),
    sequence: z.number().int().min(0).max(1_000_000),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.noExpiry && v.endDate === null)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.required' });
    if (v.endDate !== null && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endAfterStart' });
    }
    if (v.payout === 'bonus' && v.bonusTemplateId === null) {
      ctx.addIssue({ code: 'custom', path: ['bonusTemplateId'], message: 'validation.required' });
    }
  });
export type AdminPromotionInput = z.infer<typeof adminPromotionInputSchema>;

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  images: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
  categoryIds: z.array(z.number().int()),
  startDate: day,
  endDate: day.nullable(),
  noExpiry: z.boolean(),
  enabled: z.boolean(),
  mode: z.enum(PARTICIPATION_MODES),
  rewardAmount: minorAmountSchema.nullable(),
  payout: z.enum(REWARD_PAYOUTS),
  bonusTemplateId: z.string().nullable(),
  key: z.enum(PROMOTION_KEYS).nullable(),
  featured: z.boolean(),
  sequence: z.number().int(),
  /** Applications waiting for a decision. */
  pending: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionResponseSchema = envelope(adminPromotionSchema);
export const adminPromotionsResponseSchema = envelope(
  z.object({
    list: z.array(adminPromotionSchema),
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    /** The brand's currency, for the reward amount fields. */
    currency: z.object({ symbol: z.string(), digits: z.int().min(0).max(4) }),
  }),
);
export const adminIdParamsSchema = z.object({ id });

export const adminCategoryInputSchema = z
  .object({
    names: z
      .record(languageCodeSchema, z.string().trim().min(1).max(CATEGORY_NAME_MAX))
      .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 20, 'validation.required'),
    sequence: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type AdminCategoryInput = z.infer<typeof adminCategoryInputSchema>;
export const adminCategorySchema = z.object({
  id: z.number().int(),
  names: z.record(z.string(), z.string()),
  sequence: z.number().int(),
  promotions: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryResponseSchema = envelope(adminCategorySchema);
export const adminCategoriesResponseSchema = envelope(z.object({ list: z.array(adminCategorySchema) }));

export const adminImageResponseSchema = envelope(z.object({ url: z.string() }));

/** The review queue's page size: 25 a page unless asked otherwise (at most 100). */
export const APPLICATIONS_PAGE_SIZE = 25;
export const APPLICATIONS_PAGE_SIZE_MAX = 100;
export const adminApplicationsQuerySchema = z.object({
  state: z.enum(ACTIVITY_STATES).optional(),
  promotionId: id.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(APPLICATIONS_PAGE_SIZE_MAX)
    .default(APPLICATIONS_PAGE_SIZE)
    .describe('Rows per page (25 unless asked)'),
});
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>;
export const adminApplicationSchema = participationSchema.extend({
  memberId: z.string(),
  username: z.string(),
  /** Back-office URLs of the images, in the order the member sent them. */
  images: z.array(z.string()),
  decidedBy: z.string().nullable(),
  rewardAmount: minorAmountSchema.nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationResponseSchema = envelope(adminApplicationSchema);
export const adminApplicationsResponseSchema = envelope(
  z.object({
    list: z.array(adminApplicationSchema),
    /** Rows matching the filter, on every page. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminApplicationsPage = z.infer<typeof adminApplicationsResponseSchema>['value'];
export const adminApplicationImageParamsSchema = z.object({ id, n: z.coerce.number().int().min(0).max(10) });
export const approveApplicationSchema = z
  .object({ amount: minorAmountSchema.min(1).max(100_000_000_00).nullable().optional() })
  .strict();
export const rejectApplicationSchema = z.object({ reason: z.string().trim().min(1).max(REJECT_REASON_MAX) }).strict();
