import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/api/contract/accounts';
import type { CreateDepositResult, DepositChannels } from '../../src/api/contract/deposits';
import type { App } from '../app';
import type { Database } from '../db';
import { gameVendors } from '../db/schema';
import { seedDemo } from '../db/seed';
import { call, encrypted, freshIp, freshName, login, registered, signedInStaff, testApp } from '../test/clients';
import { dbTargets } from '../test/harness';
import { signProviderBody } from './provider-signature';
import { findBadQuery, findBadText, findBadUrl, isCleanText } from './text-guard';

const NUL = '\u0000';
const LONE = '\ud800';

/** The one answer for bad text, with the field at fault when the guard can name it. */
function expectBadText(res: LightMyRequestResponse, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; fields?: Record<string, string> };
  expect(body.code).toBe('request.bad_text');
  if (field) expect(Object.keys(body.fields ?? {})).toEqual([field]);
}

describe('text guard rules', () => {
  it('calls text clean when it is well-formed UTF-16 without U+0000', () => {
    expect(isCleanText('Zhang San 张三 🎰')).toBe(true);
    expect(isCleanText(`a${NUL}`)).toBe(false);
    expect(isCleanText(`a${LONE}b`)).toBe(false);
    expect(isCleanText('\udc00')).toBe(false);
    expect(isCleanText('\ud83c\udfb0')).toBe(true);
  });

  it('finds bad values and keys at any depth, without recursion', () => {
    expect(findBadText({ a: [1, 'ok', { b: `x${NUL}` }] })).toBe('a.2.b');
    expect(findBadText({ a: { [`k${LONE}`]: 1 } })).toBe('a');
    expect(findBadText({ [NUL]: 1 })).toBe('body');
    expect(findBadText({ a: 'fine', n: 1, t: true, z: null })).toBeNull();
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('decodes the path and each query pair, refusing what does not decode', () => {
    expect(findBadUrl('/api/games/list?gameName=%E9%BE%99&x=a+b')).toBeNull();
    expect(findBadUrl('/api/games/list?gameName=%00')).toBe('gameName');
    expect(findBadUrl('/api/games/list?gameName=%zz')).toBe('gameName');
    // UTF-8 of a lone surrogate is not UTF-8: it does not decode.
    expect(findBadUrl('/api/games/list?gameName=%ED%A0%80')).toBe('gameName');
    expect(findBadUrl('/api/provider/%00/wallet/debit')).toBe('path');
    expect(findBadUrl('/api/x%E0%A4')).toBe('path');
    expect(findBadQuery('%00=1')).toBe('query');
  });
});

describe.each(dbTargets())('text guard on $name', (target) => {
  let database: Database;
  let app: App;
  let lumenSecret: string;

  const staffClient = (role: StaffRole) => signedInStaff(app, database, role);

  const provider = (path: string, rawBody: string, sign = true) => {
    const ts = String(Date.now());
    return app.inject({
      method: 'POST',
      url: path,
      payload: rawBody,
      headers: {
        'content-type': 'application/json',
        ...(sign ? { 'x-timestamp': ts, 'x-signature': signProviderBody(lumenSecret, ts, rawBody) } : {}),
      },
    });
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' });
    const [lumen] = await database.db
      .select({ secret: gameVendors.walletSecret })
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, 'aurum'), eq(gameVendors.vassalage, 'LUMEN')));
    lumenSecret = lumen!.secret;
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('refuses a NUL in a query (the game list search) and lets other text through', async () => {
    const c = { app, ip: freshIp() };
    expectBadText(await call(c, 'GET', '/api/games/list?gameName=%00'), 'gameName');
    expectBadText(await call(c, 'GET', '/api/games/list?gameName=a%00b'), 'gameName');
    const fine = await call(c, 'GET', `/api/games/list?gameName=${encodeURIComponent('龙 🎰')}`);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses malformed percent-encoding in the query and in the path, in the same envelope', async () => {
    const c = { app, ip: freshIp() };
    expectBadText(await call(c, 'GET', '/api/games/list?gameName=%zz'), 'gameName');
    expectBadText(await call(c, 'GET', '/api/games/list?gameName=%ED%A0%80'), 'gameName');
    expectBadText(await call(c, 'GET', '/api/games/%zz'), 'path');
    expectBadText(await call(c, 'GET', '/api/no-such-route%00'), 'path');
  });

  it('refuses a NUL or a lone surrogate in a JSON body: invitation check, staff log-in, forgot password', async () => {
    const c = { app, ip: freshIp() };
    expectBadText(await call(c, 'POST', '/api/accounts/affiliate/check', { code: `a${NUL}`, domain: 'x' }), 'code');
    expectBadText(await call(c, 'POST', '/api/admin/session', { username: `admin${NUL}`, password: 'x' }), 'username');
    expectBadText(await call(c, 'POST', '/api/admin/session', { username: 'admin', password: `p${LONE}` }), 'password');
    expectBadText(
      await call(c, 'POST', '/api/accounts/password/forgot', { username: `u${NUL}`, email: 'a@b.cn' }),
      'username',
    );
    // A key is text too.
    const key = await c.app.inject({
      method: 'POST',
      url: '/api/accounts/affiliate/check',
      payload: '{"code":"a","domain":"b","\\ud800":1}',
      headers: { 'content-type': 'application/json', 'x-debug-client-ip': c.ip },
    });
    expectBadText(key, 'body');
  });

  it('refuses bad text inside an encrypted log-in body, which the edge only sees as ciphertext', async () => {
    const c = { app, ip: freshIp() };
    expectBadText(await login(c, `demo${NUL}`, 'abc12345'), 'username');
    expectBadText(await login(c, 'demo', `abc${LONE}12345`), 'password');
    expectBadText(
      await encrypted(c, 'PUT', '/api/accounts/register', { method: 'username', username: `x${NUL}` }),
      'username',
    );
  });

  it('refuses bad text in staff search filters and reject reasons', async () => {
    const finance = await staffClient('finance');
    expectBadText(await call(finance, 'GET', '/api/admin/finance/members?q=%00'), 'q');
    expectBadText(await call(finance, 'GET', '/api/admin/finance/deposits?member=a%00'), 'member');

    // A real pending bank transfer, rejected with a reason holding NUL: refused, still pending.
    const { client } = await registered(app);
    const channels = (await call(client, 'GET', '/api/wallet/deposit/channels')).json().value as DepositChannels;
    const bank = channels.channels.find((ch) => ch.code === 'bank')!;
    const created = await call(client, 'POST', '/api/wallet/deposits', {
      clientRequestId: randomUUID(),
      channelId: bank.id,
      amount: 20_000,
      reference: `REF-${freshName('r')}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { deposit } = (created.json() as { value: CreateDepositResult }).value;
    expectBadText(
      await call(finance, 'POST', `/api/admin/finance/deposits/${deposit.id}/reject`, { reason: `no${NUL}pe` }),
      'reason',
    );
    const mine = await call(client, 'GET', `/api/wallet/deposits/${deposit.id}`);
    expect((mine.json() as { value: { status: string } }).value.status).toBe('pending');
    expectBadText(
      await call(finance, 'POST', `/api/admin/finance/withdrawals/${randomUUID()}/reject`, { reason: LONE }),
      'reason',
    );
  });

  it('refuses the provider path %00 and provider bodies with a lone surrogate or NUL, signed or not, in the protocol shape', async () => {
    const none = { status: 'UNKNOWN', balance: null, currency: null, operatorTransactionId: null };
    const path = await provider('/api/provider/%00/wallet/debit', '{}', false);
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toMatchObject({ ...none, code: 'request.bad_text', fields: { path: expect.any(String) } });

    for (const sign of [false, true]) {
      for (const bad of ['\\ud800', '\\u0000']) {
        const raw = `{"requestId":"r${bad}","playerToken":"t","currency":"CNY","gameCode":"g","transactionId":"tx-${randomUUID()}","roundId":"r1","amount":100}`;
        const res = await provider('/api/provider/LUMEN/wallet/debit', raw, sign);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          ...none,
          code: 'request.bad_text',
          fields: { requestId: expect.any(String) },
        });
      }
    }
    // A gateway webhook keeps its raw body too: the same check applies.
    const hook = await app.inject({
      method: 'POST',
      url: '/api/wallet/webhooks/sandbox',
      payload: '{"merchantId":"aurum-demo","orderId":"o\\u0000","status":"paid","amount":100,"currency":"CNY"}',
      headers: { 'content-type': 'application/json' },
    });
    expectBadText(hook, 'orderId');
    // A raw NUL byte (not escaped) in the body: not JSON text either.
    const rawNul = await provider('/api/provider/LUMEN/wallet/balance', `{"requestId":"a${NUL}"}`);
    expect(rawNul.statusCode).toBe(400);
    expect(rawNul.json()).toMatchObject({ code: 'request.bad_text' });
  });
});
