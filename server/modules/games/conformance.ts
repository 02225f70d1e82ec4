import { randomBytes } from 'node:crypto';
import {
  PROVIDER_CLOCK_SKEW_MS,
  type ProviderResponse,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../../src/api/contract/provider';
import { createProviderWalletClient, type ProviderSend } from '../../lib/provider-client';
import { signProviderBody } from '../../lib/provider-signature';

/**
 * The HTTP-level conformance checks of the seamless-wallet provider API (docs/provider-wallet.md),
 * named, and run through a transport: `app.inject` in the vitest suite
 * (server/modules/games/provider-wallet.test.ts), `fetch` against a real operator in
 * `npm run provider:selftest` (scripts/provider-selftest.ts; docs/vendors.md). Each check starts
 * from the player's balance as it finds it, moves small amounts, and says what it expected when it
 * fails; nothing here reads the database.
 */
export interface ConformanceContext {
  send: ProviderSend;
  /** The vendor code the calls are signed as. */
  vendor: string;
  secret: string;
  /** A game of the vendor, and a live game session token of a player with at least MIN_BALANCE. */
  gameCode: string;
  token: string;
  now?: () => Date;
  /** How far inside the ±5 minute window the "edge" calls go (a real network needs some slack). */
  edgeSlackMs?: number;
  /** The vendor's answer to a rollback of a transaction never seen; undefined: either is accepted. */
  unknownRollback?: 'OK' | 'TRANSACTION_NOT_FOUND';
}

/** The least balance the checks need (the largest stake is 600 minor units). */
export const MIN_BALANCE = 1_000;

export class CheckFailure extends Error {}

export interface ConformanceCheck {
  name: string;
  /** What it proves, in a line. */
  title: string;
  run: (ctx: ConformanceContext) => Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
function expectThat(ok: boolean, why: string): asserts ok {
  if (!ok) throw new CheckFailure(why);
}
const show = (r: { httpStatus: number; body: ProviderResponse }) => `HTTP ${r.httpStatus} ${JSON.stringify(r.body)}`;

function tools(ctx: ConformanceContext) {
  const now = ctx.now ?? (() => new Date());
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const uid = (p: string) => {
    n += 1;
    return `st-${run}-${p}-${n}`;
  };
  const client = (over: { secret?: string; vendor?: string } = {}) =>
    createProviderWalletClient({
      vassalage: over.vendor ?? ctx.vendor,
      secret: over.secret ?? ctx.secret,
      send: ctx.send,
      now,
    });
  const c = client();
  const base = (token = ctx.token) => ({
    requestId: uid('req'),
    playerToken: token,
    currency: '',
    gameCode: ctx.gameCode,
  });
  /** The balance and currency as the operator answers them now. */
  async function balance() {
    let res = await c.balance({ ...base(), currency: currency ?? 'XXX' });
    // The first call learns the player's currency from the answer (WRONG_CURRENCY carries it too).
    if (currency === undefined && res.body?.status === 'WRONG_CURRENCY' && res.body.currency) {
      currency = res.body.currency;
      res = await c.balance({ ...base(), currency });
    }
    expectThat(
      res.httpStatus === 200 && res.body.status === 'OK' && typeof res.body.balance === 'number',
      `balance: expected 200 OK, got ${show(res)}`,
    );
    currency = res.body.currency ?? '';
    return res.body.balance as number;
  }
  let currency: string | undefined;
  async function start() {
    const b = await balance();
    expectThat(b >= MIN_BALANCE, `the player needs a balance of at least ${MIN_BALANCE} minor units, has ${b}`);
    return b;
  }
  const body = () => ({ ...base(), currency: currency as string });
  const debit = (amount: number, over: Record<string, unknown> = {}) =>
    c.debit({ ...body(), transactionId: uid('tx'), roundId: uid('round'), amount, ...over });
  const credit = (roundId: string, amount: number, over: Record<string, unknown> = {}) =>
    c.credit({ ...body(), transactionId: uid('win'), roundId, amount, roundClosed: true, ...over });
  const rollback = (roundId: string, amount: number, referenceTransactionId: string) =>
    c.rollback({ ...body(), transactionId: uid('rb'), roundId, amount, referenceTransactionId });
  /** A raw signed call, at a chosen timestamp and with a chosen signature. */
  async function signed(rawBody: string, timestamp: number, signature?: string) {
    const ts = String(timestamp);
    const res = await ctx.send(
      `/api/provider/${encodeURIComponent(ctx.vendor)}/wallet/balance`,
      {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: ts,
        [SIGNATURE_HEADER]: signature ?? signProviderBody(ctx.secret, ts, rawBody),
      },
      rawBody,
    );
    return { httpStatus: res.status, body: res.body as ProviderResponse };
  }
  const status = (r: { body: ProviderResponse }) => r.body?.status;
  const expectStatus = (what: string, r: { httpStatus: number; body: ProviderResponse }, want: string, http?: number) =>
    expectThat(
      status(r) === want && (http === undefined || r.httpStatus === http),
      `${what}: expected ${http ? `HTTP ${http} ` : ''}${want}, got ${show(r)}`,
    );
  const expectBalance = (what: string, r: { httpStatus: number; body: ProviderResponse }, want: number) =>
    expectThat(r.body?.balance === want, `${what}: expected balance ${want}, got ${show(r)}`);
  return {
    now,
    uid,
    client,
    c,
    base,
    body,
    balance,
    start,
    debit,
    credit,
    rollback,
    signed,
    expectStatus,
    expectBalance,
  };
}

export const CONFORMANCE_CHECKS: ConformanceCheck[] = [
  {
    name: 'signature.clock_edges',
    title: 'answers a correctly signed call at the edges of the ±5 minute window',
    async run(ctx) {
      const t = tools(ctx);
      await t.start();
      const raw = JSON.stringify(t.body());
      const edge = PROVIDER_CLOCK_SKEW_MS - (ctx.edgeSlackMs ?? 0);
      for (const skew of [0, -edge, edge]) {
        const r = await t.signed(raw, t.now().getTime() + skew);
        t.expectStatus(`signed ${skew / 1000} s away`, r, 'OK', 200);
      }
    },
  },
  {
    name: 'signature.refused',
    title: 'refuses a timestamp 5 min 1 s away, a wrong secret, a tampered body and a signature that is not hex',
    async run(ctx) {
      const t = tools(ctx);
      await t.start();
      const raw = JSON.stringify(t.body());
      const now = t.now().getTime();
      const late = PROVIDER_CLOCK_SKEW_MS + 1_000 + (ctx.edgeSlackMs ?? 0);
      for (const ts of [now - late, now + late]) {
        t.expectStatus(`signed ${(ts - now) / 1000} s away`, await t.signed(raw, ts), 'INVALID_SIGNATURE');
      }
      const other = signProviderBody('another-secret', String(now), raw);
      t.expectStatus('signed with another secret', await t.signed(raw, now, other), 'INVALID_SIGNATURE');
      const sig = signProviderBody(ctx.secret, String(now), raw);
      const tampered = raw.replace(`"requestId":"`, `"requestId":"x`);
      t.expectStatus('body changed after signing', await t.signed(tampered, now, sig), 'INVALID_SIGNATURE');
      t.expectStatus('signature not hex', await t.signed(raw, now, 'not-hex'), 'INVALID_SIGNATURE');
      const wrong = await t.client({ secret: 'wrong' }).balance(t.body());
      t.expectStatus('client with a wrong secret', wrong, 'INVALID_SIGNATURE', 200);
    },
  },
  {
    name: 'request.unknown_vendor',
    title: 'answers 404 UNKNOWN for a vendor code it does not know',
    async run(ctx) {
      const t = tools(ctx);
      await t.start();
      const r = await t.client({ vendor: 'NOBODY_SELFTEST' }).balance(t.body());
      t.expectStatus('unknown vendor', r, 'UNKNOWN', 404);
    },
  },
  {
    name: 'request.malformed',
    title: 'answers 400 UNKNOWN for a body that is not the call: a fractional or zero amount, not JSON',
    async run(ctx) {
      const t = tools(ctx);
      const before = await t.start();
      t.expectStatus('amount 1.5', await t.debit(1.5), 'UNKNOWN', 400);
      t.expectStatus('amount 0', await t.debit(0), 'UNKNOWN', 400);
      t.expectStatus('a body that is not JSON', await t.signed('not json', t.now().getTime()), 'UNKNOWN', 400);
      expectThat((await t.balance()) === before, 'a malformed call moved money');
    },
  },
  {
    name: 'token.unknown',
    title: 'refuses an unknown token with INVALID_TOKEN',
    async run(ctx) {
      const t = tools(ctx);
      await t.start();
      const r = await t.c.balance({ ...t.body(), playerToken: `no-such-token-${randomBytes(8).toString('hex')}` });
      t.expectStatus('unknown token', r, 'INVALID_TOKEN');
    },
  },
  {
    name: 'currency.wrong',
    title: 'refuses another currency with WRONG_CURRENCY and the balance, moving nothing',
    async run(ctx) {
      const t = tools(ctx);
      const before = await t.start();
      const cur = t.body().currency;
      const other = cur === 'USD' ? 'EUR' : 'USD';
      const r = await t.debit(100, { currency: other });
      t.expectStatus(`debit in ${other}`, r, 'WRONG_CURRENCY');
      t.expectBalance(`debit in ${other}`, r, before);
      expectThat(r.body.currency === cur, `expected currency ${cur}, got ${show(r)}`);
      expectThat((await t.balance()) === before, 'WRONG_CURRENCY moved money');
    },
  },
  {
    name: 'money.debit_credit_settle',
    title: 'takes a stake, pays a win and settles the round, with the balance after each',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const roundId = t.uid('round');
      const bet = await t.debit(250, { roundId });
      t.expectStatus('debit 250', bet, 'OK', 200);
      t.expectBalance('debit 250', bet, b - 250);
      expectThat(
        typeof bet.body.operatorTransactionId === 'string' && bet.body.operatorTransactionId.length > 0,
        `debit: expected an operatorTransactionId, got ${show(bet)}`,
      );
      const win = await t.credit(roundId, 600);
      t.expectStatus('credit 600', win, 'OK', 200);
      t.expectBalance('credit 600', win, b + 350);
      const lost = t.uid('round');
      t.expectStatus('debit 100', await t.debit(100, { roundId: lost }), 'OK');
      const zero = await t.credit(lost, 0);
      t.expectStatus('credit 0 closes a lost round', zero, 'OK');
      t.expectBalance('credit 0 closes a lost round', zero, b + 250);
    },
  },
  {
    name: 'money.insufficient_funds',
    title: 'refuses a stake above the balance with INSUFFICIENT_FUNDS and the balance, moving nothing',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const r = await t.debit(b + 1);
      t.expectStatus(`debit ${b + 1}`, r, 'INSUFFICIENT_FUNDS');
      t.expectBalance(`debit ${b + 1}`, r, b);
      expectThat((await t.balance()) === b, 'INSUFFICIENT_FUNDS moved money');
    },
  },
  {
    name: 'idempotency.replay',
    title: 'answers a replayed transaction with the first answer and moves nothing more',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const body = { ...t.body(), transactionId: t.uid('tx'), roundId: t.uid('round'), amount: 100 };
      const first = await t.c.debit(body);
      t.expectStatus('debit', first, 'OK');
      const again = await t.c.debit({ ...body, requestId: t.uid('req') });
      expectThat(same(again, first), `replay: expected ${show(first)}, got ${show(again)}`);
      expectThat((await t.balance()) === b - 100, 'the replay moved money again');
      await t.credit(body.roundId, 100);
    },
  },
  {
    name: 'idempotency.duplicate_transaction',
    title:
      'refuses the same transactionId with another amount, round or game, or as a credit, as DUPLICATE_TRANSACTION',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const body = { ...t.body(), transactionId: t.uid('tx'), roundId: t.uid('round'), amount: 100 };
      t.expectStatus('debit', await t.c.debit(body), 'OK');
      for (const over of [{ amount: 101 }, { roundId: t.uid('round') }, { gameCode: `${ctx.gameCode}-other` }]) {
        t.expectStatus(
          `same transactionId, ${JSON.stringify(over)}`,
          await t.c.debit({ ...body, requestId: t.uid('req'), ...over }),
          'DUPLICATE_TRANSACTION',
        );
      }
      const asCredit = await t.c.credit({ ...body, requestId: t.uid('req'), roundClosed: false });
      t.expectStatus('the same id as a credit', asCredit, 'DUPLICATE_TRANSACTION');
      expectThat((await t.balance()) === b - 100, 'a duplicate moved money');
      await t.credit(body.roundId, 100);
    },
  },
  {
    name: 'rollback.once',
    title: 'cancels a debit of an open round with a rollback, once: a replay and a second rollback id move nothing',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const roundId = t.uid('round');
      const tx = t.uid('tx');
      t.expectStatus('debit 200', await t.debit(200, { roundId, transactionId: tx }), 'OK');
      const rb = { ...t.body(), transactionId: t.uid('rb'), roundId, amount: 200, referenceTransactionId: tx };
      const first = await t.c.rollback(rb);
      t.expectStatus('rollback', first, 'OK');
      t.expectBalance('rollback', first, b);
      const again = await t.c.rollback(rb);
      expectThat(same(again, first), `rollback replay: expected ${show(first)}, got ${show(again)}`);
      const twice = await t.rollback(roundId, 200, tx);
      t.expectStatus('a second rollback of the same debit', twice, 'OK');
      t.expectBalance('a second rollback of the same debit', twice, b);
    },
  },
  {
    name: 'rollback.after_settle',
    title: 'refuses a rollback after the round is settled, and a credit to a settled round, with BET_ALREADY_SETTLED',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const roundId = t.uid('round');
      const tx = t.uid('tx');
      t.expectStatus('debit 100', await t.debit(100, { roundId, transactionId: tx }), 'OK');
      t.expectStatus('credit 0', await t.credit(roundId, 0), 'OK');
      const rb = await t.rollback(roundId, 100, tx);
      t.expectStatus('rollback after settle', rb, 'BET_ALREADY_SETTLED');
      t.expectBalance('rollback after settle', rb, b - 100);
      t.expectStatus('credit to a settled round', await t.credit(roundId, 50), 'BET_ALREADY_SETTLED');
      expectThat((await t.balance()) === b - 100, 'a refused call moved money');
    },
  },
  {
    name: 'rollback.before_debit',
    title: 'records a rollback that comes before its debit, so that the late debit is refused',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const roundId = t.uid('round');
      const tx = t.uid('tx');
      const rb = await t.rollback(roundId, 100, tx);
      t.expectStatus('rollback of a debit not yet seen', rb, 'OK');
      t.expectBalance('rollback of a debit not yet seen', rb, b);
      const late = await t.debit(100, { roundId, transactionId: tx });
      t.expectStatus('the late debit', late, 'BET_ALREADY_SETTLED');
      t.expectBalance('the late debit', late, b);
    },
  },
  {
    name: 'rollback.unknown',
    title:
      'answers a rollback of a transaction never seen as the vendor chose (OK or TRANSACTION_NOT_FOUND), moving nothing',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      const r = await t.c.rollback({
        ...t.body(),
        transactionId: t.uid('rb'),
        roundId: t.uid('round'),
        amount: 100,
        referenceTransactionId: t.uid('never-seen'),
      });
      const allowed = ctx.unknownRollback ? [ctx.unknownRollback] : ['OK', 'TRANSACTION_NOT_FOUND'];
      expectThat(allowed.includes(r.body?.status), `expected ${allowed.join(' or ')}, got ${show(r)}`);
      t.expectBalance('unknown rollback', r, b);
    },
  },
  {
    name: 'game.unknown',
    title: 'refuses a debit for a game the vendor does not have with UNKNOWN',
    async run(ctx) {
      const t = tools(ctx);
      const b = await t.start();
      t.expectStatus('debit for an unknown game', await t.debit(100, { gameCode: 'no-such-game-selftest' }), 'UNKNOWN');
      expectThat((await t.balance()) === b, 'a debit for an unknown game moved money');
    },
  },
];

export interface CheckResult {
  name: string;
  title: string;
  ok: boolean;
  why?: string;
}

/** Runs the checks one after the other; a failure or an exception is that check's ✗, the others still run. */
export async function runConformance(
  ctx: ConformanceContext,
  checks: ConformanceCheck[] = CONFORMANCE_CHECKS,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    try {
      await check.run(ctx);
      results.push({ name: check.name, title: check.title, ok: true });
    } catch (err) {
      results.push({
        name: check.name,
        title: check.title,
        ok: false,
        why: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return results;
}
