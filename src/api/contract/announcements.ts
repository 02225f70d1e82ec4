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
  read: z
    .boolean()
    .optional()
    .describe('With a member session only: whether the member has read it (a trial account: always true)'),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsResponseSchema = envelope(
  z.object({
    list: z.array(announcementSchema).describe('Current announcements: started, not ended; by sequence, newest first'),
    unreadCount: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('With a member session only: how many of the list are unread (the list footer)'),
  }),
);
export type AnnouncementsAnswer = z.infer<typeof announcementsResponseSchema>['value'];

export { MARK_READ_THROTTLE_MS, NOTICE_TYPES, NOTICE_TYPES_QUERY } from './announcements.constants';

/** GET /api/announcements/unread: the member's unread, current notices (NOTICE_TYPES). */
export const unreadAnnouncementsResponseSchema = envelope(z.number().int().nonnegative());

/** POST /api/announcements/read (spec §7: announcementId and read true). */
export const markReadBodySchema = z.object({
  announcementId: z.number().int().positive().max(2_147_483_647),
  read: z.literal(true),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
export const markReadResponseSchema = envelope(z.object({ unread: z.number().int().nonnegative() }));

// ---------------------------------------------------------------------------------------------
// The back office (docs/announcements.md)

export const ANNOUNCEMENT_STATES = ['draft', 'published'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];
export const ANNOUNCEMENT_TARGETS = ['everyone', 'members', 'agents', 'vip', 'list'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];
/** At most this many members on one announcement's list. */
export const ANNOUNCEMENT_MEMBERS_MAX = 500;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_HTML_MAX = 20_000;

const translationsSchema = z
  .record(
    languageCodeSchema,
    z.object({ title: z.string().trim().min(1).max(CONTENT_TITLE_MAX), content: z.string().max(CONTENT_HTML_MAX) }),
  )
  .refine((r) => Object.keys(r).length <= 20, 'at most 20 languages')
  .describe('Title and HTML content per further language (the brand languages other than its default)');

const isoInstant = z.iso.datetime({ offset: true }).describe('An ISO 8601 instant');

export const adminAnnouncementInputSchema = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: z.string().trim().min(1).max(CONTENT_TITLE_MAX),
    content: z.string().max(CONTENT_HTML_MAX).describe('HTML; sanitised when saved'),
    startAt: isoInstant,
    endAt: isoInstant.nullable(),
    sequence: z.number().int().min(0).max(1_000_000),
    target: z.enum(ANNOUNCEMENT_TARGETS),
    targetVip: z.string().trim().min(1).max(40).nullable(),
    /** Usernames, for target 'list'. */
    members: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(ANNOUNCEMENT_MEMBERS_MAX),
    translations: translationsSchema,
  })
  .superRefine((v, ctx) => {
    if (v.endAt !== null && Date.parse(v.endAt) <= Date.parse(v.startAt)) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'validation.endAfterStart' });
    }
    if (v.target === 'vip' && !v.targetVip) {
      ctx.addIssue({ code: 'custom', path: ['targetVip'], message: 'validation.required' });
    }
    if (v.target === 'list' && v.members.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['members'], message: 'validation.required' });
    }
  });
export type AdminAnnouncementInput = z.infer<typeof adminAnnouncementInputSchema>;

export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  sequence: z.number().int(),
  target: z.enum(ANNOUNCEMENT_TARGETS),
  targetVip: z.string().nullable(),
  members: z.array(z.string()),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  state: z.enum(ANNOUNCEMENT_STATES),
  /** Published, started and not ended: players see it now. */
  current: z.boolean(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminAnnouncementsQuerySchema = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  state: z.enum(ANNOUNCEMENT_STATES).optional(),
});
export const adminAnnouncementParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const adminAnnouncementResponseSchema = envelope(adminAnnouncementSchema);
export const adminAnnouncementsResponseSchema = envelope(
  z.object({ list: z.array(adminAnnouncementSchema), languages: z.array(z.string()), defaultLanguage: z.string() }),
);
