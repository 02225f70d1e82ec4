import { z } from 'zod';
import { countryDialingCodeSchema, fieldRuleSchema } from './accounts';
import { REGISTER_FIELDS, REGISTER_METHODS, SOCIAL_PROVIDERS } from './accounts.constants';
import { envelope } from './envelope';
import { languageCodeSchema, localizedTextIssues, localizedTextSchema } from './localized';
import { moduleKeySchema } from './modules';
import {
  CS_TYPES,
  DOWNLOAD_TYPES,
  FEATURE_KEYS,
  HEX_COLOUR,
  LOOK_FONTS,
  LOOK_RADII,
  MENU_KEYS,
  SOCIAL_TYPES,
} from './whitelabel';

// ---------------------------------------------------------------------------------------------------
// System status
// ---------------------------------------------------------------------------------------------------

/** 0 normal, 1 maintenance (also when maintenance and region restriction are both on), 2 region restricted only. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** The spec's status decision. Maintenance wins over region restriction. */
export function statusCode(input: { maintenance: boolean; regionRestricted: boolean }): SystemStatusCode {
  if (input.maintenance) return SYSTEM_STATUS.maintenance;
  if (input.regionRestricted) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0 normal, 1 maintenance, 2 region restricted'),
  maintenance: z.boolean(),
  regionRestriction: z.boolean().describe('True when the client country is in the blocked list'),
  maintenanceMessage: z
    .string()
    .nullable()
    .default(null)
    .describe("The operator's maintenance message in the requested language (null: none, or maintenance is off)"),
  maintenanceUntil: z.string().nullable().default(null).describe('ISO 8601: when maintenance is expected to end'),
  disabledModules: z
    .array(moduleKeySchema)
    .default([])
    .describe('Modules the operator switched off (403 feature.unavailable; ADR 0032)'),
  location: z.object({
    ip: z.string().describe('The client IP the server saw'),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .describe('ISO 3166-1 alpha-2; null for private, loopback or unknown addresses'),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
export const systemStatusResponseSchema = envelope(systemStatusSchema);

// ---------------------------------------------------------------------------------------------------
// White-label config
// ---------------------------------------------------------------------------------------------------

/** An absolute http(s) URL. */
export const httpUrlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });
/** An absolute http(s) URL or a same-origin path such as /media/x.svg. */
export const linkSchema = z.union([
  httpUrlSchema,
  z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/)
    .describe('Same-origin path'),
]);

export const brandCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,31}$/)
  .describe('Brand code: lower-case letters, digits and hyphens, 2-32 characters');

export const hexColourSchema = z.string().regex(HEX_COLOUR).describe('Hex colour, #rgb or #rrggbb');

export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1).max(8),
  minorUnitDigits: z.number().int().min(0).max(4),
});

/** Query of the endpoints that return operator text: `lang` picks the language (see resolveContentLanguage). */
export const langQuerySchema = z.object({
  lang: languageCodeSchema
    .optional()
    .describe(
      "Language of operator text. A language the brand does not offer falls back to the brand's default; a malformed tag is a 400",
    ),
});
export type LangQuery = z.infer<typeof langQuerySchema>;

export const whitelabelFlagsSchema = z.record(z.enum(MENU_KEYS), z.boolean());
export const featuresSchema = z.record(z.enum(FEATURE_KEYS), z.boolean());
export const downloadsSchema = z.partialRecord(z.enum(DOWNLOAD_TYPES), httpUrlSchema);
export const socialLinksSchema = z.partialRecord(z.enum(SOCIAL_TYPES), httpUrlSchema);

const csUrlSchema = z.union([httpUrlSchema, z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/)]);

/** A customer-service channel as served: the title in the requested language. */
export const customerServiceChannelSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string().min(1).max(60),
  titleLanguage: languageCodeSchema.describe('The language `title` is in (the default language when it fell back)'),
  url: csUrlSchema,
});
export type CustomerServiceChannel = z.infer<typeof customerServiceChannelSchema>;

/** A customer-service channel as stored: the title may have a copy per language. */
export const storedCustomerServiceChannelSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: localizedTextSchema(60),
  url: csUrlSchema,
});

export const themeOverridesSchema = z
  .object({
    brandAccent: hexColourSchema.optional(),
    brandAccentHover: hexColourSchema.optional(),
    onBrandAccent: hexColourSchema.optional(),
  })
  .strict();
export type ThemeOverrides = z.infer<typeof themeOverridesSchema>;

/**
 * The brand look beside the accents (issue 24, docs/admin.md "Brand & white-label"): the logo (an
 * uploaded SVG or PNG served by /api/system/brand-assets/:id, or an https URL), the corner radius
 * preset and a bundled font. Each part absent: the brand theme's own.
 */
