import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A white-label brand. `config` holds the brand's settings (currency, languages, menu flags,
 * features, links, notice ...); it is validated with the contract's brandSettingsSchema on every
 * write and every read, so a bad row can never reach a client.
 */
export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  config: jsonb('config').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator switches per brand that must change without a restart. */
export const siteSettings = pgTable('site_settings', {
  brand: text('brand')
    .primaryKey()
    .references(() => brands.code, { onDelete: 'cascade' }),
  maintenance: boolean('maintenance').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link'),
    title: text('title').notNull(),
    sequence: integer('sequence').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_brand_group_seq_idx').on(t.brand, t.groupName, t.sequence).where(sql`${t.active}`)],
);
