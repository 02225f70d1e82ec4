import { count, eq } from 'drizzle-orm';
import type { Db } from './index';
import { type RebateRates, vipLevels, vipSettings } from './schema';

/** ¥ in minor units (2 digits). */
const yuan = (n: number) => BigInt(n) * 100n;

/** Rebate rates (bp) growing with the level: slots and fishing earn most, lotteries least. */
const rates = (step: number): RebateRates => ({
  RNG: 20 * step,
  FISH: 20 * step,
  LIVE: 10 * step,
  PVP: 10 * step,
  SPORTS: 10 * step,
  LOTT: 5 * step,
  ELOTT: 5 * step,
});

/** The demo ladder VIP0..VIP5 (docs/vip-rebates-referral.md). */
export const DEMO_VIP_LEVELS = [
  { name: 'VIP0', turnover: 0, deposits: 0, upgrade: 0, monthly: 0, count: 5, amount: 100_000 },
  { name: 'VIP1', turnover: 1_000, deposits: 0, upgrade: 8, monthly: 0, count: 5, amount: 150_000 },
  { name: 'VIP2', turnover: 10_000, deposits: 1_000, upgrade: 38, monthly: 8, count: 5, amount: 200_000 },
  { name: 'VIP3', turnover: 50_000, deposits: 5_000, upgrade: 188, monthly: 38, count: 10, amount: 500_000 },
  { name: 'VIP4', turnover: 200_000, deposits: 20_000, upgrade: 588, monthly: 88, count: 10, amount: 1_000_000 },
  { name: 'VIP5', turnover: 1_000_000, deposits: 100_000, upgrade: 1_888, monthly: 288, count: 20, amount: 2_000_000 },
] as const;

/** Seeds the demo levels and settings of a brand that has no levels yet (a brand's own edits stay). */
export async function seedVip(tx: Db, brand: string) {
  const [row] = await tx.select({ n: count() }).from(vipLevels).where(eq(vipLevels.brand, brand));
  if ((row?.n ?? 0) > 0) return;
  await tx.insert(vipLevels).values(
    DEMO_VIP_LEVELS.map((l, rank) => ({
      brand,
      rank,
      name: l.name,
      minTurnover: yuan(l.turnover),
      minDeposits: yuan(l.deposits),
      upgradeBonus: yuan(l.upgrade),
      monthlyBonus: yuan(l.monthly),
      rebateRates: rates(rank + 1),
      withdrawDailyCount: l.count,
      withdrawDailyAmount: yuan(l.amount),
      keepTurnover: rank === 0 ? 0n : yuan(l.turnover / 10),
    })),
  );
  await tx
    .insert(vipSettings)
    .values({
      brand,
      rebatePayout: 'reward',
      demotion: false,
      referralDepositThreshold: yuan(100),
      referralDepositReward: yuan(20),
      referralTurnoverShareBp: 50,
      referralTurnoverDays: 30,
    })
    .onConflictDoNothing();
}
