import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at } from './columns';
import { announcements } from './messaging';

/** The members an announcement with target 'list' goes to (docs/announcements.md). */
export const announcementMembers = pgTable(
  'announcement_members',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId] }),
    index('announcement_members_member_idx').on(t.memberId),
  ],
);

/** A member has read an announcement (spec §4 mark-read): one row per pair, written once. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId] }),
    index('announcement_reads_member_idx').on(t.memberId),
  ],
);
