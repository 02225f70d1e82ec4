import type { ChannelKind } from '../../../../src/api/contract/wallet.constants';
import { manualBankAdapter } from './manual-bank';
import { sandboxAdapter } from './sandbox';
import type { ChannelAdapter } from './types';

export type { ChannelAdapter } from './types';

/** Every adapter, by channel kind. A new PSP adds its adapter here and its kind to CHANNEL_KINDS. */
export const CHANNEL_ADAPTERS: Record<ChannelKind, ChannelAdapter<unknown>> = {
  manual_bank: manualBankAdapter as ChannelAdapter<unknown>,
  sandbox: sandboxAdapter as ChannelAdapter<unknown>,
};

/** Kinds that only exist to test with: never offered in production (their money is not real). */
export const TEST_ONLY_KINDS: readonly ChannelKind[] = ['sandbox'];
