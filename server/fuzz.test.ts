import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../src/api/contract/provider';
import { type App, buildApp } from './app';
import type { Database } from './db';
import { gameVendors, journalEntries, ledgerAccounts, providerCalls } from './db/schema';
import { seedDemo } from './db/seed';
import { signProviderBody } from './lib/provider-signature';
import { SESSION_COOKIE } from './modules/accounts/auth';
import { STAFF_COOKIE } from './modules/accounts/staff-auth';
import { STUDIO_VENDOR } from './modules/studio/catalogue';
import { encrypted, FIXED, freshIp } from './test/clients';
import { casesFor, type FuzzCase, type OpenApiDocument, type Operation, operationsOf, undocumented } from './test/fuzz';
import { dbTargets, silentLogger, testConfig } from './test/harness';

/**
 * The fuzz (issue 13): every operation of the OpenAPI document the app serves gets malformed input
 * generated from its own schemas (server/test/fuzz.ts), as a visitor, as a signed-in member, as staff
 * (admin) on /api/admin, and signed with the vendor's key where the operation takes a signature. No
 * answer may be a 5xx, and no ledger balance or entry may change. A new route is fuzzed as soon as it
 * is in the document.
 */

const ADMIN_PASSWORD = 'fuzz-admin-2468';
/** Requests in flight at once: enough to keep the database busy, few enough for a 2-core machine. */
const PARALLEL = 8;

type Who = 'visitor' | 'member' | 'staff' | 'vendor';

interface Finding {
  op: string;
  who: Who;
  label: string;
  status: number;
  code: string;
}

/** The error code of an answer (or the vendor protocol's status), for the report. */
function bodyCode(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: string; status?: string };
    return parsed.code ?? parsed.status ?? '';
  } catch {
    return body.slice(0, 40);
  }
}

/** The error envelope (src/api/contract/envelope.ts): a stable dotted code and a message. */
function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return (
      typeof parsed.code === 'string' &&
      /^[a-z][a-z_]*(\.[a-z_]+)+$/.test(parsed.code) &&
      typeof parsed.message === 'string'
    );
  } catch {
    return false;
  }
}

