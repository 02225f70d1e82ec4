import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, bytea, minor, withinCeiling } from './columns';
import { brands } from './system';

/** A promotion category (spec §3 promoAnnouncementCategoryIds), with its name per language. */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    /** Name per language tag; the brand's default language is always there. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_categories_brand_idx').on(t.brand, t.sequence)],
);

/**
 * A promotion (spec §2 /m/activity, §3 Promotion; docs/promotions.md). Title and content per
 * language (content is HTML, sanitised when saved); images in sequence; dates as days in the
 * brand's calendar (endDate null with noExpiry: long-term). `mode` says how a member takes part;
 * an optional reward (minor units) is offered when staff approve an application (or on join).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<Record<string, { title: string; content: string }>>().notNull(),
    images: jsonb('images').$type<{ url: string; sequence: number }[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    noExpiry: boolean('no_expiry').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    mode: text('mode').notNull().default('none'),
    rewardAmount: minor('reward_amount'),
    payout: text('payout').notNull().default('cash'),
    bonusTemplateId: uuid('bonus_template_id'),
    key: text('key'),
    /** Marketing's featured promotion: the side menu's "promotion" entry opens it. One per brand. */
    featured: boolean('featured').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('promotions_brand_idx').on(t.brand, t.enabled, t.sequence),
    uniqueIndex('promotions_brand_featured_idx').on(t.brand).where(sql`${t.featured}`),
    uniqueIndex('promotions_brand_key_idx').on(t.brand, t.key).where(sql`${t.key} is not null`),
    check('promotions_mode_check', sql`${t.mode} in ('none', 'join', 'apply')`),
    check('promotions_payout_check', sql`${t.payout} in ('cash', 'bonus')`),
    check('promotions_key_check', sql`${t.key} is null or ${t.key} in ('REFERRAL')`),
    check('promotions_dates_check', sql`${t.noExpiry} or ${t.endDate} is not null`),
    check(
      'promotions_reward_check',
      sql`${t.rewardAmount} is null or (${t.rewardAmount} > 0 and ${withinCeiling(t.rewardAmount)})`,
    ),
  ],
);

/** An image the back office uploaded for a promotion, served at /api/activities/images/:id. */
export const promotionImages = pgTable(
  'promotion_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('promotion_images_mime_check', sql`${t.mime} in ('image/png', 'image/jpeg', 'image/webp')`)],
);

/**
 * A member taking part in a promotion (spec §3 Activity states): a one-tap join (one per member
 * and promotion, whatever the races) or an application with a comment and images that staff
 * decide. At most one open application (Applying, Process, Issued, Claimed) per member and
 * promotion; after a rejection the member may apply again. `rewardId` is the reward offered.
 */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    comment: text('comment'),
    reason: text('reason'),
    amount: minor('amount'),
    /** The reward offered on approval (the reward centre's `rewards.id`); its claim shows as Claimed. */
    rewardId: uuid('reward_id'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('promotion_participations_member_idx').on(t.memberId, t.createdAt),
    index('promotion_participations_queue_idx').on(t.brand, t.state, t.createdAt),
    uniqueIndex('promotion_participations_join_idx').on(t.promotionId, t.memberId).where(sql`${t.kind} = 'join'`),
    uniqueIndex('promotion_participations_open_idx')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.kind} = 'apply' and ${t.state} <> 'Rejected'`),
    check('promotion_participations_kind_check', sql`${t.kind} in ('join', 'apply')`),
    check(
      'promotion_participations_state_check',
      sql`${t.state} in ('Applying', 'Rejected', 'Issued', 'Claimed', 'Process', 'Joined', 'Closed')`,
    ),
    check(
      'promotion_participations_amount_check',
      sql`${t.amount} is null or (${t.amount} > 0 and ${withinCeiling(t.amount)})`,
    ),
  ],
);

/** The images of an application (png or jpeg by their bytes), in the order the member sent them. */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    participationId: integer('participation_id')
      .notNull()
      .references(() => promotionParticipations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.participationId, t.position] }),
    check('promotion_application_images_mime_check', sql`${t.mime} in ('image/png', 'image/jpeg')`),
  ],
);
