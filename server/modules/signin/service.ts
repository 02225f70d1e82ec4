import { and, asc, desc, eq } from 'drizzle-orm';
import {
  SIGNIN_REWARD_TITLE_KEY,
  SIGNIN_REWARD_VALID_DAYS,
  type SigninBody,
  type SigninCalendar,
  type SigninResult,
  type SigninSettings,
  type SigninSettingsView,
} from '../../../src/api/contract/signin';
import type { Db } from '../../db';
import { bonusTemplates, members, signinConfigs, signinRecords, signinRewards } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { assertCanPlay } from '../protection';
import { type CycleConfig, calendarOf, currentCycle, dateIn, isTimeZone, type SignedRow } from './calendar';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a sign-in hands to the rewards core (`offerReward`): one reward per member and day. */
export interface SigninRewardOffer {
  brand: string;
  memberId: string;
  source: 'signin';
  /** The signed date. */
  sourceRef: string;
  /** `signin:<member>:<yyyy-mm-dd>` */
  idempotencyKey: string;
  titleKey: string;
  titleValues: Record<string, string | number>;
  amount: bigint;
  payout: 'cash' | 'bonus';
  templateId: string | null;
  expiresAt: Date;
  /** The sign-in's moment (the member's sign-in clock). */
  at: Date;
}

/** Offers the reward inside the sign-in's transaction; answers its id. */
export type OfferSigninReward = (tx: Tx, offer: SigninRewardOffer) => Promise<{ id: string }>;

export interface StaffActor {
  id: string;
  username: string;
  ip: string | null;
}

export interface SigninServiceOptions {
  db: Db;
  now: () => Date;
  /** The sign-in clock of a member: the app clock, moved by the dev test clock outside production. */
  clock: (memberId: string) => Date;
  offer: OfferSigninReward;
  /** The brand's currency (the back office's amounts). */
  currency: (brand: string) => Promise<{ symbol: string; minorUnitDigits: number }>;
}

/** How far back a calendar reads: a cycle and the streak behind it. */
const HISTORY_ROWS = 400;

/** The brand's sign-in settings, or null when it has none. */
async function configOf(exec: Pick<Db, 'select'>, brand: string) {
  const [row] = await exec.select().from(signinConfigs).where(eq(signinConfigs.brand, brand));
  if (!row) return null;
  const rewards = await exec
    .select()
    .from(signinRewards)
    .where(eq(signinRewards.brand, brand))
    .orderBy(asc(signinRewards.day));
  const config: CycleConfig & { templateId: string | null; updatedAt: Date } = {
    enabled: row.enabled,
    cycleDays: row.cycleDays,
    rewards: Array.from({ length: row.cycleDays }, (_, i) => rewards.find((r) => r.day === i + 1)?.amount ?? 0n),
    payout: row.payout as CycleConfig['payout'],
    makeupAllowed: row.makeupAllowed,
    makeupPerCycle: row.makeupPerCycle,
    timeZone: row.timeZone,
    templateId: row.templateId,
    updatedAt: row.updatedAt,
  };
  return config;
}

const rowsOf = (exec: Pick<Db, 'select'>, memberId: string): Promise<SignedRow[]> =>
  exec
    .select({
      date: signinRecords.date,
      cycleStart: signinRecords.cycleStart,
      day: signinRecords.day,
      makeup: signinRecords.makeup,
    })
    .from(signinRecords)
    .where(eq(signinRecords.memberId, memberId))
    .orderBy(desc(signinRecords.date))
    .limit(HISTORY_ROWS);

const disabled = () => new AppError(404, 'signin.disabled', 'This brand has no daily sign-in');

/**
 * The daily sign-in (docs/signin-rewards.md): the member's calendar, signing in (today, or a missed
 * day as a make-up), and the back office's settings. A sign-in offers its reward to the reward
 * centre in the same transaction; the unique (member, date) row makes a double tap pay once.
 */
