import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bonusTemplates, members, rewards } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { assertCanPlay } from '../protection';
import type { Ledger } from '../wallet';
import type { Grants } from './grants';
import { termsOf } from './templates';

/**
 * The reward centre's core (docs/bonuses.md): a reward is offered once per source event (its
 * idempotency key), claimed once, and pays either cash (one entry against promotion cost) or a bonus
 * grant with its template's terms.
 */

export type Reward = typeof rewards.$inferSelect;
type Tx = Db;

export type RewardSource = 'signin' | 'rebate' | 'vip' | 'referral' | 'promotion' | 'manual';

export interface OfferInput {
  brand: string;
  memberId: string;
  source: RewardSource;
  sourceRef?: string | null;
  /** One reward per source event: `signin:<member>:<day>`, `rebate:<member>:<day>:<category>`, ... */
  key: string;
  /** The i18n key of the `rewards` namespace the player reads, and its values. */
  titleKey: string;
  titleValues?: Record<string, string | number>;
  amount: bigint;
  payout: 'cash' | 'bonus';
  /** With payout bonus: the template whose terms the grant carries. */
  templateId?: string | null;
  expiresAt?: Date | null;
  at: Date;
}

/**
 * Offers a reward inside the caller's transaction. The same key twice offers it once: answers the
 * first reward and `created` false.
 */
export async function offerReward(
  tx: Pick<Db, 'insert' | 'select'>,
  input: OfferInput,
  events?: Events,
): Promise<{ reward: Reward; created: boolean }> {
  if (input.amount <= 0n) throw new RangeError('a reward is positive');
  if (input.payout === 'bonus' && !input.templateId) throw new RangeError('a bonus reward names its template');
  const [created] = await tx
    .insert(rewards)
    .values({
      brand: input.brand,
      memberId: input.memberId,
      source: input.source,
      sourceRef: input.sourceRef ?? null,
      idempotencyKey: input.key,
      titleKey: input.titleKey,
      titleValues: input.titleValues ?? {},
      amount: input.amount,
      payout: input.payout,
      templateId: input.payout === 'bonus' ? (input.templateId ?? null) : null,
      expiresAt: input.expiresAt ?? null,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: [rewards.brand, rewards.idempotencyKey] })
    .returning();
  if (created) {
    events?.emit(tx, { type: 'rewards.changed', brand: input.brand, memberId: input.memberId });
    return { reward: created, created: true };
  }
  const [first] = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.brand, input.brand), eq(rewards.idempotencyKey, input.key)));
  return { reward: first!, created: false };
}

export const rewardNotFound = () => new AppError(404, 'rewards.not_found', 'No such reward');
export const rewardExpired = () => new AppError(409, 'rewards.expired', 'This reward has expired');

/** Whether a reward can still be claimed at `at`. */
export const claimable = (r: Pick<Reward, 'status' | 'expiresAt'>, at: Date) =>
  r.status === 'claimable' && (r.expiresAt === null || r.expiresAt > at);

export function createRewards(opts: { db: Db; ledger: Ledger; grants: Grants; events?: Events; now: () => Date }) {
  const { db, ledger, grants } = opts;

  /**
   * Claims a reward once. A second claim (a double tap, a retry) answers the first claim unchanged;
   * an expired one is 409 rewards.expired; a member under a time-out or self-exclusion is refused.
   */
  async function claim(brand: string, memberId: string, id: string): Promise<{ reward: Reward; replayed: boolean }> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw rewardNotFound();
    const at = opts.now();
    return db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      // One claim at a time per member: the member row's lock (as every money path takes it).
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const [r] = await tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.id, id), eq(rewards.memberId, memberId), eq(rewards.brand, brand)))
        .for('update');
      if (!r) throw rewardNotFound();
      if (r.status === 'claimed') return { reward: r, replayed: true };
      if (!claimable(r, at)) throw rewardExpired();
      await assertCanPlay(tx, memberId, at);
      let entryId: string | null = null;
      let grantId: string | null = null;
      if (r.payout === 'cash') {
        const entry = await ledger.post(
          {
            brand,
            type: 'reward',
            idempotencyKey: `reward:${r.id}`,
            reference: r.id,
            actor: { kind: 'member', id: memberId },
            reason: r.source,
            postings: [
              { account: { memberId, kind: 'cash' }, amount: r.amount },
              { account: { system: 'promotion_cost' }, amount: -r.amount },
            ],
          },
          tx,
        );
        entryId = entry.id;
      } else {
        const [template] = r.templateId
          ? await tx.select().from(bonusTemplates).where(eq(bonusTemplates.id, r.templateId))
          : [];
        if (!template) throw new AppError(409, 'rewards.unavailable', 'This reward can no longer be paid');
        const { grant } = await grants.issue(tx, {
          brand,
          memberId,
          terms: termsOf(template),
          amount: r.amount,
          source: 'reward',
          sourceRef: r.id,
          key: `reward:${r.id}`,
          actor: { kind: 'member', id: memberId },
          at,
        });
        grantId = grant.id;
      }
      const [claimed] = await tx
        .update(rewards)
        .set({ status: 'claimed', claimedAt: at, entryId, grantId })
        .where(eq(rewards.id, r.id))
        .returning();
      opts.events?.emit(tx, { type: 'rewards.changed', brand, memberId });
      return { reward: claimed!, replayed: false };
    });
  }

  /** The claimable rewards (newest first) or the history (claimed and expired), and the claimable count. */
  async function list(brand: string, memberId: string, tab: 'claimable' | 'history', limit = 100) {
    const at = opts.now();
    const open = and(eq(rewards.status, 'claimable'), or(isNull(rewards.expiresAt), gt(rewards.expiresAt, at)));
    const rows = await db
      .select({ r: rewards, t: bonusTemplates })
      .from(rewards)
      .leftJoin(bonusTemplates, eq(bonusTemplates.id, rewards.templateId))
      .where(
        and(
          eq(rewards.brand, brand),
          eq(rewards.memberId, memberId),
          tab === 'claimable'
            ? open
            : or(eq(rewards.status, 'claimed'), and(eq(rewards.status, 'claimable'), lte(rewards.expiresAt, at))),
        ),
      )
      .orderBy(desc(rewards.createdAt))
      .limit(limit);
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(rewards)
      .where(and(eq(rewards.brand, brand), eq(rewards.memberId, memberId), open));
    return {
      list: rows.map(({ r, t }) => ({
        ...r,
        state:
          r.status === 'claimed'
            ? ('claimed' as const)
            : claimable(r, at)
              ? ('claimable' as const)
              : ('expired' as const),
        wagering:
          r.payout === 'bonus' && t
            ? { multiple: t.wageringMultiple, basis: t.wageringBasis, validDays: t.validDays }
            : null,
      })),
      claimableCount: count?.n ?? 0,
    };
  }

  return { claim, list };
}

export type Rewards = ReturnType<typeof createRewards>;
