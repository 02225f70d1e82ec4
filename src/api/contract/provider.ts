import { z } from 'zod';
import { PROTECTION_BLOCK_REASONS } from './protection.constants';

/**
 * The seamless-wallet protocol game vendors call (issue 5; docs/provider-wallet.md). It is a vendor
 * protocol, not the site's API: bodies are bare JSON (no `{ value }` envelope) and every protocol
 * outcome is HTTP 200 with its `status`.
 */
export const PROVIDER_CALLS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type ProviderCall = (typeof PROVIDER_CALLS)[number];

export const PROVIDER_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'PLAYER_BLOCKED',
  'WRONG_CURRENCY',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'UNKNOWN',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** The signature headers: epoch milliseconds, and hex HMAC-SHA256 of `timestamp + "." + rawBody`. */
export const TIMESTAMP_HEADER = 'x-timestamp';
export const SIGNATURE_HEADER = 'x-signature';
/** How far a call's timestamp may be from the operator's clock, either way. */
export const PROVIDER_CLOCK_SKEW_MS = 5 * 60 * 1000;

const id = (what: string) => z.string().min(1).max(128).describe(what);
const minor = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .describe('Integer minor units (cents, fen): 1050 is 10.50');

export const balanceRequestSchema = z.object({
  requestId: id("The vendor's id of this request, for support"),
  playerToken: z.string().min(1).max(200).describe('The game session token the launch URL carried'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe('ISO 4217 code; must be the session currency'),
  gameCode: id("The vendor's game code"),
});
export const debitRequestSchema = balanceRequestSchema.extend({
  transactionId: id("The vendor's unique id of this money movement"),
  roundId: id("The vendor's id of the game round"),
  amount: minor.min(1),
});
export const creditRequestSchema = balanceRequestSchema.extend({
  transactionId: id("The vendor's unique id of this money movement"),
  roundId: id("The vendor's id of the game round"),
  amount: minor,
  roundClosed: z.boolean().describe('True when this credit ends the round (it is settled)'),
});
export const rollbackRequestSchema = balanceRequestSchema.extend({
  transactionId: id("The vendor's unique id of this rollback"),
  roundId: id("The vendor's id of the game round"),
  amount: minor,
  referenceTransactionId: id('The transactionId of the debit to cancel'),
});

export type BalanceRequest = z.infer<typeof balanceRequestSchema>;
export type DebitRequest = z.infer<typeof debitRequestSchema>;
export type CreditRequest = z.infer<typeof creditRequestSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;
export type ProviderRequest = BalanceRequest | DebitRequest | CreditRequest | RollbackRequest;

export const providerRequestSchemas = {
  balance: balanceRequestSchema,
  debit: debitRequestSchema,
  credit: creditRequestSchema,
  rollback: rollbackRequestSchema,
} as const;

export const providerResponseSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  balance: minor
    .nullable()
    .describe("The player's balance after the call (cash, or play money in a trial session); null when unknown"),
  currency: z.string().nullable(),
  operatorTransactionId: z.string().nullable().describe("The operator's id of the movement; null for balance"),
  code: z
    .string()
    .optional()
    .describe(
      'With some refusals: the platform error code that explains them (request.bad_text, amount.too_large, ledger.balance_limit)',
    ),
  fields: z.record(z.string(), z.string()).optional().describe('With `code`: the field at fault, when known'),
  reason: z
    .enum(PROTECTION_BLOCK_REASONS)
    .optional()
    .describe(
      'With PLAYER_BLOCKED from player protection: LOSS_LIMIT, WAGER_LIMIT, SELF_EXCLUDED or TIME_OUT (code protection.*, fields: kind, period, limit, remaining, resetsAt)',
    ),
});
export type ProviderResponse = z.infer<typeof providerResponseSchema>;
