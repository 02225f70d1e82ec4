/**
 * Withdrawal values the browser needs without zod (the schemas live in withdrawals.ts, server and
 * tests only). Amounts on the wire are integers in minor units (ADR 0007).
 */

/** A bank a member may bind an account at: a stable code (stored) and its name in each language. */
export interface Bank {
  code: string;
  name: { en: string; 'zh-CN': string };
}

/**
 * The banks offered for each currency (the brand's currency picks the list). A currency without a
 * list cannot bind bank accounts yet: add its banks here.
 */
export const BANKS: Readonly<Record<string, readonly Bank[]>> = {
  CNY: [
    { code: 'ICBC', name: { en: 'Industrial and Commercial Bank of China', 'zh-CN': '中国工商银行' } },
    { code: 'CCB', name: { en: 'China Construction Bank', 'zh-CN': '中国建设银行' } },
    { code: 'ABC', name: { en: 'Agricultural Bank of China', 'zh-CN': '中国农业银行' } },
    { code: 'BOC', name: { en: 'Bank of China', 'zh-CN': '中国银行' } },
    { code: 'BOCOM', name: { en: 'Bank of Communications', 'zh-CN': '交通银行' } },
    { code: 'CMB', name: { en: 'China Merchants Bank', 'zh-CN': '招商银行' } },
    { code: 'PSBC', name: { en: 'Postal Savings Bank of China', 'zh-CN': '中国邮政储蓄银行' } },
    { code: 'CITIC', name: { en: 'China CITIC Bank', 'zh-CN': '中信银行' } },
    { code: 'CEB', name: { en: 'China Everbright Bank', 'zh-CN': '中国光大银行' } },
    { code: 'CMBC', name: { en: 'China Minsheng Bank', 'zh-CN': '中国民生银行' } },
    { code: 'SPDB', name: { en: 'Shanghai Pudong Development Bank', 'zh-CN': '上海浦东发展银行' } },
    { code: 'CIB', name: { en: 'Industrial Bank', 'zh-CN': '兴业银行' } },
    { code: 'PAB', name: { en: 'Ping An Bank', 'zh-CN': '平安银行' } },
    { code: 'HXB', name: { en: 'Hua Xia Bank', 'zh-CN': '华夏银行' } },
    { code: 'CGB', name: { en: 'China Guangfa Bank', 'zh-CN': '广发银行' } },
  ],
};

/** The banks of a currency (empty when none are configured). */
export const banksFor = (currencyCode: string): readonly Bank[] => BANKS[currencyCode] ?? [];

/** A bank's name in a language (English for any language without its own name; the code when unknown). */
export function bankName(code: string, language: string): string {
  for (const list of Object.values(BANKS)) {
    const bank = list.find((b) => b.code === code);
    if (bank) return language.startsWith('zh') ? bank.name['zh-CN'] : bank.name.en;
  }
  return code;
}

/** Bank-account rules: how many a member may bind, and the account number's length (digits only). */
export const BANK_ACCOUNT_LIMITS = { perMember: 5, numberMin: 10, numberMax: 30, payeeMax: 60 } as const;

/** Withdrawals per page of the player's list and of the staff queue. */
export const WITHDRAWAL_PAGE_SIZE = 25;

/** pending (cash moved to the hold) → paid (staff approved; hold to clearing) | rejected (hold back to cash). */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The longest reject reason staff may write (the player reads it). */
export const WITHDRAWAL_REASON_MAX = 200;

/**
 * The day a withdrawal counts toward the daily limit is the calendar day in this time zone (the
 * spec's default currency is CNY; there is no per-brand time zone yet).
 */
export const WITHDRAWAL_DAY_TIME_ZONE = 'Asia/Shanghai';

/**
 * Extra values some withdrawal errors carry in `fields` (strings, as the envelope's fields are):
 * - `request.invalid` on the amount: `fields.amount` is `validation.withdrawMin` or `validation.withdrawMax`,
 *   with `fields.min` / `fields.max` the limit in minor units;
 * - `withdraw.turnover_outstanding`: `fields.remaining`, the turnover still owed in minor units;
 * - `withdraw.payment_password_invalid`: `fields.attemptsLeft`, wrong tries left before the lock.
 */
export const WITHDRAW_ERROR_FIELDS = {
  min: 'min',
  max: 'max',
  remaining: 'remaining',
  attemptsLeft: 'attemptsLeft',
} as const;