export const brandLookSchema = z
  .object({
    logoUrl: linkSchema.optional().describe("The header logo; absent: the brand theme's drawn logo"),
    radius: z.enum(LOOK_RADII).optional().describe("Corner radius preset; absent: the brand theme's"),
    font: z.enum(LOOK_FONTS).optional().describe("A bundled font; absent: the brand theme's"),
  })
  .strict();
export type BrandLook = z.infer<typeof brandLookSchema>;

/** The once-per-session notice popup as served: three paragraphs in the requested language. */
export const noticeSchema = z.object({
  paragraphs: z
    .array(z.string().min(1).max(1000))
    .length(3)
    .describe('The once-per-session notice popup, three paragraphs'),
  paragraphLanguages: z
    .array(languageCodeSchema)
    .length(3)
    .describe('The language of each paragraph (the default language where a translation is missing)'),
});

/** The notice as stored: each paragraph a plain string or a copy per language. */
export const storedNoticeSchema = z.object({
  paragraphs: z.array(localizedTextSchema(1000)).length(3),
});

/**
 * Game pacing, the brand's jurisdiction settings (issue 19; MGA, UKGC RTS 14). Absent: today's
 * behaviour (DEFAULT_PACING, everything off). The house slot client honours every field, and the
 * studio's spin endpoint enforces `minSpinMs` per player (studio.too_fast).
 */
export const pacingSettingsSchema = z
  .object({
    minSpinMs: z
      .int()
      .min(0)
      .max(60_000)
      .describe('Least time between the starts of two spins (2500 for 2.5 s); 0: none'),
    autoplay: z.boolean().describe('Whether an autoplay control may be offered'),
    turbo: z.boolean().describe('Whether a turbo (quick spin) control may be offered'),
    celebrateOnlyRealWins: z.boolean().describe('No win celebration when the return is at most the stake'),
    showNetPosition: z.boolean().describe('The game window shows the session time and the net position'),
  })
  .strict();
export type PacingSettings = z.infer<typeof pacingSettingsSchema>;

/** Settings that are the same in every language. */
const sharedSettingsShape = {
  currency: currencySchema,
  defaultLanguage: languageCodeSchema,
  languages: z.array(languageCodeSchema).min(1),
  whitelabel: whitelabelFlagsSchema.describe("Menu key -> shown (the spec's whitelabelVal)"),
  features: featuresSchema.describe("liveChat is the spec's CBS3 flag"),
  downloads: downloadsSchema.describe('Only configured download links are present'),
  social: socialLinksSchema.describe('Only configured social links are present'),
  paymentMethods: z
    .array(z.object({ name: z.string().trim().min(1).max(40), imageUrl: linkSchema }))
    .max(12)
    .optional()
    .describe("The footer's payment-method images, in order; absent or empty hides the section"),
  themeOverrides: themeOverridesSchema.optional().describe('Runtime accent colours applied over the brand theme'),
  look: brandLookSchema.optional().describe('Runtime logo, corner radius and font applied over the brand theme'),
  ageLimit: z.number().int().min(18).max(21),
  pacing: pacingSettingsSchema.optional().describe('Game pacing (jurisdiction settings); absent: all off'),
  passwordReset: z
    .object({ byPhone: z.boolean(), byMail: z.boolean() })
    .optional()
    .describe('Forgot-password methods (site settings); absent means both on. See src/rules/passwordReset.ts'),
};

const defaultLanguageListed = {
  check: (c: { languages: string[]; defaultLanguage: string }) => c.languages.includes(c.defaultLanguage),
  params: { path: ['defaultLanguage'], message: 'defaultLanguage must be one of languages' },
};

/**
 * The operator's registration form for the brand (GET /api/accounts/register-rules). Optional, and
 * every part has a default, so brands stored before it existed stay valid. The methods themselves
 * come from `features.mobileRegistration` and `features.usernameRegistration`.
 */
