import { describe, expect, it } from 'vitest';
import { resetMethods } from './passwordReset';

describe('forgot-password methods (spec §2)', () => {
  it('offers the phone switch only when both settings are on, e-mail first', () => {
    expect(resetMethods({ byPhone: true, byMail: true })).toEqual({ methods: ['email', 'phone'], initial: 'email' });
  });
  it('defaults to phone when only the phone setting is on', () => {
    expect(resetMethods({ byPhone: true, byMail: false })).toEqual({ methods: ['phone'], initial: 'phone' });
  });
  it('defaults to e-mail otherwise', () => {
    expect(resetMethods({ byPhone: false, byMail: true })).toEqual({ methods: ['email'], initial: 'email' });
    expect(resetMethods({ byPhone: false, byMail: false })).toEqual({ methods: ['email'], initial: 'email' });
  });
  it('treats absent settings as both on', () => {
    expect(resetMethods()).toEqual({ methods: ['email', 'phone'], initial: 'email' });
  });
});
