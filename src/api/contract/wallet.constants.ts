/**
 * Wallet values the browser needs without zod (the schemas live in wallet.ts, server and tests only).
 * Amounts on the wire are integers in minor units (ADR 0007): 888800 with 2 digits is 8,888.00.
 */

/** How a trial account's play money starts: this many major units of the brand's currency. */
export const TRIAL_PLAY_MONEY_MAJOR = 2000;

/**
 * Withdrawal limits when the brand sets none (brand settings `wallet.withdrawal`), in MAJOR units of
 * the brand's currency: at least 100, at most 50,000 per withdrawal, 5 withdrawals a day.
 */
export const WITHDRAWAL_DEFAULTS = { minMajor: 100, maxMajor: 50_000, dailyCount: 5 } as const;

/** Turnover owed per deposit, as a percentage of the amount, when the brand sets none: 100 = 1×. */
export const DEPOSIT_TURNOVER_PERCENT_DEFAULT = 100;

/**
 * Wrong payment passwords in a window of `lockMinutes` that lock it (withdrawals and its change), and
 * for how long (server/modules/accounts/secret-guards.ts, ADR 0010).
 */
export const PAYMENT_PASSWORD_LIMIT = { attempts: 5, lockMinutes: 15 } as const;

/** The gateway's webhook is refused when its timestamp is further than this from the server's clock. */
export const WEBHOOK_WINDOW_MS = 5 * 60_000;

/** Deposit channel kinds: the adapters in server/modules/wallet/channels. */
export const CHANNEL_KINDS = ['manual_bank', 'sandbox'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
