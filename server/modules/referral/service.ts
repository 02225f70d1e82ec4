import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ReferralView } from '../../../src/api/contract/vip';
import { VIP_TIME_ZONE } from '../../../src/api/contract/vip';
import { isAgentType } from '../../../src/rules/customerType';
import { bpOf, maskAccount } from '../../../src/rules/vip';
import type { Db } from '../../db';
import { deposits, gameRounds, members, memberTurnover, vipPayouts } from '../../db/schema';
import { pgError } from '../../lib/pg-error';
import { readBrand } from '../system';
import { dayBounds, type VipService } from '../vip';

/**
 * Referral (issue 20; docs/vip-rebates-referral.md): a member's invitation code and link, the
 * invitees (members whose referrerCode is the code), and the rewards of the brand's rules: a fixed
 * amount once an invitee's deposits reach a threshold, and a share of an invitee's daily turnover for
 * the first days after they registered. Agents have their own programme (the agent modal).
 */

type Tx = Db;
type Member = typeof members.$inferSelect;
const CREDITED = ['confirmed', 'paid'];
const DAY = 86_400_000;
/** Letters and digits without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function createReferralService(opts: {
  db: Db;
  vip: VipService;
  now: () => Date;
  /**
   * Whether the brand's REFERRAL promotion is on (spec §6), read through `exec`: app.ts points it at
   * the promotions list's REFERRAL promotion. Absent: the brand config's `features.referral`.
   */
  referralOn?: (exec: Db, brand: string) => Promise<boolean>;
}) {
  const { db, vip, now } = opts;

  /** Whether the brand's REFERRAL promotion is on. */
  async function enabled(brand: string, exec: Db = db): Promise<boolean> {
    if (opts.referralOn) return opts.referralOn(exec, brand);
    const b = await readBrand(exec, brand);
    return b?.settings.features.referral === true;
  }

  const newCode = () => Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');

  /** The member's code, generated (and kept) the first time one is needed. */
  async function codeOf(member: Pick<Member, 'id' | 'affiliateCode'>): Promise<string> {
    if (member.affiliateCode) return member.affiliateCode;
    for (let i = 0; i < 5; i++) {
      try {
        const [row] = await db
          .update(members)
          .set({ affiliateCode: newCode() })
          .where(and(eq(members.id, member.id), isNull(members.affiliateCode)))
          .returning({ code: members.affiliateCode });
        if (row?.code) return row.code;
        const [again] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, member.id));
        if (again?.code) return again.code;
      } catch (err) {
        if (pgError(err)?.code !== '23505') throw err;
      }
    }
    throw new Error('no free referral code after 5 tries');
  }

  /** The referral page: state, code, invitees with their status, the rules and what was earned. */
  async function view(member: Member): Promise<Omit<ReferralView, 'currencySymbol' | 'minorUnitDigits'>> {
    const s = await vip.settingsRow(member.brand);
    const rules = {
      depositThreshold: Number(s.referralDepositThreshold),
      depositReward: Number(s.referralDepositReward),
      turnoverShareBp: s.referralTurnoverShareBp,
      turnoverDays: s.referralTurnoverDays,
    };
    const empty = { code: null, invitees: [], rules, earned: 0 };
    if (isAgentType(member.customerType)) return { state: 'agent', ...empty };
    if (!(await enabled(member.brand))) return { state: 'disabled', ...empty };
    const code = await codeOf(member);
    const rows = await db
      .select({
        account: members.username,
        createdAt: members.createdAt,
        wagered: memberTurnover.wagered,
        deposited: sql<boolean>`exists (select 1 from ${deposits} where ${deposits.memberId} = ${members.id} and ${inArray(deposits.status, CREDITED)})`,
      })
      .from(members)
      .leftJoin(memberTurnover, eq(memberTurnover.memberId, members.id))
      .where(and(eq(members.brand, member.brand), eq(members.referrerCode, code)))
      .orderBy(desc(members.createdAt))
      .limit(200);
    const [earned] = await db
      .select({ s: sql<string>`coalesce(sum(${vipPayouts.amount}), 0)::text` })
      .from(vipPayouts)
      .where(
        and(eq(vipPayouts.memberId, member.id), inArray(vipPayouts.kind, ['referral_deposit', 'referral_turnover'])),
      );
    return {
      state: 'ok',
      code,
      rules,
      earned: Number(earned?.s ?? 0),
      invitees: rows.map((r) => ({
        account: maskAccount(r.account),
        registeredAt: r.createdAt.toISOString(),
        status: (r.wagered ?? 0n) > 0n ? 'wagered' : r.deposited ? 'deposited' : 'registered',
      })),
    };
  }

  /** The inviter a member was invited by: a non-agent member of the brand whose code they registered with. */
  async function inviterOf(exec: Pick<Db, 'select'>, invitee: Pick<Member, 'brand' | 'referrerCode'>) {
    if (!invitee.referrerCode) return null;
    const [inviter] = await exec
      .select()
      .from(members)
      .where(and(eq(members.brand, invitee.brand), eq(members.affiliateCode, invitee.referrerCode)));
    return inviter && !isAgentType(inviter.customerType) ? inviter : null;
  }

  /**
   * The deposit hook (inside the crediting transaction): the inviter's fixed reward, once per invitee,
   * when the invitee's credited deposits reach the threshold. `total` counts this deposit.
   */
  async function onDeposit(tx: Tx, d: { brand: string; memberId: string }, total: bigint) {
    const s = await vip.settingsRow(d.brand, tx);
    if (s.referralDepositReward <= 0n || total < s.referralDepositThreshold) return;
    const [invitee] = await tx.select().from(members).where(eq(members.id, d.memberId));
    if (!invitee) return;
    const inviter = await inviterOf(tx, invitee);
    if (!inviter || !(await enabled(d.brand, tx))) return;
    await vip.pay(tx, {
      brand: d.brand,
      memberId: inviter.id,
      kind: 'referral_deposit',
      key: `referral:deposit:${invitee.id}`,
      period: now().toISOString().slice(0, 10),
      ref: invitee.id,
      basis: total,
      amount: s.referralDepositReward,
      payout: 'reward',
      titleKey: 'rewards.referralDeposit',
      titleValues: { account: maskAccount(invitee.username) },
      at: now(),
    });
  }

  /**
   * The turnover share of one brand-local day (run by the daily job with the rebates): each invitee
   * registered less than `turnoverDays` before the day's end pays their inviter the share of the day's
   * settled real-money stakes; once per invitee and day.
   */
  async function runTurnoverShares(day: string): Promise<{ paid: number; total: bigint }> {
    const { start, end } = dayBounds(day, VIP_TIME_ZONE);
    const rows = await db
      .select({
        brand: gameRounds.brand,
        memberId: gameRounds.memberId,
        turnover: sql<string>`sum(${gameRounds.stake})::text`,
      })
      .from(gameRounds)
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .where(
        and(
          gte(gameRounds.settledAt, start),
          lt(gameRounds.settledAt, end),
          eq(gameRounds.status, 'settled'),
          sql`${gameRounds.playMoney} = false`,
          sql`${members.referrerCode} is not null`,
          // Registered within the longest window any brand allows; each brand's own is checked below.
          gt(members.createdAt, new Date(start.getTime() - 365 * DAY)),
        ),
      )
      .groupBy(gameRounds.brand, gameRounds.memberId);
    let paid = 0;
    let total = 0n;
    for (const r of rows) {
      const s = await vip.settingsRow(r.brand);
      if (s.referralTurnoverShareBp <= 0 || !(await enabled(r.brand))) continue;
      const [invitee] = await db.select().from(members).where(eq(members.id, r.memberId));
      if (!invitee) continue;
      // The window: from registration, `turnoverDays` × 24 h. A day counts when it starts inside it.
      if (start.getTime() >= invitee.createdAt.getTime() + s.referralTurnoverDays * DAY) continue;
      const inviter = await inviterOf(db, invitee);
      if (!inviter) continue;
      const turnover = BigInt(r.turnover);
      const amount = bpOf(turnover, s.referralTurnoverShareBp);
      if (amount <= 0n) continue;
      const ok = await db.transaction(async (t) =>
        vip.pay(t as unknown as Tx, {
          brand: r.brand,
          memberId: inviter.id,
          kind: 'referral_turnover',
          key: `referral:turnover:${invitee.id}:${day}`,
          period: day,
          ref: invitee.id,
          basis: turnover,
          rateBp: s.referralTurnoverShareBp,
          amount,
          payout: 'reward',
          titleKey: 'rewards.referralTurnover',
          titleValues: { account: maskAccount(invitee.username), day },
          at: now(),
        }),
      );
      if (ok) {
        paid += 1;
        total += amount;
      }
    }
    return { paid, total };
  }

  return { enabled, codeOf, view, onDeposit, runTurnoverShares };
}

export type ReferralService = ReturnType<typeof createReferralService>;
