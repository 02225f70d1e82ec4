import { z } from 'zod';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';
import { langQuerySchema } from './system';
import { WITHDRAWAL_DAY_TIME_ZONE } from './withdrawals.constants';

/** The brand's calendar (one zone for every brand until brands carry their own; see withdrawals). */
export const ANNOUNCEMENT_TIME_ZONE = WITHDRAWAL_DAY_TIME_ZONE;

/** Spec §3 content types: A agent, PL player, B banner, PU pop-up, PR promotion, H home. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** At most this many announcements in one answer (the marquee and the notice list). */
export const ANNOUNCEMENTS_LIMIT = 50;

/** GET /api/announcements?types=B,PL,PU: a comma-separated list of content types. */
export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .transform((v) => [...new Set(v.split(',').map((t) => t.trim()))])
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1))
    .describe('Comma-separated content types, e.g. B,PL,PU (banner and notice) or PR,H (home)'),
  ...langQuerySchema.shape,
});
export type AnnouncementsQuery = z.infer<typeof announcementsQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string().describe('HTML, sanitised when saved; the client sanitises it again before showing it'),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe('YYYY-MM-DD, the calendar day in the brand time zone (Asia/Shanghai until brands have their own)'),
  language: languageCodeSchema.describe('The language title and content are in (the default when it fell back)'),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsResponseSchema = envelope(
  z.object({
    list: z.array(announcementSchema).describe('Current announcements: started, not ended; by sequence, newest first'),
  }),
);
