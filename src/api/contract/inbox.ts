import { z } from 'zod';
import { captchaAnswerSchema } from './accounts';
import { envelope } from './envelope';
import { FEEDBACK_TYPE_VALUES, INBOX_KINDS, SYSTEM_NOTICES } from './inbox.constants';
import { languageCodeSchema } from './localized';
import { langQuerySchema } from './system';

export * from './inbox.constants';

/**
 * The inbox (/m/webEmail; spec INBOX3), staff messages and broadcasts, system notices, and feedback
 * (/m/feedback; spec FEEDBACK3). docs/inbox.md.
 */

// ---------------------------------------------------------------------------------------------------
// Member inbox
// ---------------------------------------------------------------------------------------------------

export const inboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page number'),
  ...langQuerySchema.shape,
});

/** A system notice: translated by the client (`inbox.system.<key>.title` / `.body`) with `params`. */
export const inboxTemplateSchema = z.object({
  key: z.enum(SYSTEM_NOTICES),
  /** Amounts are integer minor units as decimal strings, with `currency` and `digits`. */
  params: z.record(z.string(), z.string()),
});
export type InboxTemplate = z.infer<typeof inboxTemplateSchema>;

export const inboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INBOX_KINDS),
  /** Empty for a system notice (see `template`). */
  title: z.string(),
  /** A plain-text one-line preview of the content; empty for a system notice. */
  preview: z.string(),
  template: inboxTemplateSchema.nullable(),
  language: languageCodeSchema,
  createdAt: z.string().describe('ISO instant'),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxItemSchema).describe('Newest first'),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
export const inboxPageResponseSchema = envelope(inboxPageSchema);

export const inboxMessageSchema = inboxItemSchema.extend({
  /** Sanitised HTML (sanitised when saved and again when read); empty for a system notice. */
  content: z.string(),
  readAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxMessageResponseSchema = envelope(inboxMessageSchema);

export const inboxIdParamsSchema = z.object({ id: z.string().max(64) });

/** POST /api/inbox/read: mark these messages read (ids), or every message (`all: true`). */
export const inboxMarkReadBodySchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => (b.ids ? !b.all : b.all === true), { message: 'ids or all, one of them' });
export type InboxMarkRead = z.infer<typeof inboxMarkReadBodySchema>;

/** GET /api/inbox/unread (INBOX3): the number of unread messages. */
export const inboxUnreadResponseSchema = envelope(z.number().int().nonnegative());
export const inboxUnreadBodySchema = z.object({ unread: z.number().int().nonnegative() });
export const inboxChangedResponseSchema = envelope(inboxUnreadBodySchema);

// ---------------------------------------------------------------------------------------------------
// Back office: broadcasts
// ---------------------------------------------------------------------------------------------------

const username = z.string().trim().toLowerCase().min(1).max(64);

export const SEGMENT_KINDS = ['member', 'all', 'vip', 'team', 'list'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export const segmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip'), level: z.string().trim().min(1).max(20).describe('A VIP label, e.g. VIP3') }),
  z.object({ kind: z.literal('team'), agent: username.describe("The agent's username (members.parent_id)") }),
  z.object({ kind: z.literal('list'), usernames: z.array(username).min(1).max(1000) }),
]);
export type Segment = z.infer<typeof segmentSchema>;

export const INBOX_TITLE_MAX = 120;
export const INBOX_CONTENT_MAX = 20_000;

const copySchema = z.object({
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
  content: z.string().trim().min(1).max(INBOX_CONTENT_MAX).describe('HTML; sanitised on save'),
});

export const broadcastInputSchema = copySchema.extend({
  translations: z.record(languageCodeSchema, copySchema).default({}),
  segment: segmentSchema,
  /** ms since epoch; absent or past: now. */
  sendAt: z.number().int().min(0).optional(),
});
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

export const BROADCAST_STATUSES = ['scheduled', 'delivered', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const broadcastSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  segment: segmentSchema,
  sendAt: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  /** Messages delivered (null before delivery). */
  recipients: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastResponseSchema = envelope(broadcastSchema);
export const broadcastListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(BROADCAST_STATUSES).optional(),
});
export const broadcastPageResponseSchema = envelope(
  z.object({
    list: z.array(broadcastSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);
export const broadcastIdParamsSchema = z.object({ id: z.string().max(64) });

// ---------------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------------

export const feedbackTypeSchema = z.union(FEEDBACK_TYPE_VALUES.map((v) => z.literal(v)));

/** PUT /api/feedback (FEEDBACK3): the sender is the session's member. */
export const feedbackInputSchema = z.object({
  type: feedbackTypeSchema,
  content: z.string().trim().min(1).max(10_000),
  captcha: captchaAnswerSchema,
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
export const feedbackSentResponseSchema = envelope(z.object({ id: z.uuid() }));

/** GET /api/feedback/rules: the brand's word limits. */
export const feedbackRulesSchema = z.object({ minWords: z.number().int(), maxWords: z.number().int() });
export type FeedbackRules = z.infer<typeof feedbackRulesSchema>;
export const feedbackRulesResponseSchema = envelope(feedbackRulesSchema);

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const staffFeedbackSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  username: z.string(),
  customerType: z.number().int(),
  type: z.number().int(),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;
export const staffFeedbackResponseSchema = envelope(staffFeedbackSchema);

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  type: z.coerce.number().pipe(feedbackTypeSchema).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  /** ms since epoch, inclusive. */
  from: z.coerce.number().int().min(0).optional(),
  /** ms since epoch, exclusive. */
  to: z.coerce.number().int().min(0).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export const feedbackPageResponseSchema = envelope(
  z.object({
    list: z.array(staffFeedbackSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);
export const feedbackIdParamsSchema = z.object({ id: z.string().max(64) });

/** POST /api/admin/feedback/:id/reply: the reply lands in the member's inbox. */
export const feedbackReplyBodySchema = copySchema.extend({
  translations: z.record(languageCodeSchema, copySchema).default({}),
});
export type FeedbackReply = z.input<typeof feedbackReplyBodySchema>;
