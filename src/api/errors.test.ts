import { describe, expect, it } from 'vitest';
import { ApiError, errorKey, isAccountRefused, toApiError } from './errors';

describe('ApiError mapping', () => {
  it('reads the server envelope', () => {
    const e = toApiError(400, { code: 'request.invalid', message: 'Bad', fields: { group: 'Invalid' } });
    expect(e).toBeInstanceOf(ApiError);
    expect([e.status, e.code, e.message, e.fields]).toEqual([400, 'request.invalid', 'Bad', { group: 'Invalid' }]);
  });
  it('maps a response without an envelope to unknown', () => {
    expect(toApiError(502, '<html>').code).toBe('unknown');
  });
  it('maps a timeout to the slow-connection code', () => {
    const cause = Object.assign(new Error('t'), { name: 'TimeoutError' });
    expect(toApiError(undefined, undefined, cause).code).toBe('network.slow');
  });
  it('builds stable i18n keys', () => expect(errorKey('system.maintenance')).toBe('errors.system.maintenance'));
});

describe('isAccountRefused', () => {
  it('is true for the free-play and real-account refusals only', () => {
    expect(isAccountRefused(new ApiError(403, 'auth.trial_refused', 'x'))).toBe(true);
    expect(isAccountRefused(new ApiError(403, 'auth.real_account_required', 'x'))).toBe(true);
    expect(isAccountRefused(new ApiError(500, 'unknown', 'x'))).toBe(false);
    expect(isAccountRefused(new Error('auth.trial_refused'))).toBe(false);
    expect(isAccountRefused(undefined)).toBe(false);
  });
});
