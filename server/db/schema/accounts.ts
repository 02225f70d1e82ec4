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
import { AVATARS } from '../../../src/api/contract/accounts.constants';
import { at } from './columns';
import { brands } from './system';

/**
 * A member (player, agent, trial or internal test account) of one brand. `username` is stored
 * lower-case; the mobile number (digits, without the dialling code) is unique per brand and code
 * when set. Passwords are argon2id hashes; a trial account has no password.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    email: text('email'),
    nickname: text('nickname'),
    /** The head icon the member picked (AVATARS), or none yet. */
    avatar: text('avatar'),
    payeeName: text('payee_name'),
    idNumber: text('id_number'),
    birthday: date('birthday', { mode: 'string' }),
    qq: text('qq'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    vipLabel: text('vip_label').notNull().default('VIP0'),
    /** This member's own invitation code (agents hand it out); upper-case, unique per brand. */
    affiliateCode: text('affiliate_code'),
    /** The invitation code given at registration, and the free-text recommender id. */
    referrerCode: text('referrer_code'),
    recommenderId: text('recommender_id'),
    /** ADR 0006: 0 player, 1/2 agent levels, 4 trial, 40/41/42 internal test. */
    customerType: integer('customer_type').notNull(),
    status: text('status').notNull().default('active'),
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    /** The agent whose downline this member is in. */
    parentId: uuid('parent_id'),
    firstLogin: boolean('first_login').notNull().default(true),
    registerChannel: text('register_channel'),
    registerUrl: text('register_url'),
    /**
     * When the member's age was confirmed (issue 19, age gate): at registration by the checked
     * birthday; for a trial account by its birthday or its explicit "I am 18+/21+" before the first
     * game. Null: not confirmed (a trial account cannot launch a game).
     */
    ageConfirmedAt: at('age_confirmed_at'),
    /** The browser's device id at registration (x-device-id): the bonus abuse guard matches it. */
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_brand_username_uq').on(t.brand, t.username),
    uniqueIndex('members_brand_mobile_uq').on(t.brand, t.countryDialingCode, t.mobile),
    uniqueIndex('members_brand_affiliate_code_uq').on(t.brand, t.affiliateCode),
    index('members_parent_idx').on(t.parentId),
    // The back office's search by ID number and the linked accounts (docs/admin.md "Members").
    index('members_brand_id_number_idx').on(t.brand, t.idNumber),
    index('members_brand_device_idx').on(t.brand, t.deviceId),
    // The daily registrations rollup (ADR 0030) counts a brand's members by the day they joined.
    index('members_brand_created_idx').on(t.brand, t.createdAt),
    check('members_status_check', sql`${t.status} in ('active', 'disabled', 'self_excluded', 'closed')`),
    check('members_customer_type_check', sql`${t.customerType} in (0, 1, 2, 4, 40, 41, 42)`),
    check('members_username_lower_check', sql`${t.username} = lower(${t.username})`),
    check(
      'members_avatar_check',
      sql.raw(`"avatar" is null or "avatar" in (${AVATARS.map((a) => `'${a}'`).join(', ')})`),
    ),
  ],
);

/**
 * A social log-in identity linked to a member (docs/social-login.md): the provider's stable user id
 * (`subject`: Google's `sub`, Facebook's app-scoped user id) per brand. A member has at most one
 * link per provider. `email` is the address the provider vouched for when the link was made.
 */
export const socialLogins = pgTable(
  'social_logins',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.provider, t.subject] }),
    uniqueIndex('social_logins_member_provider_uq').on(t.memberId, t.provider),
    check('social_logins_provider_check', sql`${t.provider} in ('facebook', 'google')`),
  ],
);

/** A log-in session. Only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The absolute expiry; the idle expiry is lastSeenAt + the idle timeout. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /**
     * The account's first session: started by its registration or trial, or by the first log-in of an
     * account made for the member. The site greets it as a first visit ("Welcome", not "Welcome back").
     */
    firstVisit: boolean('first_visit').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** Every successful log-in: time, IP and device (the security centre's log-in history). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
  },
  (t) => [index('login_history_member_at_idx').on(t.memberId, t.at), index('login_history_ip_idx').on(t.ip)],
);

/** A captcha challenge: the answer's hash, single-use, expiring. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * A code sent by SMS or e-mail: stored hashed, single-use, expiring, with an attempt counter.
 * `target` is the E.164-like `+<code><number>` for SMS, the lower-case address for e-mail.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    /** The member the code is for, when known (e-mail binding, password reset by e-mail). */
    memberId: uuid('member_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.brand, t.channel, t.purpose, t.target, t.createdAt),
    check('verification_codes_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

/** Every SMS and e-mail the "outbox" providers sent (the default providers; dev and tests read them). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    purpose: text('purpose').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

/** Fixed-window counters for rate limits, shared by every API node. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Guess guards (ADR 0010): one row per secret and scope (a member's payment password; a log-in
 * password per account, per account and address, per address). A guess is counted here before it
 * is checked: `counted` holds the window's wrong guesses plus those still being checked, and a new
 * one is refused once it reaches the rule's limit. `failures` are the wrong ones. `epoch` numbers the
 * windows, so a guess settles only in the window that counted it.
 */
export const guessGuards = pgTable(
  'guess_guards',
  {
    key: text('key').primaryKey(),
    epoch: integer('epoch').notNull(),
    windowStart: at('window_start').notNull(),
    counted: integer('counted').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: at('locked_until'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('guess_guards_counts', sql`${t.failures} >= 0 and ${t.counted} >= 0`)],
);

/**
 * The RSA key pair that log-in and registration bodies are encrypted to. One row per use, created
 * by the first node that starts; every node reads the same one.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  use: text('use').primaryKey(),
  keyId: text('key_id').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Back-office staff, separate from members. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    /** The brands this staff member works on (ADR 0015); null means every brand. */
    brands: text('brands').array(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_username_uq').on(t.username),
    check('staff_role_check', sql`${t.role} in ('admin', 'finance', 'support', 'marketing')`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [primaryKey({ columns: [t.tokenHash] }), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * A staff note on a member (docs/admin.md "Members"): who wrote it, when, and the text. Notes are
 * kept: there is no edit or delete (a correction is a new note).
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull(),
    staffUsername: text('staff_username').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);

/** A staff tag on a member (free text, lower-case, one row a tag): who added it and when. */
export const memberTags = pgTable(
  'member_tags',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    staffUsername: text('staff_username').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tag] }), index('member_tags_brand_tag_idx').on(t.brand, t.tag)],
);
