import { z } from 'zod';
import { envelope } from './envelope';

export * from './wallet.constants';

/** An amount in integer minor units (never a float); within the safe-integer range. */
export const minorAmountSchema = z.int().describe('Integer minor units of the currency (minorUnitDigits)');

/**
 * GET /api/wallet: the member's wallet. `sumBalance` is what the header and the balance widget show:
 * cash plus bonus for a real account, play money for a trial account (`playMoney: true`).
 * The withdrawal hold is money on its way out, shown in the breakdown but not in the total.
 */
export const walletSchema = z.object({
  currencyCode: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
  sumBalance: minorAmountSchema,
  playMoney: z.boolean().describe('A trial account: the balance is play money, never withdrawable'),
  breakdown: z.object({
    cash: minorAmountSchema,
    bonus: minorAmountSchema,
    withdrawalHold: minorAmountSchema,
    playMoney: minorAmountSchema,
  }),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = envelope(walletSchema);
