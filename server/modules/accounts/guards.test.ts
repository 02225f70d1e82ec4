import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawInfoResponseSchema } from '../../../src/api/contract/withdrawals';
import type { App } from '../../app';
import type { Database } from '../../db';
import { guessGuards, members, staff, withdrawals } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  captcha,
  expectError,
  freshIp,
  freshName,
  loggedIn,
  login,
  registered,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { hashPassword } from './passwords';

/**
 * Issue 13, items 1-3: every secret guess is counted before it is checked (ADR 0010), so bursts
 * check no more guesses than the limits, every place that checks a secret shares its count and
 * lock, and a stranger cannot lock an owner out from another address. The bursts are 30 requests
 * at once through the real routes; PostgreSQL runs them truly in parallel.
 */
describe.each(dbTargets())('guess guards on $name', (target) => {
  let database: Database;
  let app: App;
  /** The same database without CAPTCHA_FIXED: real captchas only. */
  let strict: App;
  // Noon in Asia/Shanghai: a withdrawal's day never turns during the file.
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  const PIN = '482915';
  const WRONG_PIN = '000000';
  const MIN = 10_000; // the smallest withdrawal (100.00) in minor units

  const client = (a: App = app): Client => ({ app: a, ip: freshIp() });
  const codeOf = (r: LightMyRequestResponse) => `${r.statusCode} ${(r.json() as { code?: string }).code ?? 'ok'}`;
  /** How many answers had each status and code, e.g. { '400 withdraw.payment_password_invalid': 4 }. */
  const tally = (results: LightMyRequestResponse[]) => {
    const out: Record<string, number> = {};
    for (const r of results) out[codeOf(r)] = (out[codeOf(r)] ?? 0) + 1;
    return out;
  };
  const guardRow = async (key: string) =>
    (await database.db.select().from(guessGuards).where(eq(guessGuards.key, key)))[0];

  // --- members -------------------------------------------------------------------------------------

  interface Player {
    client: Client;
    id: string;
    username: string;
    password: string;
    account: string;
  }

  /** A registered player with cash (no turnover owed), the payment password PIN and a bound bank account. */
  async function player(): Promise<Player> {
    const { client: c, username, password } = await registered(app);
    const [row] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
    const id = row!.id;
    await app.ledger.post({
      brand: 'aurum',
      type: 'deposit',
      idempotencyKey: `guards-credit:${randomUUID()}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId: id, kind: 'cash' }, amount: 100_000n },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -100_000n },
      ],
    });
    const set = await call(c, 'POST', '/api/accounts/security/payment-password', {
      password,
      newPaymentPassword: PIN,
      confirmPaymentPassword: PIN,
    });
    expect(set.statusCode, set.body).toBe(200);
    const bound = await call(c, 'POST', '/api/wallet/bank-accounts', {
      bankName: 'ICBC',
      accountNumber: `6222${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      payeeName: 'Zhang San',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    return { client: c, id, username, password, account: bound.json().value.id as string };
  }

  const withdraw = (p: Player, paymentPassword: string, c: Client = p.client) =>
    call(c, 'POST', '/api/wallet/withdrawals', {
      bankAccountId: p.account,
      amount: MIN,
      paymentPassword,
      clientRequestId: randomUUID(),
    });
  const changePin = (p: Player, oldPaymentPassword: string, c: Client = p.client) =>
    call(c, 'POST', '/api/accounts/security/payment-password', {
      oldPaymentPassword,
      newPaymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
  const changePassword = (p: Player, oldPassword: string, c: Client = p.client) =>
    call(c, 'POST', '/api/accounts/password', {
      oldPassword,
      newPassword: 'new98765',
      confirmNewPassword: 'new98765',
    });
  const lockedUntil = async (p: Player) => {
    const res = await call(p.client, 'GET', '/api/wallet/withdraw/info');
    expect(res.statusCode, res.body).toBe(200);
    return withdrawInfoResponseSchema.parse(res.json()).value.paymentPasswordLockedUntil;
  };
  const withdrawalsOf = (p: Player) => database.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.id));

  // --- staff ---------------------------------------------------------------------------------------

  async function staffMember() {
    const username = freshName('fin');
    const password = 'finance-pass-1';
    await database.db.insert(staff).values({ username, passwordHash: await hashPassword(password), role: 'finance' });
    return { username, password };
  }
  const staffLogin = (c: Client, username: string, password: string, extra: Record<string, unknown> = {}) =>
    call(c, 'POST', '/api/admin/session', { username, password, ...extra });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    strict = await testApp(database, { CAPTCHA_FIXED: '', LEDGER_CHECK_MINUTES: '0' }, clock.now);
  });

  afterAll(async () => {
    await app?.close();
    await strict?.close();
    await target.cleanup();
  });

  // ------------------------------------------------------------------------------------------------

  describe('the payment password', () => {
    it('a burst of 30 withdrawals, 29 wrong and 1 right, checks at most 5 wrong ones', async () => {
      const p = await player();
      const right = 13;
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => withdraw(p, i === right ? PIN : WRONG_PIN)),
      );
      const counts = tally(results);
      // Nothing but the three answers: a withdrawal, a wrong password, a lock.
      for (const key of Object.keys(counts)) {
        expect(['200 ok', '400 withdraw.payment_password_invalid', '429 withdraw.payment_password_locked']).toContain(
          key,
        );
      }
      const invalid = counts['400 withdraw.payment_password_invalid'] ?? 0;
      const lockedAnswers = counts['429 withdraw.payment_password_locked'] ?? 0;
      // The wrong guesses that were checked: the database counted them before checking them.
      const row = await guardRow(`paypw:${p.id}`);
      expect(row!.failures).toBeLessThanOrEqual(5);
      // Each checked wrong guess answered 400, but the one that locked (429): at most 4 of 400.
      expect(invalid).toBeLessThanOrEqual(4);
      expect(invalid).toBe(row!.failures - (row!.lockedUntil ? 1 : 0));
      // 29 wrong ones cannot all fit: the password is locked now, and every other answer says so.
      expect(row!.lockedUntil).not.toBeNull();
      expect(await lockedUntil(p)).toBe(row!.lockedUntil!.getTime());
      expect(lockedAnswers).toBe(30 - invalid - (counts['200 ok'] ?? 0));
      // The withdrawal exists exactly when the right one was checked before the lock.
      const made = await withdrawalsOf(p);
      if (results[right]!.statusCode === 200) {
        expect(made).toHaveLength(1);
        expect(counts['200 ok']).toBe(1);
      } else {
        expectError(results[right]!, 429, 'withdraw.payment_password_locked');
        expect(made).toHaveLength(0);
      }
      expect((await app.ledger.memberBalances('aurum', p.id)).cash).toBe(100_000n - BigInt(made.length * MIN));
    });

    it('5 wrong ones in a row lock it; the right one is refused while locked, and works after', async () => {
      const p = await player();
      for (const left of [4, 3, 2, 1]) {
        const wrong = expectError(await withdraw(p, WRONG_PIN), 400, 'withdraw.payment_password_invalid');
        expect(wrong.fields?.attemptsLeft).toBe(String(left));
      }
      const before = clock.now().getTime();
      const locked = expectError(await withdraw(p, WRONG_PIN), 429, 'withdraw.payment_password_locked');
      expect(locked.retryAt).toBeGreaterThanOrEqual(before + 15 * 60_000);
      expect(locked.retryAt).toBeLessThanOrEqual(clock.now().getTime() + 15 * 60_000);
      expectError(await withdraw(p, PIN), 429, 'withdraw.payment_password_locked');
      expect(await withdrawalsOf(p)).toHaveLength(0);
      clock.advance(15 * 60_000 + 1);
      expect((await withdraw(p, PIN)).statusCode).toBe(200);
    });

    it('the change endpoint counts too: 4 wrong old ones answer 401, the 5th locks (429)', async () => {
      const p = await player();
      for (let i = 0; i < 4; i++) expectError(await changePin(p, WRONG_PIN), 401, 'auth.invalid_credentials');
      const before = clock.now().getTime();
      const locked = expectError(await changePin(p, WRONG_PIN), 429, 'withdraw.payment_password_locked');
      expect(locked.retryAt).toBeGreaterThanOrEqual(before + 15 * 60_000);
      expect(locked.retryAt).toBeLessThanOrEqual(clock.now().getTime() + 15 * 60_000);
      // Locked by the change form: the right one is refused there and by withdrawals.
      expectError(await changePin(p, PIN), 429, 'withdraw.payment_password_locked');
      expectError(await withdraw(p, PIN), 429, 'withdraw.payment_password_locked');
      expect(await lockedUntil(p)).toBe(locked.retryAt);
    });

    it('one count for both: locked by withdrawals, the change is refused; wrong ones add up across the two', async () => {
      const locked = await player();
      for (let i = 0; i < 4; i++)
        expectError(await withdraw(locked, WRONG_PIN), 400, 'withdraw.payment_password_invalid');
      expectError(await withdraw(locked, WRONG_PIN), 429, 'withdraw.payment_password_locked');
      expectError(await changePin(locked, PIN), 429, 'withdraw.payment_password_locked');

      const mixed = await player();
      expectError(await withdraw(mixed, WRONG_PIN), 400, 'withdraw.payment_password_invalid');
      expectError(await changePin(mixed, WRONG_PIN), 401, 'auth.invalid_credentials');
      expectError(await withdraw(mixed, WRONG_PIN), 400, 'withdraw.payment_password_invalid');
      const left = expectError(await withdraw(mixed, WRONG_PIN), 400, 'withdraw.payment_password_invalid');
      expect(left.fields?.attemptsLeft).toBe('1');
      expectError(await changePin(mixed, WRONG_PIN), 429, 'withdraw.payment_password_locked');
      expectError(await withdraw(mixed, PIN), 429, 'withdraw.payment_password_locked');
    });

    it('a burst of 30 wrong changes checks at most 5', async () => {
      const p = await player();
      const counts = tally(await Promise.all(Array.from({ length: 30 }, () => changePin(p, WRONG_PIN))));
      const wrong = counts['401 auth.invalid_credentials'] ?? 0;
      expect(wrong).toBeLessThanOrEqual(4);
      expect(counts['429 withdraw.payment_password_locked']).toBe(30 - wrong);
      const row = await guardRow(`paypw:${p.id}`);
      expect(row!.failures).toBe(5);
      expect(wrong).toBe(4);
    });
  });

  describe('the log-in password', () => {
    it('the password change counts like a log-in: 3 wrong old ones, then 429 auth.locked, also for the right one', async () => {
      const p = await player();
      for (let i = 0; i < 3; i++) expectError(await changePassword(p, 'wrong123'), 401, 'auth.invalid_credentials');
      const refused = expectError(await changePassword(p, p.password), 429, 'auth.locked');
      expect(refused.retryAt).toBeGreaterThan(clock.now().getTime());
      // The log-in shares the count: a captcha is needed now, from any address.
      expectError(await login(client(), p.username, p.password), 400, 'captcha.required');
      expect((await login(client(), p.username, p.password, { captcha })).statusCode).toBe(200);
      // The window ends within the hour; then the log-in needs no captcha and the change works.
      clock.advance(60 * 60_000 + 1);
      const again = await loggedIn(app, p.username, p.password);
      expect((await changePassword(p, p.password, again)).statusCode).toBe(200);
    });

    it('failed log-ins count for the change form too, and for setting the first payment password with it', async () => {
      const p = await player();
      for (let i = 0; i < 3; i++) {
        expectError(await login(client(), p.username, 'wrong123'), 401, 'auth.invalid_credentials');
      }
      expectError(await changePassword(p, p.password), 429, 'auth.locked');

      const { client: c, username, password } = await registered(app);
      const setFirst = (proof: string) =>
        call(c, 'POST', '/api/accounts/security/payment-password', {
          password: proof,
          newPaymentPassword: PIN,
          confirmPaymentPassword: PIN,
        });
      for (let i = 0; i < 3; i++) expectError(await setFirst('wrong123'), 401, 'auth.invalid_credentials');
      expectError(await setFirst(password), 429, 'auth.locked');
      expectError(await login(client(), username, password), 400, 'captcha.required');
    });

    it('a burst of 30 wrong password changes checks at most 3', async () => {
      const p = await player();
      const counts = tally(await Promise.all(Array.from({ length: 30 }, () => changePassword(p, 'wrong123'))));
      const wrong = counts['401 auth.invalid_credentials'] ?? 0;
      expect(wrong).toBe(3);
      expect(counts['429 auth.locked']).toBe(27);
      expect((await guardRow(`pw:${p.id}`))!.failures).toBe(3);
    });

    it('24 wrong log-ins and the right one at once, from 25 addresses: at most 3 wrong ones are checked without a captcha', async () => {
      const p = await player();
      const right = 11;
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => login(client(), p.username, i === right ? p.password : 'wrong123')),
      );
      const counts = tally(results);
      const wrong = counts['401 auth.invalid_credentials'] ?? 0;
      const ok = counts['200 ok'] ?? 0;
      expect(wrong).toBeLessThanOrEqual(3);
      expect((await guardRow(`pw:${p.id}`))!.failures).toBe(wrong);
      expect(ok).toBeLessThanOrEqual(1);
      // Everything else was asked for a captcha, unchecked; the right one too unless it got a place.
      expect(counts['400 captcha.required']).toBe(25 - wrong - ok);
      if (ok === 0) {
        // The right one was not checked: the 3 places went to wrong ones.
        expectError(results[right]!, 400, 'captcha.required');
        expect(wrong).toBe(3);
      } else {
        // The right one was checked; its place, given back, may have gone to one more wrong one.
        expect(results[right]!.statusCode).toBe(200);
        expect(wrong).toBeGreaterThanOrEqual(2);
      }
    });

    it('30 wrong log-ins at once from one address, on different accounts: at most 3 are checked without a captcha', async () => {
      const c = client();
      const counts = tally(
        await Promise.all(Array.from({ length: 30 }, (_, i) => login(c, `nobody${i}x${freshName()}`, 'wrong123'))),
      );
      expect(counts['401 auth.invalid_credentials']).toBe(3);
      expect(counts['400 captcha.required']).toBe(27);
    });
  });

  describe('the staff log-in', () => {
    it('30 wrong passwords at once from one address: at most 3 checked; the staff member still logs in from another address', async () => {
      const s = await staffMember();
      const stranger = client();
      const results = await Promise.all(
        Array.from({ length: 30 }, () => staffLogin(stranger, s.username, 'wrong-password')),
      );
      const counts = tally(results);
      expect(counts['401 auth.invalid_credentials']).toBe(3);
      expect(counts['400 captcha.required']).toBe(27);
      expect((await guardRow(`staff-pw:${s.username}`))!.failures).toBe(3);
      // The owner, elsewhere, right after: a captcha step, never a lock.
      const owner = client();
      const asked = expectError(await staffLogin(owner, s.username, s.password), 400, 'captcha.required');
      expect(asked.captchaRequired).toBe(true);
      expect((await staffLogin(owner, s.username, s.password, { captcha })).statusCode).toBe(200);
    });

    it('a stranger at address A locks only A: 10 wrong there (429 auth.locked), the owner at B logs in', async () => {
      const s = await staffMember();
      const a = client();
      for (let i = 0; i < 9; i++) {
        expectError(await staffLogin(a, s.username, 'wrong-password', { captcha }), 401, 'auth.invalid_credentials');
      }
      const before = clock.now().getTime();
      const tenth = expectError(await staffLogin(a, s.username, 'wrong-password', { captcha }), 429, 'auth.locked');
      expect(tenth.retryAt).toBeGreaterThanOrEqual(before + 15 * 60_000);
      expect(tenth.retryAt).toBeLessThanOrEqual(clock.now().getTime() + 15 * 60_000);
      expectError(await staffLogin(a, s.username, s.password, { captcha }), 429, 'auth.locked');
      expect((await staffLogin(client(), s.username, s.password, { captcha })).statusCode).toBe(200);
    });

    it('the captcha is checked: a wrong one is 400 captcha.invalid and the password is not', async () => {
      const s = await staffMember();
      const a = client(strict);
      for (let i = 0; i < 3; i++) {
        expectError(await staffLogin(a, s.username, 'wrong-password'), 401, 'auth.invalid_credentials');
      }
      const wrong = expectError(
        await staffLogin(a, s.username, s.password, { captcha: { id: 'nope', answer: '123456' } }),
        400,
        'captcha.invalid',
      );
      expect(wrong.captchaRequired).toBe(true);
      expect((await guardRow(`staff-pw:${s.username}`))!.failures).toBe(3);
    });

    it('is rate-limited per address: 30 tries in 10 minutes, then 429 rate.limited even for the right password', async () => {
      const s = await staffMember();
      const a = client();
      for (let i = 0; i < 30; i++) {
        const res = await staffLogin(a, `nobody${i}`, 'wrong-password', { captcha });
        expect(res.statusCode, res.body).toBe(401);
      }
      expectError(await staffLogin(a, s.username, s.password, { captcha }), 429, 'rate.limited');
      expect((await staffLogin(client(), s.username, s.password)).statusCode).toBe(200);
    });
  });
});
