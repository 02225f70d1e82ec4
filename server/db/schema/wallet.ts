import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { brands } from './system';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A ledger account (ADR 0007). A member has cash, bonus and withdrawal-hold accounts (and play money
 * when it is a trial account); the brand has system accounts: the house game account, payment
 * clearing per channel, promotion cost, agent commission and the play-money issuer.
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
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('cash', 'bonus', 'withdrawal_hold', 'play_money', 'house_game', 'payment_clearing', 'promotion_cost', 'agent_commission', 'play_money_issuer')`,
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
