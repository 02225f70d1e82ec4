import { TRIAL_PLAY_MONEY_MAJOR, type Wallet } from '../../../src/api/contract/wallet';
import { isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import type { Executor, Ledger } from './ledger';

export type { Currency } from '../../lib/currency';

/** A bigint balance as a JSON number; balances beyond 2^53 minor units would be a bug, not money. */
export function toWire(amount: bigint): number {
  const n = Number(amount);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount ${amount} is outside the safe-integer range`);
  return n;
}

/** Major units of a currency as minor units: 2000 with 2 digits is 200000n. */
export const majorToMinor = (major: number, digits: number): bigint => BigInt(major) * 10n ** BigInt(digits);

interface WalletMember {
  id: string;
  brand: string;
  customerType: number;
}

/** The wallet as members see it: balances from the ledger, in the brand's currency. */
export function createWalletService({ ledger }: { db: Db; ledger: Ledger }) {
  /** The brand's currency: the ledger's lookup (one read per brand, shared with posting). */
  const currency = (brand: string, exec?: Executor) => ledger.currency(brand, exec);

  return {
    currency,

    async summary(member: WalletMember): Promise<Wallet> {
      const [c, b] = await Promise.all([currency(member.brand), ledger.memberBalances(member.brand, member.id)]);
      const playMoney = isTrial(member.customerType);
      return {
        currencyCode: c.code,
        currencySymbol: c.symbol,
        minorUnitDigits: c.minorUnitDigits,
        sumBalance: toWire(playMoney ? b.play_money : b.cash + b.bonus),
        playMoney,
        breakdown: {
          cash: toWire(b.cash),
          bonus: toWire(b.bonus),
          withdrawalHold: toWire(b.withdrawal_hold),
          playMoney: toWire(b.play_money),
        },
      };
    },

    /** A new trial account's play money (once per account: the member id is the idempotency key). */
    async creditTrial(member: WalletMember, exec?: Executor) {
      const c = await currency(member.brand, exec);
      const amount = majorToMinor(TRIAL_PLAY_MONEY_MAJOR, c.minorUnitDigits);
      return ledger.post(
        {
          brand: member.brand,
          type: 'trial_credit',
          idempotencyKey: `trial-credit:${member.id}`,
          reference: member.id,
          actor: { kind: 'system' },
          reason: 'Trial play money',
          postings: [
            { account: { memberId: member.id, kind: 'play_money' }, amount },
            { account: { system: 'play_money_issuer' }, amount: -amount },
          ],
        },
        exec,
      );
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
