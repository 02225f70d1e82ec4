import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../src/api/contract/accounts';
import { ENCRYPTION_SCHEME, type PublicKey } from '../../src/api/contract/accounts';
import type { CreateDepositResult, DepositChannels } from '../../src/api/contract/deposits';
import { encryptBody } from '../../src/api/encryptBody';
import { type App, buildApp } from '../app';
import type { Database } from '../db';
import { gameVendors, staff } from '../db/schema';
import { createProviderWalletClient, type ProviderWalletClient } from '../lib/provider-client';
import { SESSION_COOKIE } from '../modules/accounts/auth';
import { hashPassword } from '../modules/accounts/passwords';
import { STAFF_COOKIE } from '../modules/accounts/staff-auth';
import { silentLogger, testConfig } from './harness';

/** The fixed captcha answer the test apps accept (CAPTCHA_FIXED). */
export const FIXED = '246810';
export const captcha = { id: 'fixed', answer: FIXED };

/** A clock the test moves forward. */
/**
 * A clock for the app under test: real time plus what a test advances it by. With `anchor`, it
 * starts at that instant instead of now (and runs on from it), so rules that depend on the calendar
 * day (a withdrawal's day in Asia/Shanghai) cannot cross midnight because of when CI happens to run.
 */
export function testClock(anchor?: Date) {
  let offset = anchor ? anchor.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

let counter = 0;
/** A fresh client address per test, so per-address limits and failure counts never leak between tests. */
export const freshIp = () => {
  counter += 1;
  return `10.${Math.floor(counter / 250) % 250}.${counter % 250}.${(process.pid % 200) + 1}`;
};
/** A fresh 11-digit mobile number. */
export const freshMobile = () => {
  counter += 1;
  return `139${String(counter).padStart(8, '0')}`;
};
export const freshName = (prefix = 'u') => {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 16);
};

export interface Client {
  app: App;
  ip: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function testApp(database: Database, env: Record<string, string> = {}, now?: () => Date): Promise<App> {
  return buildApp({
    config: testConfig({ CAPTCHA_FIXED: FIXED, ...env }),
    db: database,
    logger: silentLogger(),
    now,
  });
}

export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c?.value ? `${SESSION_COOKIE}=${c.value}` : undefined;
}

export async function call(
  c: Client,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return c.app.inject({
    method,
    url,
    payload: body as Record<string, unknown> | undefined,
    headers: {
      'x-debug-client-ip': c.ip,
      ...(c.cookie ? { cookie: c.cookie } : {}),
      ...(c.headers ?? {}),
      ...headers,
    },
  });
}

const keys = new WeakMap<App, PublicKey>();
export async function publicKey(app: App): Promise<PublicKey> {
  let key = keys.get(app);
  if (!key) {
    const res = await app.inject({ method: 'GET', url: '/api/accounts/public-key' });
    key = (res.json() as { value: PublicKey }).value;
    keys.set(app, key);
  }
  return key;
}

/** POST or PUT an encrypted body exactly as the browser does (src/api/encryptBody.ts). */
export async function encrypted(
  c: Client,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const body = await encryptBody(payload, await publicKey(c.app));
  return call(c, method, url, body, { ...headers, encryption: ENCRYPTION_SCHEME });
}

export const login = (c: Client, username: string, password: string, extra: Record<string, unknown> = {}) =>
  encrypted(c, 'POST', '/api/accounts/login', { type: 'username', username, password, ...extra });

/** Logs in and returns a client that carries the session cookie. */
export async function loggedIn(app: App, username: string, password: string): Promise<Client> {
  const c: Client = { app, ip: freshIp() };
  const res = await login(c, username, password);
  expect(res.statusCode, res.body).toBe(200);
  c.cookie = sessionCookie(res);
  expect(c.cookie).toBeDefined();
  return c;
}

/** A birthday well past every brand's age limit (the age gate requires one at registration). */
export const ADULT_BIRTHDAY = '1990-05-15';

export const registerPayload = (over: Record<string, unknown> = {}) => ({
  method: 'username',
  username: freshName(),
  password: 'abc12345',
  confirmPassword: 'abc12345',
  captcha,
  birthday: ADULT_BIRTHDAY,
  ageConfirmed: true,
  termsAccepted: true,
  registerUrl: 'aurum.example.com',
  registerMethod: 'H5',
  domain: 'aurum.example.com',
  type: 0,
  ...over,
});

