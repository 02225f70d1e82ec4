import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { RebateReport, VipLevel, VipSettings, VipView } from '../../../src/api/contract/vip';
import { VIP_TIME_ZONE } from '../../../src/api/contract/vip';
import { REAL_ACCOUNT_TYPES } from '../../../src/rules/customerType';
import { bpOf, progressTo, targetRank } from '../../../src/rules/vip';
import type { Db } from '../../db';
import {
  deposits,
  gameRounds,
  members,
  memberTurnover,
  memberVip,
  vipLevels,
  vipPayouts,
  vipSettings,
} from '../../db/schema';
import { type AuditInput, audit } from '../../lib/audit';
import type { Events } from '../../lib/events';
import { offerReward, type RewardSource } from '../promotions';
import type { Ledger } from '../wallet';
import { dayBounds, localMonth, monthBefore } from './days';

/**
 * VIP levels, daily rebates and their payments (issue 20; docs/vip-rebates-referral.md).
 *
 * - A member's level: the highest whose lifetime valid turnover (member_turnover.wagered: real-money
 *   stakes, rollbacks taken out) and credited deposits they meet. Checked after each real-money stake
 *   (the provider wallet's onWagered hook, inside the bet's transaction), after each credited deposit,
 *   and when the member reads their benefits. Promotion only goes up; demotion is the monthly job's.
 * - Every payment goes through `pay`: one vip_payouts row per key, then a reward (offerReward) or a
 *   ledger entry against promotion cost, in the same transaction. A key paid once is never paid again.
 */

type Tx = Db;
type Row = typeof vipLevels.$inferSelect;
type SettingsRow = typeof vipSettings.$inferSelect;
export type PayoutKind = 'rebate' | 'vip_upgrade' | 'vip_monthly' | 'referral_deposit' | 'referral_turnover';

export const VIP_REBATE_JOB = 'vip-rebate';
export const VIP_MONTHLY_JOB = 'vip-monthly';
/** The daily job runs at 00:10 brand-local (16:10 UTC for Asia/Shanghai) and pays the day that ended. */
export const VIP_REBATE_CRON = '10 16 * * *';
/** The monthly job runs on the 1st at 00:20 brand-local (the last day of the month before, 16:20 UTC). */
export const VIP_MONTHLY_CRON = '20 16 * * *';

const DEFAULT_SETTINGS = {
  rebatePayout: 'reward',
  demotion: false,
  referralDepositThreshold: 0n,
  referralDepositReward: 0n,
  referralTurnoverShareBp: 0,
  referralTurnoverDays: 30,
} as const;

const CREDITED = ['confirmed', 'paid'];

export const levelView = (r: Row): VipLevel => ({
  rank: r.rank,
  name: r.name,
  minTurnover: Number(r.minTurnover),
  minDeposits: Number(r.minDeposits),
  upgradeBonus: Number(r.upgradeBonus),
  monthlyBonus: Number(r.monthlyBonus),
  rebateRates: r.rebateRates as VipLevel['rebateRates'],
  withdrawDailyCount: r.withdrawDailyCount,
  withdrawDailyAmount: Number(r.withdrawDailyAmount),
  keepTurnover: Number(r.keepTurnover),
});

/** The level every member has when a brand has none configured. */
const FALLBACK: Row = {
  id: '00000000-0000-0000-0000-000000000000',
  brand: '',
  rank: 0,
  name: 'VIP0',
  minTurnover: 0n,
  minDeposits: 0n,
  upgradeBonus: 0n,
  monthlyBonus: 0n,
  rebateRates: {},
  withdrawDailyCount: 0,
  withdrawDailyAmount: 0n,
  keepTurnover: 0n,
  updatedAt: new Date(0),
};

export interface PayInput {
  brand: string;
  memberId: string;
  kind: PayoutKind;
  key: string;
  period: string;
  ref?: string | null;
  basis?: bigint;
  rateBp?: number;
  amount: bigint;
  /** reward: offered in the reward centre; cash: a ledger entry now. */
  payout: 'reward' | 'cash';
  titleKey: string;
  titleValues?: Record<string, string | number>;
  at: Date;
}

export interface StaffActor {
  id: string;
  username: string;
  ip: string | null;
}

