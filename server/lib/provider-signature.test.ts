import { describe, expect, it } from 'vitest';
import { signProviderBody, verifyProviderSignature } from './provider-signature';

// The worked example of docs/provider-wallet.md: if this changes, the document is wrong.
const BODY =
  '{"requestId":"req-1","playerToken":"Wv3o5kq0","currency":"CNY","gameCode":"lumen-golden-dragon","transactionId":"tx-1001","roundId":"round-77","amount":2500}';
const TS = '1795521600000';
const SIG = '0c2d348e0dad17891b2e1f22cdf749979ba4ad6698d0362db7de8685783ec5f6';

describe('provider signatures', () => {
  it('sign timestamp + "." + raw body with HMAC-SHA256, hex (the documented example)', () => {
    expect(signProviderBody('demo-secret', TS, BODY)).toBe(SIG);
  });

  const check = (over: Partial<Parameters<typeof verifyProviderSignature>[0]>) =>
    verifyProviderSignature({
      secret: 'demo-secret',
      timestamp: TS,
      signature: SIG,
      rawBody: BODY,
      now: new Date(Number(TS)),
      ...over,
    });

  it('accept the example, upper-case hex too, up to 5 minutes either way', () => {
    expect(check({})).toEqual({ ok: true });
    expect(check({ signature: SIG.toUpperCase() })).toEqual({ ok: true });
    expect(check({ now: new Date(Number(TS) + 300_000) })).toEqual({ ok: true });
    expect(check({ now: new Date(Number(TS) - 300_000) })).toEqual({ ok: true });
  });

  it('refuse a clock 5 minutes and 1 ms away, a missing header, a changed byte and another secret', () => {
    expect(check({ now: new Date(Number(TS) + 300_001) })).toEqual({ ok: false, reason: 'clock_skew' });
    expect(check({ now: new Date(Number(TS) - 300_001) })).toEqual({ ok: false, reason: 'clock_skew' });
    expect(check({ timestamp: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ signature: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ timestamp: '17955216e5' })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ rawBody: BODY.replace('2500', '2501') })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ secret: 'another' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ signature: 'zz' })).toEqual({ ok: false, reason: 'mismatch' });
  });
});