export const registrationSettingsSchema = z.object({
  /** Per field: shown (enabled) and required. Fields left out keep the server's default rule. */
  fields: z.partialRecord(z.enum(REGISTER_FIELDS), fieldRuleSchema).optional(),
  /** The method the form opens on, when the brand offers it; absent: mobile when it is the only one, else username. */
  defaultMethod: z.enum(REGISTER_METHODS).optional(),
  mobileMinLength: z.number().int().min(4).max(20).optional(),
  countryDialingCodes: z.array(countryDialingCodeSchema).min(1).max(50).optional(),
  /** Bounds of the decorative jackpot counter's start value. */
  jackpot: z
    .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
    .refine((j) => j.max >= j.min, { message: 'jackpot.max must be at least jackpot.min' })
    .optional(),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/**
 * The brand's wallet rules (issue 4). Optional, and every part has a default in wallet.constants.ts.
 * Amounts are MAJOR units of the brand's currency (an operator writes "100", not "10000").
 */
export const walletSettingsSchema = z.object({
  withdrawal: z
    .object({
      minMajor: z.int().positive(),
      maxMajor: z.int().positive(),
      dailyCount: z.int().min(1).max(100),
    })
    .refine((w) => w.maxMajor >= w.minMajor, { message: 'withdrawal.maxMajor must be at least minMajor' })
    .optional(),
  /** Turnover owed per deposit as a percentage of the amount (100 = 1×; 0 = none). */
  depositTurnoverPercent: z.int().min(0).max(10_000).optional(),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;

/** The feedback form's description limits in words (docs/inbox.md); absent: 5 and 500. */
export const feedbackSettingsSchema = z
  .object({ minWords: z.int().min(1).max(1000), maxWords: z.int().min(1).max(5000) })
  .refine((f) => f.maxWords >= f.minWords, { message: 'feedback.maxWords must be at least minWords' });

/**
 * The agent area's brand settings (issue 21, docs/agents.md). Absent: downline balances are hidden.
 * `showDownlineBalance`: team manage shows each member's wallet balance to their agents.
 * `contractsPaidBy`: who pays agent contracts' settlements (ADR 0026): the upline's cash (absent or
 * 'upline'; top-level agents' contracts are always the house's) or the house's agent-commission account.
 * `transfersToDownline`: an agent may move cash to a direct member (absent: off).
 */
export const agentSettingsSchema = z.object({
  showDownlineBalance: z.boolean(),
  contractsPaidBy: z.enum(['upline', 'house']).optional(),
  transfersToDownline: z.boolean().optional(),
});

/**
 * The brand's white-label settings as stored (everything except the brand code and site name).
 * Operator text (notice paragraphs, customer-service titles) may have a copy per language.
 */
export const brandSettingsSchema = z
  .object({
    ...sharedSettingsShape,
    customerService: z.array(storedCustomerServiceChannelSchema).max(20),
    notice: storedNoticeSchema,
    registration: registrationSettingsSchema.optional(),
    wallet: walletSettingsSchema.optional(),
    feedback: feedbackSettingsSchema.optional(),
    agent: agentSettingsSchema.optional(),
  })
  .refine(defaultLanguageListed.check, defaultLanguageListed.params)
  .superRefine((s, ctx) => {
    const texts = [
      ...s.notice.paragraphs.map((text, i) => ({ path: ['notice', 'paragraphs', i], text })),
      ...s.customerService.map((c, i) => ({ path: ['customerService', i, 'title'], text: c.title })),
    ];
    for (const issue of localizedTextIssues(texts, s.languages, s.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  });
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/**
 * A social log-in provider the browser may offer: its white-label flag is on and the server has its
 * credentials. `clientId` is the public id the provider's browser SDK needs (Google client id,
 * Facebook app id); never a secret.
 */
export const socialLoginProviderSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  clientId: z.string().min(1).max(200),
});
export type SocialLoginProvider = z.infer<typeof socialLoginProviderSchema>;

/** GET /api/system/config: the white-label config of the active brand, its text in one language. */
export const siteConfigSchema = z
  .object({
    brand: brandCodeSchema,
    siteName: z.string().min(1).max(60),
    contentLanguage: languageCodeSchema.describe(
      "The language operator text was resolved for: the requested one when offered, else the brand's default",
    ),
    ...sharedSettingsShape,
    customerService: z.array(customerServiceChannelSchema).max(20),
    notice: noticeSchema,
    socialLogin: z
      .array(socialLoginProviderSchema)
      .max(SOCIAL_PROVIDERS.length)
      .optional()
      .describe(
        'Social log-in providers to offer, in button order: only those whose flag (features.facebookLogin, googleLogin) is on and that the server is configured for. Absent or empty: none',
      ),
  })
  .refine(defaultLanguageListed.check, defaultLanguageListed.params)
  .refine((c) => c.languages.includes(c.contentLanguage), {
    path: ['contentLanguage'],
    message: 'contentLanguage must be one of languages',
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export const siteConfigResponseSchema = envelope(siteConfigSchema);

// ---------------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------------

/** m_home home, m_hotgames hot games, m_leftmenu side menu, m_reg registration. */
export const BANNER_GROUPS = ['m_home', 'm_hotgames', 'm_leftmenu', 'm_reg'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
export const bannerGroupSchema = z.enum(BANNER_GROUPS);

export const bannersQuerySchema = z.object({ group: bannerGroupSchema, ...langQuerySchema.shape });
export type BannersQuery = z.infer<typeof bannersQuerySchema>;

export const bannerSchema = z.object({
  id: z.number().int().positive(),
  groupName: bannerGroupSchema,
  imageUrl: linkSchema.describe("The art for the requested language, else the default language's art"),
  link: linkSchema.nullable().describe('Where a tap goes: an /m/... path or an external URL; null for none'),
  title: z.string().describe('Accessible name of the banner image, in the requested language'),
  titleLanguage: languageCodeSchema.describe('The language `title` is in (the default language when it fell back)'),
  sequence: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = envelope(z.array(bannerSchema));