/**
 * A fresh free-play (trial) account, logged in, that has confirmed its age ("I am 18 or older"), so
 * it may launch games (the age gate, issue 19). Answers its client and the sign-up's answer.
 */
export async function trialPlayer(app: App, ageLimit = 18) {
  const c: Client = { app, ip: freshIp() };
  const started = await call(c, 'POST', '/api/accounts/trial');
  expect(started.statusCode, started.body).toBe(200);
  c.cookie = sessionCookie(started);
  const confirmed = await call(c, 'POST', '/api/accounts/age-confirmation', { confirmed: true, ageLimit });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { client: c, started };
}

/** Registers a fresh username member; answers its client (logged in) and credentials. */
export async function registered(app: App, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const c: Client = { app, ip: freshIp() };
  const payload = registerPayload(over);
  const res = await encrypted(c, 'PUT', '/api/accounts/register', payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  c.cookie = sessionCookie(res);
  return { client: c, username: String(payload.username).toLowerCase(), password: String(payload.password) };
}

/** The newest outbox message to `to` (dev route), and the 6-digit code in it. */
export async function lastCode(app: App, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  const messages = (res.json() as { value: { body: string }[] }).value;
  expect(messages.length, `no message to ${to}`).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(messages[0]!.body)?.[1];
  expect(code).toBeDefined();
  return code!;
}

export async function outboxCount(app: App, to: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { value: unknown[] }).value.length;
}

export const smsCode = (c: Client, purpose: string, mobileNum: string, countryDialingCode = '+86') =>
  call(c, 'POST', '/api/accounts/sms-code', { purpose, countryDialingCode, mobileNum });

export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: string };
  expect(body.code).toBe(code);
  return res.json() as {
    code: string;
    message: string;
    fields?: Record<string, string>;
    captchaRequired?: boolean;
    retryAt?: number;
  };
}

/** A staff member of `role`, new (a fresh username), signed in from a fresh address. */
export async function signedInStaff(app: App, database: Database, role: StaffRole): Promise<Client> {
  const username = freshName(role.slice(0, 3));
  const password = `${role}-pass-1`;
  await database.db.insert(staff).values({ username, passwordHash: await hashPassword(password), role });
  const c: Client = { app, ip: freshIp() };
  const res = await call(c, 'POST', '/api/admin/session', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((x) => x.name === STAFF_COOKIE);
  return { ...c, cookie: `${STAFF_COOKIE}=${cookie!.value}` };
}

// The cookie names and password hashing the tests of every domain need, so no domain's test reaches into accounts.
export { hashPassword, SESSION_COOKIE, STAFF_COOKIE };

/**
 * A member's bank transfer of `amount` (minor units), confirmed by a finance staff member: cash, the
 * turnover requirement and any deposit bonus, exactly as in production.
 */
export async function confirmedDeposit(app: App, database: Database, c: Client, amount: number) {
  const value = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const channels = value<DepositChannels>(await call(c, 'GET', '/api/wallet/deposit/channels'));
  const bank = channels.channels.find((ch) => ch.code === 'bank')!;
  const { deposit } = value<CreateDepositResult>(
    await call(c, 'POST', '/api/wallet/deposits', {
      clientRequestId: randomUUID(),
      channelId: bank.id,
      amount,
      reference: `REF-${freshName('r')}`,
    }),
  );
  const finance = await signedInStaff(app, database, 'finance');
  value(await call(finance, 'POST', `/api/admin/finance/deposits/${deposit.id}/confirm`));
}

/** A seeded vendor's signed wallet client whose calls go through the app's own HTTP pipeline. */
export async function vendorWallet(
  app: App,
  database: Database,
  vassalage: string,
  now: () => Date,
): Promise<ProviderWalletClient> {
  const [vendor] = await database.db.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return createProviderWalletClient({
    vassalage,
    secret: vendor!.walletSecret,
    now,
    send: async (path, headers, rawBody) => {
      const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
      return { status: res.statusCode, body: res.json() };
    },
  });
}
