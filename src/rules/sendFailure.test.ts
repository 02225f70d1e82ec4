import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { sendFailsOnField } from './sendFailure';

const CODES = { 'sms.code_invalid': 'verificationCode', 'account.mobile_taken': 'mobileNum' };

describe('sendFailsOnField', () => {
  it('puts a mapped code on its field', () => {
    expect(sendFailsOnField(new ApiError(409, 'account.mobile_taken', 'taken'), CODES)).toBe(true);
  });
  it('puts per-field messages on their fields', () => {
    const err = new ApiError(400, 'request.invalid', 'bad', { 'body.mobileNum': 'validation.mobile' });
    expect(sendFailsOnField(err, CODES)).toBe(true);
  });
  it('leaves a "too soon", a rate limit or a network failure to the code field', () => {
    expect(sendFailsOnField(new ApiError(429, 'sms.too_soon', 'soon', {}, false, 1), CODES)).toBe(false);
    expect(sendFailsOnField(new ApiError(429, 'rate.limited', 'slow'), CODES)).toBe(false);
    expect(sendFailsOnField(new TypeError('offline'), CODES)).toBe(false);
    expect(sendFailsOnField(null, CODES)).toBe(false);
  });
});
