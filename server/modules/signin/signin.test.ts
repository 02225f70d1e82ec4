import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimResponse, RewardsResponse } from '../../../src/api/contract/bonus';
import type { SigninCalendar, SigninResult, SigninSettingsView } from '../../../src/api/contract/signin';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, members, rewards, signinRecords } from '../../db/schema';
import { demoHost, seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  encrypted,
  expectError,
  freshIp,
  freshName,
  registerPayload,
  sessionCookie,
  signedInStaff,
  testApp,
  testClock,
  trialPlayer,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { addDays, currentCycle, dateIn } from './calendar';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('sign-in calendar rules', () => {
  const config = {
    enabled: true,
    cycleDays: 7,
    rewards: [200n, 200n, 300n, 300n, 500n, 500n, 1800n],
    payout: 'cash' as const,
    makeupAllowed: false,
    makeupPerCycle: 0,
    timeZone: 'Asia/Shanghai',
  };
  it('the day is the brand time zone day: 23:59 and 00:01 in Shanghai are two days', () => {
    expect(dateIn(new Date('2026-06-17T15:59:00Z'), 'Asia/Shanghai')).toBe('2026-06-17');
    expect(dateIn(new Date('2026-06-17T16:01:00Z'), 'Asia/Shanghai')).toBe('2026-06-18');
    expect(dateIn(new Date('2026-06-17T16:01:00Z'), 'UTC')).toBe('2026-06-17');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('a new cycle starts today; after its last day the next one starts and the streak goes on', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({
      date: addDays('2026-06-01', i),
      cycleStart: '2026-06-01',
      day: i + 1,
      makeup: false,
    }));
    const c = currentCycle(config, rows, '2026-06-08');
    expect(c.start).toBe('2026-06-08');
    expect(c.days[0]).toMatchObject({ day: 1, date: '2026-06-08', state: 'today', amount: 200n });
    expect(c.days[6]).toMatchObject({ state: 'upcoming', amount: 1800n });
    expect(c.streak).toBe(7);
  });
  it('without make-up a missed day starts a new cycle; with it the missed day can be made up', () => {
    const rows = [{ date: '2026-06-01', cycleStart: '2026-06-01', day: 1, makeup: false }];
    expect(currentCycle(config, rows, '2026-06-03')).toMatchObject({ start: '2026-06-03', streak: 0 });
    const withMakeup = currentCycle({ ...config, makeupAllowed: true, makeupPerCycle: 1 }, rows, '2026-06-03');
    expect(withMakeup.start).toBe('2026-06-01');
    expect(withMakeup.days.map((d) => d.state).slice(0, 4)).toEqual(['signed', 'makeup', 'today', 'upcoming']);
  });
});

/**
 * The daily sign-in through the real API (docs/signin-rewards.md), on PGlite and PostgreSQL: once a
 * day in the brand's time zone, the streak, make-up days, and who may not sign in.
 */
describe.each(dbTargets())('daily sign-in on $name', (target) => {
  let database: Database;
  let app: App;
  // Wednesday 17 June 2026, noon in Asia/Shanghai.
  const ANCHOR = new Date('2026-06-17T04:00:00Z');
  const clock = testClock(ANCHOR);
  afterEach(() => clock.advance(ANCHOR.getTime() - clock.now().getTime()));
  const AURUM = demoHost('aurum');
  const VERDANT = demoHost('verdant');

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  async function memberOn(host = AURUM) {
    const c: Client = { app, ip: freshIp(), headers: { host } };
    const username = freshName();
    const res = await encrypted(
      c,
      'PUT',
      '/api/accounts/register',
      registerPayload({ username, email: `${username}@example.com` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    c.cookie = sessionCookie(res);
    const [m] = await database.db.select().from(members).where(eq(members.username, username.toLowerCase()));
    return { client: c, memberId: m!.id, username: m!.username };
  }
  const calendar = async (c: Client) => valueIn<SigninCalendar>(await call(c, 'GET', '/api/signin'));
  const signIn = (c: Client, body?: Record<string, unknown>) => call(c, 'POST', '/api/signin', body);
  const records = (memberId: string) =>
    database.db.select().from(signinRecords).where(eq(signinRecords.memberId, memberId));

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(
      database,
      { LEDGER_CHECK_MINUTES: '0', SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '8760' },
      clock.now,
    );
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('shows the seeded 7-day cycle starting today, day 7 the biggest', async () => {
    const { client } = await memberOn();
    const cal = await calendar(client);
    expect(cal).toMatchObject({ enabled: true, cycleDays: 7, streak: 0, signedToday: false, today: '2026-06-17' });
    expect(cal.days.map((d) => d.amount)).toEqual([200, 200, 300, 300, 500, 500, 1800]);
    expect(cal.days.map((d) => d.state)).toEqual(['today', ...Array(6).fill('upcoming')]);
  });

  it('30 taps at once sign once', async () => {
    const { client, memberId } = await memberOn();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(client)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : (r.json() as { code: string }).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'signin.already')).toBe(true);
    expect(await records(memberId)).toHaveLength(1);
    const offered = await database.db.select().from(rewards).where(eq(rewards.memberId, memberId));
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({
      source: 'signin',
      idempotencyKey: `signin:${memberId}:2026-06-17`,
      amount: 200n,
    });
    const cal = await calendar(client);
    expect(cal).toMatchObject({ signedToday: true, streak: 1 });
    expect(cal.days[0]!.state).toBe('signed');
  });

  it("the day's reward waits in the reward centre and is claimed once into cash", async () => {
    const { client } = await memberOn();
    const signed = valueIn<SigninResult>(await signIn(client));
    const centre = valueIn<RewardsResponse>(await call(client, 'GET', '/api/rewards'));
    expect(centre.claimableCount).toBe(1);
    expect(centre.list[0]).toMatchObject({
      id: signed.rewardId,
      source: 'signin',
      titleKey: 'rewards.signin',
      titleValues: { day: 1 },
      amount: 200,
      payout: 'cash',
      state: 'claimable',
    });
    const claims = await Promise.all(
      Array.from({ length: 2 }, () => call(client, 'POST', `/api/rewards/${signed.rewardId}/claim`)),
    );
    const values = claims.map((r) => valueIn<ClaimResponse>(r));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(values.every((v) => v.cash === 200)).toBe(true);
    const after = valueIn<RewardsResponse>(await call(client, 'GET', '/api/rewards?tab=history'));
    expect(after.claimableCount).toBe(0);
    expect(after.list[0]).toMatchObject({ id: signed.rewardId, state: 'claimed' });
    // The books still balance: every balance is the sum of its postings.
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('the streak continues day after day and resets after a missed day', async () => {
    const { client } = await memberOn();
    const first = valueIn<SigninResult>(await signIn(client));
    expect(first.signed).toMatchObject({ day: 1, date: '2026-06-17', amount: 200, makeup: false });
    clock.advance(DAY);
    const second = valueIn<SigninResult>(await signIn(client));
    expect(second.signed).toMatchObject({ day: 2, date: '2026-06-18', amount: 200 });
    expect(second.calendar.streak).toBe(2);
    expect(second.calendar.days.slice(0, 3).map((d) => d.state)).toEqual(['signed', 'signed', 'upcoming']);
    // 19 June is missed: on the 20th the cycle starts again at day 1.
    clock.advance(2 * DAY);
    const after = await calendar(client);
    expect(after.streak).toBe(0);
    expect(after.days[0]).toMatchObject({ day: 1, date: '2026-06-20', state: 'today' });
    const again = valueIn<SigninResult>(await signIn(client));
    expect(again.signed).toMatchObject({ day: 1, date: '2026-06-20', amount: 200 });
    expect(again.calendar.streak).toBe(1);
  });

  it('counts days in the brand time zone: 23:59 and 00:01 are two sign-ins, 00:02 is refused', async () => {
    const { client } = await memberOn();
    // 23:59 on 17 June in Shanghai.
    clock.advance(new Date('2026-06-17T15:59:00Z').getTime() - clock.now().getTime());
    expect(valueIn<SigninResult>(await signIn(client)).signed.date).toBe('2026-06-17');
    clock.advance(2 * 60_000);
    const next = valueIn<SigninResult>(await signIn(client));
    expect(next.signed).toMatchObject({ date: '2026-06-18', day: 2 });
    clock.advance(60_000);
    expectError(await signIn(client), 409, 'signin.already');
  });

  it('refuses a make-up day when the brand has none', async () => {
    const { client } = await memberOn();
    await signIn(client);
    clock.advance(2 * DAY);
    expectError(await signIn(client, { day: 2 }), 409, 'signin.no_makeup');
  });

  it('with make-up allowed (verdant, one per cycle) a missed day is made up once', async () => {
    const staff = await signedInStaff(app, database, 'marketing');
    staff.headers = { host: VERDANT };
    const saved = valueIn<SigninSettingsView>(
      await call(staff, 'PUT', '/api/admin/signin/settings', {
        enabled: true,
        cycleDays: 7,
        rewards: [100, 100, 200, 200, 300, 300, 1000],
        payout: 'cash',
        templateId: null,
        makeupAllowed: true,
        makeupPerCycle: 1,
        timeZone: 'Asia/Shanghai',
      }),
    );
    expect(saved.makeupAllowed).toBe(true);
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'signin.settings'), eq(auditLog.brand, 'verdant')));
    expect(row).toBeDefined();

    const { client } = await memberOn(VERDANT);
    await signIn(client);
    clock.advance(2 * DAY);
    await signIn(client);
    clock.advance(2 * DAY);
    // Days 2 and 4 are missed; one can be made up.
    const cal = await calendar(client);
    expect(cal.days.slice(0, 5).map((d) => d.state)).toEqual(['signed', 'makeup', 'signed', 'makeup', 'today']);
    expectError(await signIn(client, { day: 6 }), 409, 'signin.not_missed');
    expectError(await signIn(client, { day: 1 }), 409, 'signin.already');
    const made = valueIn<SigninResult>(await signIn(client, { day: 2 }));
    expect(made.signed).toMatchObject({ day: 2, date: '2026-06-18', amount: 100, makeup: true });
    expect(made.calendar.makeupLeft).toBe(0);
    expect(made.calendar.days[3]!.state).toBe('missed');
    expectError(await signIn(client, { day: 4 }), 409, 'signin.makeup_limit');
    // Today still signs, as day 5.
    expect(valueIn<SigninResult>(await signIn(client)).signed).toMatchObject({ day: 5, amount: 300 });
  });

  it('refuses a member under a time-out, and free play', async () => {
    const { client } = await memberOn();
    valueIn(await call(client, 'POST', '/api/protection/time-out', { duration: '24h' }));
    expectError(await signIn(client), 403, 'protection.excluded');
    const { client: trial } = await trialPlayer(app);
    expectError(await signIn(trial), 403, 'auth.trial_refused');
    expectError(await call(trial, 'GET', '/api/signin'), 403, 'auth.trial_refused');
  });

  it('staff settings: one reward per day, a known time zone, a template for a bonus payout; support reads only', async () => {
    const staff = await signedInStaff(app, database, 'marketing');
    const base = {
      enabled: true,
      cycleDays: 7,
      rewards: [200, 200, 300, 300, 500, 500, 1800],
      payout: 'cash',
      templateId: null,
      makeupAllowed: false,
      makeupPerCycle: 0,
      timeZone: 'Asia/Shanghai',
    };
    expectError(
      await call(staff, 'PUT', '/api/admin/signin/settings', { ...base, rewards: [1, 2] }),
      400,
      'signin.settings_invalid',
    );
    expectError(
      await call(staff, 'PUT', '/api/admin/signin/settings', { ...base, timeZone: 'Mars/Olympus' }),
      400,
      'signin.settings_invalid',
    );
    expectError(
      await call(staff, 'PUT', '/api/admin/signin/settings', { ...base, payout: 'bonus' }),
      400,
      'signin.settings_invalid',
    );
    expectError(
      await call(staff, 'PUT', '/api/admin/signin/settings', {
        ...base,
        payout: 'bonus',
        templateId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      'signin.settings_invalid',
    );
    const support = await signedInStaff(app, database, 'support');
    const view = valueIn<SigninSettingsView>(await call(support, 'GET', '/api/admin/signin/settings'));
    expect(view.rewards).toEqual(base.rewards);
    expectError(await call(support, 'PUT', '/api/admin/signin/settings', base), 403, 'staff.forbidden');
  });

  it('the dev test clock moves one member a day on (this machine only)', async () => {
    const { client, username } = await memberOn();
    await signIn(client);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/signin-clock',
      headers: { host: AURUM },
      payload: { username, days: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = valueIn<SigninResult>(await signIn(client));
    expect(next.signed).toMatchObject({ day: 2, date: '2026-06-18' });
    expect(next.calendar.streak).toBe(2);
    const remote = await app.inject({
      method: 'POST',
      url: '/api/dev/signin-clock',
      remoteAddress: '10.1.2.3',
      payload: { username, days: 1 },
    });
    expect(remote.statusCode).toBe(403);
  });
});
