import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginHistoryResponseSchema,
  memberInfoResponseSchema,
  sessionResponseSchema,
  staffSessionResponseSchema,
} from '../../../src/api/contract/accounts';
import { type App, buildApp } from '../../app';
import { ConfigError } from '../../config';
import type { Database } from '../../db';
import { captchas, members, sessions, staff } from '../../db/schema';
import { DEMO_BRANDS, DEMO_MEMBERS, seedDemo } from '../../db/seed';
import { createLogger } from '../../lib/logger';
import {
  type Client,
  call,
  captcha,
  encrypted,
  expectError,
  freshIp,
  freshMobile,
  lastCode,
  loggedIn,
  login,
  outboxCount,
  registered,
  registerPayload,
  sessionCookie,
  smsCode,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets, testConfig } from '../../test/harness';
import { writeBrand } from '../system/service';

describe.each(dbTargets())('sessions, passwords and security centre on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  const apps: App[] = [];
  const client = (a: App = app): Client => ({ app: a, ip: freshIp() });
  const me = (c: Client) => call(c, 'GET', '/api/accounts/me');

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD: 'staff-secret-123' }, clock.now);
    apps.push(app);
  });

  afterAll(async () => {
    for (const a of apps) await a.close();
    await target.cleanup();
  });

  describe('demo seed', () => {
    it('has the player demo, the agent agent01 and its downline', async () => {
      const rows = await database.db.select().from(members).where(eq(members.brand, 'aurum'));
      const by = Object.fromEntries(rows.map((r) => [r.username, r]));
      expect(by.demo).toMatchObject({ customerType: 0, status: 'active', parentId: null });
      expect(by.agent01).toMatchObject({ customerType: 1, affiliateCode: 'AGENT01' });
      for (const d of DEMO_MEMBERS.downline) {
        expect(by[d.username]).toMatchObject({ customerType: 0, parentId: by.agent01!.id });
      }
      expect((await login(client(), 'agent01', 'agent1234')).statusCode).toBe(200);
      expect((await login(client(), 'player01', 'player1234')).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('/me without a session is 401 auth.required, also with a made-up cookie', async () => {
      expectError(await me(client()), 401, 'auth.required');
      expectError(await me({ ...client(), cookie: 'sid=made-up' }), 401, 'auth.required');
    });

    it('stores only the SHA-256 of the token', async () => {
      const c = await loggedIn(app, 'demo', 'demo1234');
      const token = c.cookie!.split('=')[1]!;
      const rows = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    });

    it('log-out revokes the session and clears the cookie; the old cookie no longer works', async () => {
      const c = await loggedIn(app, 'demo', 'demo1234');
      expect((await me(c)).statusCode).toBe(200);
      const out = await call(c, 'DELETE', '/api/accounts/session');
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ value: { ok: true } });
      expect(String(out.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      expectError(await me(c), 401, 'auth.required');
      // Logging out again, or without a session, is fine.
      expect((await call(c, 'DELETE', '/api/accounts/session')).statusCode).toBe(200);
      expect((await call(client(), 'DELETE', '/api/accounts/session')).statusCode).toBe(200);
    });

    it('idle expiry: 60 minutes without a request ends the session; activity keeps it alive', async () => {
      const c = await loggedIn(app, 'demo', 'demo1234');
      clock.advance(50 * 60_000);
      expect((await me(c)).statusCode).toBe(200);
      clock.advance(50 * 60_000);
      expect((await me(c)).statusCode).toBe(200);
      clock.advance(60 * 60_000 + 1_000);
      expectError(await me(c), 401, 'auth.required');
    });

    it('absolute expiry: SESSION_MAX_HOURS ends the session however active it is', async () => {
      const short = await testApp(database, { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '1' }, clock.now);
      apps.push(short);
      const c = await loggedIn(short, 'demo', 'demo1234');
      expect(String((await login(client(short), 'demo', 'demo1234')).headers['set-cookie'])).toMatch(/Max-Age=3600/);
      clock.advance(25 * 60_000);
      expect((await me(c)).statusCode).toBe(200);
      clock.advance(25 * 60_000);
      expect((await me(c)).statusCode).toBe(200);
      clock.advance(11 * 60_000);
      expectError(await me(c), 401, 'auth.required');
    });

    it('guards for other modules: real account (0, 1, 2), not trial, member', async () => {
      const guarded = await testApp(database, {}, clock.now);
      apps.push(guarded);
      guarded.get('/api/test/real', { onRequest: guarded.requireRealAccount }, async () => ({ value: 'ok' }));
      const { client: player, username } = await registered(guarded);
      expect((await call(player, 'GET', '/api/test/real')).statusCode).toBe(200);
      await database.db.update(members).set({ customerType: 40 }).where(eq(members.username, username));
      expectError(await call(player, 'GET', '/api/test/real'), 403, 'auth.real_account_required');
      const trial: Client = { app: guarded, ip: freshIp() };
      trial.cookie = sessionCookie(await call(trial, 'POST', '/api/accounts/trial'));
      expectError(await call(trial, 'GET', '/api/test/real'), 403, 'auth.trial_refused');
      expectError(await call(client(guarded), 'GET', '/api/test/real'), 401, 'auth.required');
    });

    it('a disabled member loses its sessions', async () => {
      const { client: c, username } = await registered(app);
      expect((await me(c)).statusCode).toBe(200);
      await database.db.update(members).set({ status: 'disabled' }).where(eq(members.username, username));
      expectError(await me(c), 401, 'auth.required');
    });
  });

  describe('change password', () => {
    const change = (c: Client, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      call(c, 'POST', '/api/accounts/password', { oldPassword, newPassword, confirmNewPassword });

    it('needs a session', async () => {
      expectError(await change(client(), 'abc12345', 'xyz12345'), 401, 'auth.required');
    });

    it('wrong old is 401, same as old is password.same_as_old, confirm and rule are field errors', async () => {
      const { client: c, password } = await registered(app);
      expectError(await change(c, 'wrong123', 'xyz12345'), 401, 'auth.invalid_credentials');
      expectError(await change(c, password, password), 400, 'password.same_as_old');
      const mismatch = expectError(await change(c, password, 'xyz12345', 'xyz12346'), 400, 'request.invalid');
      expect(mismatch.fields).toEqual({ confirmNewPassword: 'validation.confirmMismatch' });
      const rule = expectError(await change(c, password, 'short', 'short'), 400, 'request.invalid');
      expect(rule.fields).toEqual({ newPassword: 'validation.password' });
    });

    it('success revokes the other sessions, keeps this one, and the new password logs in', async () => {
      const { client: c, username, password } = await registered(app);
      const other = await loggedIn(app, username, password);
      const res = await change(c, password, 'xyz98765');
      expect(res.statusCode, res.body).toBe(200);
      expect((await me(c)).statusCode).toBe(200);
      expectError(await me(other), 401, 'auth.required');
      expectError(await login(client(), username, password), 401, 'auth.invalid_credentials');
      expect((await login(client(), username, 'xyz98765')).statusCode).toBe(200);
    });
  });

  describe('forgot password by e-mail', () => {
    it('always answers ok; only a matching username and e-mail gets a reset code, which works once', async () => {
      const email = `reset${Date.now()}@example.com`;
      const { username } = await registered(app, { email });
      const forgot = (u: string, e: string) =>
        call(client(), 'POST', '/api/accounts/password/forgot', { username: u, email: e });
      for (const [u, e] of [
        ['nosuchuser', email],
        [username, 'other@example.com'],
        ['nosuchuser', 'not-an-email'],
      ] as const) {
        const res = await forgot(u, e);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ value: { ok: true } });
      }
      expect(await outboxCount(app, email)).toBe(0);
      const res = await forgot(username.toUpperCase(), `  ${email.toUpperCase()} `);
      expect(res.json()).toEqual({ value: { ok: true } });
      expect(await outboxCount(app, email)).toBe(1);
      const code = await lastCode(app, email);
      const reset = (c: string) =>
        call(client(), 'POST', '/api/accounts/password/email', { username, code: c, newPassword: 'mail12345' });
      expectError(await reset(code === '000000' ? '111111' : '000000'), 400, 'email.code_invalid');
      expect((await reset(code)).statusCode).toBe(200);
      expectError(await reset(code), 400, 'email.code_invalid');
      expect((await login(client(), username, 'mail12345')).statusCode).toBe(200);
    });
  });

  describe('password by phone', () => {
    it('an SMS reset code sets the new password; then the mobile number logs in as the username', async () => {
      const mobile = freshMobile();
      const noCode = await encrypted(
        client(),
        'PUT',
        '/api/accounts/register',
        registerPayload({ countryDialingCode: '+86', mobileNum: mobile }),
      );
      expect(expectError(noCode, 400, 'request.invalid').fields).toEqual({ verificationCode: 'validation.required' });
      await smsCode(client(), 'register', mobile);
      const { username } = await registered(app, {
        countryDialingCode: '+86',
        mobileNum: mobile,
        verificationCode: await lastCode(app, `+86${mobile}`),
      });
      const old = await loggedIn(app, username, 'abc12345');
      expect((await smsCode(client(), 'reset', mobile)).statusCode).toBe(200);
      const code = await lastCode(app, `+86${mobile}`);
      const body = (verificationCode: string) => ({
        countryDialingCode: '+86',
        mobileNum: mobile,
        verificationCode,
        newPassword: 'phone12345',
      });
      const wrong = await encrypted(
        client(),
        'POST',
        '/api/accounts/password/phone',
        body(code === '000000' ? '111111' : '000000'),
      );
      expectError(wrong, 400, 'sms.code_invalid');
      const res = await encrypted(client(), 'POST', '/api/accounts/password/phone', body(code));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ value: { ok: true } });
      expectError(await me(old), 401, 'auth.required');
      const byMobile = await login(client(), mobile, 'phone12345', { countryDialingCode: '+86' });
      expect(byMobile.statusCode, byMobile.body).toBe(200);
      expect(sessionResponseSchema.parse(byMobile.json()).value.userName).toBe(username);
      // Without the dialling code too, since the number is unique.
      expect((await login(client(), mobile, 'phone12345')).statusCode).toBe(200);
      const invalid = await encrypted(client(), 'POST', '/api/accounts/password/phone', {
        ...body(code),
        newPassword: 'x',
      });
      expect(expectError(invalid, 400, 'request.invalid').fields).toEqual({ newPassword: 'validation.password' });
    });
  });

  describe('flows the brand does not offer', () => {
    it('SMS log-in off (verdant): no login codes, no SMS log-in', async () => {
      const verdant = await testApp(database, { DEFAULT_BRAND: 'verdant' }, clock.now);
      apps.push(verdant);
      const res = await smsCode(client(verdant), 'login', freshMobile());
      expect(expectError(res, 400, 'request.invalid').fields).toEqual({ purpose: 'validation.method' });
      const sms = await encrypted(client(verdant), 'POST', '/api/accounts/login', {
        type: 'sms',
        username: freshMobile(),
        password: '123456',
        countryDialingCode: '+86',
      });
      expect(expectError(sms, 400, 'request.invalid').fields).toEqual({ type: 'validation.method' });
    });

    it('password reset by phone and by mail off: refused, and forgot mails nothing', async () => {
      const aurum = DEMO_BRANDS[0]!;
      await writeBrand(database.db, {
        code: 'noreset',
        name: 'No Reset',
        settings: { ...aurum.settings, passwordReset: { byPhone: false, byMail: false } },
      });
      const noReset = await testApp(database, { DEFAULT_BRAND: 'noreset' }, clock.now);
      apps.push(noReset);
      const sms = await smsCode(client(noReset), 'reset', freshMobile());
      expect(expectError(sms, 400, 'request.invalid').fields).toEqual({ purpose: 'validation.method' });
      const phone = await encrypted(client(noReset), 'POST', '/api/accounts/password/phone', {
        countryDialingCode: '+86',
        mobileNum: freshMobile(),
        verificationCode: '123456',
        newPassword: 'abc12345',
      });
      expect(expectError(phone, 400, 'request.invalid').fields).toEqual({ method: 'validation.method' });
      const email = `noreset${Date.now()}@example.com`;
      const { username } = await registered(noReset, { email });
      const forgot = await call(client(noReset), 'POST', '/api/accounts/password/forgot', { username, email });
      expect(forgot.json()).toEqual({ value: { ok: true } });
      expect(await outboxCount(noReset, email)).toBe(0);
      const byMail = await call(client(noReset), 'POST', '/api/accounts/password/email', {
        username,
        code: '123456',
        newPassword: 'abc12345',
      });
      expect(expectError(byMail, 400, 'request.invalid').fields).toEqual({ method: 'validation.method' });
    });
  });

  describe('security centre', () => {
    it('binds a mobile number with a bind code; a number of another member gets no code', async () => {
      const { client: c } = await registered(app);
      const mobile = freshMobile();
      // The same answer as for a free number, but its owner is sent a notice, not a code (enumeration.test.ts).
      expect((await smsCode(c, 'bind', '13800000001')).statusCode).toBe(200);
      expectError(
        await call(c, 'POST', '/api/accounts/security/mobile', {
          countryDialingCode: '+86',
          mobileNum: '13800000001',
          verificationCode: '123456',
        }),
        400,
        'sms.code_invalid',
      );
      expect((await smsCode(c, 'bind', mobile)).statusCode).toBe(200);
      const code = await lastCode(app, `+86${mobile}`);
      const bind = (verificationCode: string) =>
        call(c, 'POST', '/api/accounts/security/mobile', {
          countryDialingCode: '+86',
          mobileNum: mobile,
          verificationCode,
        });
      expectError(await bind(code === '000000' ? '111111' : '000000'), 400, 'sms.code_invalid');
      expect((await bind(code)).statusCode).toBe(200);
      const info = memberInfoResponseSchema.parse((await me(c)).json()).value;
      expect(info.mobile).toEqual({ countryDialingCode: '+86', number: mobile });
      expectError(await call(client(), 'POST', '/api/accounts/security/mobile', {}), 401, 'auth.required');
    });

    it('binds an e-mail with a code mailed to it; a resend within 60 s is 429 email.too_soon', async () => {
      const { client: c } = await registered(app);
      const email = `bind${Date.now()}@example.com`;
      const bad = await call(c, 'POST', '/api/accounts/security/email-code', { email: 'nope' });
      expect(expectError(bad, 400, 'request.invalid').fields).toEqual({ email: 'validation.email' });
      const sent = await call(c, 'POST', '/api/accounts/security/email-code', { email });
      expect(sent.statusCode, sent.body).toBe(200);
      const again = expectError(
        await call(c, 'POST', '/api/accounts/security/email-code', { email }),
        429,
        'email.too_soon',
      );
      expect(again.retryAt).toBe((sent.json() as { value: { expirationTime: number } }).value.expirationTime);
      const code = await lastCode(app, email);
      const bind = (verificationCode: string) =>
        call(c, 'POST', '/api/accounts/security/email', { email, verificationCode });
      expectError(await bind(code === '000000' ? '111111' : '000000'), 400, 'email.code_invalid');
      expect((await bind(code)).statusCode).toBe(200);
      expect(memberInfoResponseSchema.parse((await me(c)).json()).value.email).toBe(email);
    });

    it('sets the payment password with the log-in password, then changes it with the old one', async () => {
      const { client: c, password } = await registered(app);
      const set = (body: Record<string, string>) => call(c, 'POST', '/api/accounts/security/payment-password', body);
      const missing = expectError(
        await set({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' }),
        400,
        'request.invalid',
      );
      expect(missing.fields).toEqual({ password: 'validation.required' });
      const rule = expectError(
        await set({ password, newPaymentPassword: '12345a', confirmPaymentPassword: '12345a' }),
        400,
        'request.invalid',
      );
      expect(rule.fields).toEqual({ newPaymentPassword: 'validation.paymentPassword' });
      expectError(
        await set({ password: 'wrong123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }),
        401,
        'auth.invalid_credentials',
      );
      expect((await set({ password, newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).statusCode).toBe(
        200,
      );
      expect(memberInfoResponseSchema.parse((await me(c)).json()).value.hasPaymentPassword).toBe(true);
      expectError(
        await set({ oldPaymentPassword: '654321', newPaymentPassword: '111111', confirmPaymentPassword: '111111' }),
        401,
        'auth.invalid_credentials',
      );
      expect(
        (await set({ oldPaymentPassword: '123456', newPaymentPassword: '111111', confirmPaymentPassword: '111111' }))
          .statusCode,
      ).toBe(200);
    });

    it('lists the log-in history, newest first, with time, IP and device', async () => {
      const { username, password } = await registered(app);
      const iphone = await loggedIn(app, username, password);
      const standalone: Client = { app, ip: freshIp(), headers: { device: 'OTHERS' } };
      expect((await login(standalone, username, password)).statusCode).toBe(200);
      iphone.headers = {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
      };
      expect((await login(iphone, username, password)).statusCode).toBe(200);
      const res = await call(iphone, 'GET', '/api/accounts/security/login-history');
      const history = loginHistoryResponseSchema.parse(res.json()).value;
      expect(history.map((h) => [h.method, h.device])).toEqual([
        ['password', 'iOS'],
        ['password', 'OTHERS'],
        ['password', 'Other'],
        ['register', 'Other'],
      ]);
      expect(history[0]!.ip).toBe(iphone.ip);
      expect(history[0]!.at).toBeGreaterThanOrEqual(history[1]!.at);
    });
  });

  describe('clean-up', () => {
    it('purges expired captchas, codes and sessions, and keeps live ones', async () => {
      const purgeClock = testClock();
      const purging = await testApp(database, {}, purgeClock.now);
      apps.push(purging);
      const c = await loggedIn(purging, 'demo', 'demo1234');
      await call(client(purging), 'GET', '/api/accounts/captcha');
      const before = (await database.db.select().from(sessions)).length;
      purgeClock.advance(9 * 24 * 3_600_000);
      await purging.accounts.purgeExpired();
      expect((await database.db.select().from(sessions)).length).toBeLessThan(before);
      expect(await database.db.select().from(captchas)).toEqual([]);
      expectError(await me(c), 401, 'auth.required');
    });
  });

  describe('production', () => {
    it('has no dev outbox route, and the session cookie is Secure', async () => {
      const prod = await testApp(
        database,
        { NODE_ENV: 'production', CAPTCHA_FIXED: '', API_DOCS: 'public' },
        clock.now,
      );
      apps.push(prod);
      expectError(await prod.inject({ method: 'GET', url: '/api/dev/outbox' }), 404, 'route.not_found');
      const res = await login({ app: prod, ip: freshIp() }, 'demo', 'demo1234');
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      // The fixed captcha does not exist there.
      const c: Client = { app: prod, ip: freshIp() };
      for (let i = 0; i < 3; i++) await login(c, 'demo', 'wrong123');
      expectError(await login(c, 'demo', 'demo1234', { captcha }), 400, 'captcha.invalid');
    });

    it('documents the accounts routes in OpenAPI; production has no dev route', async () => {
      const dev = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
      expect(Object.keys(dev.paths)).toEqual(
        expect.arrayContaining([
          '/api/accounts/login',
          '/api/accounts/register',
          '/api/dev/outbox',
          '/api/admin/session',
        ]),
      );
      const prod = apps.find(
        (a) =>
          a.hasRoute({ method: 'GET', url: '/api/accounts/me' }) &&
          !a.hasRoute({ method: 'GET', url: '/api/dev/outbox' }),
      );
      expect(prod).toBeDefined();
      const doc = (await prod!.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
      expect(Object.keys(doc.paths)).not.toContain('/api/dev/outbox');
    });

    it('refuses CAPTCHA_FIXED in a production configuration', () => {
      expect(() => testConfig({ NODE_ENV: 'production', CAPTCHA_FIXED: '123456' })).toThrow(ConfigError);
      expect(() => testConfig({ NODE_ENV: 'production', CAPTCHA_FIXED: '123456' })).toThrow(
        /CAPTCHA_FIXED is refused when NODE_ENV=production/,
      );
    });
  });

  describe('staff', () => {
    it('the first start creates admin with ADMIN_PASSWORD; staff log in with their own cookie', async () => {
      const rows = await database.db.select().from(staff);
      expect(rows.map((r) => [r.username, r.role])).toEqual([['admin', 'admin']]);
      expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
      const c = client();
      expectError(
        await call(c, 'POST', '/api/admin/session', { username: 'admin', password: 'wrong-password' }),
        401,
        'auth.invalid_credentials',
      );
      const res = await call(c, 'POST', '/api/admin/session', { username: 'admin', password: 'staff-secret-123' });
      expect(res.statusCode, res.body).toBe(200);
      expect(staffSessionResponseSchema.parse(res.json()).value).toEqual({ username: 'admin', role: 'admin' });
      const cookie = res.cookies.find((x) => x.name === 'admin_sid');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
      expect(sessionCookie(res)).toBeUndefined();
      const staffClient = { ...c, cookie: `admin_sid=${cookie!.value}` };
      expect((await call(staffClient, 'GET', '/api/admin/session')).statusCode).toBe(200);
      // A staff session is not a member session.
      expectError(await me(staffClient), 401, 'auth.required');
      expectError(await call(client(), 'GET', '/api/admin/session'), 401, 'staff.auth_required');
      await call(staffClient, 'DELETE', '/api/admin/session');
      expectError(await call(staffClient, 'GET', '/api/admin/session'), 401, 'staff.auth_required');
    });

    it('without ADMIN_PASSWORD the first start logs a generated password once, and it works', async () => {
      await database.db.delete(staff);
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await buildApp({
        config: testConfig({ CAPTCHA_FIXED: '246810' }),
        db: database,
        logger: createLogger('info', sink),
        now: clock.now,
      });
      apps.push(logged);
      const created = lines.map((l) => JSON.parse(l)).filter((l) => l.msg?.startsWith('staff user admin created'));
      expect(created).toHaveLength(1);
      const password = created[0].initialPassword as string;
      expect(password.length).toBeGreaterThanOrEqual(20);
      const res = await call({ app: logged, ip: freshIp() }, 'POST', '/api/admin/session', {
        username: 'admin',
        password,
      });
      expect(res.statusCode).toBe(200);
      const again = await testApp(database, {}, clock.now);
      apps.push(again);
      expect((await database.db.select().from(staff)).length).toBe(1);
    });
  });

  describe('logs', () => {
    it('never carry passwords, codes, tokens or captcha answers', async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await buildApp({
        config: testConfig({ CAPTCHA_FIXED: '246810' }),
        db: database,
        logger: createLogger('trace', sink),
        now: clock.now,
      });
      apps.push(logged);
      const mobile = freshMobile();
      await smsCode({ app: logged, ip: freshIp() }, 'register', mobile);
      const code = await lastCode(logged, `+86${mobile}`);
      const res = await encrypted({ app: logged, ip: freshIp() }, 'PUT', '/api/accounts/register', {
        ...registerPayload({ method: 'mobile', countryDialingCode: '+86', mobileNum: mobile, verificationCode: code }),
        password: 'Secret98765',
        confirmPassword: 'Secret98765',
      });
      expect(res.statusCode, res.body).toBe(200);
      const token = sessionCookie(res)!.split('=')[1]!;
      const c: Client = { app: logged, ip: freshIp(), cookie: `sid=${token}` };
      await call(c, 'POST', '/api/accounts/password', {
        oldPassword: 'Secret98765',
        newPassword: 'Other98765',
        confirmNewPassword: 'Other98765',
      });
      const all = lines.join('');
      expect(all.length).toBeGreaterThan(0);
      const outboxLines = lines.filter((l) => l.includes('/api/dev/outbox'));
      const rest = lines.filter((l) => !outboxLines.includes(l)).join('');
      for (const secret of ['Secret98765', 'Other98765', token, '246810']) expect(all).not.toContain(secret);
      expect(rest).not.toContain(code);
    });
  });
});
