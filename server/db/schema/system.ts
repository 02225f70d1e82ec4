import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns';

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

/**
 * The host names each brand answers on (ADR 0015): lower-case, without port. A request's brand is
 * the brand of its host; unknown hosts, localhost and IP addresses get DEFAULT_BRAND. Staff edit it.
 */
export const brandDomains = pgTable(
  'brand_domains',
  {
    host: text('host').primaryKey(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('brand_domains_host_check', sql`${t.host} ~ '^[a-z0-9.-]{1,253}$'`)],
);

/** Operator switches per brand that must change without a restart. */
export const siteSettings = pgTable('site_settings', {
  brand: text('brand')
    .primaryKey()
    .references(() => brands.code, { onDelete: 'cascade' }),
  maintenance: boolean('maintenance').notNull().default(false),
  /** The maintenance screen's text: a string, or language tag -> text (the default language's required). */
  maintenanceMessage: jsonb('maintenance_message').$type<string | Record<string, string>>(),
  /** When the operator expects maintenance to end (shown to players; it does not switch it off). */
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  /** ISO 3166-1 alpha-2 codes refused with status 2 (OR-ed with env BLOCKED_COUNTRIES). */
  blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
  /** IPs and CIDRs that pass even from a blocked country. */
  allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
  /** Module kill switches that are off (ADR 0032): deposits, withdrawals, chat, promotions, games.<TYPE>. */
  disabledModules: text('disabled_modules').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A banner's `title` and `image_url` are in the brand's default language. Other languages live in
 * banner_translations; a missing row or a null field falls back to the banner's own value.
 */
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
    /** Shown from this time (null: at once) until endsAt (null: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_brand_group_seq_idx').on(t.brand, t.groupName, t.sequence).where(sql`${t.active}`)],
);

/** A banner's copy in one more language. Either field may be null (that field falls back), not both. */
export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    /** A language tag exactly as in the brand's `languages`, e.g. zh-CN. */
    lang: text('lang').notNull(),
    title: text('title'),
    imageUrl: text('image_url'),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.lang] }),
    check('banner_translations_lang_check', sql`${t.lang} ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'`),
    check('banner_translations_not_empty_check', sql`${t.title} is not null or ${t.imageUrl} is not null`),
  ],
);

/**
 * The brand editor's versions (issue 24, ADR 0031). A brand has at most one open `draft` and one
 * `published` version (partial unique indexes: two publishes at once cannot both win); publishing
 * supersedes the live one and writes its settings to brands.config, where every reader takes them.
 * A draft records the live version it was started from (`base_version_id`): publishing a draft whose
 * base is no longer live is refused. A rollback publishes a copy of an earlier version.
 */
export const brandVersions = pgTable(
  'brand_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    settings: jsonb('settings').notNull(),
    status: text('status').notNull(),
    baseVersionId: integer('base_version_id'),
    rolledBackFrom: integer('rolled_back_from'),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('brand_versions_status_check', sql`${t.status} in ('draft', 'published', 'superseded')`),
    uniqueIndex('brand_versions_one_draft_uq').on(t.brand).where(sql`${t.status} = 'draft'`),
    uniqueIndex('brand_versions_one_live_uq').on(t.brand).where(sql`${t.status} = 'published'`),
    index('brand_versions_brand_idx').on(t.brand, t.id),
  ],
);

/** Banner art uploaded in the back office (PNG, JPEG or WebP by its bytes), served at /api/system/banner-images/:id. */
export const bannerImages = pgTable(
  'banner_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('banner_images_mime_check', sql`${t.mime} in ('image/png', 'image/jpeg', 'image/webp')`)],
);

/** A brand logo the back office uploaded (a sanitised SVG or a checked PNG), served at /api/system/brand-assets/:id. */
export const brandAssets = pgTable(
  'brand_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('brand_assets_mime_check', sql`${t.mime} in ('image/svg+xml', 'image/png')`)],
);
