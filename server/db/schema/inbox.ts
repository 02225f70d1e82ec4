import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at } from './columns';
import { brands } from './system';

/** Title and content in more languages, by language tag; a missing language falls back to the row's own. */
type Translations = Record<string, { title: string; content: string }>;

/**
 * What staff send (docs/inbox.md): one row per send, to one member or a segment, now or at
 * `send_at`. The `inbox-broadcasts` job delivers due rows; delivery is idempotent (one message per
 * broadcast and member, `inbox_messages_broadcast_member_idx`). `content` is sanitised HTML.
 * `segment`: `{ kind: 'member', username }`, `{ kind: 'all' }`, `{ kind: 'vip', level }`,
 * `{ kind: 'team', agent }` (the agent's username; members.parent_id) or `{ kind: 'list', usernames }`.
 */
export const inboxBroadcasts = pgTable(
  'inbox_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    segment: jsonb('segment').$type<Record<string, unknown>>().notNull(),
    sendAt: at('send_at').notNull(),
    /** scheduled (not yet delivered), delivered, cancelled. */
    status: text('status').notNull().default('scheduled'),
    recipients: integer('recipients'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('inbox_broadcasts_due_idx').on(t.status, t.sendAt),
    index('inbox_broadcasts_brand_idx').on(t.brand, t.createdAt),
    check('inbox_broadcasts_status_check', sql`${t.status} in ('scheduled', 'delivered', 'cancelled')`),
  ],
);

/**
 * A message in a member's inbox (/m/webEmail). `kind`: staff (from a broadcast), feedback_reply,
 * system. A system notice keeps a template key and its params instead of text, so it reads in the
 * member's language (`inbox.system.depositConfirmed` with `{ amount, currency }`). `ref` makes an
 * event's notice unique per member (`deposit:<id>`, `withdrawal-paid:<id>`). Members delete softly.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    broadcastId: uuid('broadcast_id').references(() => inboxBroadcasts.id, { onDelete: 'set null' }),
    ref: text('ref'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('inbox_messages_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('inbox_messages_broadcast_member_idx')
      .on(t.broadcastId, t.memberId)
      .where(sql`${t.broadcastId} is not null`),
    uniqueIndex('inbox_messages_ref_idx').on(t.memberId, t.ref).where(sql`${t.ref} is not null`),
    check('inbox_messages_kind_check', sql`${t.kind} in ('staff', 'feedback_reply', 'system')`),
  ],
);

/**
 * A player's feedback (spec §2/§3/§5 Feedback, FEEDBACK3): type 0 other, 1 deposit, 2 withdraw,
 * 3 game, 4 service, 6 agent application. Support replies (the reply lands in the inbox as
 * `feedback_reply`); an admin may turn a type-6 sender into an agent (`converted_at`).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    type: integer('type').notNull(),
    content: text('content').notNull(),
    /** open, replied. */
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: at('replied_at'),
    replyMessageId: uuid('reply_message_id'),
    convertedAt: at('converted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_brand_idx').on(t.brand, t.createdAt),
    check('feedback_type_check', sql`${t.type} in (0, 1, 2, 3, 4, 6)`),
    check('feedback_status_check', sql`${t.status} in ('open', 'replied')`),
  ],
);
