import { z } from 'zod';
import { envelope } from './envelope';
import { minorAmountSchema } from './wallet';

/**
 * Back-office finance calls that are not a deposit or withdrawal queue (those are in deposits.ts and
 * withdrawals.ts): member search, a member's ledger, manual adjustments, the audit log and the
 * ledger invariant check. Amounts are integer minor units.
 */

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.int(),
    pageSize: z.int(),
    total: z.int(),
    totalPages: z.int(),
  });

export const memberSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(40).describe('Username (prefix), mobile number or e-mail'),
});

export const balancesSchema = z.object({
  cash: minorAmountSchema,
  bonus: minorAmountSchema,
  withdrawalHold: minorAmountSchema,
  playMoney: minorAmountSchema,
});

export const staffMemberSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  customerType: z.int(),
  status: z.string(),
  vipLabel: z.string(),
  createdAt: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int(),
  balances: balancesSchema,
  outstandingTurnover: minorAmountSchema,
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummarySchema>;
export const memberSearchResponseSchema = envelope(z.array(staffMemberSummarySchema));

export const memberLedgerQuerySchema = z.object(page);
export const memberLedgerLineSchema = z.object({
  entryId: z.uuid(),
  type: z.string(),
  time: z.string(),
  actor: z.string().describe('member, staff:<username>, provider:<id>, job, system'),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  postings: z.array(z.object({ account: z.string(), amount: minorAmountSchema, balanceAfter: minorAmountSchema })),
});
export type MemberLedgerLine = z.infer<typeof memberLedgerLineSchema>;
export const memberLedgerResponseSchema = envelope(
  z.object({ member: staffMemberSummarySchema, entries: paged(memberLedgerLineSchema) }),
);

export const ADJUSTMENT_ACCOUNTS = ['cash', 'bonus'] as const;
export const adjustmentSchema = z.object({
  memberId: z.uuid(),
  account: z.enum(ADJUSTMENT_ACCOUNTS),
  direction: z.enum(['credit', 'debit']),
  amount: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: z.string().trim().min(3).max(200),
  clientRequestId: z.uuid(),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;
export const adjustmentResponseSchema = envelope(
  z.object({ entryId: z.uuid(), replayed: z.boolean(), balances: balancesSchema }),
);

/**
 * Waive a member's outstanding turnover (a deposit made in error, an operator's exception): the
 * requirement drops to what was wagered, with a mandatory reason, audited. `outstanding` is what the
 * staff member saw: when it changed in between (a deposit, a bet, another staff member), the server
 * answers 409 `finance.already_processed` and changes nothing.
 */
export const turnoverWaiverSchema = z.object({
  outstanding: z
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .describe('The outstanding turnover the staff member saw, minor units'),
  reason: z.string().trim().min(3).max(200),
});
export type TurnoverWaiverInput = z.infer<typeof turnoverWaiverSchema>;
export const turnoverWaiverResponseSchema = envelope(z.object({ member: staffMemberSummarySchema }));

export const auditQuerySchema = z.object({
  ...page,
  action: z.string().trim().max(60).optional(),
  staff: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
});
export const auditRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  staff: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditResponseSchema = envelope(paged(auditRowSchema));

export const ledgerCheckSchema = z.object({
  ranAt: z.string(),
  ok: z.boolean(),
  accounts: z.int(),
  entries: z.int(),
  problems: z.unknown(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;
export const ledgerCheckResponseSchema = envelope(ledgerCheckSchema.nullable());

/** The money chart of the back office's home: days of deposits credited and withdrawals paid. */
export const MONEY_DAYS_DEFAULT = 14;
export const moneyDaysQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(92).default(MONEY_DAYS_DEFAULT),
});
export const moneyDaySchema = z.object({
  /** The calendar day in `timeZone`, YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Deposits credited that day (confirmed by staff or paid through a gateway), minor units. */
  deposits: minorAmountSchema,
  depositCount: z.int(),
  /** Withdrawals paid out that day, minor units. */
  withdrawals: minorAmountSchema,
  withdrawalCount: z.int(),
});
export type MoneyDay = z.infer<typeof moneyDaySchema>;
export const moneyDaysSchema = z.object({
  /** The brand's business day (the withdrawal day): days turn at midnight there. */
  timeZone: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int(),
  /** Oldest first, one entry per day, a day without money as zeros. */
  days: z.array(moneyDaySchema),
});
export type MoneyDays = z.infer<typeof moneyDaysSchema>;
export const moneyDaysResponseSchema = envelope(moneyDaysSchema);
