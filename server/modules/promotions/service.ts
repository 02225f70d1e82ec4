import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { GrantView, RewardView } from '../../../src/api/contract/bonus';
import type { Db } from '../../db';
import { bonusGrants, bonusTemplates } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import type { Events } from '../../lib/events';
import type { Ledger } from '../wallet';
import { createGrants, dueGrants, type Grant } from './grants';
import { createRewards, type Reward } from './rewards';
import { createTriggers } from './templates';

type Tx = Db;
const n = (v: bigint) => Number(v);

export const grantView = (g: Grant, name: string | null): GrantView => ({
  id: g.id,
  status: g.status as GrantView['status'],
  source: g.source as GrantView['source'],
  name,
  amount: n(g.amount),
  balance: n(g.balance),
  wagered: n(g.wagered),
  wageringRequired: n(g.wageringRequired),
  remaining: n(g.wagered >= g.wageringRequired ? 0n : g.wageringRequired - g.wagered),
  maxBet: g.maxBet === null ? null : n(g.maxBet),
  conversionCap: g.conversionCap === null ? null : n(g.conversionCap),
  forfeitOnWithdrawal: g.forfeitOnWithdrawal,
  contributions: g.contributions,
  expiresAt: g.expiresAt.toISOString(),
  createdAt: g.createdAt.toISOString(),
  endedAt: g.endedAt?.toISOString() ?? null,
  convertedAmount: g.convertedAmount === null ? null : n(g.convertedAmount),
  endReason: g.endReason,
});

export const rewardView = (
  r: Reward & { state: RewardView['state']; wagering: RewardView['wagering'] | { basis: string } | null },
): RewardView => ({
  id: r.id,
  source: r.source as RewardView['source'],
  titleKey: r.titleKey,
  titleValues: r.titleValues,
  amount: n(r.amount),
  payout: r.payout as RewardView['payout'],
  wagering: r.wagering as RewardView['wagering'],
  state: r.state,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  claimedAt: r.claimedAt?.toISOString() ?? null,
});

/**
 * The bonus engine's service (ADR 0022, docs/bonuses.md): grants and their triggers, the reward
 * centre, and the expiry job. The wallet's deposit, the accounts' registration, player protection and
 * the withdrawal call into it through the hooks app.ts wires.
 */
export function createBonusService(opts: { db: Db; ledger: Ledger; events?: Events; now: () => Date }) {
  const { db, ledger, now } = opts;
  const grants = createGrants({ ledger, events: opts.events });
  const triggers = createTriggers({ grants });
  const rewards = createRewards({ db, ledger, grants, events: opts.events, now });
  const currencyOf = createCurrencyLookup();

  async function withNames(rows: Grant[]) {
    const ids = [...new Set(rows.map((g) => g.templateId).filter((x): x is string => !!x))];
    const names = new Map<string, string>();
    if (ids.length > 0) {
      for (const t of await db
        .select({ id: bonusTemplates.id, name: bonusTemplates.name })
        .from(bonusTemplates)
        .where(inArray(bonusTemplates.id, ids)))
        names.set(t.id, t.name);
    }
    return rows.map((g) => grantView(g, g.templateId ? (names.get(g.templateId) ?? null) : null));
  }

  /** The member's grants: live ones (bets feed the first) and the last 50 ended ones. */
  async function grantsOf(brand: string, memberId: string) {
    const mine = and(eq(bonusGrants.brand, brand), eq(bonusGrants.memberId, memberId));
    const [live, ended, currency] = await Promise.all([
      db
        .select()
        .from(bonusGrants)
        .where(and(mine, or(eq(bonusGrants.status, 'active'), eq(bonusGrants.status, 'review'))))
        .orderBy(bonusGrants.expiresAt, bonusGrants.createdAt),
      db
        .select()
        .from(bonusGrants)
        .where(and(mine, inArray(bonusGrants.status, ['converted', 'forfeited', 'expired', 'rejected'])))
        .orderBy(desc(bonusGrants.endedAt))
        .limit(50),
      currencyOf(db, brand),
    ]);
    // A grant past its expiry that the job has not ended yet is shown as what it is: over.
    const at = now();
    const [active, expired] = [live.filter((g) => g.expiresAt > at), live.filter((g) => g.expiresAt <= at)];
    return {
      active: await withNames(active),
      history: await withNames([...expired.map((g) => ({ ...g, status: 'expired' })), ...ended]),
      currencySymbol: currency.symbol,
      minorUnitDigits: currency.minorUnitDigits,
    };
  }

  async function redeem(brand: string, memberId: string, code: string) {
    const grant = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      return triggers.redeemCode(tx, brand, memberId, code, now());
    });
    return (await withNames([grant]))[0]!;
  }

  async function rewardsOf(brand: string, memberId: string, tab: 'claimable' | 'history') {
    const [{ list, claimableCount }, currency] = await Promise.all([
      rewards.list(brand, memberId, tab),
      currencyOf(db, brand),
    ]);
    return {
      list: list.map(rewardView),
      claimableCount,
      currencySymbol: currency.symbol,
      minorUnitDigits: currency.minorUnitDigits,
    };
  }

  async function claim(brand: string, memberId: string, id: string) {
    const { reward, replayed } = await rewards.claim(brand, memberId, id);
    const balances = await ledger.memberBalances(brand, memberId);
    return {
      reward: rewardView({ ...reward, state: 'claimed', wagering: null }),
      replayed,
      cash: n(balances.cash),
      bonus: n(balances.bonus),
    };
  }

  /** The expiry job: every active grant past its expiry ends, each under its own lock (idempotent). */
  async function expireDue(): Promise<number> {
    const at = now();
    let ended = 0;
    for (const { id } of await dueGrants(db, at)) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const g = await grants.forUpdate(tx, id);
        if (g?.status !== 'active' || g.expiresAt > at) return;
        await grants.forfeit(tx, g, 'expired', { kind: 'job' }, at, 'expired');
        ended += 1;
      });
    }
    return ended;
  }

  return { grants, triggers, rewards, grantsOf, redeem, rewardsOf, claim, expireDue };
}

export type BonusService = ReturnType<typeof createBonusService>;

/** The job that ends expired grants (ADR 0013: a second run of the same minute does nothing). */
export const BONUS_EXPIRY_JOB = 'bonus-expiry';
