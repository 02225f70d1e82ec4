/**
 * Deposit channel settings values the back office needs without zod (the schemas live in
 * adminChannels.ts, server and tests only). Amounts are integer minor units (ADR 0007).
 */

/**
 * The icons the player's deposit page draws for a channel (pages/Deposit/parts.tsx, `channelIcon`);
 * anything else would fall back to a plain card, so the back office offers only these.
 */
export const CHANNEL_ICONS = ['bank', 'zap', 'wallet', 'qr'] as const;
export type ChannelIcon = (typeof CHANNEL_ICONS)[number];

/** The languages a channel's name is written in: both are required. */
export const CHANNEL_NAME_LANGUAGES = ['en', 'zh-CN'] as const;
export type ChannelNameLanguage = (typeof CHANNEL_NAME_LANGUAGES)[number];

export const CHANNEL_LIMITS = {
  /** A channel's name, per language. */
  nameMax: 40,
  /** At most this many quick amounts (chips on the deposit page). */
  quickMax: 8,
  /** The list order: smaller first. */
  sortMin: 0,
  sortMax: 9999,
} as const;

/**
 * A channel's code: stable per brand, names its clearing account `system:payment_clearing:<code>`.
 * Lower-case letters, digits, `_` and `-`, 2-32 characters, starting with a letter or digit.
 */
export const CHANNEL_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{1,31}$/;

/**
 * Codes the ledger already uses for its own clearing accounts (manual adjustments, payouts, the demo
 * opening balances): a channel with one of them would share that account, so they are refused like
 * a taken code.
 */
export const RESERVED_CHANNEL_CODES = ['adjustment', 'payout', 'demo'] as const;

/**
 * Why a field of a channel was refused: the value of `fields.<field>` in a 400 `request.invalid`
 * answer of the channel API. The back office words each one (`channels.fieldErrors.<reason>`).
 */
export const CHANNEL_FIELD_REASONS = [
  'required',
  'tooLong',
  'tooShort',
  'format',
  'amount',
  'minAboveMax',
  'quickRange',
  'quickDuplicate',
  'quickTooMany',
  'icon',
  'kind',
  'sort',
] as const;
export type ChannelFieldReason = (typeof CHANNEL_FIELD_REASONS)[number];

export const isChannelFieldReason = (v: unknown): v is ChannelFieldReason =>
  typeof v === 'string' && (CHANNEL_FIELD_REASONS as readonly string[]).includes(v);

/** A manual bank transfer's settings as the back office reads and writes them (all shown to players). */
export interface ManualBankSettings {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch?: string;
  instructions?: Partial<Record<ChannelNameLanguage, string>>;
}

/**
 * The sandbox gateway's settings as the back office reads them: the webhook secret never leaves the
 * server (`secretSet` says whether one is stored). To write, send `webhookSecret`; leave it out of an
 * update to keep the stored one.
 */
export interface SandboxSettingsView {
  merchantId: string;
  secretSet: boolean;
}
export interface SandboxSettingsInput {
  merchantId: string;
  webhookSecret?: string;
}

/** The lengths of a manual bank transfer's settings (its adapter's configSchema checks them). */
export const MANUAL_BANK_LIMITS = {
  bankName: 80,
  accountName: 80,
  accountNumber: 40,
  branch: 80,
  instructions: 500,
} as const;

/** The sandbox gateway's settings (its adapter's configSchema checks them). */
export const SANDBOX_LIMITS = {
  merchantId: /^[A-Za-z0-9_-]{3,40}$/,
  secretMin: 32,
  secretMax: 200,
} as const;
