import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS, digitsOnly, resendAt, retryAtOf, sendErrorKey } from './codeLogic';

describe('resendAt', () => {
  const now = 1_000_000;
  it('uses the 60 s resend interval when the send answers nothing', () => {
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(resendAt(undefined, now)).toBe(now + 60_000);
    expect(resendAt(undefined, now, 5)).toBe(now + 5_000);
  });
  it('uses the timestamp the send answered', () => {
    expect(resendAt(now + 42_000, now)).toBe(now + 42_000);
  });
  it('runs no countdown when the send answered null (nothing sent)', () => {
    expect(resendAt(null, now)).toBeNull();
  });
  it('ignores a broken timestamp', () => {
    expect(resendAt(Number.NaN, now)).toBe(now + 60_000);
  });
});

describe('retryAtOf', () => {
  it('reads a numeric retryAt', () => {
    expect(retryAtOf({ code: 'sms.too_soon', retryAt: 123 })).toBe(123);
  });
  it('is null otherwise', () => {
    expect(retryAtOf({ code: 'sms.too_soon' })).toBeNull();
    expect(retryAtOf({ retryAt: 'soon' })).toBeNull();
    expect(retryAtOf(new Error('x'))).toBeNull();
    expect(retryAtOf(null)).toBeNull();
  });
});

describe('sendErrorKey', () => {
  it('is the code key, or unknown', () => {
    expect(sendErrorKey({ code: 'sms.too_soon' })).toBe('errors.sms.too_soon');
    expect(sendErrorKey(new Error('boom'))).toBe('errors.unknown');
    expect(sendErrorKey({ code: '' })).toBe('errors.unknown');
  });
});

describe('digitsOnly', () => {
  it('drops everything but digits', () => {
    expect(digitsOnly(' 12a3-4 ')).toBe('1234');
  });
});