export function createVipService(opts: { db: Db; ledger: Ledger; events?: Events; now: () => Date }) {
  const { db, ledger, events, now } = opts;

  async function levelsOf(brand: string, exec: Pick<Db, 'select'> = db): Promise<Row[]> {
    const rows = await exec.select().from(vipLevels).where(eq(vipLevels.brand, brand)).orderBy(asc(vipLevels.rank));
    return rows.length > 0 ? rows : [{ ...FALLBACK, brand }];
  }

  async function settingsRow(brand: string, exec: Pick<Db, 'select'> = db) {
    const [row] = await exec.select().from(vipSettings).where(eq(vipSettings.brand, brand));
    return row ?? ({ brand, ...DEFAULT_SETTINGS, updatedAt: new Date(0) } as SettingsRow);
  }

  const settingsView = (s: SettingsRow): VipSettings => ({
    rebatePayout: s.rebatePayout as VipSettings['rebatePayout'],
    demotion: s.demotion,
    referral: {
      depositThreshold: Number(s.referralDepositThreshold),
      depositReward: Number(s.referralDepositReward),
      turnoverShareBp: s.referralTurnoverShareBp,
      turnoverDays: s.referralTurnoverDays,
    },
  });

  /** Lifetime valid turnover (less the demotion offset) and credited deposits of a member. */
  async function figuresOf(exec: Pick<Db, 'select'>, memberId: string) {
    const [t] = await exec
      .select({ wagered: memberTurnover.wagered })
      .from(memberTurnover)
      .where(eq(memberTurnover.memberId, memberId));
    const { offset } = await standingOf(exec, memberId);
    const [d] = await exec
      .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), inArray(deposits.status, CREDITED)));
    return { turnover: less(t?.wagered ?? 0n, offset), deposits: BigInt(d?.sum ?? '0') };
  }

  const less = (a: bigint, b: bigint) => (a > b ? a - b : 0n);

  async function standingOf(exec: Pick<Db, 'select'>, memberId: string) {
    const [row] = await exec
      .select({ rank: memberVip.rank, offset: memberVip.turnoverOffset })
      .from(memberVip)
      .where(eq(memberVip.memberId, memberId));
    return { rank: row?.rank ?? 0, offset: row?.offset ?? 0n };
  }

  const rankOf = async (exec: Pick<Db, 'select'>, memberId: string) => (await standingOf(exec, memberId)).rank;

  /**
   * Pays once per key, inside `tx`: a vip_payouts row, then the reward or the ledger entry. Answers
   * whether this call paid (false: the key was paid before).
   */
  async function pay(tx: Tx, p: PayInput): Promise<boolean> {
    if (p.amount <= 0n) return false;
    const [row] = await tx
      .insert(vipPayouts)
      .values({
        brand: p.brand,
        memberId: p.memberId,
        kind: p.kind,
        key: p.key,
        period: p.period,
        ref: p.ref ?? null,
        basis: p.basis ?? 0n,
        rateBp: p.rateBp ?? 0,
        amount: p.amount,
        payout: p.payout,
        createdAt: p.at,
      })
      .onConflictDoNothing({ target: [vipPayouts.brand, vipPayouts.key] })
      .returning({ id: vipPayouts.id });
    if (!row) return false;
    const source: RewardSource = p.kind === 'rebate' ? 'rebate' : p.kind.startsWith('vip') ? 'vip' : 'referral';
    if (p.payout === 'reward') {
      await offerReward(
        tx,
        {
          brand: p.brand,
          memberId: p.memberId,
          source,
          sourceRef: p.period,
          key: p.key,
          titleKey: p.titleKey,
          titleValues: p.titleValues,
          amount: p.amount,
          payout: 'cash',
          at: p.at,
        },
        events,
      );
    } else {
      await ledger.post(
        {
          brand: p.brand,
          type: p.kind === 'rebate' ? 'rebate' : 'reward',
          idempotencyKey: p.key,
          reference: row.id,
          actor: { kind: 'job' },
          reason: p.kind,
          postings: [
            { account: { memberId: p.memberId, kind: 'cash' }, amount: p.amount },
            { account: { system: 'promotion_cost' }, amount: -p.amount },
          ],
        },
        tx,
      );
    }
    return true;
  }

  /**
   * Moves the member up to the level their figures reach, inside `tx`, and offers the upgrade bonus of
   * every level passed (once per member and level, ever). Answers the rank after it.
   */
  async function promote(
    tx: Tx,
    brand: string,
    memberId: string,
    known?: { turnover?: bigint; deposits?: bigint },
  ): Promise<number> {
    const levels = await levelsOf(brand, tx);
    if (levels.length < 2) return 0;
    const figures = await figuresOf(tx, memberId);
    const turnover =
      known?.turnover !== undefined ? less(known.turnover, (await standingOf(tx, memberId)).offset) : figures.turnover;
    const target = targetRank(levels, turnover, known?.deposits ?? figures.deposits);
    const current = await rankOf(tx, memberId);
    if (target <= current) return current;
    const at = now();
    const [moved] = await tx
      .insert(memberVip)
      .values({ memberId, brand, rank: target, reachedAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: memberVip.memberId,
        set: { rank: target, reachedAt: at, updatedAt: at },
        setWhere: sql`${memberVip.rank} < ${target}`,
      })
      .returning({ rank: memberVip.rank });
    if (!moved) return rankOf(tx, memberId);
    const level = levels.find((l) => l.rank === target)!;
    await tx.update(members).set({ vipLabel: level.name, updatedAt: at }).where(eq(members.id, memberId));
    for (const l of levels) {
      if (l.rank <= current || l.rank > target || l.upgradeBonus <= 0n) continue;
      await pay(tx, {
        brand,
        memberId,
        kind: 'vip_upgrade',
        key: `vip:upgrade:${memberId}:${l.rank}`,
        period: localMonth(at, VIP_TIME_ZONE),
        ref: String(l.rank),
        amount: l.upgradeBonus,
        payout: 'reward',
        titleKey: 'rewards.vipUpgrade',
        titleValues: { level: l.name },
        at,
      });
    }
    return target;
  }

  /**
   * The provider wallet's hook after a real-money stake, inside the bet's transaction: two small reads,
   * and the promotion only when the new lifetime turnover reaches the next level's threshold.
   */
  async function onWagered(tx: Tx, brand: string, memberId: string, wagered: bigint): Promise<void> {
    const levels = await levelsOf(brand, tx);
    if (levels.length < 2) return;
    const { rank, offset } = await standingOf(tx, memberId);
    const next = levels.find((l) => l.rank > rank);
    if (!next || less(wagered, offset) < next.minTurnover) return;
    await promote(tx, brand, memberId, { turnover: wagered });
  }

  /**
   * The deposit hook, inside the crediting transaction: the member's credited deposits counting this
   * one (whether or not its row says so yet), then the promotion check.
   */
  async function depositsWith(tx: Tx, memberId: string, depositId: string, amount: bigint): Promise<bigint> {
    const [d] = await tx
      .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), inArray(deposits.status, CREDITED), ne(deposits.id, depositId)));
    return BigInt(d?.sum ?? '0') + amount;
  }

  async function onDeposit(tx: Tx, d: { brand: string; memberId: string; depositId: string; amount: bigint }) {
    const total = await depositsWith(tx, d.memberId, d.depositId, d.amount);
    await promote(tx, d.brand, d.memberId, { deposits: total });
    return total;
  }

  /** The promotion check on its own transaction (the benefits page's read, the deposit hook's caller). */
  const check = (brand: string, memberId: string) =>
    db.transaction(async (t) => promote(t as unknown as Tx, brand, memberId));

  /** The withdrawal allowance of the member's current level (0: none of its own; the brand's count applies). */
  async function withdrawalAllowance(exec: Pick<Db, 'select'>, brand: string, memberId: string) {
    const [levels, rank] = await Promise.all([levelsOf(brand, exec), rankOf(exec, memberId)]);
    const level = levels.find((l) => l.rank === rank) ?? levels[0];
    return level ? { dailyCount: level.withdrawDailyCount, dailyAmount: level.withdrawDailyAmount } : null;
  }

  /** The member's benefits page: the level, progress to the next and every level. */
  async function view(brand: string, memberId: string): Promise<Omit<VipView, 'currencySymbol' | 'minorUnitDigits'>> {
    const rank = await check(brand, memberId);
    const levels = await levelsOf(brand);
    const { turnover, deposits: dep } = await figuresOf(db, memberId);
    const level = levels.find((l) => l.rank === rank) ?? levels[0]!;
    const next = levels.find((l) => l.rank > level.rank) ?? null;
    const p = progressTo(next, turnover, dep);
    return {
      level: levelView(level),
      next: next ? levelView(next) : null,
      turnover: Number(turnover),
      deposits: Number(dep),
      percent: p.percent,
      turnoverToNext: Number(p.turnoverToNext),
      depositsToNext: Number(p.depositsToNext),
      hasVip: level.rank > (levels[0]?.rank ?? 0),
      levels: levels.map(levelView),
    };
  }

  /**
   * The daily rebate of one brand-local day (the job's period): each member's settled real-money
   * stakes of the day per game category × their level's rate. Each (member, day, category) pays once.
   */
  async function runRebates(day: string): Promise<{ paid: number; total: bigint }> {
    const { start, end } = dayBounds(day, VIP_TIME_ZONE);
    const rows = await db
      .select({
        brand: gameRounds.brand,
        memberId: gameRounds.memberId,
        category: gameRounds.gameType,
        turnover: sql<string>`sum(${gameRounds.stake})::text`,
        rank: sql<number>`coalesce(max(${memberVip.rank}), 0)::int`,
      })
      .from(gameRounds)
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .leftJoin(memberVip, eq(memberVip.memberId, gameRounds.memberId))
      .where(
        and(
          gte(gameRounds.settledAt, start),
          lt(gameRounds.settledAt, end),
          eq(gameRounds.status, 'settled'),
          sql`${gameRounds.playMoney} = false`,
          inArray(members.customerType, [...REAL_ACCOUNT_TYPES]),
        ),
      )
      .groupBy(gameRounds.brand, gameRounds.memberId, gameRounds.gameType);
    const levelCache = new Map<string, Row[]>();
    const settingsCache = new Map<string, SettingsRow>();
    let paid = 0;
    let total = 0n;
    for (const r of rows) {
      if (!levelCache.has(r.brand)) levelCache.set(r.brand, await levelsOf(r.brand));
      if (!settingsCache.has(r.brand)) settingsCache.set(r.brand, await settingsRow(r.brand));
      const level = levelCache.get(r.brand)!.find((l) => l.rank === r.rank);
      const rate = (level?.rebateRates as Record<string, number> | undefined)?.[r.category] ?? 0;
      const turnover = BigInt(r.turnover);
      const amount = bpOf(turnover, rate);
      if (amount <= 0n) continue;
      const ok = await db.transaction(async (t) =>
        pay(t as unknown as Tx, {
          brand: r.brand,
          memberId: r.memberId,
          kind: 'rebate',
          key: `rebate:${r.memberId}:${day}:${r.category}`,
          period: day,
          ref: r.category,
          basis: turnover,
          rateBp: rate,
          amount,
          payout: settingsCache.get(r.brand)!.rebatePayout === 'cash' ? 'cash' : 'reward',
          titleKey: 'rewards.rebateDay',
          titleValues: { day, category: r.category },
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

  /**
   * The monthly job for the month `month` begins: each member's level's monthly bonus (once per member
   * and month), then, where the brand turned demotion on, one level down for a member whose turnover of
   * the month before stayed under their level's keepTurnover (once per member and month).
   */
  async function runMonthly(month: string): Promise<{ bonuses: number; demoted: number }> {
    const at = now();
    const rows = await db
      .select({ memberId: members.id, brand: members.brand, rank: sql<number>`coalesce(${memberVip.rank}, 0)::int` })
      .from(members)
      .leftJoin(memberVip, eq(memberVip.memberId, members.id))
      .where(and(inArray(members.customerType, [...REAL_ACCOUNT_TYPES]), eq(members.status, 'active')));
    const levelCache = new Map<string, Row[]>();
    let bonuses = 0;
    for (const r of rows) {
      if (!levelCache.has(r.brand)) levelCache.set(r.brand, await levelsOf(r.brand));
      const level = levelCache.get(r.brand)!.find((l) => l.rank === r.rank);
      if (!level || level.monthlyBonus <= 0n) continue;
      const ok = await db.transaction(async (t) =>
        pay(t as unknown as Tx, {
          brand: r.brand,
          memberId: r.memberId,
          kind: 'vip_monthly',
          key: `vip:monthly:${r.memberId}:${month}`,
          period: month,
          ref: String(level.rank),
          amount: level.monthlyBonus,
          payout: 'reward',
          titleKey: 'rewards.vipMonthly',
          titleValues: { level: level.name, month },
          at,
        }),
      );
      if (ok) bonuses += 1;
    }
    let demoted = 0;
    const prev = monthBefore(month, VIP_TIME_ZONE);
    for (const [brand, levels] of levelCache) {
      if (!(await settingsRow(brand)).demotion) continue;
      const candidates = rows.filter((r) => r.brand === brand && r.rank > 0);
      for (const r of candidates) {
        const level = levels.find((l) => l.rank === r.rank);
        if (!level || level.keepTurnover <= 0n) continue;
        const below = [...levels].reverse().find((l) => l.rank < r.rank);
        if (!below) continue;
        const done = await db.transaction(async (t) => {
          const tx = t as unknown as Tx;
          // Once a month per member, whichever node or run gets here first.
          const [claimed] = await tx
            .update(memberVip)
            .set({ reviewedMonth: month, updatedAt: at })
            .where(
              and(
                eq(memberVip.memberId, r.memberId),
                or(isNull(memberVip.reviewedMonth), ne(memberVip.reviewedMonth, month)),
              ),
            )
            .returning({ rank: memberVip.rank });
          if (!claimed || claimed.rank !== r.rank) return false;
          const [sum] = await tx
            .select({ s: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text` })
            .from(gameRounds)
            .where(
              and(
                eq(gameRounds.memberId, r.memberId),
                gte(gameRounds.startedAt, prev.start),
                lt(gameRounds.startedAt, prev.end),
                eq(gameRounds.status, 'settled'),
                sql`${gameRounds.playMoney} = false`,
              ),
            );
          if (BigInt(sum?.s ?? '0') >= level.keepTurnover) return false;
          // The member stands at the lower level's threshold: the higher one is earned again.
          const [w] = await tx
            .select({ wagered: memberTurnover.wagered })
            .from(memberTurnover)
            .where(eq(memberTurnover.memberId, r.memberId));
          await tx
            .update(memberVip)
            .set({ rank: below.rank, turnoverOffset: less(w?.wagered ?? 0n, below.minTurnover), updatedAt: at })
            .where(eq(memberVip.memberId, r.memberId));
          await tx.update(members).set({ vipLabel: below.name, updatedAt: at }).where(eq(members.id, r.memberId));
          return true;
        });
        if (done) demoted += 1;
      }
    }
    return { bonuses, demoted };
  }

  // Back office --------------------------------------------------------------------------------------

  async function adminView(brand: string) {
    const levels = await db.select().from(vipLevels).where(eq(vipLevels.brand, brand)).orderBy(asc(vipLevels.rank));
    const counts = await db
      .select({ rank: memberVip.rank, n: sql<number>`count(*)::int` })
      .from(memberVip)
      .where(eq(memberVip.brand, brand))
      .groupBy(memberVip.rank);
    const membersPer = levels.map((l) => counts.find((c) => c.rank === l.rank)?.n ?? 0);
    return { levels: levels.map(levelView), settings: settingsView(await settingsRow(brand)), members: membersPer };
  }

  /** Replaces the brand's levels (ranks 0..n-1); members above the new top move to it. Audited. */
  async function saveLevels(brand: string, actor: StaffActor, input: VipLevel[]) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const before = await tx.select().from(vipLevels).where(eq(vipLevels.brand, brand)).orderBy(asc(vipLevels.rank));
      const at = now();
      await tx.delete(vipLevels).where(eq(vipLevels.brand, brand));
      await tx.insert(vipLevels).values(
        input.map((l) => ({
          brand,
          rank: l.rank,
          name: l.name.trim(),
          minTurnover: BigInt(l.minTurnover),
          minDeposits: BigInt(l.minDeposits),
          upgradeBonus: BigInt(l.upgradeBonus),
          monthlyBonus: BigInt(l.monthlyBonus),
          rebateRates: l.rebateRates,
          withdrawDailyCount: l.withdrawDailyCount,
          withdrawDailyAmount: BigInt(l.withdrawDailyAmount),
          keepTurnover: BigInt(l.keepTurnover),
          updatedAt: at,
        })),
      );
      const top = input.length - 1;
      await tx
        .update(memberVip)
        .set({ rank: top, updatedAt: at })
        .where(and(eq(memberVip.brand, brand), sql`${memberVip.rank} > ${top}`));
      // The labels members show follow the (renamed) levels.
      for (const l of input) {
        await tx.execute(
          sql`update ${members} set vip_label = ${l.name.trim()} where ${members.brand} = ${brand} and ${
            l.rank === 0
              ? sql`not exists (select 1 from ${memberVip} where ${memberVip.memberId} = ${members.id} and ${memberVip.rank} > 0)`
              : sql`exists (select 1 from ${memberVip} where ${memberVip.memberId} = ${members.id} and ${memberVip.rank} = ${l.rank})`
          } and ${members.vipLabel} <> ${l.name.trim()}`,
        );
      }
      await audit(tx, auditOf(brand, actor, 'vip.levels', brand, before.map(levelView), input));
    });
    return adminView(brand);
  }

  async function saveSettings(brand: string, actor: StaffActor, input: VipSettings) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const before = settingsView(await settingsRow(brand, tx));
      const values = {
        rebatePayout: input.rebatePayout,
        demotion: input.demotion,
        referralDepositThreshold: BigInt(input.referral.depositThreshold),
        referralDepositReward: BigInt(input.referral.depositReward),
        referralTurnoverShareBp: input.referral.turnoverShareBp,
        referralTurnoverDays: input.referral.turnoverDays,
        updatedAt: now(),
      };
      await tx
        .insert(vipSettings)
        .values({ brand, ...values })
        .onConflictDoUpdate({ target: vipSettings.brand, set: values });
      await audit(tx, auditOf(brand, actor, 'vip.settings', brand, before, input));
    });
    return adminView(brand);
  }

  /** The cost of rebates per brand-local day and category, and the other VIP and referral costs. */
  async function report(
    brand: string,
    days: number,
    today: string,
  ): Promise<Omit<RebateReport, 'currencySymbol' | 'minorUnitDigits'>> {
    const list: string[] = [];
    let d = today;
    for (let i = 0; i < days; i++) {
      list.unshift(d);
      const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
      d = new Date(Date.UTC(y, m - 1, dd - 1)).toISOString().slice(0, 10);
    }
    const from = list[0]!;
    const rows = await db
      .select({
        day: vipPayouts.period,
        category: vipPayouts.ref,
        total: sql<string>`sum(${vipPayouts.amount})::text`,
        members: sql<number>`count(distinct ${vipPayouts.memberId})::int`,
      })
      .from(vipPayouts)
      .where(
        and(
          eq(vipPayouts.brand, brand),
          eq(vipPayouts.kind, 'rebate'),
          gte(vipPayouts.period, from),
          sql`${vipPayouts.period} <= ${today}`,
        ),
      )
      .groupBy(vipPayouts.period, vipPayouts.ref);
    const other = await db
      .select({ kind: vipPayouts.kind, total: sql<string>`sum(${vipPayouts.amount})::text` })
      .from(vipPayouts)
      .where(
        and(
          eq(vipPayouts.brand, brand),
          ne(vipPayouts.kind, 'rebate'),
          gte(vipPayouts.createdAt, dayBounds(from, VIP_TIME_ZONE).start),
        ),
      )
      .groupBy(vipPayouts.kind);
    const sumOf = (k: PayoutKind) => Number(other.find((o) => o.kind === k)?.total ?? 0);
    return {
      days: list.map((day) => {
        const of = rows.filter((r) => r.day === day);
        return {
          day,
          total: of.reduce((s, r) => s + Number(r.total), 0),
          byCategory: Object.fromEntries(of.map((r) => [r.category ?? '', Number(r.total)])),
          members: of.reduce((s, r) => Math.max(s, r.members), 0),
        };
      }),
      other: {
        vipUpgrade: sumOf('vip_upgrade'),
        vipMonthly: sumOf('vip_monthly'),
        referralDeposit: sumOf('referral_deposit'),
        referralTurnover: sumOf('referral_turnover'),
      },
    };
  }

  /** A member's rebate lines (the betting record), newest day first. */
  async function rebatesOf(memberId: string, limit = 60) {
    const rows = await db
      .select()
      .from(vipPayouts)
      .where(and(eq(vipPayouts.memberId, memberId), eq(vipPayouts.kind, 'rebate')))
      .orderBy(sql`${vipPayouts.period} desc, ${vipPayouts.ref}`)
      .limit(limit);
    return rows.map((r) => ({
      day: r.period,
      category: r.ref ?? '',
      turnover: Number(r.basis),
      rateBp: r.rateBp,
      amount: Number(r.amount),
    }));
  }

  return {
    withdrawalAllowance,
    levelsOf,
    settingsRow,
    figuresOf,
    pay,
    promote,
    onWagered,
    onDeposit,
    check,
    view,
    runRebates,
    runMonthly,
    adminView,
    saveLevels,
    saveSettings,
    report,
    rebatesOf,
  };
}

export type VipService = ReturnType<typeof createVipService>;

const auditOf = (
  brand: string,
  actor: StaffActor,
  action: string,
  targetId: string,
  before: unknown,
  after: unknown,
): AuditInput => ({
  brand,
  staff: { id: actor.id, username: actor.username },
  action,
  targetType: 'brand',
  targetId,
  before,
  after,
  ip: actor.ip,
});
