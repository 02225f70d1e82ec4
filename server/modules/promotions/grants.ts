import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bonusGrants, type Contributions, gameRounds, members } from '../../db/schema';
import type { Events } from '../../lib/events';
import { identityKeys } from '../protection';
import type { AccountRef, ActorKind, Ledger } from '../wallet';
import { conversionOf, wageringMet, wageringRequired } from './terms';

/**
 * Bonus grants (ADR 0022, docs/bonuses.md): issuing one, review, conversion, forfeit and expiry.
 * Every function runs inside the caller's transaction (`tx`) and keeps the grant's balance and the
 * member's ledger `bonus` account moving together: the bonus account is the sum of the member's
 * active grants' balances.
 */

export type Grant = typeof bonusGrants.$inferSelect;
type Tx = Db;

/** The terms a grant carries, copied from its template (or given by staff for a manual grant). */
export interface GrantTerms {
  templateId: string | null;
  wageringMultiple: number;
  wageringBasis: 'bonus' | 'bonus_deposit';
  contributions: Contributions;
  maxBet: bigint | null;
  conversionCap: bigint | null;
  forfeitOnWithdrawal: boolean;
  validDays: number;
  oncePerPerson: boolean;
}

export interface IssueInput {
  brand: string;
  memberId: string;
  terms: GrantTerms;
  amount: bigint;
  depositAmount?: bigint | null;
  source: 'signup' | 'deposit' | 'code' | 'manual' | 'reward';
  sourceRef?: string | null;
  /** One grant per trigger event (unique per brand). */
  key: string;
  actor: { kind: ActorKind; id?: string };
  at: Date;
}

const bonusOf = (memberId: string): AccountRef => ({ memberId, kind: 'bonus' });
const cashOf = (memberId: string): AccountRef => ({ memberId, kind: 'cash' });
const cost: AccountRef = { system: 'promotion_cost' };
const DAY_MS = 86_400_000;