describe.each(dbTargets())('fuzz every operation on $name', (target) => {
  let database: Database;
  let app: App;
  let memberCookie = '';
  let staffCookie = '';
  let vendorSecret = '';
  const hints: Record<string, string> = {
    vassalage: STUDIO_VENDOR.vassalage,
    nodeId: 'lumen-golden-dragon',
    kind: 'sandbox',
    provider: 'google',
    lang: 'en',
    language: 'en',
  };

  async function memberLogin() {
    const res = await encrypted({ app, ip: freshIp() }, 'POST', '/api/accounts/login', {
      type: 'username',
      username: 'demo',
      password: 'demo1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    memberCookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  }

  async function staffLogin() {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { 'x-debug-client-ip': freshIp() },
    });
    expect(res.statusCode, res.body).toBe(200);
    staffCookie = `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;
  }

  /** Every ledger account's cached balance, and the number of entries: what no bad request may change. */
  async function ledgerSnapshot(): Promise<string> {
    const accounts = await database.db
      .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .orderBy(ledgerAccounts.id);
    const [entries] = await database.db.select({ n: count() }).from(journalEntries);
    return JSON.stringify({ entries: entries!.n, accounts: accounts.map((a) => `${a.key}=${a.balance}`) });
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
      renderer: null,
    });
    await app.ready();
    await memberLogin();
    await staffLogin();
    const [vendor] = await database.db
      .select({ secret: gameVendors.walletSecret })
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, 'aurum'), eq(gameVendors.vassalage, STUDIO_VENDOR.vassalage)));
    vendorSecret = vendor!.secret;
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  /** Who sends an operation's cases: everyone past the guards that matter for it. */
  function callersOf(op: Operation): Who[] {
    const signed = op.headers.some((h) => h.name === SIGNATURE_HEADER);
    if (signed) return ['visitor', 'vendor'];
    return op.path.startsWith('/api/admin/') ? ['visitor', 'member', 'staff'] : ['visitor', 'member'];
  }

  function send(op: Operation, c: FuzzCase, who: Who) {
    const headers: Record<string, string> = { 'x-debug-client-ip': freshIp() };
    if (c.contentType) headers['content-type'] = c.contentType;
    if (who === 'member') headers.cookie = memberCookie;
    if (who === 'staff') headers.cookie = staffCookie;
    if (who === 'vendor') {
      // Signed as the vendor signs: the exact bytes sent, so the body reaches the handler's checks.
      const timestamp = String(Date.now());
      const raw = c.payload === undefined ? '' : Buffer.isBuffer(c.payload) ? c.payload.toString('utf8') : c.payload;
      headers[TIMESTAMP_HEADER] = timestamp;
      headers[SIGNATURE_HEADER] = signProviderBody(vendorSecret, timestamp, raw);
    }
    return app.inject({
      method: op.method as 'GET',
      url: c.url,
      headers,
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
  }

  /** Sessions the fuzz itself may end (a log-out, a password change) are opened again. */
  async function keepSessions() {
    const me = await app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: memberCookie } });
    if (me.statusCode !== 200) await memberLogin();
    const staff = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: staffCookie } });
    if (staff.statusCode !== 200) await staffLogin();
  }

  // Regressions the fuzz found (besides the NUL and surrogate text, and the provider amounts, of issue 13 items 6, 7, 9).

  it('answers a provider call nested 5,000 levels deep as a body that is not the call, signed or not, and records it', async () => {
    const raw = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const url = `/api/provider/${STUDIO_VENDOR.vassalage}/wallet/debit`;
    const unsigned = await app.inject({
      method: 'POST',
      url,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode, unsigned.body).toBe(200);
    expect(unsigned.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    const timestamp = String(Date.now());
    const signed = await app.inject({
      method: 'POST',
      url,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signProviderBody(vendorSecret, timestamp, raw),
      },
    });
    expect(signed.statusCode, signed.body).toBe(400);
    expect(signed.json()).toMatchObject({ status: 'UNKNOWN' });
    const recorded = await database.db
      .select({ request: providerCalls.request, status: providerCalls.status })
      .from(providerCalls)
      .where(eq(providerCalls.call, 'debit'));
    expect(recorded).toEqual(
      expect.arrayContaining([
        { request: { unparsable: true }, status: 'INVALID_SIGNATURE' },
        { request: { unparsable: true }, status: 'UNKNOWN' },
      ]),
    );
  });

  it('answers a URL the router cannot read, or a file a GET route does not have, in the error envelope', async () => {
    for (const [url, status, code] of [
      ['/api/wallet/deposits/%zz', 400, 'request.bad_text'],
      ['/api/wallet/deposits/%ED%A0%80', 400, 'request.bad_text'],
      ['/media/%zz', 400, 'request.bad_text'],
      // A GET route that finds nothing (a missing file of the API docs) is a 404, never "use GET".
      ['/api/docs/static/no-such-file', 404, 'route.not_found'],
      [`/api/admin/finance/deposits/${'a'.repeat(1000)}`, 414, 'request.invalid'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: memberCookie } });
      expect(res.statusCode, url).toBe(status);
      // The envelope, naming at most the part that was bad (bad text says `path`), never the URL itself.
      expect(res.json(), url).toEqual({
        code,
        message: expect.any(String),
        ...(code === 'request.bad_text' ? { fields: { path: expect.any(String) } } : {}),
      });
      expect(res.body).not.toContain('%zz');
    }
  });

  it('answers malformed input to every operation without a 5xx, and moves no money', async () => {
    const doc = app.swagger() as unknown as OpenApiDocument;
    const documented = operationsOf(doc);
    expect(documented.length).toBeGreaterThan(50);
    const ops = [...documented, ...undocumented(doc, app.registeredRoutes())];
    const findings: Finding[] = [];
    /** FUZZ_VERBOSE=1 prints how each operation answered: whether the cases reach past validation. */
    const verbose = process.env.FUZZ_VERBOSE === '1';
    const answers = new Map<string, number>();
    const moved: string[] = [];
    const unenveloped: string[] = [];
    let sent = 0;
    let cases = 0;
    const started = Date.now();
    let before = await ledgerSnapshot();
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      // Documented API operations answer refusals in the error envelope; the vendor protocol in its own
      // body (`{ status: "UNKNOWN" }`), and the hidden pages (the sandbox gateway's) in HTML, by design.
      const enveloped =
        documented.includes(op) && op.path.startsWith('/api/') && !op.headers.some((h) => h.name === SIGNATURE_HEADER);
      const list = casesFor(op, hints);
      cases += list.length;
      const jobs = callersOf(op).flatMap((who) => list.map((c) => ({ who, c })));
      for (let i = 0; i < jobs.length; i += PARALLEL) {
        await Promise.all(
          jobs.slice(i, i + PARALLEL).map(async ({ who, c }) => {
            const res = await send(op, c, who);
            sent += 1;
            if (verbose) {
              const key = `${name} as ${who}: ${res.statusCode} ${bodyCode(res.body)}`;
              answers.set(key, (answers.get(key) ?? 0) + 1);
            }
            if (res.statusCode >= 500) {
              findings.push({ op: name, who, label: c.label, status: res.statusCode, code: bodyCode(res.body) });
            } else if (
              res.statusCode === 405 &&
              String(res.headers.allow ?? '')
                .split(', ')
                .includes(op.method)
            ) {
              unenveloped.push(
                `405 ${name} as ${who}: ${c.label}: "method not allowed" while allowing ${res.headers.allow}`,
              );
            } else if (res.statusCode >= 400 && enveloped && !isEnvelope(res.body)) {
              // Refused, but not in the error envelope every client reads: `{ code: "dotted.code", message }`.
              unenveloped.push(`${res.statusCode} ${name} as ${who}: ${c.label}: ${res.body.slice(0, 80)}`);
            }
          }),
        );
      }
      const after = await ledgerSnapshot();
      if (after !== before) moved.push(name);
      before = after;
      await keepSessions();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (verbose) console.info([...answers].map(([k, n]) => `${String(n).padStart(5)}  ${k}`).join('\n'));
    console.info(
      `fuzz on ${target.name}: ${documented.length} documented operations and ${ops.length - documented.length} other routes, ${cases} cases, ${sent} requests in ${seconds} s; ${findings.length} answered 5xx`,
    );
    const report = findings.map((f) => `${f.status} ${f.code} ${f.op} as ${f.who}: ${f.label}`);
    expect.soft(report, `5xx answers:\n${report.join('\n')}`).toEqual([]);
    expect
      .soft(
        unenveloped,
        `4xx answers outside the error envelope, or a 405 for an allowed method:\n${unenveloped.join('\n')}`,
      )
      .toEqual([]);
    expect.soft(moved, `malformed input changed a ledger balance or entry: ${moved.join(', ')}`).toEqual([]);
  }, 600_000);
});
