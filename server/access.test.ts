import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessOf,
  mayCall,
  PRINCIPALS,
  type Principal,
  ROUTE_ACCESS,
  type RouteAccess,
} from '../src/api/contract/access';
import { STAFF_ROLES } from '../src/api/contract/accounts';
import { launchResponseSchema } from '../src/api/contract/games';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../src/api/contract/provider';
import { type App, buildApp } from './app';
import type { Database } from './db';
import { gameVendors, members, paymentChannels, staff } from './db/schema';
import { seedDemo } from './db/seed';
import { signProviderBody } from './lib/provider-signature';
import { SESSION_COOKIE } from './modules/accounts/auth';
import { hashPassword } from './modules/accounts/passwords';
import { STAFF_COOKIE } from './modules/accounts/staff-auth';
import { LOTTO_COOKIE } from './modules/lottery/routes';
import { STUDIO_VENDOR } from './modules/studio/catalogue';
import { STUDIO_COOKIE } from './modules/studio/routes';
import { SANDBOX_HEADERS, signNotification } from './modules/wallet/channels/sandbox';
import { encrypted, FIXED, freshIp, registered } from './test/clients';
import { dbTargets, silentLogger, testConfig } from './test/harness';

/**
 * The authorisation matrix (issue 13): every route the app registers, called as every principal,
 * compared with the one declared table (src/api/contract/access.ts). A route the table does not
 * list, or an entry for a route that does not exist, fails. Nobody writes a case per route.
 *
 * "Allowed" is observable without a valid body because every guard runs in `onRequest`, before the
 * body is read: an allowed caller with no body gets past the guard (200, or 400/404 from the route
 * itself), a refused one gets the guard's refusal. Owned resources are called with the member's own
 * deposit id, so another member's call shows whether the route checks the owner.
 */

const ADMIN_PASSWORD = 'matrix-admin-2468';
const STAFF_PASSWORD = 'matrix-staff-2468';

interface Caller {
  ip: string;
  cookie?: string;
  /** Signs the body (machine principals). */
  sign?: (rawBody: string) => Record<string, string>;
  /** The body a machine principal sends (the bare minimum its credential covers). */
  body?: string;
}

/** How a refusal looks: its status and code (or, for the vendor protocol, its status field). */
interface Refusal {
  status: number;
  code?: string;
  providerStatus?: 'INVALID_SIGNATURE';
}

const memberKind = (p: Principal) =>
  p === 'trial' ? 'trial' : p === 'member' || p === 'agent' || p === 'otherMember' ? 'real' : null;

/** The refusal the table promises a principal that may not call the route (docs in access.ts). */
function refusalFor(entry: RouteAccess, p: Principal, key = ''): Refusal {
  const { access } = entry;
  switch (access.kind) {
    case 'public':
      break;
    case 'member':
    case 'nonTrial':
    case 'realAccount': {
      const kind = memberKind(p);
      if (kind === null) return { status: 401, code: 'auth.required' };
      if (kind === 'trial' && access.kind !== 'member') return { status: 403, code: 'auth.trial_refused' };
      break;
    }
    case 'agent': {
      const kind = memberKind(p);
      if (kind === null) return { status: 401, code: 'auth.required' };
      if (kind === 'trial') return { status: 403, code: 'auth.trial_refused' };
      return { status: 403, code: 'agent.required' };
    }
    case 'staff':
      return p.startsWith('staff:')
        ? { status: 403, code: 'staff.forbidden' }
        : { status: 401, code: 'staff.auth_required' };
    case 'vendor':
      return { status: 200, providerStatus: 'INVALID_SIGNATURE' };
    case 'gateway':
      return { status: 401, code: 'webhook.signature_invalid' };
    case 'gameWindow':
      // Each house vendor's window answers with its own code (the studio's, the lottery's).
      return { status: 401, code: key.includes(' /api/lotto/') ? 'lottery.session_expired' : 'studio.session_expired' };
  }
  // Past the guard, but not the owner: the id answers as if it did not exist.
  return { status: 404 };
}

const bodyOf = (res: LightMyRequestResponse): { code?: string; status?: string } => {
  try {
    return res.json() as { code?: string; status?: string };
  } catch {
    return {};
  }
};

function matches(res: LightMyRequestResponse, refusal: Refusal): boolean {
  const body = bodyOf(res);
  if (res.statusCode !== refusal.status) return false;
  if (refusal.code && body.code !== refusal.code) return false;
  if (refusal.providerStatus && body.status !== refusal.providerStatus) return false;
  return true;
}

/** Any refusal at all: what an allowed call must never answer. */
function looksRefused(res: LightMyRequestResponse, entry: RouteAccess): boolean {
  if (res.statusCode === 401 || res.statusCode === 403) return true;
  if (bodyOf(res).status === 'INVALID_SIGNATURE') return true;
  return entry.owned === true && res.statusCode === 404;
}

/** A static site, so the routes that exist only once the client is built are registered too. */
async function fakeSite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'access-site-'));
  const page = '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>';
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'admin.html'), page);
  await mkdir(path.join(dir, 'assets'));
  return dir;
}

