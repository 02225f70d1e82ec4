import type { Db } from '../../db';
import { signinConfigs, signinRewards } from '../../db/schema';

/**
 * The demo brands' sign-in (seed): a 7-day cycle of ¥2, ¥2, ¥3, ¥3, ¥5, ¥5, ¥18 in the brand's
 * minor units, paid as cash, no make-up, Asia/Shanghai. Does nothing when the brand has one.
 */
export async function seedSignin(tx: Pick<Db, 'insert'>, brand: string, minorUnitDigits: number) {
  const unit = 10n ** BigInt(minorUnitDigits);
  const [row] = await tx
    .insert(signinConfigs)
    .values({ brand, cycleDays: 7, payout: 'cash', makeupAllowed: false, makeupPerCycle: 0 })
    .onConflictDoNothing()
    .returning({ brand: signinConfigs.brand });
  if (!row) return;
  await tx
    .insert(signinRewards)
    .values([2n, 2n, 3n, 3n, 5n, 5n, 18n].map((major, i) => ({ brand, day: i + 1, amount: major * unit })));
}
