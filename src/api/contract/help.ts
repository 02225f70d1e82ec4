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
