import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_TTL_SECONDS } from '../../../src/api/contract/accounts';
import type { App } from '../../app';
import type { Database } from '../../db';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  captcha,
  encrypted,
  expectError,
  freshIp,
  freshMobile,
  lastCode,
  registered,
  registerPayload,
  sessionCookie,
  smsCode,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { LIMITS, TAKEN_NOTICE } from './service';

/** The seeded demo player's number: it has an account. */
const TAKEN = '13800000001';
const FREE_PER_IP = LIMITS.smsRegisterFreePerIp.limit;

interface OutboxRow {
  purpose: string;
  body: string;
}

/**
 * Issue 13, item 5: registered mobile numbers must not be told apart from free ones through
 * POST /api/accounts/sms-code or the final step of the registration, and the limits and the
 * captcha come before any look-up.
 */
describe.each(dbTargets())('mobile number enumeration on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  const client = (): Client => ({ app, ip: freshIp() });

  const outbox = async (mobile: string): Promise<OutboxRow[]> => {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(`+86${mobile}`)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: OutboxRow[] }).value;
  };

  /** What a client can see of an answer, minus what differs on every request (ids, dates, times). */
  const shape = (res: LightMyRequestResponse) => {
    const headers = Object.keys(res.headers)
      .filter((h) => !['date', 'x-request-id', 'retry-after'].includes(h))
      .sort();
    const body = res.json() as Record<string, unknown>;
    const mask = (v: unknown): unknown =>
      v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mask(x)]))
        : typeof v === 'number'
          ? 'number'
          : v;
    return { status: res.statusCode, headers, body: mask(body) };
  };

  const registerByMobile = (c: Client, mobileNum: string, verificationCode: string) =>
    encrypted(
      c,
      'PUT',
      '/api/accounts/register',
      registerPayload({
        method: 'mobile',
        username: undefined,
        countryDialingCode: '+86',
        mobileNum,
        verificationCode,
      }),
    );

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, {}, clock.now);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('a registered and a free number get the same answers to a code request and a resend', async () => {
    const free = freshMobile();
    const first = [await smsCode(client(), 'register', TAKEN), await smsCode(client(), 'register', free)];
    expect(first[0]!.statusCode, first[0]!.body).toBe(200);
    expect(shape(first[0]!)).toEqual(shape(first[1]!));
    const wait = (r: LightMyRequestResponse) =>
      (r.json() as { value: { expirationTime: number } }).value.expirationTime;
    expect(Math.abs(wait(first[0]!) - wait(first[1]!))).toBeLessThan(5_000);
    // The resend wait holds for both.
    const again = [await smsCode(client(), 'register', TAKEN), await smsCode(client(), 'register', free)];
    expectError(again[0]!, 429, 'sms.too_soon');
    expect(shape(again[0]!)).toEqual(shape(again[1]!));
    clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
  });

  it('sends no code to a registered number: its owner gets a notice without one, and no code opens it', async () => {
    const before = (await outbox(TAKEN)).length;
    expect((await smsCode(client(), 'register', TAKEN)).statusCode).toBe(200);
    const messages = await outbox(TAKEN);
    expect(messages.length).toBe(before + 1);
    expect(messages[0]).toMatchObject({ purpose: 'register-notice', body: TAKEN_NOTICE.register });
    expect(messages.some((m) => /\d{6}/.test(m.body))).toBe(false);
    // The final step says the same as for a free number with a wrong code, and takes no account.
    const free = freshMobile();
    expect((await smsCode(client(), 'register', free)).statusCode).toBe(200);
    const right = await lastCode(app, `+86${free}`);
    const wrong = right === '000000' ? '111111' : '000000';
    const taken = await registerByMobile(client(), TAKEN, wrong);
    const unknown = await registerByMobile(client(), free, wrong);
    expectError(taken, 400, 'sms.code_invalid');
    expect(shape(taken)).toEqual(shape(unknown));
    clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
  });

  it('a right code for a number registered meanwhile is 409 account.mobile_taken', async () => {
    const mobile = freshMobile();
    expect((await smsCode(client(), 'register', mobile)).statusCode).toBe(200);
    const code = await lastCode(app, `+86${mobile}`);
    // Someone else binds the number with their own bind code before this registration finishes.
    const { client: binder } = await registered(app);
    expect((await smsCode(binder, 'bind', mobile)).statusCode).toBe(200);
    const bindCode = await lastCode(app, `+86${mobile}`);
    const bound = await call(binder, 'POST', '/api/accounts/security/mobile', {
      countryDialingCode: '+86',
      mobileNum: mobile,
      verificationCode: bindCode,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expectError(await registerByMobile(client(), mobile, code), 409, 'account.mobile_taken');
    clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
  });

  it('the per-number limit answers before the look-up, the same for a registered and a free number', async () => {
    // A registered number of our own, so other tests' requests for the demo number do not count.
    const mobile = freshMobile();
    expect((await smsCode(client(), 'register', mobile)).statusCode).toBe(200);
    const { client: owner } = await registered(app, {
      method: 'mobile',
      username: undefined,
      countryDialingCode: '+86',
      mobileNum: mobile,
      verificationCode: await lastCode(app, `+86${mobile}`),
    });
    expect(owner.cookie).toBeDefined();
    const free = freshMobile();
    clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
    // One code for `mobile` is already counted; four more reach the limit of five.
    for (let i = 0; i < LIMITS.smsPerMobile.limit - 1; i++) {
      expect((await smsCode(client(), 'register', mobile)).statusCode).toBe(200);
      expect((await smsCode(client(), 'register', free)).statusCode).toBe(200);
      clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
    }
    expect((await smsCode(client(), 'register', free)).statusCode).toBe(200);
    clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
    const sent = (await outbox(mobile)).length;
    const limited = [await smsCode(client(), 'register', mobile), await smsCode(client(), 'register', free)];
    expectError(limited[0]!, 429, 'rate.limited');
    expect(shape(limited[0]!)).toEqual(shape(limited[1]!));
    expect((await outbox(mobile)).length).toBe(sent);
  });

  it('the per-address limit answers before the look-up: a registered number gets 429 like any other', async () => {
    const c = client();
    for (let i = 0; i < LIMITS.smsPerIp.limit; i++) {
      const res = await call(c, 'POST', '/api/accounts/sms-code', {
        purpose: 'register',
        countryDialingCode: '+86',
        mobileNum: freshMobile(),
        captcha,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = (await outbox(TAKEN)).length;
    const ask = (mobileNum: string) =>
      call(c, 'POST', '/api/accounts/sms-code', { purpose: 'register', countryDialingCode: '+86', mobileNum, captcha });
    const taken = await ask(TAKEN);
    expectError(taken, 429, 'rate.limited');
    expect(shape(taken)).toEqual(shape(await ask(freshMobile())));
    expect((await outbox(TAKEN)).length).toBe(sent);
  });

  it(`asks one address for a captcha after ${FREE_PER_IP} registration codes an hour, and takes CAPTCHA_FIXED`, async () => {
    const c = client();
    for (let i = 0; i < FREE_PER_IP; i++) {
      expect((await smsCode(c, 'register', freshMobile())).statusCode).toBe(200);
    }
    // Registered or not, the next one needs a captcha; the answer says so as the log-in does.
    const taken = expectError(await smsCode(c, 'register', TAKEN), 400, 'captcha.required');
    expect(taken.captchaRequired).toBe(true);
    const mobile = freshMobile();
    const unknown = expectError(await smsCode(c, 'register', mobile), 400, 'captcha.required');
    expect(unknown).toEqual(taken);
    const ask = (answer: string) =>
      call(c, 'POST', '/api/accounts/sms-code', {
        purpose: 'register',
        countryDialingCode: '+86',
        mobileNum: mobile,
        captcha: { id: 'fixed', answer },
      });
    const wrong = expectError(await ask('000000'), 400, 'captcha.invalid');
    expect(wrong.captchaRequired).toBe(true);
    const res = await ask(captcha.answer);
    expect(res.statusCode, res.body).toBe(200);
    // The code arrived and registers the number.
    const reg = await registerByMobile(c, mobile, await lastCode(app, `+86${mobile}`));
    expect(reg.statusCode, reg.body).toBe(200);
    expect(sessionCookie(reg)).toBeDefined();
    // Another address is not affected, and after the hour this one is free again.
    expect((await smsCode(client(), 'register', freshMobile())).statusCode).toBe(200);
    clock.advance(LIMITS.smsRegisterFreePerIp.windowMs + 1);
    expect((await smsCode(c, 'register', freshMobile())).statusCode).toBe(200);
  });

  it(`30 code requests at once from one address: exactly ${FREE_PER_IP} go out without a captcha`, async () => {
    const c = client();
    const results = await Promise.all(Array.from({ length: 30 }, () => smsCode(c, 'register', freshMobile())));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBe(FREE_PER_IP);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 400, 'captcha.required');
  });

  it('bind: a number of another member gets the same answer and no code; the final step proves the code first', async () => {
    const { client: c } = await registered(app);
    const free = freshMobile();
    const taken = await smsCode(c, 'bind', TAKEN);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(shape(taken)).toEqual(shape(await smsCode(c, 'bind', free)));
    const messages = await outbox(TAKEN);
    expect(messages[0]).toMatchObject({ purpose: 'bind-notice', body: TAKEN_NOTICE.bind });
    const bind = (mobileNum: string, verificationCode: string) =>
      call(c, 'POST', '/api/accounts/security/mobile', { countryDialingCode: '+86', mobileNum, verificationCode });
    const code = await lastCode(app, `+86${free}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const a = await bind(TAKEN, wrong);
    expectError(a, 400, 'sms.code_invalid');
    expect(shape(a)).toEqual(shape(await bind(free, wrong)));
    expect((await bind(free, code)).statusCode).toBe(200);
    clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
  });
});
