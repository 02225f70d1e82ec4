import { z } from 'zod';
import { envelope } from './envelope';
import { protectionSchema } from './protection';
import { minorAmountSchema } from './wallet';

/**
 * The back office's members console (issue 24 §Members; docs/admin.md "Members"): search by one
 * field, a member's profile, log-ins, linked accounts, notes and tags, and the staff actions
 * (freeze, unfreeze, password reset, type, agent, close), each with a reason and audited. The
 * balances and the ledger stay the finance routes' (adminFinance.ts).
 */

/** The spec's page size for back-office lists. */
export const MEMBERS_PAGE_SIZE = 25;
/** A staff reason, as everywhere in the back office (ConfirmReasonDialog). */
export const MEMBER_REASON_MIN = 3;
export const MEMBER_REASON_MAX = 200;
export const MEMBER_NOTE_MAX = 1000;
export const MEMBER_TAG_MAX = 30;

export const MEMBER_SEARCH_FIELDS = ['username', 'mobile', 'email', 'idNumber', 'ip', 'agent'] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

export const MEMBER_STATUSES = ['active', 'disabled', 'self_excluded', 'closed'] as const;

const page = { page: z.coerce.number().int().min(1).max(100_000).default(1) };
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.int(), pageSize: z.int(), total: z.int(), totalPages: z.int() });

export const memberFindQuerySchema = z.object({
  by: z.enum(MEMBER_SEARCH_FIELDS).default('username'),
  q: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .describe('username: a prefix; mobile, e-mail, ID number, IP: the whole value; agent: the agent’s username'),
  ...page,
});

export const memberRowSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  nickname: z.string().nullable(),
  customerType: z.int(),
  status: z.string(),
  vipLabel: z.string(),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberFindResponseSchema = envelope(paged(memberRowSchema));

export const memberNoteSchema = z.object({
  id: z.int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

export const memberBonusSchema = z.object({
  id: z.uuid(),
  source: z.string(),
  status: z.string(),
  amount: minorAmountSchema,
  balance: minorAmountSchema,
  wageringRequired: minorAmountSchema,
  wagered: minorAmountSchema,
  createdAt: z.string(),
});

export const memberProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  nickname: z.string().nullable(),
  customerType: z.int(),
  status: z.string(),
  vipLabel: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  idNumber: z.string().nullable(),
  birthday: z.string().nullable(),
  registerChannel: z.string().nullable(),
  createdAt: z.string(),
  /** The uplines, nearest first (the agent tree). */
  agentChain: z.array(z.object({ id: z.uuid(), username: z.string(), depth: z.int() })),
  /** Members directly below (an agent's downline). */
  directMembers: z.int(),
  /** The devices the member logged in from, most recent first. */
  devices: z.array(
    z.object({ device: z.string(), userAgent: z.string().nullable(), lastAt: z.string(), count: z.int() }),
  ),
  bonuses: z.array(memberBonusSchema),
  protection: protectionSchema.nullable(),
  notes: z.array(memberNoteSchema),
  tags: z.array(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileResponseSchema = envelope(memberProfileSchema);

export const memberLoginSchema = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  method: z.string(),
});
export const memberLoginsQuerySchema = z.object(page);
export const memberLoginsResponseSchema = envelope(paged(memberLoginSchema));

export const LINK_KINDS = ['device', 'ip', 'bank', 'idNumber'] as const;
export const linkedMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.string(),
  /** What this member shares with the one opened. */
  shared: z.array(z.enum(LINK_KINDS)),
});
export type LinkedMember = z.infer<typeof linkedMemberSchema>;
export const linkedMembersResponseSchema = envelope(z.array(linkedMemberSchema));

const reason = z.string().trim().min(MEMBER_REASON_MIN).max(MEMBER_REASON_MAX);
export const memberReasonSchema = z.object({ reason }).strict();
export const memberTypeSchema = z
  .object({ customerType: z.int().describe('0 player, 1 agent, 2 sub-agent (40, 41, 42 for test accounts)'), reason })
  .strict();
export const memberAgentSchema = z
  .object({ parentId: z.uuid().nullable().describe('The new upline; null: the top level'), reason })
  .strict();
export const memberNoteInputSchema = z.object({ body: z.string().trim().min(1).max(MEMBER_NOTE_MAX) }).strict();
export const memberTagInputSchema = z
  .object({ tag: z.string().trim().toLowerCase().min(1).max(MEMBER_TAG_MAX) })
  .strict();

/** What an action answers: the member's status and type as they are now, and whether it changed anything. */
export const memberActionResultSchema = z.object({
  status: z.string(),
  customerType: z.int(),
  changed: z.boolean(),
});
export type MemberActionResult = z.infer<typeof memberActionResultSchema>;
export const memberActionResponseSchema = envelope(memberActionResultSchema);
export const passwordResetResponseSchema = envelope(
  z.object({ sentTo: z.enum(['sms', 'email']).describe('Where the code went; never the code') }),
);
export const memberNotesResponseSchema = envelope(z.array(memberNoteSchema));
export const memberTagsResponseSchema = envelope(z.array(z.string()));
