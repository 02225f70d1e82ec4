import type { Db } from './index';
import { bonusTemplates } from './schema';

/** Slots and fishing count in full, live and card tables a tenth, everything else half (docs/bonuses.md). */
export const DEMO_CONTRIBUTIONS = { default: 50, RNG: 100, FISH: 100, LIVE: 10, PVP: 10 };

/**
 * The demo brands' bonus templates (docs/bonuses.md): the registration page's 120 % welcome bonus on
 * the first deposit, up to 3,000 (10× the bonus to wager in 30 days, at most 500 a bet), and a
 * promotion code. Amounts in minor units of a 2-digit currency.
 */
export async function seedBonusTemplates(tx: Pick<Db, 'insert'>, brand: string) {
  await tx.insert(bonusTemplates).values([
    {
      brand,
      name: 'Welcome bonus 120%',
      trigger: 'deposit',
      depositNth: 1,
      percent: 120,
      maxAmount: 300_000n,
      wageringMultiple: 10,
      wageringBasis: 'bonus',
      contributions: DEMO_CONTRIBUTIONS,
      maxBet: 50_000n,
      validDays: 30,
      forfeitOnWithdrawal: true,
      oncePerPerson: true,
    },
    {
      brand,
      name: 'Lucky code 8.88',
      trigger: 'code',
      code: 'LUCKY888',
      fixedAmount: 888n,
      wageringMultiple: 5,
      wageringBasis: 'bonus',
      contributions: DEMO_CONTRIBUTIONS,
      maxBet: 10_000n,
      validDays: 7,
      conversionCap: 50_000n,
      forfeitOnWithdrawal: true,
      oncePerPerson: true,
    },
  ]);
}
