import { z } from 'zod';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';
import { langQuerySchema } from './system';

/** At most this many help topics in one answer (the footer and the help center list them all). */
export const HELP_TOPICS_LIMIT = 50;

/** The topic the footer's "Affiliate service" link opens: /m/help?title=affiliate. */
export const AFFILIATE_HELP_KEY = 'affiliate';

/** GET /api/help?lang= (spec §5 help center, module COMM3, device MOBILE). */
export const helpQuerySchema = langQuerySchema;
export type HelpQuery = z.infer<typeof helpQuerySchema>;

export const helpTopicSchema = z.object({
  id: z.number().int().positive(),
  key: z.string().nullable().describe('A name other pages link to, e.g. affiliate (/m/help?title=affiliate)'),
  title: z.string(),
  content: z.string().describe('HTML, sanitised when saved; the client sanitises it again before showing it'),
  language: languageCodeSchema.describe('The language title and content are in (the default when it fell back)'),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const helpResponseSchema = envelope(
  z.object({
    list: z.array(helpTopicSchema).describe('Active topics in help-center order; /m/help?i= is a position here'),
  }),
);

// ---------------------------------------------------------------------------------------------
// The back office's help-topic editor (docs/announcements.md)

export const adminHelpTopicInputSchema = z.object({
  key: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .describe('A name other pages link to (affiliate); null for none'),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(20_000).describe('HTML; sanitised when saved'),
  translations: z
    .record(languageCodeSchema, z.object({ title: z.string().trim().min(1).max(200), content: z.string().max(20_000) }))
    .refine((r) => Object.keys(r).length <= 20, 'at most 20 languages'),
  sequence: z.number().int().min(0).max(1_000_000),
  active: z.boolean(),
});
export type AdminHelpTopicInput = z.infer<typeof adminHelpTopicInputSchema>;

export const adminHelpTopicSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  sequence: z.number().int(),
  active: z.boolean(),
});
export type AdminHelpTopic = z.infer<typeof adminHelpTopicSchema>;
export const adminHelpTopicParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const adminHelpTopicResponseSchema = envelope(adminHelpTopicSchema);
export const adminHelpTopicsResponseSchema = envelope(
  z.object({ list: z.array(adminHelpTopicSchema), languages: z.array(z.string()), defaultLanguage: z.string() }),
);
