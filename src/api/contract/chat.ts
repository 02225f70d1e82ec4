import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Live chat (issue 18; docs/chat.md): the player's chat page and the back office's customer-service
 * console. Shared by the client and the server.
 */

/** A message body: plain text, at most this many characters (no HTML: it is shown as text). */
export const CHAT_BODY_MAX = 2_000;
/** The largest attachment accepted, in bytes (413 chat.attachment_too_large above it). */
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The image types accepted, checked by their magic bytes (415 chat.attachment_type otherwise). */
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Messages per history page. */
export const CHAT_PAGE_SIZE = 50;
/** Default cap of open conversations per agent. */
export const CHAT_DEFAULT_CAP = 5;
/** Typing signals a member or agent may send per window (429 rate.limited beyond). */
export const CHAT_TYPING_LIMIT = { count: 10, windowMs: 10_000 } as const;
/** The spec's §9 delay before the browser goes to the chat URL. */
export const CHAT_REDIRECT_DELAY_MS = 500;

export const CHAT_STATUSES = ['open', 'pending', 'resolved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SENDERS = ['member', 'staff', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

const clientMessageId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, - and _, 8 to 64');
const body = z.string().trim().max(CHAT_BODY_MAX);

// Player ---------------------------------------------------------------------------------------------

/** GET /api/chat/launch: the spec's launch query (§7); `backUrl` must be a path of this site. */
export const chatLaunchQuerySchema = z.object({
  b2c: z.string().max(8).optional(),
  language: z.string().max(16).optional(),
  backUrl: z.string().max(500).optional(),
  headerColor: z.string().max(32).optional(),
  title: z.string().max(100).optional(),
});
export const chatLaunchResponseSchema = envelope(z.object({ chatUrl: z.string() }));

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  /** The staff member's username (staff messages in the back office only; null for the player). */
  staffName: z.string().nullable(),
  body: z.string(),
  /** The attachment's URL (an image), or null. */
  attachmentUrl: z.string().nullable(),
  /** An internal note (back office only; the player never receives one). */
  private: z.boolean(),
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryQuerySchema = z.object({
  /** Messages older than this id (the next page back); omitted: the newest page. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const chatHistorySchema = z.object({
  status: z.enum(CHAT_STATUSES).nullable(),
  /** Oldest to newest. */
  messages: z.array(chatMessageSchema),
  /** Older messages exist (ask with `before` = the first id). */
  hasMore: z.boolean(),
  /** The last message id the agents have read (the player's read receipts). */
  staffReadId: z.number().int(),
  /** Whether any agent of the brand is online now (false: "no agent online, we will answer"). */
  agentOnline: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;
export const chatHistoryResponseSchema = envelope(chatHistorySchema);

/** POST /api/chat/messages: text, an attachment, or both; the same clientMessageId twice is one message. */
export const chatSendSchema = z
  .object({
    clientMessageId,
    body: body.default(''),
    attachmentId: z.string().uuid().optional(),
  })
  .refine((v) => v.body.length > 0 || v.attachmentId !== undefined, {
    message: 'a message needs text or an attachment',
    path: ['body'],
  });
export const chatSendResponseSchema = envelope(z.object({ message: chatMessageSchema }));

export const chatReadSchema = z.object({ messageId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const chatOkResponseSchema = envelope(z.object({ ok: z.literal(true) }));
export const chatAttachmentResponseSchema = envelope(z.object({ id: z.string(), url: z.string() }));
export const chatAttachmentParamsSchema = z.object({ id: z.string().uuid() });
/** Spec §3: the chat unread response. */
export const chatUnreadResponseSchema = envelope(z.object({ unReadCount: z.number().int() }));

// Back office ----------------------------------------------------------------------------------------

export const CHAT_VIEWS = ['queue', 'open', 'pending', 'resolved', 'mine', 'all'] as const;
export type ChatView = (typeof CHAT_VIEWS)[number];

/** Conversations a page of the console's list (and search); "Load more" asks for the next. */
export const CHAT_CONSOLE_PAGE_SIZE = 25;

export const staffChatListQuerySchema = z.object({
  view: z.enum(CHAT_VIEWS).default('queue'),
  /** Search: a username prefix or words of the messages (any status). */
  q: z.string().trim().max(100).optional(),
  /** The previous page's `nextCursor` (opaque); absent for the first page. */
  cursor: z.string().max(400).optional(),
});

export const staffConversationSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  status: z.enum(CHAT_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** When the oldest unanswered member message came (ISO); null when nothing waits. */
  waitingSince: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  /** A plain-text preview of the last message (notes included). */
  lastMessage: z.string().nullable(),
  /** Member messages staff have not read. */
  unread: z.number().int(),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;
/**
 * One page of the console's list: at most CHAT_CONSOLE_PAGE_SIZE conversations, and the cursor of the
 * next page (null at the end). The pages of one walk are a snapshot of the list when its first page
 * was read: a conversation that becomes active meanwhile keeps its place in the walk (no repeats, no
 * gaps) and shows at the top when the list is read again from the start (docs/chat.md).
 */
export const staffConversationPageSchema = z.object({
  conversations: z.array(staffConversationSchema),
  nextCursor: z.string().nullable(),
});
export type StaffConversationPage = z.infer<typeof staffConversationPageSchema>;
export const staffConversationListResponseSchema = envelope(staffConversationPageSchema);

export const chatMemberContextSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  vipLabel: z.string(),
  customerType: z.number().int(),
  currencySymbol: z.string(),
  minorUnitDigits: z.number().int(),
  /** Cash + bonus, minor units. */
  balance: z.number().int(),
  deposits: z.array(z.object({ id: z.string(), amount: z.number().int(), status: z.string(), createdAt: z.string() })),
  withdrawals: z.array(
    z.object({ id: z.string(), amount: z.number().int(), status: z.string(), createdAt: z.string() }),
  ),
});
export type ChatMemberContext = z.infer<typeof chatMemberContextSchema>;

export const staffConversationDetailSchema = z.object({
  conversation: staffConversationSchema,
  /** Oldest to newest, notes included. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** The last message id the player has read (the agent's read receipts). */
  memberReadId: z.number().int(),
  member: chatMemberContextSchema,
});
export type StaffConversationDetail = z.infer<typeof staffConversationDetailSchema>;
export const staffConversationDetailResponseSchema = envelope(staffConversationDetailSchema);

export const conversationParamsSchema = z.object({ id: z.string().uuid() });

export const staffChatSendSchema = z.object({
  clientMessageId,
  body: body.min(1),
  /** An internal note: staff only, never reaches the player. */
  private: z.boolean().default(false),
});
export const staffChatStatusSchema = z.object({ status: z.enum(CHAT_STATUSES) });
/** Assign to a staff member (take: your own id; transfer: another agent's), or null to put it back in the queue. */
export const staffChatAssignSchema = z.object({ staffId: z.string().uuid().nullable() });

export const chatAgentSchema = z.object({
  staffId: z.string(),
  username: z.string(),
  online: z.boolean(),
  cap: z.number().int(),
  /** Open conversations assigned to them. */
  load: z.number().int(),
});
export type ChatAgent = z.infer<typeof chatAgentSchema>;
export const chatAgentListResponseSchema = envelope(z.array(chatAgentSchema));
export const chatPresenceSchema = z.object({
  online: z.boolean(),
  cap: z.number().int().min(1).max(50).optional(),
});
export const chatAgentResponseSchema = envelope(chatAgentSchema);

export const cannedReplySchema = z.object({ id: z.string(), code: z.string(), text: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListResponseSchema = envelope(z.array(cannedReplySchema));
export const cannedReplyResponseSchema = envelope(cannedReplySchema);
export const cannedReplyInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,24}$/, 'letters, digits, - and _, up to 24'),
  text: z.string().trim().min(1).max(CHAT_BODY_MAX),
});
export const cannedParamsSchema = z.object({ id: z.string().uuid() });

export const chatFiguresQuerySchema = z.object({
  /** YYYY-MM-DD, inclusive (UTC days); conversations whose first member message falls in the range. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
const figure = z.object({
  count: z.number().int(),
  /** Seconds; null when there is nothing to measure. */
  medianSeconds: z.number().nullable(),
  averageSeconds: z.number().nullable(),
});
export const chatFiguresSchema = z.object({
  conversations: z.number().int(),
  firstResponse: figure,
  resolution: figure,
});
export type ChatFigures = z.infer<typeof chatFiguresSchema>;
export const chatFiguresResponseSchema = envelope(chatFiguresSchema);
