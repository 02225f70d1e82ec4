import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members, staff } from './accounts';
import { at, bytea } from './columns';
import { brands } from './system';

/**
 * A member's live-chat conversation (docs/chat.md). One per member: it goes open -> pending ->
 * resolved and back (an incoming member message reopens a resolved one), so its history is one
 * thread. `waitingSince` is the first member message no staff reply has answered yet (the queue's
 * "waited for"); the read positions are the last message id each side has read (read receipts).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    firstMemberMessageAt: at('first_member_message_at'),
    firstResponseAt: at('first_response_at'),
    resolvedAt: at('resolved_at'),
    waitingSince: at('waiting_since'),
    lastMessageAt: at('last_message_at'),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.memberId),
    index('chat_conversations_brand_status_idx').on(t.brand, t.status, t.waitingSince),
    index('chat_conversations_assignee_idx').on(t.assigneeId, t.status),
    check('chat_conversations_status_check', sql`${t.status} in ('open', 'pending', 'resolved')`),
  ],
);

/**
 * One episode of a conversation, for the console's figures: it opens with the member's first message
 * (the first ever, or the first after the conversation was resolved), takes its first response from
 * the first staff reply (not a note), and ends when staff resolve it. A conversation reopened by a new
 * message starts a new episode, so its figures do not run from the very first message of the thread.
 */
export const chatEpisodes = pgTable(
  'chat_episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull(),
    firstResponseAt: at('first_response_at'),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('chat_episodes_conversation_opened_uq').on(t.conversationId, t.openedAt),
    index('chat_episodes_brand_opened_idx').on(t.brand, t.openedAt),
  ],
);

/**
 * An image a member or staff member attached to a conversation, kept in the database (so every node
 * serves it), checked by its magic bytes. Served only to the conversation's member and its brand's staff.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_attachments_conversation_idx').on(t.conversationId),
    check('chat_attachments_mime_check', sql`${t.mime} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);

/**
 * One message. `private` marks a staff member's internal note: never listed, counted or pushed to
 * the player. `clientMessageId` makes a retried send one message (unique per conversation and side).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, { onDelete: 'set null' }),
    private: boolean('private').notNull().default(false),
    clientMessageId: text('client_message_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_uq')
      .on(t.conversationId, t.sender, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
    check('chat_messages_sender_check', sql`${t.sender} in ('member', 'staff', 'system')`),
    check('chat_messages_private_check', sql`not ${t.private} or ${t.sender} = 'staff'`),
  ],
);

/** A canned reply of a brand: staff type "/" + `code` in the reply box to insert `text`. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_canned_brand_code_uq').on(t.brand, t.code)],
);

/**
 * A staff member's chat presence: online or not, how many open conversations they take at most, and
 * when they were last given one (round-robin picks the online agent under the cap given one longest ago).
 */
export const chatAgents = pgTable('chat_agents', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(false),
  cap: integer('cap').notNull().default(5),
  lastAssignedAt: at('last_assigned_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
