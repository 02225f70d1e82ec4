import { eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoResponseSchema, sessionResponseSchema } from '../../../src/api/contract/accounts';
import { siteConfigResponseSchema } from '../../../src/api/contract/system';
import { validateUsername } from '../../../src/rules/accountValidation';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { loginHistory, members, socialLogins } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import {
  ADULT_BIRTHDAY,
  type Client,
  call,
  encrypted,
  expectError,
  FIXED,
  freshIp,
  freshName,
  registerPayload,
  sessionCookie,
  testClock,
} from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { writeBrand } from '../system/service';
import {
  facebookProvider,
  GOOGLE_ISSUERS,
  googleProvider,
  publicSocialProviders,
  SocialCredentialError,
  type SocialIdentity,
  type SocialProvider,
  type SocialProviders,
  socialCsp,
  socialProvidersFromConfig,
} from './social';

// ---------------------------------------------------------------------------------------------------
// The real providers, without the network: Google against a key set made here, Facebook against a
// stand-in for the Graph API's answers.
// ---------------------------------------------------------------------------------------------------

const GOOGLE_CLIENT = '1234-test.apps.googleusercontent.com';

describe('googleProvider (jose, a local key set standing in for Google JWKS)', () => {
  let sign: (claims: Record<string, unknown>, opts?: { key?: 'other'; alg?: string }) => Promise<string>;
  let provider: SocialProvider;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256', { extractable: true });
    const other = await generateKeyPair('RS256', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    provider = googleProvider({ clientId: GOOGLE_CLIENT, keys: createLocalJWKSet({ keys: [jwk] }) });
    sign = (claims, opts = {}) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuedAt();
      if (claims.exp === undefined) jwt.setExpirationTime('10m');
      return jwt.sign(opts.key === 'other' ? other.privateKey : google.privateKey);
    };
  });

  const good = { iss: GOOGLE_ISSUERS[0], aud: GOOGLE_CLIENT, sub: '1000001' };

  it('answers the subject, the e-mail only when Google verified it, and the name', async () => {
    expect(
      await provider.verify(await sign({ ...good, email: 'A@x.com', email_verified: true, name: ' Ann ' })),
    ).toEqual({ subject: '1000001', email: 'A@x.com', name: 'Ann' });
    expect(await provider.verify(await sign({ ...good, email: 'a@x.com', email_verified: false }))).toEqual({
      subject: '1000001',
    });
    expect(await provider.verify(await sign({ ...good, iss: 'accounts.google.com' }))).toEqual({ subject: '1000001' });
  });

  it('refuses a token for another client, from another issuer, expired, signed by another key, or not a JWT', async () => {
    const refused = async (token: string) =>
      expect(provider.verify(token)).rejects.toBeInstanceOf(SocialCredentialError);
    await refused(await sign({ ...good, aud: 'someone-else.apps.googleusercontent.com' }));
    await refused(await sign({ ...good, iss: 'https://evil.example.com' }));
    await refused(await sign({ ...good, exp: Math.floor(Date.now() / 1000) - 3600 }));
    await refused(await sign(good, { key: 'other' }));
    await refused(await sign({ iss: good.iss, aud: good.aud }));
    await refused('not.a.jwt');
    await refused('');
  });

  it('a key set that cannot be fetched is not the player\u2019s fault: not a credential error', async () => {
    const down = googleProvider({
      clientId: GOOGLE_CLIENT,
      keys: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const err = await down.verify(await sign(good)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect(err).not.toBeInstanceOf(SocialCredentialError);
  });
});

describe('facebookProvider (Graph API debug_token, a stand-in fetch)', () => {
  const APP_ID = '555000111';
  const SECRET = '0123456789abcdef0123456789abcdef';
  const calls: URL[] = [];
  const graph = (debug: unknown, opts: { status?: number; me?: unknown; hang?: boolean } = {}): typeof fetch =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push(url);
      if (opts.hang) {
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }
      const body = url.pathname.endsWith('/debug_token') ? debug : (opts.me ?? { id: '42', name: 'Bo' });
      return new Response(JSON.stringify(body), { status: opts.status ?? 200 });
    }) as typeof fetch;
  const valid = { data: { app_id: APP_ID, type: 'USER', is_valid: true, user_id: '42', expires_at: 0 } };
  const fb = (f: typeof fetch) => facebookProvider({ appId: APP_ID, appSecret: SECRET, fetch: f });

  it('answers the app-scoped user id and the name; asks with the app token and the appsecret_proof', async () => {
    calls.length = 0;
    expect(await fb(graph(valid)).verify('EAAB-user-token')).toEqual({ subject: '42', name: 'Bo' });
    expect(calls[0]?.searchParams.get('input_token')).toBe('EAAB-user-token');
    expect(calls[0]?.searchParams.get('access_token')).toBe(`${APP_ID}|${SECRET}`);
    expect(calls[1]?.pathname).toMatch(/\/me$/);
    expect(calls[1]?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs in without the name when the profile call fails', async () => {
    expect(await fb(graph(valid, { me: { error: 'x' } })).verify('t')).toEqual({ subject: '42' });
  });

  it('refuses an invalid token, one for another app, an expired one, or one without a user', async () => {
    const refused = (debug: unknown) =>
      expect(fb(graph(debug)).verify('t')).rejects.toBeInstanceOf(SocialCredentialError);
    await refused({ data: { is_valid: false, error: { code: 190 } } });
    await refused({ data: { ...valid.data, app_id: '999' } });
    await refused({ data: { ...valid.data, expires_at: Math.floor(Date.now() / 1000) - 10 } });
    await refused({ data: { ...valid.data, user_id: undefined } });
    await refused({ data: { ...valid.data, type: 'PAGE' } });
    await refused({});
  });

  it('an HTTP error or a timeout from the Graph API is not a credential error', async () => {
    const e1 = await fb(graph(valid, { status: 500 }))
      .verify('t')
      .catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(Error);
    expect(e1).not.toBeInstanceOf(SocialCredentialError);
    const slow = facebookProvider({
      appId: APP_ID,
      appSecret: SECRET,
      fetch: graph(valid, { hang: true }),
      timeoutMs: 50,
    });
    const e2 = await slow.verify('t').catch((e: unknown) => e);
    expect((e2 as Error).name).toBe('TimeoutError');
    expect(e2).not.toBeInstanceOf(SocialCredentialError);
  });
});

