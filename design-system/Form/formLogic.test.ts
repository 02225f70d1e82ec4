import { describe, expect, it } from 'vitest';
import { firstInDocument, mapServerError, messageParts, rulesResolver } from './formLogic';

type V = { username: string; password: string; confirm: string };
const values: V = { username: 'ab', password: 'play2026', confirm: 'play2027' };
// biome-ignore lint/suspicious/noExplicitAny: the resolver's context and options are not used by rules
const run = (r: ReturnType<typeof rulesResolver<V>>, v: V) => r(v, undefined, {} as any);

describe('rulesResolver', () => {
  it('puts each failing rule key on its field, and passes the values when all pass', async () => {
    const resolver = rulesResolver<V>(() => ({
      username: (v) => (String(v).length < 6 ? 'validation.username' : null),
      confirm: (v, all) => (v === all.password ? null : 'validation.confirm'),
    }));
    const bad = await run(resolver, values);
    expect(bad.errors).toEqual({
      username: { type: 'rule', message: 'validation.username' },
      confirm: { type: 'rule', message: 'validation.confirm' },
    });
    expect(bad.values).toEqual({});
    const good = await run(resolver, { username: 'lucky88', password: 'x', confirm: 'x' });
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ username: 'lucky88', password: 'x', confirm: 'x' });
  });

  it('reads the rules at each validation (rules that follow the page state)', async () => {
    let strict = false;
    const resolver = rulesResolver<V>(() => (strict ? { password: () => 'validation.password' } : {}));
    expect((await run(resolver, values)).errors).toEqual({});
    strict = true;
    expect((await run(resolver, values)).errors).toHaveProperty('password');
  });
});

describe('mapServerError', () => {
  const base = { keyOf: (c: string) => `errors.${c}`, unknownKey: 'errors.unknown' };
  const err = (code: string, fields: Record<string, string> = {}) => ({ code, fields });

  it('sends a mapped code to its field and shows no form message', () => {
    expect(
      mapServerError(err('account.username_taken'), { ...base, codes: { 'account.username_taken': 'username' } }),
    ).toEqual({
      fields: { username: 'errors.account.username_taken' },
      formMessage: null,
    });
  });

  it('shows an unmapped code at form level', () => {
    expect(mapServerError(err('auth.locked'), { ...base, codes: { 'account.username_taken': 'username' } })).toEqual({
      fields: {},
      formMessage: 'errors.auth.locked',
    });
  });

  it('can also alert a mapped code', () => {
    const out = mapServerError(err('captcha.invalid'), {
      ...base,
      codes: { 'captcha.invalid': 'captcha' },
      alwaysAlert: true,
    });
    expect(out).toEqual({ fields: { captcha: 'errors.captcha.invalid' }, formMessage: 'errors.captcha.invalid' });
  });

  it('maps server field paths: body./data. dropped, renamed, validation keys kept, others generic', () => {
    const out = mapServerError(
      err('request.invalid', { 'body.mobileNum': 'validation.mobile', 'data.password': 'too_big', other: 'x' }),
      { ...base, fields: { mobileNum: 'mobile' }, known: ['mobile', 'password'] },
    );
    expect(out.fields).toEqual({ mobile: 'validation.mobile', password: 'errors.request.invalid' });
    expect(out.formMessage).toBe('errors.request.invalid');
  });

  it('answers the unknown key for a failure without a code', () => {
    expect(mapServerError(new Error('boom'), base)).toEqual({ fields: {}, formMessage: 'errors.unknown' });
    expect(mapServerError(undefined, base)).toEqual({ fields: {}, formMessage: 'errors.unknown' });
  });
});

describe('firstInDocument', () => {
  // Fake nodes: a position in the page; compareDocumentPosition answers PRECEDING (2) or FOLLOWING (4).
  const node = (at: number, isConnected = true) => ({
    at,
    isConnected,
    compareDocumentPosition: (other: Node) => ((other as unknown as { at: number }).at < at ? 2 : 4),
  });

  it('picks the earliest connected element, whatever the order given', () => {
    const a = node(1);
    const b = node(2);
    const c = node(3);
    expect(firstInDocument([c, a, b])).toBe(a);
    expect(firstInDocument([b, c])).toBe(b);
  });

  it('skips detached and missing elements', () => {
    const detached = node(0, false);
    const b = node(2);
    expect(firstInDocument([detached, undefined, null, b])).toBe(b);
    expect(firstInDocument([])).toBeUndefined();
  });
});

describe('messageParts', () => {
  it('reads a bare key or a key with values', () => {
    expect(messageParts('validation.required')).toEqual({ key: 'validation.required' });
    expect(messageParts({ key: 'accounts:register.ageRequired', values: { age: 18 } })).toEqual({
      key: 'accounts:register.ageRequired',
      values: { age: 18 },
    });
  });
});
