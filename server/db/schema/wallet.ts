import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, COUNTER_CEILING, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * A ledger account (ADR 0007). A member has cash, bonus and withdrawal-hold accounts (and play money
 * when it is a trial account); the brand has system accounts: the house game account, payment
 * clearing per channel, promotion cost, agent commission, the play-money issuer and the red-envelope
 * holding account (the budgets of scheduled rains, docs/red-rain.md).
 * `key` names the account uniquely within the brand: `member:<id>:cash`, `system:payment_clearing:bank`.
 * `balance` is a cache of the sum of the account's postings, changed in the same transaction; member
 * accounts can never go below zero (the check is the last line of defence, the ledger refuses first).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'restrict' }),
    /** The payment channel of a clearing account. */
    channel: text('channel'),
    currency: text('currency').notNull(),
    balance: minor('balance').notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_brand_key_uq').on(t.brand, t.key),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_balance_bound', withinCeiling(t.balance)),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('cash', 'bonus', 'withdrawal_hold', 'play_money', 'house_game', 'payment_clearing', 'promotion_cost', 'agent_commission', 'play_money_issuer', 'red_envelope')`,
    ),
  ],
);

/**
 * One money movement. Its postings sum to zero. `idempotencyKey` is unique: a replayed external
 * operation finds the first entry and changes nothing. Entries are never updated or deleted; a
 * correction is a new entry that names the one it reverses.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    /** What the entry is about: a deposit id, a withdrawal id, a game round. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    reason: text('reason'),
    reversesId: uuid('reverses_id'),
    /** A fingerprint of the postings, to tell a true replay from a different request with the same key. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_idempotency_uq').on(t.idempotencyKey),
    index('journal_entries_brand_created_idx').on(t.brand, t.createdAt),
    check('journal_entries_actor_check', sql`${t.actorKind} in ('member', 'staff', 'provider', 'job', 'system')`),
  ],
);

/** One line of an entry: an amount (never zero) on one account, and that account's balance after it. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
    check('ledger_postings_nonzero', sql`${t.amount} <> 0`),
    check('ledger_postings_amount_bound', withinCeiling(t.amount)),
    check('ledger_postings_balance_bound', withinCeiling(t.balanceAfter)),
  ],
);

/** The last runs of the ledger invariant check (the back office shows a flag when one failed). */
export const ledgerChecks = pgTable('ledger_checks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ranAt: at('ran_at').notNull(),
  ok: boolean('ok').notNull(),
  accounts: integer('accounts').notNull(),
  entries: integer('entries').notNull(),
  /** What differed: accounts whose cached balance is not the sum of their postings, unbalanced entries, the total. */
  problems: jsonb('problems').notNull(),
});

/**
 * A deposit channel the operator configures (issue 4). `kind` picks the adapter
 * (server/modules/wallet/channels): `manual_bank` shows the receiving account and waits for staff;
 * `sandbox` is the built-in payment gateway that behaves like a real PSP. `name` is localised text
 * (`{ en, "zh-CN" }`); `config` holds the adapter's settings (the receiving account; the gateway's
 * merchant id and webhook secret — never sent to the browser).
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    name: jsonb('name').notNull(),
    icon: text('icon'),
    minAmount: minor('min_amount').notNull(),
    maxAmount: minor('max_amount').notNull(),
    /** Quick amounts in minor units, as JSON numbers. */
    quickAmounts: jsonb('quick_amounts').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    config: jsonb('config').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_channels_brand_code_uq').on(t.brand, t.code),
    check('payment_channels_kind_check', sql`${t.kind} in ('manual_bank', 'sandbox')`),
    check('payment_channels_amounts_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channels_amounts_bound', withinCeiling(t.maxAmount, true)),
  ],
);

/**
 * A deposit. Manual transfers go pending → confirmed | rejected (staff); gateway orders go
 * created → paid | failed | abandoned (the gateway's webhook). Only `confirmed` and `paid` credit the
 * wallet, through one ledger entry (`entryId`). `clientRequestId` makes a double submit create one
 * deposit; `providerOrderId` is the gateway's order id, unique, and the webhook's idempotency key.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => paymentChannels.id, { onDelete: 'restrict' }),
    channelKind: text('channel_kind').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** The player's transfer reference (manual bank transfer). */
    reference: text('reference'),
    clientRequestId: text('client_request_id').notNull(),
    providerOrderId: text('provider_order_id'),
    entryId: uuid('entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    /** The staff member who confirmed, rejected, approved or paid it. */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    reason: text('reason'),
    /** Set when something did not add up (a webhook with another amount or currency). */
    flag: text('flag'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_member_request_uq').on(t.memberId, t.clientRequestId),
    uniqueIndex('deposits_provider_order_uq').on(t.providerOrderId),
    index('deposits_brand_status_idx').on(t.brand, t.status, t.createdAt),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    check('deposits_amount_check', sql`${t.amount} > 0`),
    check('deposits_amount_bound', withinCeiling(t.amount, true)),
    check(
      'deposits_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'rejected', 'created', 'paid', 'failed', 'abandoned')`,
    ),
  ],
);

/** Every webhook call the gateway made, kept as received (raw body) with what the server did with it. */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    providerOrderId: text('provider_order_id'),
    rawBody: text('raw_body').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('payment_webhooks_order_idx').on(t.providerOrderId)],
);

/**
 * A member's bank account for withdrawals. The full number is kept for the payout (never logged,
 * never sent to the browser); `accountLast4` is what screens show.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountLast4: text('account_last4').notNull(),
    payeeName: text('payee_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_member_number_uq').on(t.memberId, t.accountNumber)],
);

/**
 * A withdrawal. Submitting moves the amount from cash to the withdrawal hold (`holdEntryId`); staff
 * then approve (paid: the hold goes to clearing) or reject (the hold goes back to cash), recorded by
 * `settleEntryId`. `clientRequestId` makes a double submit create one withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    clientRequestId: text('client_request_id').notNull(),
    holdEntryId: uuid('hold_entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    settleEntryId: uuid('settle_entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    /** The staff member who confirmed, rejected, approved or paid it. */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_member_request_uq').on(t.memberId, t.clientRequestId),
    index('withdrawals_brand_status_idx').on(t.brand, t.status, t.createdAt),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_amount_bound', withinCeiling(t.amount, true)),
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'paid', 'rejected')`),
  ],
);

/**
 * Turnover (wagering) a member owes before withdrawing: `required` grows with deposits and bonuses
 * (amount × the brand's multiplier), `wagered` with real-money stakes. Outstanding = max(0, required − wagered).
 */
export const memberTurnover = pgTable(
  'member_turnover',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'restrict' }),
    required: minor('required').notNull().default(sql`0`),
    wagered: minor('wagered').notNull().default(sql`0`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Totals that saturate at the largest exact JSON integer (turnover.ts), so a read never fails.
  (t) => [
    check(
      'member_turnover_bound',
      sql`${t.required} between 0 and ${sql.raw(String(COUNTER_CEILING))} and ${t.wagered} between 0 and ${sql.raw(String(COUNTER_CEILING))}`,
    ),
  ],
);

/** Every staff action: who, what, when, on what, before and after, and why. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    staffId: uuid('staff_id').notNull(),
    staffUsername: text('staff_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_brand_at_idx').on(t.brand, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
