import { z } from 'zod';
import { DEPOSIT_REFERENCE, DEPOSIT_REJECT_REASON_MAX, DEPOSIT_STATUSES } from './deposits.constants';
import { envelope } from './envelope';
import { minorAmountSchema } from './wallet';
import { CHANNEL_KINDS } from './wallet.constants';

export * from './deposits.constants';

// ---------------------------------------------------------------------------------------------------
// Channels (GET /api/wallet/deposit/channels)
// ---------------------------------------------------------------------------------------------------

/** The account a manual bank transfer goes to: what the player copies into their banking app. */
export const receivingAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
  instructions: z.string().nullable().describe("The operator's instructions, in the asked language"),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/**
 * An enabled deposit channel as the player sees it: its name in the asked language, the amount
 * range and quick amounts (minor units), and for a manual bank transfer the receiving account. A
 * gateway's credentials never leave the server.
 */
export const depositChannelSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  icon: z.string().nullable().describe('An icon name (bank, zap, wallet, qr) the page draws'),
  minAmount: minorAmountSchema,
  maxAmount: minorAmountSchema,
  quickAmounts: z.array(minorAmountSchema),
  receivingAccount: receivingAccountSchema.nullable().describe('manual_bank only'),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelsSchema = z.object({
  currencyCode: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
  channels: z.array(depositChannelSchema),
});
export type DepositChannels = z.infer<typeof depositChannelsSchema>;
export const depositChannelsResponseSchema = envelope(depositChannelsSchema);

export const channelsQuerySchema = z.object({
  lang: z.string().max(20).optional().describe('Language of the names and instructions (en when unknown)'),
});

// ---------------------------------------------------------------------------------------------------
// Deposits (member)
// ---------------------------------------------------------------------------------------------------

export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);

/** A deposit as its member sees it. `reason` is staff's reason for a rejection. */
export const depositSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelCode: z.string(),
  channelKind: z.enum(CHANNEL_KINDS),
  channelName: z.string(),
  amount: minorAmountSchema,
  currencyCode: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
  status: depositStatusSchema,
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.int().describe('ms since epoch'),
  updatedAt: z.int().describe('ms since epoch'),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositResponseSchema = envelope(depositSchema);

/**
 * POST /api/wallet/deposits. `amount` in minor units within the channel's range; `reference` is the
 * player's transfer reference (manual bank transfer only, required there); `clientRequestId` is one
 * uuid per attempt: a double submit makes one deposit.
 */
export const createDepositSchema = z.object({
  channelId: z.uuid(),
  amount: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  reference: z
    .string()
    .max(DEPOSIT_REFERENCE.max * 2)
    .optional(),
  clientRequestId: z.uuid(),
});
export type CreateDeposit = z.infer<typeof createDepositSchema>;

/**
 * The deposit, and for a gateway channel where to send the player (`redirectUrl`, the gateway's
 * hosted payment page). `replayed` is true when this request id had already made it.
 */
export const createDepositResultSchema = z.object({
  deposit: depositSchema,
  redirectUrl: z.string().nullable(),
  replayed: z.boolean(),
});
export type CreateDepositResult = z.infer<typeof createDepositResultSchema>;
export const createDepositResultResponseSchema = envelope(createDepositResultSchema);

export const depositPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const depositPageSchema = z.object({
  items: z.array(depositSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});
export type DepositPage = z.infer<typeof depositPageSchema>;
export const depositPageResponseSchema = envelope(depositPageSchema);

export const depositIdParamsSchema = z.object({ id: z.string().max(64) });

// ---------------------------------------------------------------------------------------------------
// Gateway webhooks (POST /api/wallet/webhooks/:kind)
// ---------------------------------------------------------------------------------------------------

/** What the platform answered the gateway: the order's status after the call. */
export const webhookResultSchema = z.object({
  orderId: z.string(),
  status: depositStatusSchema,
  replayed: z.boolean().describe('The same notification came before: nothing changed'),
});
export const webhookResultResponseSchema = envelope(webhookResultSchema);

// ---------------------------------------------------------------------------------------------------
// Staff (/api/admin/finance/deposits)
// ---------------------------------------------------------------------------------------------------

export const staffDepositQuerySchema = z.object({
  status: depositStatusSchema.optional(),
  from: z.coerce.number().int().min(0).optional().describe('Created at or after (ms since epoch)'),
  to: z.coerce.number().int().min(0).optional().describe('Created before (ms since epoch)'),
  member: z.string().trim().max(64).optional().describe("Part of the member's username"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One row of the deposit queue. `flag` says something did not add up (a webhook's amount or currency). */
export const staffDepositSchema = depositSchema.extend({
  currencySymbol: z.string().describe("The brand currency's symbol, as the wallet shows it"),
  memberId: z.string(),
  username: z.string(),
  providerOrderId: z.string().nullable(),
  flag: z.string().nullable(),
  reviewedAt: z.int().nullable(),
  reviewedBy: z.string().nullable().describe("The staff member's username"),
});
export type StaffDeposit = z.infer<typeof staffDepositSchema>;
export const staffDepositResponseSchema = envelope(staffDepositSchema);

export const staffDepositPageSchema = z.object({
  items: z.array(staffDepositSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});
export type StaffDepositPage = z.infer<typeof staffDepositPageSchema>;
export const staffDepositPageResponseSchema = envelope(staffDepositPageSchema);

export const rejectDepositSchema = z.object({ reason: z.string().trim().min(1).max(DEPOSIT_REJECT_REASON_MAX) });
export type RejectDeposit = z.infer<typeof rejectDepositSchema>;
