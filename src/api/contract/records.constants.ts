/**
 * Transaction-record values the browser needs without zod (the schemas live in records.ts).
 * A record is one ledger entry that touched the member's accounts (ADR 0007).
 */

/**
 * The record filter groups and the ledger entry types in each. Every entry type belongs to exactly
 * one group (server/modules/wallet/records.ts checks that at compile time).
 */
export const RECORD_GROUPS = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_request', 'withdrawal_paid', 'withdrawal_rejected'],
  game: ['bet', 'win', 'rollback'],
  bonus: [
    'promotion',
    'trial_credit',
    'bonus_grant',
    'bonus_conversion',
    'bonus_forfeit',
    'reward',
    'red_envelope_grab',
  ],
  rebate: ['rebate'],
  adjustment: ['adjustment', 'opening_balance', 'reversal'],
  commission: ['commission', 'red_envelope_fund', 'red_envelope_return', 'contract_payment', 'agent_transfer'],
} as const;

export type RecordGroup = keyof typeof RECORD_GROUPS;
export const RECORD_GROUP_KEYS = Object.keys(RECORD_GROUPS) as RecordGroup[];

/**
 * An agent's team money movements (issue 21; /m/transaction/record?types=A): commissions, contract
 * payments (paid or received) and transfers to downline. Extend it as the agent area grows; the
 * types also stay in their own groups, so this is a filter, not a group.
 */
export const TEAM_MONEY_ENTRY_TYPES = ['commission', 'contract_payment', 'agent_transfer'] as const;
/** The record filter of those movements, offered to agents (`?types=A`). */
export const TEAM_RECORD_FILTER = 'team' as const;
export type RecordFilter = RecordGroup | typeof TEAM_RECORD_FILTER;

/** A record's status: a withdrawal request follows its withdrawal; everything else is done when posted. */
export const RECORD_STATUSES = ['completed', 'pending', 'paid', 'rejected'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The spec's page size for records, and the most one page may hold. */
export const RECORDS_PAGE_SIZE = 25;
export const RECORDS_MAX_PAGE_SIZE = 100;
/** The widest date range one query may span. */
export const RECORDS_MAX_RANGE_DAYS = 366;