describe('providers from the configuration', () => {
  it('none by default; each when its variables are set, in button order, with only public ids exposed', () => {
    expect(
      socialProvidersFromConfig({ googleClientId: undefined, facebookAppId: undefined, facebookAppSecret: undefined })
        .size,
    ).toBe(0);
    const both = socialProvidersFromConfig({
      googleClientId: GOOGLE_CLIENT,
      facebookAppId: '555000111',
      facebookAppSecret: '0123456789abcdef0123456789abcdef',
    });
    expect(publicSocialProviders(both)).toEqual([
      { provider: 'facebook', clientId: '555000111' },
      { provider: 'google', clientId: GOOGLE_CLIENT },
    ]);
    expect(JSON.stringify(publicSocialProviders(both))).not.toContain('0123456789abcdef');
    expect(socialCsp(new Map())).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------
// POST /api/accounts/social/:provider, the config and the CSP, on PGlite and PostgreSQL
// ---------------------------------------------------------------------------------------------------

/**
 * A test double for the external provider: accepts `ok:<subject>` (optionally `:<email>:<name>`),
 * refuses `bad`, and is unreachable for `down`.
 */
function fakeProvider(id: 'facebook' | 'google'): SocialProvider {
  return {
    id,
    clientId: `${id}-public-id`,
    async verify(credential) {
      if (credential === 'down') throw new Error('connect ETIMEDOUT');
      const [tag, subject, email, name] = credential.split(':');
      if (tag !== 'ok' || !subject) throw new SocialCredentialError('refused');
      const identity: SocialIdentity = { subject };
      if (email) identity.email = email;
      if (name) identity.name = name;
      return identity;
    },
  };
}
const fakes = (...ids: ('facebook' | 'google')[]): SocialProviders => new Map(ids.map((id) => [id, fakeProvider(id)]));

describe.each(dbTargets())('social log-in on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  const apps: App[] = [];
  const client = (a: App = app): Client => ({ app: a, ip: freshIp() });
  const aurum = DEMO_BRANDS[0]!;

  const brand = async (code: string, change: (s: typeof aurum.settings) => typeof aurum.settings) =>
    writeBrand(database.db, { code, name: code, settings: change(structuredClone(aurum.settings)) });
  const flags = (facebookLogin: boolean, googleLogin: boolean) => (s: typeof aurum.settings) => ({
    ...s,
    features: { ...s.features, facebookLogin, googleLogin },
  });

  const open = async (env: Record<string, string>, socialProviders?: SocialProviders) => {
    const a = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, ...env }),
      db: database,
      logger: silentLogger(),
      now: clock.now,
      socialProviders,
    });
    apps.push(a);
    return a;
  };
  /** A sign-in; a first one (a sign-up) needs the player's birthday (the age gate, issue 19). */
  const social = (c: Client, provider: string, credential: string, birthday: string | undefined = ADULT_BIRTHDAY) =>
    call(c, 'POST', `/api/accounts/social/${provider}`, { credential, birthday });
  const subject = () => `sub-${freshName('s')}`;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    await brand('socialon', flags(true, true));
    await brand('fbonly', flags(true, false));
    app = await open({ DEFAULT_BRAND: 'socialon' }, fakes('facebook', 'google'));
  });

  afterAll(async () => {
    for (const a of apps) await a.close();
    await target.cleanup();
  });

  describe('refusals', () => {
    it('an unknown provider, one the server is not configured for, or one whose brand flag is off: 404 auth.social_unavailable', async () => {
      expectError(await social(client(), 'twitter', 'ok:1'), 404, 'auth.social_unavailable');
      const unconfigured = await open({ DEFAULT_BRAND: 'socialon' }, new Map());
      expectError(await social(client(unconfigured), 'google', 'ok:1'), 404, 'auth.social_unavailable');
      const googleOnly = await open({ DEFAULT_BRAND: 'socialon' }, fakes('google'));
      expectError(await social(client(googleOnly), 'facebook', 'ok:1'), 404, 'auth.social_unavailable');
      const flagsOff = await open({ DEFAULT_BRAND: 'aurum' }, fakes('facebook', 'google'));
      expectError(await social(client(flagsOff), 'google', 'ok:1'), 404, 'auth.social_unavailable');
      const fbOnly = await open({ DEFAULT_BRAND: 'fbonly' }, fakes('facebook', 'google'));
      expectError(await social(client(fbOnly), 'google', 'ok:1'), 404, 'auth.social_unavailable');
      expect((await social(client(fbOnly), 'facebook', `ok:${subject()}`)).statusCode).toBe(200);
    });

    it('a credential the provider refuses is 401 auth.social_invalid, with no cookie and no member', async () => {
      const before = await database.db.select({ id: members.id }).from(members);
      const res = await social(client(), 'google', 'bad');
      expectError(res, 401, 'auth.social_invalid');
      expect(sessionCookie(res)).toBeUndefined();
      expect(await database.db.select({ id: members.id }).from(members)).toHaveLength(before.length);
    });

    it('a provider that cannot be reached is 503 auth.social_unreachable', async () => {
      expectError(await social(client(), 'facebook', 'down'), 503, 'auth.social_unreachable');
    });

    it('a missing or oversized credential is 400 request.invalid', async () => {
      expectError(await call(client(), 'POST', '/api/accounts/social/google', {}), 400, 'request.invalid');
      expectError(await social(client(), 'google', 'x'.repeat(9000)), 400, 'request.invalid');
    });
  });

  describe('sign-in', () => {
    it('a first sign-in registers a player with a generated username and signs in like the log-in', async () => {
      const sub = subject();
      const c = client();
      const res = await social(c, 'google', `ok:${sub}:Ann@Example.com:Ann Lee`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const info = sessionResponseSchema.parse(res.json()).value;
      expect(info).toMatchObject({ merchantCode: 'socialon', type: 0, firstTimeLogin: true });
      expect(validateUsername(info.userName)).toBeNull();
      const cookie = res.cookies.find((x) => x.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      c.cookie = sessionCookie(res);
      const me = memberInfoResponseSchema.parse((await call(c, 'GET', '/api/accounts/me')).json()).value;
      expect(me).toMatchObject({ account: info.userName, nickname: 'Ann Lee', email: 'ann@example.com', type: 0 });
      const [member] = await database.db.select().from(members).where(eq(members.username, info.userName));
      expect(member).toMatchObject({ customerType: 0, status: 'active', passwordHash: null, brand: 'socialon' });
      const links = await database.db.select().from(socialLogins).where(eq(socialLogins.subject, sub));
      expect(links).toMatchObject([{ provider: 'google', memberId: member!.id, brand: 'socialon' }]);
      const history = await database.db.select().from(loginHistory).where(eq(loginHistory.memberId, member!.id));
      expect(history.map((h) => h.method)).toEqual(['social']);
      // The security centre lists the social log-in.
      const listed = await call(c, 'GET', '/api/accounts/security/login-history');
      expect(listed.statusCode, listed.body).toBe(200);
    });

    it('the next sign-in with the same identity signs the same member in; another provider is another identity', async () => {
      const sub = subject();
      const first = sessionResponseSchema.parse((await social(client(), 'facebook', `ok:${sub}`)).json()).value;
      const count = (await database.db.select({ id: members.id }).from(members)).length;
      const again = await social(client(), 'facebook', `ok:${sub}`);
      expect(again.statusCode, again.body).toBe(200);
      const second = sessionResponseSchema.parse(again.json()).value;
      expect(second.userName).toBe(first.userName);
      expect(second.firstTimeLogin).toBe(false);
      expect(sessionCookie(again)).toBeDefined();
      expect((await database.db.select({ id: members.id }).from(members)).length).toBe(count);
      const other = sessionResponseSchema.parse((await social(client(), 'google', `ok:${sub}`)).json()).value;
      expect(other.userName).not.toBe(first.userName);
    });

    it('the age gate: a first sign-in without a birthday, or with one under the age limit, is 400 and makes no member; a linked identity needs none', async () => {
      const count = async () => (await database.db.select({ id: members.id }).from(members)).length;
      const before = await count();
      const sub = subject();
      const missing = await social(client(), 'google', `ok:${sub}`, '');
      expect(expectError(missing, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.required' });
      const none = await call(client(), 'POST', '/api/accounts/social/google', { credential: `ok:${sub}` });
      expect(expectError(none, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.required' });
      // 18 tomorrow by the brand's calendar day.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(clock.now());
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const tomorrow18 = new Date(Date.UTC(y - 18, m - 1, d + 1)).toISOString().slice(0, 10);
      const young = await social(client(), 'google', `ok:${sub}`, tomorrow18);
      expect(expectError(young, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.age' });
      expect(await count()).toBe(before);
      const ok = await social(client(), 'google', `ok:${sub}`, '1990-05-15');
      expect(ok.statusCode, ok.body).toBe(200);
      const name = sessionResponseSchema.parse(ok.json()).value.userName;
      const [member] = await database.db.select().from(members).where(eq(members.username, name));
      expect(member).toMatchObject({ birthday: '1990-05-15' });
      expect(member!.ageConfirmedAt).toBeInstanceOf(Date);
      const again = await call(client(), 'POST', '/api/accounts/social/google', { credential: `ok:${sub}` });
      expect(again.statusCode, again.body).toBe(200);
    });

    it('two first sign-ins of one identity at once make one member', async () => {
      const sub = subject();
      const answers = await Promise.all([
        social(client(), 'google', `ok:${sub}`),
        social(client(), 'google', `ok:${sub}`),
      ]);
      const names = answers.map((r) => sessionResponseSchema.parse(r.json()).value.userName);
      expect(names[0]).toBe(names[1]);
      expect(await database.db.select().from(socialLogins).where(eq(socialLogins.subject, sub))).toHaveLength(1);
    });

    it('a disabled or self-excluded member is refused with 403 auth.account_disabled', async () => {
      for (const status of ['disabled', 'self_excluded']) {
        const sub = subject();
        const info = sessionResponseSchema.parse((await social(client(), 'google', `ok:${sub}`)).json()).value;
        await database.db.update(members).set({ status }).where(eq(members.username, info.userName));
        const res = await social(client(), 'google', `ok:${sub}`);
        expectError(res, 403, 'auth.account_disabled');
        expect(sessionCookie(res)).toBeUndefined();
      }
    });

    it('new sign-ups count against the registration limit per address (shared with the form); known members still sign in', async () => {
      const c = client();
      const known = subject();
      expect((await social(c, 'google', `ok:${known}`)).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await social(c, 'google', `ok:${subject()}`)).statusCode).toBe(200);
      const err = expectError(await social(c, 'google', `ok:${subject()}`), 429, 'rate.limited');
      expect(err.retryAt).toBeGreaterThan(clock.now().getTime());
      expectError(await encrypted(c, 'PUT', '/api/accounts/register', registerPayload()), 429, 'rate.limited');
      expect((await social(c, 'google', `ok:${known}`)).statusCode).toBe(200);
    });

    it('attempts are limited per address like the password log-in (30 in 10 minutes)', async () => {
      const c = client();
      for (let i = 0; i < 30; i++) expectError(await social(c, 'facebook', 'bad'), 401, 'auth.social_invalid');
      expectError(await social(c, 'facebook', 'bad'), 429, 'rate.limited');
    });

    it("follows the brand's registration rules: no sign-up where only mobile registration is offered or a field the provider cannot give is required", async () => {
      await brand('mobilesocial', (s) => ({
        ...flags(true, true)(s),
        features: { ...s.features, facebookLogin: true, googleLogin: true, usernameRegistration: false },
      }));
      await brand('idsocial', (s) => ({
        ...flags(true, true)(s),
        registration: {
          ...s.registration,
          fields: { ...s.registration?.fields, idNumber: { enabled: true, required: true } },
        },
      }));
      await brand('mailsocial', (s) => ({
        ...flags(true, true)(s),
        registration: {
          ...s.registration,
          fields: { ...s.registration?.fields, email: { enabled: true, required: true } },
        },
      }));
      for (const code of ['mobilesocial', 'idsocial']) {
        const a = await open({ DEFAULT_BRAND: code }, fakes('google'));
        expectError(await social(client(a), 'google', `ok:${subject()}`), 403, 'auth.social_signup_unavailable');
      }
      // A required e-mail is fine when the provider vouches for one.
      const mail = await open({ DEFAULT_BRAND: 'mailsocial' }, fakes('google'));
      expectError(await social(client(mail), 'google', `ok:${subject()}`), 403, 'auth.social_signup_unavailable');
      expect((await social(client(mail), 'google', `ok:${subject()}:p@example.com`)).statusCode).toBe(200);
    });
  });

  describe('site config and CSP', () => {
    const configOf = async (a: App) =>
      siteConfigResponseSchema.parse((await call(client(a), 'GET', '/api/system/config')).json()).value;

    it('offers a provider only when its flag is on and the server is configured, with the public id only', async () => {
      expect((await configOf(app)).socialLogin).toEqual([
        { provider: 'facebook', clientId: 'facebook-public-id' },
        { provider: 'google', clientId: 'google-public-id' },
      ]);
      expect((await configOf(await open({ DEFAULT_BRAND: 'aurum' }, fakes('facebook', 'google')))).socialLogin).toEqual(
        [],
      );
      expect((await configOf(await open({ DEFAULT_BRAND: 'socialon' }, new Map()))).socialLogin).toEqual([]);
      expect(
        (await configOf(await open({ DEFAULT_BRAND: 'fbonly' }, fakes('facebook', 'google')))).socialLogin,
      ).toEqual([{ provider: 'facebook', clientId: 'facebook-public-id' }]);
    });

    it("the CSP names a provider's SDK only when it is configured, and then lets its sign-in pop-up report back", async () => {
      const headers = async (a: App) => (await call(client(a), 'GET', '/api/system/status')).headers;
      const none = await headers(await open({ DEFAULT_BRAND: 'socialon' }, new Map()));
      expect(String(none['content-security-policy'])).not.toMatch(/google|facebook/);
      expect(none['cross-origin-opener-policy']).toBe('same-origin');
      const google = await headers(await open({ DEFAULT_BRAND: 'socialon' }, fakes('google')));
      const csp = String(google['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
      expect(csp).toContain('https://accounts.google.com/gsi/style');
      expect(csp).not.toContain('facebook');
      expect(google['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      const fb = String((await headers(app))['content-security-policy']);
      expect(fb).toContain('https://connect.facebook.net');
    });

    it('the production path: GOOGLE_CLIENT_ID alone configures the real Google provider end to end', async () => {
      const real = await open({ DEFAULT_BRAND: 'socialon', GOOGLE_CLIENT_ID: GOOGLE_CLIENT });
      expect((await configOf(real)).socialLogin).toEqual([{ provider: 'google', clientId: GOOGLE_CLIENT }]);
      expect(
        String((await call(client(real), 'GET', '/api/system/status')).headers['content-security-policy']),
      ).toContain('https://accounts.google.com/gsi/client');
      // Not a JWT: refused before any key is fetched (no network here).
      expectError(await social(client(real), 'google', 'not-a-jwt'), 401, 'auth.social_invalid');
      expectError(await social(client(real), 'facebook', 'token'), 404, 'auth.social_unavailable');
    });
  });
});