export function createSigninService({ db, now, clock, offer, currency }: SigninServiceOptions) {
  async function calendar(brand: string, memberId: string): Promise<SigninCalendar> {
    const config = await configOf(db, brand);
    const today = dateIn(clock(memberId), config?.timeZone ?? 'Asia/Shanghai');
    return calendarOf(config, config ? await rowsOf(db, memberId) : [], today);
  }

  async function signIn(brand: string, memberId: string, body: SigninBody): Promise<SigninResult> {
    const at = clock(memberId);
    const { signed, rewardId } = await db.transaction(async (tx) => {
      // One member's sign-ins one after another: the make-up count and the cycle are read under it.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const config = await configOf(tx, brand);
      if (!config?.enabled) throw disabled();
      await assertCanPlay(tx, memberId, at);
      const today = dateIn(at, config.timeZone);
      const cycle = currentCycle(config, await rowsOf(tx, memberId), today);
      let target: (typeof cycle.days)[number];
      const makeup = body.day !== undefined;
      if (body.day === undefined) {
        if (cycle.signedToday) throw new AppError(409, 'signin.already', 'Today is already signed');
        target = cycle.days.find((d) => d.date === today)!;
      } else {
        if (!config.makeupAllowed) throw new AppError(409, 'signin.no_makeup', 'This brand has no make-up days');
        const day = cycle.days[body.day - 1];
        if (!day || day.date >= today) {
          throw new AppError(409, 'signin.not_missed', 'Only a missed day of the current cycle can be made up', {
            day: String(body.day),
          });
        }
        if (day.state === 'signed') throw new AppError(409, 'signin.already', 'This day is already signed');
        if (cycle.makeupLeft <= 0) {
          throw new AppError(409, 'signin.makeup_limit', "This cycle's make-up days are used up", {
            limit: String(config.makeupPerCycle),
          });
        }
        target = day;
      }
      const [row] = await tx
        .insert(signinRecords)
        .values({
          brand,
          memberId,
          date: target.date,
          cycleStart: cycle.start,
          day: target.day,
          amount: target.amount,
          makeup,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: signinRecords.id });
      if (!row) throw new AppError(409, 'signin.already', 'This day is already signed');
      let rewardId: string | null = null;
      if (target.amount > 0n) {
        const reward = await offer(tx, {
          brand,
          memberId,
          source: 'signin',
          sourceRef: target.date,
          idempotencyKey: `signin:${memberId}:${target.date}`,
          titleKey: SIGNIN_REWARD_TITLE_KEY,
          titleValues: { day: target.day },
          amount: target.amount,
          payout: config.payout,
          templateId: config.payout === 'bonus' ? config.templateId : null,
          expiresAt: new Date(at.getTime() + SIGNIN_REWARD_VALID_DAYS * 86_400_000),
          at,
        });
        rewardId = reward.id;
        await tx.update(signinRecords).set({ rewardId }).where(eq(signinRecords.id, row.id));
      }
      return { signed: { day: target.day, date: target.date, amount: Number(target.amount), makeup }, rewardId };
    });
    return { signed, rewardId, calendar: await calendar(brand, memberId) };
  }

  async function settings(brand: string): Promise<SigninSettingsView> {
    const [config, c] = await Promise.all([configOf(db, brand), currency(brand)]);
    const money = { currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
    if (!config) {
      return {
        ...money,
        enabled: false,
        cycleDays: 7,
        rewards: Array.from({ length: 7 }, () => 100),
        payout: 'cash',
        templateId: null,
        makeupAllowed: false,
        makeupPerCycle: 0,
        timeZone: 'Asia/Shanghai',
        updatedAt: null,
      };
    }
    return {
      ...money,
      enabled: config.enabled,
      cycleDays: config.cycleDays,
      rewards: config.rewards.map(Number),
      payout: config.payout,
      templateId: config.templateId,
      makeupAllowed: config.makeupAllowed,
      makeupPerCycle: config.makeupPerCycle,
      timeZone: config.timeZone,
      updatedAt: config.updatedAt.toISOString(),
    };
  }

  async function saveSettings(brand: string, staff: StaffActor, input: SigninSettings): Promise<SigninSettingsView> {
    const bad = (field: string, message: string) =>
      new AppError(400, 'signin.settings_invalid', message, { [field]: message });
    if (input.rewards.length !== input.cycleDays) throw bad('rewards', 'One reward for each day of the cycle');
    if (!isTimeZone(input.timeZone)) throw bad('timeZone', 'Not a known IANA time zone');
    if (input.payout === 'bonus') {
      if (!input.templateId) throw bad('templateId', 'A bonus payout needs a bonus template');
      const [template] = await db
        .select({ id: bonusTemplates.id })
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.brand, brand), eq(bonusTemplates.id, input.templateId)));
      if (!template) throw bad('templateId', 'No such bonus template');
    }
    const before = await settings(brand);
    await db.transaction(async (tx) => {
      const values = {
        enabled: input.enabled,
        cycleDays: input.cycleDays,
        payout: input.payout,
        templateId: input.payout === 'bonus' ? input.templateId : null,
        makeupAllowed: input.makeupAllowed,
        makeupPerCycle: input.makeupAllowed ? input.makeupPerCycle : 0,
        timeZone: input.timeZone,
        updatedAt: now(),
      };
      await tx
        .insert(signinConfigs)
        .values({ brand, ...values })
        .onConflictDoUpdate({ target: signinConfigs.brand, set: values });
      await tx.delete(signinRewards).where(eq(signinRewards.brand, brand));
      await tx
        .insert(signinRewards)
        .values(input.rewards.map((amount, i) => ({ brand, day: i + 1, amount: BigInt(amount) })));
      await audit(tx, {
        brand,
        staff: { id: staff.id, username: staff.username },
        action: 'signin.settings',
        targetType: 'signin_config',
        targetId: brand,
        before: before.updatedAt ? { ...before, currencySymbol: undefined, minorUnitDigits: undefined } : null,
        after: input,
        ip: staff.ip,
      });
    });
    return settings(brand);
  }

  return { calendar, signIn, settings, saveSettings };
}

export type SigninService = ReturnType<typeof createSigninService>;

/** Outside production: each member's sign-in clock may run ahead of the app's (the e2e test clock). */
export function createSigninClock(now: () => Date) {
  const offsets = new Map<string, number>();
  return {
    now: (memberId: string) => new Date(now().getTime() + (offsets.get(memberId) ?? 0)),
    /** Moves the member's clock by whole days (added to what it was moved before); answers the new offset. */
    advance: (memberId: string, days: number) => {
      const next = (offsets.get(memberId) ?? 0) + days * 86_400_000;
      offsets.set(memberId, next);
      return next;
    },
  };
}
