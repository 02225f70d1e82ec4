import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { brands } from './system';

/**
 * An operator announcement (spec §3 Announcement; content types A agent, PL player, B banner,
 * PU pop-up, PR promotion, H home). Issue 5 needs only the list the home marquee shows; the
 * messaging issue adds editing, read flags and the notice screens. `content` is HTML, written only
 * through a sanitising path (the seed now, the back office later).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Title and content in more languages, by language tag; a missing language falls back to the row's own. */
    translations: jsonb('translations')
      .$type<Record<string, { title: string; content: string }>>()
      .notNull()
      .default({}),
    startAt: at('start_at').notNull(),
    endAt: at('end_at'),
    sequence: integer('sequence').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Players see only published ones (and only while current); a draft is the back office's alone. */
    state: text('state').notNull().default('published'),
    /**
     * Who sees it (docs/announcements.md): everyone (visitors too), members (signed-in non-trial
     * accounts), agents, one VIP level (`targetVip`, members.vip_label), or a list of members
     * (announcement_members).
     */
    target: text('target').notNull().default('everyone'),
    targetVip: text('target_vip'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_brand_type_idx').on(t.brand, t.type, t.startAt),
    check('announcements_type_check', sql`${t.type} in ('A', 'PL', 'B', 'PU', 'PR', 'H')`),
    check('announcements_state_check', sql`${t.state} in ('draft', 'published')`),
    check('announcements_target_check', sql`${t.target} in ('everyone', 'members', 'agents', 'vip', 'list')`),
    check('announcements_target_vip_check', sql`(${t.target} = 'vip') = (${t.targetVip} is not null)`),
  ],
);

/**
 * A help-center topic (spec §3 Help entry: title, content as HTML). The footer lists the titles in
 * `sequence` order and /m/help?i={position} shows one; `key` names a topic other pages link to by
 * name (the footer's "Affiliate service" opens /m/help?title=affiliate). `content` is HTML, written
 * only through a sanitising path (the seed now, the back office later).
 */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    key: text('key'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Title and content in more languages, by language tag; a missing language falls back to the row's own. */
    translations: jsonb('translations')
      .$type<Record<string, { title: string; content: string }>>()
      .notNull()
      .default({}),
    sequence: integer('sequence').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('help_topics_brand_idx').on(t.brand, t.sequence),
    uniqueIndex('help_topics_brand_key_idx').on(t.brand, t.key).where(sql`${t.key} is not null`),
  ],
);
