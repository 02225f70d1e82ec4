import { z } from 'zod';
import { envelope } from './envelope';
import { minorAmountSchema } from './wallet';
import { BANK_ACCOUNT_LIMITS, WITHDRAWAL_REASON_MAX, WITHDRAWAL_STATUSES } from './withdrawals.constants';

export * from './withdrawals.constants';

// ---------------------------------------------------------------------------------------------------
// Bank accounts
// ---------------------------------------------------------------------------------------------------

/**
 * A bound bank account as the member sees it: the bank's code (names in withdrawals.constants.ts),
 * the number masked to its last four digits. The full number never leaves the server for a member.
 */
export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  accountMasked: z.string().describe('"**** **** 1234": never more than the last four digits'),
  last4: z.string(),
  payeeName: z.string(),
  createdAt: z.int().describe('ms since epoch'),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListResponseSchema = envelope(z.array(bankAccountSchema));
export const bankAccountResponseSchema = envelope(bankAccountSchema);

/**
 * POST /api/wallet/bank-accounts. `bankName` is a bank code of the brand currency's list;
 * `accountNumber` is 10-30 digits (spaces and hyphens between groups are dropped); `payeeName`
 * must be the member's name (the first binding sets it).
 */
export const bindBankAccountSchema = z.object({
  bankName: z.string().max(20),
  accountNumber: z.string().max(60),
  payeeName: z.string().max(BANK_ACCOUNT_LIMITS.payeeMax * 2),
});
export type BindBankAccount = z.infer<typeof bindBankAccountSchema>;

// ---------------------------------------------------------------------------------------------------
// Withdrawals (member)
// ---------------------------------------------------------------------------------------------------

export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);

/** A withdrawal as its member sees it. `reason` is staff's reason for a rejection. */
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: minorAmountSchema,
  currencyCode: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
  status: withdrawalStatusSchema,
  bankCode: z.string(),
  accountMasked: z.string(),
  createdAt: z.int(),
  reviewedAt: z.int().nullable(),
  reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * GET /api/wallet/withdraw/info: everything the withdraw page needs. Amounts are minor units.
 * `limits.usedToday` counts today's withdrawals that were not rejected (the day of
 * WITHDRAWAL_DAY_TIME_ZONE); the VIP level may set its own count and a daily amount
 * (`dailyAmount`). `turnover.outstanding` > 0 blocks withdrawing.
 */
export const withdrawInfoSchema = z.object({
  currencyCode: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
  cash: minorAmountSchema,
  withdrawalHold: minorAmountSchema,
  limits: z.object({
    min: minorAmountSchema,
    max: minorAmountSchema,
    dailyCount: z.int(),
    usedToday: z.int(),
    dailyAmount: minorAmountSchema
      .nullable()
      .describe("The member's daily amount allowance (the VIP level's); null when there is none"),
    usedAmountToday: minorAmountSchema.describe("The sum of today's withdrawals that were not rejected"),
  }),
  turnover: z.object({ required: minorAmountSchema, wagered: minorAmountSchema, outstanding: minorAmountSchema }),
  bankAccounts: z.array(bankAccountSchema),
  bankAccountLimit: z.int(),
  banks: z.array(z.string()).describe("Bank codes of the brand currency's list"),
  payeeName: z.string().nullable().describe("The member's name: bank accounts must carry it (null until the first)"),
  paymentPasswordSet: z.boolean(),
  paymentPasswordLockedUntil: z.int().nullable().describe('ms since epoch while wrong tries have locked withdrawing'),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;
export const withdrawInfoResponseSchema = envelope(withdrawInfoSchema);

/** POST /api/wallet/withdrawals. `clientRequestId` is one uuid per attempt: a double submit makes one withdrawal. */
export const withdrawRequestSchema = z.object({
  bankAccountId: z.uuid(),
  amount: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  paymentPassword: z.string().max(64),
  clientRequestId: z.uuid(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** The withdrawal; `replayed` is true when this request id had already made it (nothing moved again). */
export const withdrawResultSchema = z.object({ withdrawal: withdrawalSchema, replayed: z.boolean() });
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;
export const withdrawResultResponseSchema = envelope(withdrawResultSchema);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const withdrawalPageSchema = z.object({
  items: z.array(withdrawalSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;
export const withdrawalPageResponseSchema = envelope(withdrawalPageSchema);

// ---------------------------------------------------------------------------------------------------
// Withdrawals (staff: /api/admin/finance/withdrawals)
// ---------------------------------------------------------------------------------------------------

export const staffWithdrawalQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  from: z.coerce.number().int().min(0).optional().describe('Created at or after (ms since epoch)'),
  to: z.coerce.number().int().min(0).optional().describe('Created before (ms since epoch)'),
  member: z.string().trim().max(64).optional().describe("Part of the member's username"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One row of the queue: who, to which account (masked), how much, and what became of it. */
export const staffWithdrawalSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  payeeName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountMasked: z.string(),
  amount: minorAmountSchema,
  currencyCode: z.string(),
  currencySymbol: z.string().describe("The brand currency's symbol, as the wallet shows it"),
  minorUnitDigits: z.int(),
  status: withdrawalStatusSchema,
  createdAt: z.int(),
  reviewedAt: z.int().nullable(),
  reviewedBy: z.string().nullable().describe("The staff member's username"),
  reason: z.string().nullable(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;
/** The answer of approve and reject: the withdrawal as the queue shows it. */
export const staffWithdrawalResponseSchema = envelope(staffWithdrawalSchema);

export const staffWithdrawalPageSchema = z.object({
  items: z.array(staffWithdrawalSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});
export const staffWithdrawalPageResponseSchema = envelope(staffWithdrawalPageSchema);

/**
 * One withdrawal for paying it: the full account number for finance and admin (each such view is
 * audited as `withdrawal.view_account`; support sees it masked), the member's cash and turnover.
 */
export const staffWithdrawalDetailSchema = staffWithdrawalSchema.extend({
  accountNumber: z.string().nullable().describe('The full number (finance and admin only); null for other roles'),
  memberCash: minorAmountSchema,
  turnoverOutstanding: minorAmountSchema,
  holdEntryId: z.string().nullable(),
  settleEntryId: z.string().nullable(),
});
export type StaffWithdrawalDetail = z.infer<typeof staffWithdrawalDetailSchema>;
export const staffWithdrawalDetailResponseSchema = envelope(staffWithdrawalDetailSchema);

export const approveWithdrawalSchema = z.object({ note: z.string().trim().max(WITHDRAWAL_REASON_MAX).optional() });
export const rejectWithdrawalSchema = z.object({ reason: z.string().trim().min(1).max(WITHDRAWAL_REASON_MAX) });
export type RejectWithdrawal = z.infer<typeof rejectWithdrawalSchema>;