export function createGrants(opts: { ledger: Ledger; events?: Events }) {
  const { ledger } = opts;

  const forUpdate = async (tx: Tx, id: string): Promise<Grant | undefined> =>
    (await tx.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update'))[0];

  /**
   * Other members holding a grant of the same template (not rejected) who share a mobile, an e-mail,
   * an ID number or a registration device with this one: the abuse guard's reason, or null.
   */
  async function sharedIdentity(tx: Tx, memberId: string, templateId: string): Promise<string | null> {
    const [m] = await tx
      .select({
        mobile: members.mobile,
        email: members.email,
        idNumber: members.idNumber,
        device: members.deviceId,
      })
      .from(members)
      .where(eq(members.id, memberId));
    if (!m) return null;
    const keys = identityKeys(m);
    const same: { why: string; cond: SQL }[] = [];
    if (keys.mobileKey)
      same.push({
        why: 'mobile',
        cond: sql`regexp_replace(coalesce(${members.mobile}, ''), '\\D', '', 'g') = ${keys.mobileKey}`,
      });
    if (keys.emailKey) same.push({ why: 'email', cond: sql`lower(trim(${members.email})) = ${keys.emailKey}` });
    if (keys.idKey)
      same.push({
        why: 'idNumber',
        cond: sql`upper(regexp_replace(coalesce(${members.idNumber}, ''), '[\\s-]', '', 'g')) = ${keys.idKey}`,
      });
    if (m.device) same.push({ why: 'device', cond: eq(members.deviceId, m.device) });
    if (same.length === 0) return null;
    const reasons: string[] = [];
    for (const s of same) {
      const [hit] = await tx
        .select({ id: bonusGrants.id })
        .from(bonusGrants)
        .innerJoin(members, eq(members.id, bonusGrants.memberId))
        .where(
          and(
            eq(bonusGrants.templateId, templateId),
            sql`${bonusGrants.memberId} <> ${memberId}`,
            sql`${bonusGrants.status} <> 'rejected'`,
            s.cond,
          ),
        )
        .limit(1);
      if (hit) reasons.push(s.why);
    }
    return reasons.length > 0 ? `shared:${reasons.join(',')}` : null;
  }

  async function postGrant(tx: Tx, g: Grant, actor: IssueInput['actor']) {
    await ledger.post(
      {
        brand: g.brand,
        type: 'bonus_grant',
        idempotencyKey: `bonus:grant:${g.id}`,
        reference: g.id,
        actor,
        postings: [
          { account: bonusOf(g.memberId), amount: g.amount },
          { account: cost, amount: -g.amount },
        ],
      },
      tx,
    );
  }

  /**
   * Issues a grant once per `key`: active at once (bonus posted against promotion cost), or held for
   * review when a once-per-person template finds the same person on another member's grant. A second
   * call with the same key answers the first grant and changes nothing.
   */
  async function issue(tx: Tx, input: IssueInput): Promise<{ grant: Grant; created: boolean }> {
    const { terms } = input;
    if (input.amount <= 0n) throw new RangeError('a grant is positive');
    const flag =
      terms.oncePerPerson && terms.templateId ? await sharedIdentity(tx, input.memberId, terms.templateId) : null;
    const [created] = await tx
      .insert(bonusGrants)
      .values({
        brand: input.brand,
        memberId: input.memberId,
        templateId: terms.templateId,
        source: input.source,
        sourceRef: input.sourceRef ?? null,
        idempotencyKey: input.key,
        status: flag ? 'review' : 'active',
        amount: input.amount,
        balance: flag ? 0n : input.amount,
        depositAmount: input.depositAmount ?? null,
        wageringRequired: wageringRequired(
          terms.wageringMultiple,
          terms.wageringBasis,
          input.amount,
          input.depositAmount ?? null,
        ),
        contributions: terms.contributions,
        maxBet: terms.maxBet,
        conversionCap: terms.conversionCap,
        forfeitOnWithdrawal: terms.forfeitOnWithdrawal,
        expiresAt: new Date(input.at.getTime() + terms.validDays * DAY_MS),
        flagReason: flag,
        staffId: input.actor.kind === 'staff' ? (input.actor.id ?? null) : null,
        createdAt: input.at,
        activatedAt: flag ? null : input.at,
      })
      .onConflictDoNothing({ target: [bonusGrants.brand, bonusGrants.idempotencyKey] })
      .returning();
    if (!created) {
      const [first] = await tx
        .select()
        .from(bonusGrants)
        .where(and(eq(bonusGrants.brand, input.brand), eq(bonusGrants.idempotencyKey, input.key)));
      return { grant: first!, created: false };
    }
    if (created.status === 'active') await postGrant(tx, created, input.actor);
    else opts.events?.emit(tx, { type: 'rewards.changed', brand: input.brand, memberId: input.memberId });
    return { grant: created, created: true };
  }

  /** Staff approve a grant held for review: it becomes active with its full amount (its expiry restarts). */
  async function approve(tx: Tx, id: string, staffId: string, at: Date): Promise<Grant | null> {
    const g = await forUpdate(tx, id);
    if (g?.status !== 'review') return null;
    const validMs = g.expiresAt.getTime() - g.createdAt.getTime();
    const [updated] = await tx
      .update(bonusGrants)
      .set({
        status: 'active',
        balance: g.amount,
        activatedAt: at,
        expiresAt: new Date(at.getTime() + validMs),
        staffId,
      })
      .where(eq(bonusGrants.id, id))
      .returning();
    await postGrant(tx, updated!, { kind: 'staff', id: staffId });
    return updated!;
  }

  /** Staff reject a grant held for review: nothing was posted, nothing moves. */
  async function reject(tx: Tx, id: string, staffId: string, reason: string, at: Date): Promise<Grant | null> {
    const g = await forUpdate(tx, id);
    if (g?.status !== 'review') return null;
    const [updated] = await tx
      .update(bonusGrants)
      .set({ status: 'rejected', endedAt: at, endReason: reason, staffId })
      .where(eq(bonusGrants.id, id))
      .returning();
    opts.events?.emit(tx, { type: 'rewards.changed', brand: g.brand, memberId: g.memberId });
    return updated!;
  }

  /**
   * Ends an active grant without paying it: its balance goes back to promotion cost. `expired` for the
   * clock, `forfeited` for everything else (withdrawal, time-out, staff, a spent balance).
   */
  async function forfeit(
    tx: Tx,
    g: Grant,
    reason: string,
    actor: IssueInput['actor'],
    at: Date,
    status: 'forfeited' | 'expired' = 'forfeited',
  ): Promise<Grant> {
    if (g.status === 'review') {
      const [updated] = await tx
        .update(bonusGrants)
        .set({ status: 'rejected', endedAt: at, endReason: reason })
        .where(eq(bonusGrants.id, g.id))
        .returning();
      return updated!;
    }
    if (g.balance > 0n) {
      await ledger.post(
        {
          brand: g.brand,
          type: 'bonus_forfeit',
          idempotencyKey: `bonus:end:${g.id}`,
          reference: g.id,
          actor,
          reason,
          postings: [
            { account: bonusOf(g.memberId), amount: -g.balance },
            { account: cost, amount: g.balance },
          ],
        },
        tx,
      );
    }
    const [updated] = await tx
      .update(bonusGrants)
      .set({ status, balance: 0n, forfeitedAmount: g.balance, endedAt: at, endReason: reason })
      .where(eq(bonusGrants.id, g.id))
      .returning();
    if (g.balance === 0n) opts.events?.emit(tx, { type: 'rewards.changed', brand: g.brand, memberId: g.memberId });
    return updated!;
  }

  /**
   * Wagering met: the balance converts to cash in one entry (up to the cap; the rest goes back to
   * promotion cost in the same entry).
   */
  async function convert(tx: Tx, g: Grant, at: Date): Promise<Grant> {
    const { toCash, forfeited } = conversionOf(g.balance, g.conversionCap);
    if (g.balance > 0n) {
      const postings: { account: AccountRef; amount: bigint }[] = [
        { account: bonusOf(g.memberId), amount: -g.balance },
      ];
      if (toCash > 0n) postings.push({ account: cashOf(g.memberId), amount: toCash });
      if (forfeited > 0n) postings.push({ account: cost, amount: forfeited });
      await ledger.post(
        {
          brand: g.brand,
          type: 'bonus_conversion',
          idempotencyKey: `bonus:end:${g.id}`,
          reference: g.id,
          actor: { kind: 'system' },
          postings,
        },
        tx,
      );
    }
    const [updated] = await tx
      .update(bonusGrants)
      .set({
        status: 'converted',
        balance: 0n,
        convertedAmount: toCash,
        forfeitedAmount: forfeited,
        endedAt: at,
        endReason: 'wagering_met',
      })
      .where(eq(bonusGrants.id, g.id))
      .returning();
    if (g.balance === 0n) opts.events?.emit(tx, { type: 'rewards.changed', brand: g.brand, memberId: g.memberId });
    return updated!;
  }

  /**
   * The grant a bet of this member uses and feeds: the active one that expires first, locked. Grants
   * past their expiry are expired first (under the same lock), and a grant whose balance is spent
   * with no round of it still open ends (nothing is left to wager for).
   */
  async function forBet(tx: Tx, memberId: string, at: Date): Promise<Grant | null> {
    const active = await tx
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'active')))
      .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.createdAt))
      .for('update');
    for (const g of active) {
      if (g.expiresAt <= at) {
        await forfeit(tx, g, 'expired', { kind: 'system' }, at, 'expired');
        continue;
      }
      if (g.balance === 0n) {
        const [open] = await tx
          .select({ id: gameRounds.id })
          .from(gameRounds)
          .where(and(eq(gameRounds.grantId, g.id), eq(gameRounds.status, 'open')))
          .limit(1);
        if (!open) {
          await forfeit(tx, g, 'spent', { kind: 'system' }, at);
          continue;
        }
      }
      return g;
    }
    return null;
  }

  /** After a stake: the grant's bonus part is gone, its wagering grows; met → converted at once. */
  async function applyStake(tx: Tx, g: Grant, bonusPart: bigint, contribution: bigint, at: Date): Promise<Grant> {
    const [updated] = await tx
      .update(bonusGrants)
      .set({
        balance: sql`${bonusGrants.balance} - ${bonusPart}`,
        wagered: sql`${bonusGrants.wagered} + ${contribution}`,
      })
      .where(eq(bonusGrants.id, g.id))
      .returning();
    return wageringMet(updated!.wagered, updated!.wageringRequired) ? convert(tx, updated!, at) : updated!;
  }

  /** A win's (or a refund's) bonus part back on its grant; a cancelled stake's contribution taken back. */
  async function applyReturn(tx: Tx, id: string, bonusPart: bigint, contributionBack = 0n): Promise<void> {
    await tx
      .update(bonusGrants)
      .set({
        balance: sql`${bonusGrants.balance} + ${bonusPart}`,
        wagered: sql`greatest(${bonusGrants.wagered} - ${contributionBack}, 0)`,
      })
      .where(eq(bonusGrants.id, id));
  }

  /**
   * Forfeits a member's grants: every active or held one (a time-out or self-exclusion), or only the
   * ones that forfeit on withdrawal. Answers how many ended.
   */
  async function forfeitAll(
    tx: Tx,
    memberId: string,
    reason: 'withdrawal' | 'excluded' | 'staff',
    actor: IssueInput['actor'],
    at: Date,
  ): Promise<Grant[]> {
    const rows = await tx
      .select()
      .from(bonusGrants)
      .where(
        and(
          eq(bonusGrants.memberId, memberId),
          inArray(bonusGrants.status, reason === 'withdrawal' ? ['active'] : ['active', 'review']),
          reason === 'withdrawal' ? eq(bonusGrants.forfeitOnWithdrawal, true) : undefined,
        ),
      )
      .orderBy(asc(bonusGrants.createdAt))
      .for('update');
    const out: Grant[] = [];
    for (const g of rows) out.push(await forfeit(tx, g, reason, actor, at));
    return out;
  }

  return { issue, approve, reject, forfeit, convert, forBet, applyStake, applyReturn, forfeitAll, forUpdate };
}

export type Grants = ReturnType<typeof createGrants>;

/** The expiry job's batch: active grants past their expiry (each is then ended under its own lock). */
export const dueGrants = (exec: Pick<Db, 'select'>, at: Date, limit = 200) =>
  exec
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.status, 'active'), lte(bonusGrants.expiresAt, at)))
    .orderBy(asc(bonusGrants.expiresAt))
    .limit(limit);

/** A member's active grants and those held for review, the ones that expire first first. */
export const liveGrantsOf = (exec: Pick<Db, 'select'>, memberId: string) =>
  exec
    .select()
    .from(bonusGrants)
    .where(
      and(eq(bonusGrants.memberId, memberId), or(eq(bonusGrants.status, 'active'), eq(bonusGrants.status, 'review'))),
    )
    .orderBy(asc(bonusGrants.expiresAt));
