import { z } from 'zod';
import { MANUAL_BANK_LIMITS as L } from '../../../../src/api/contract/adminChannels.constants';
import type { ChannelAdapter } from './types';

const text = (max: number) => z.string().trim().min(1).max(max);
const localized = (max: number) => z.union([text(max), z.record(z.string(), text(max))]);

/** A manual bank transfer's settings: the receiving account and the operator's instructions. */
export const manualBankConfigSchema = z.object({
  bankName: text(L.bankName),
  accountName: text(L.accountName),
  accountNumber: text(L.accountNumber),
  branch: text(L.branch).optional(),
  /** Shown under the account: what to write as the transfer reference, how long checking takes. */
  instructions: localized(L.instructions).optional(),
});
export type ManualBankConfig = z.infer<typeof manualBankConfigSchema>;

/**
 * Manual bank transfer: the page shows the receiving account, the player transfers in their own
 * banking app and submits the amount with the transfer reference; the deposit stays `pending` until
 * staff find the money and confirm it (or reject it with a reason). There is no PSP to call.
 */
export const manualBankAdapter: ChannelAdapter<ManualBankConfig> = {
  kind: 'manual_bank',
  configSchema: manualBankConfigSchema,
  secretKeys: [],
  flow: 'manual',
  publicDetails: (config, language) => ({
    bankName: config.bankName,
    accountName: config.accountName,
    accountNumber: config.accountNumber,
    branch: config.branch ?? null,
    instructions: config.instructions === undefined ? null : language(config.instructions),
  }),
  createOrder: async () => ({ kind: 'instructions' }),
};