describe.each(dbTargets())('authorisation matrix on $name', (target) => {
  let database: Database;
  let app: App;
  let siteDir: string;
  const callers = {} as Record<Principal, Caller>;
  /** A deposit of `member`: the owned resource another member must not reach. */
  let ownDepositId: string;
  /** Sample values for path parameters, by name; any other parameter gets a fresh uuid. */
  const samples: Record<string, string> = {
    vassalage: STUDIO_VENDOR.vassalage,
    provider: 'google',
    kind: 'sandbox',
    nodeId: 'lumen-golden-dragon',
    '*': 'x',
  };

  const cookieOf = (res: LightMyRequestResponse, name: string) => {
    const c = res.cookies.find((x) => x.name === name);
    expect(c?.value, `${name} cookie: ${res.body}`).toBeTruthy();
    return `${name}=${c!.value}`;
  };

  async function memberLogin(username: string, password: string): Promise<Caller> {
    const caller: Caller = { ip: freshIp() };
    const res = await encrypted({ app, ip: caller.ip }, 'POST', '/api/accounts/login', {
      type: 'username',
      username,
      password,
    });
    expect(res.statusCode, res.body).toBe(200);
    caller.cookie = cookieOf(res, SESSION_COOKIE);
    return caller;
  }

  async function staffLogin(username: string, password: string): Promise<Caller> {
    const ip = freshIp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username, password },
      headers: { 'x-debug-client-ip': ip },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ip, cookie: cookieOf(res, STAFF_COOKIE) };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    siteDir = await fakeSite();
    app = await buildApp({
      config: testConfig({
        CAPTCHA_FIXED: FIXED,
        ADMIN_PASSWORD,
        STATIC_DIR: siteDir,
        LEDGER_CHECK_MINUTES: '0',
      }),
      db: database,
      logger: silentLogger(),
      renderer: null,
    });
    await app.ready();

    callers.visitor = { ip: freshIp() };
    const trialIp = freshIp();
    const trial = await app.inject({
      method: 'POST',
      url: '/api/accounts/trial',
      headers: { 'x-debug-client-ip': trialIp },
    });
    expect(trial.statusCode, trial.body).toBe(200);
    callers.trial = { ip: trialIp, cookie: cookieOf(trial, SESSION_COOKIE) };
    // Free play's age gate (issue 19): the trial caller has confirmed its age, as the launch needs.
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/accounts/age-confirmation',
      headers: { 'x-debug-client-ip': trialIp, cookie: callers.trial.cookie! },
      payload: { confirmed: true, ageLimit: 18 },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    callers.member = await memberLogin('demo', 'demo1234');
    callers.agent = await memberLogin('agent01', 'agent1234');
    const [agent] = await database.db
      .select({ type: members.customerType })
      .from(members)
      .where(eq(members.username, 'agent01'));
    expect(agent?.type).toBe(1);
    const other = await registered(app);
    callers.otherMember = { ip: other.client.ip, cookie: other.client.cookie };

    const hash = await hashPassword(STAFF_PASSWORD);
    await database.db
      .insert(staff)
      .values(
        STAFF_ROLES.filter((r) => r !== 'admin').map((role) => ({ username: `m-${role}`, passwordHash: hash, role })),
      );
    for (const role of STAFF_ROLES) {
      callers[`staff:${role}`] =
        role === 'admin' ? await staffLogin('admin', ADMIN_PASSWORD) : await staffLogin(`m-${role}`, STAFF_PASSWORD);
    }

    // The vendor: signs with the house studio's wallet secret, as any vendor signs with its own.
    const [studioVendor] = await database.db
      .select({ secret: gameVendors.walletSecret })
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, 'aurum'), eq(gameVendors.vassalage, STUDIO_VENDOR.vassalage)));
    callers.vendor = {
      ip: freshIp(),
      body: '',
      sign: (raw) => {
        const timestamp = String(Date.now());
        return {
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signProviderBody(studioVendor!.secret, timestamp, raw),
        };
      },
    };

    // The gateway: the sandbox channel's merchant, signing a notification that names it.
    const [sandbox] = await database.db
      .select({ config: paymentChannels.config })
      .from(paymentChannels)
      .where(and(eq(paymentChannels.brand, 'aurum'), eq(paymentChannels.kind, 'sandbox')));
    const gateway = sandbox!.config as { merchantId: string; webhookSecret: string };
    callers.gateway = {
      ip: freshIp(),
      body: JSON.stringify({ merchantId: gateway.merchantId }),
      sign: (raw) => {
        const timestamp = String(Date.now());
        return {
          [SANDBOX_HEADERS.timestamp]: timestamp,
          [SANDBOX_HEADERS.signature]: signNotification(gateway.webhookSecret, timestamp, raw),
        };
      },
    };

    // The game window: the member launches a studio game and the window opens with the token.
    const launched = await app.inject({
      method: 'POST',
      url: '/api/games/launch',
      payload: { nodeId: samples.nodeId },
      headers: { cookie: callers.member.cookie!, 'x-debug-client-ip': callers.member.ip },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const url = new URL(launchResponseSchema.parse(launched.json()).value.url, 'http://x');
    const opened = await app.inject({
      method: 'POST',
      url: '/api/studio/sessions',
      payload: { gameCode: url.pathname.split('/').pop(), token: url.searchParams.get('token') },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // ... and a lottery window (docs/lottery.md): the game-window principal holds both cookies.
    const lottoLaunch = await app.inject({
      method: 'POST',
      url: '/api/games/launch',
      payload: { nodeId: 'lumen-k3-1m' },
      headers: { cookie: callers.member.cookie!, 'x-debug-client-ip': callers.member.ip },
    });
    expect(lottoLaunch.statusCode, lottoLaunch.body).toBe(200);
    const lottoUrl = new URL(launchResponseSchema.parse(lottoLaunch.json()).value.url, 'http://x');
    const lottoOpened = await app.inject({
      method: 'POST',
      url: '/api/lotto/sessions',
      payload: { gameCode: 'lumen-k3-1m', token: lottoUrl.searchParams.get('token') },
    });
    expect(lottoOpened.statusCode, lottoOpened.body).toBe(200);
    callers.gameWindow = {
      ip: freshIp(),
      cookie: `${cookieOf(opened, STUDIO_COOKIE)}; ${cookieOf(lottoOpened, LOTTO_COOKIE)}`,
    };

    // The member's own deposit (a bank transfer, pending): the owned resource.
    const [bank] = await database.db
      .select({ id: paymentChannels.id })
      .from(paymentChannels)
      .where(and(eq(paymentChannels.brand, 'aurum'), eq(paymentChannels.code, 'bank')));
    const deposit = await app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      payload: { channelId: bank!.id, amount: 10_000, reference: 'MATRIX-1', clientRequestId: randomUUID() },
      headers: { cookie: callers.member.cookie!, 'x-debug-client-ip': callers.member.ip },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    ownDepositId = (deposit.json() as { value: { deposit: { id: string } } }).value.deposit.id;
    expect(Object.keys(callers).sort()).toEqual([...PRINCIPALS].sort());
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  /** Every route the app registered, as table keys (HEAD follows GET and is not listed). */
  const registeredKeys = () => [
    ...new Set(
      app
        .registeredRoutes()
        .filter((r) => r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url}`),
    ),
  ];

  it('lists every registered route in the access table, and nothing else', () => {
    const registered = registeredKeys();
    const missing = registered.filter((key) => accessOf(key) === undefined);
    expect(
      missing,
      `routes without an entry in src/api/contract/access.ts (declare who may call them): ${missing.join(', ')}`,
    ).toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key));
    expect(
      stale,
      `entries in src/api/contract/access.ts for routes the app does not register: ${stale.join(', ')}`,
    ).toEqual([]);
    // HEAD routes are Fastify's automatic companions of GET routes, never routes of their own.
    const heads = app.registeredRoutes().filter((r) => r.method === 'HEAD');
    for (const h of heads) expect(registered, `HEAD ${h.url} without its GET`).toContain(`GET ${h.url}`);
  });

  it('answers every route as the table says, for every principal', async () => {
    // A log-out ends the caller's session: those routes go last, so the session serves every other route.
    const endsSession = (key: string) => key.startsWith('DELETE ') && key.endsWith('/session');
    const keys = registeredKeys()
      .filter((key) => accessOf(key) !== undefined)
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const wrong: string[] = [];
    let calls = 0;
    for (const key of keys) {
      const entry = accessOf(key)!;
      const [method, pattern] = key.split(' ') as [string, string];
      for (const p of PRINCIPALS) {
        const caller = callers[p];
        const url = pattern.replace(/:([A-Za-z]+)|\*/g, (whole, name?: string) =>
          name === 'id' && entry.owned ? ownDepositId : (samples[name ?? whole] ?? randomUUID()),
        );
        const raw = caller.body;
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers: {
            'x-debug-client-ip': caller.ip,
            ...(caller.cookie ? { cookie: caller.cookie } : {}),
            ...(raw !== undefined && method !== 'GET' ? { 'content-type': 'application/json' } : {}),
            ...(caller.sign && raw !== undefined ? caller.sign(raw) : {}),
          },
          ...(raw && method !== 'GET' ? { payload: raw } : {}),
        });
        calls += 1;
        const allowed = mayCall(entry, p);
        const seen = `${res.statusCode} ${bodyOf(res).code ?? bodyOf(res).status ?? ''}`.trim();
        if (res.statusCode >= 500) wrong.push(`${key} as ${p}: ${seen} (a 5xx is a bug)`);
        else if (allowed && looksRefused(res, entry))
          wrong.push(`${key} as ${p}: allowed by the table, refused ${seen}`);
        else if (!allowed) {
          const refusal = refusalFor(entry, p, key);
          if (!matches(res, refusal)) {
            wrong.push(
              `${key} as ${p}: refused by the table (expected ${refusal.status} ${refusal.code ?? refusal.providerStatus ?? ''}), answered ${seen}`,
            );
          }
        }
      }
    }
    console.info(`authorisation matrix: ${keys.length} routes x ${PRINCIPALS.length} principals = ${calls} calls`);
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 120_000);
});
