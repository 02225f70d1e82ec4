import { describe, expect, it } from 'vitest';
import type { RegisterRules } from '../../src/api/contract/accounts';
import { fieldRule, type RegisterValues, registerFieldRules } from './registerRules';

/** A brand's rules with the birthday switched off in its settings (as brands had it before issue 19). */
const rules = (ageLimit: number): RegisterRules => ({
  methods: ['username'],
  defaultMethod: 'username',
  fields: {
    birthday: { enabled: false, required: false },
    captcha: { enabled: true, required: true },
  } as RegisterRules['fields'],
  ageLimit,
  mobileMinLength: 7,
  countryDialingCodes: ['+86'],
  jackpot: { min: 0, max: 0 },
});

const year = new Date().getUTCFullYear();
const birthdayRule = (ageLimit: number) => {
  const rule = registerFieldRules(rules(ageLimit), 'username', false).birthday;
  if (!rule) throw new Error('the form has no birthday rule');
  return (v: string) => rule(v, {} as RegisterValues);
};

describe('the registration form: the age gate (issue 19)', () => {
  it('always shows the birthday as required, whatever the brand settings say', () => {
    expect(fieldRule(rules(18), 'birthday')).toEqual({ enabled: true, required: true });
  });

  it('a missing birthday is required; one outside 1900 to the end of this year is not valid', () => {
    const check = birthdayRule(18);
    expect(check('')).toBe('validation.required');
    expect(check('1899-12-31')).toBe('validation.birthday');
    expect(check(`${year + 1}-01-01`)).toBe('validation.birthday');
    expect(check('2000-02-30')).toBe('validation.birthday');
  });

  it('checks the age against the brand limit: 18, or 21', () => {
    expect(birthdayRule(18)('1990-01-01')).toBeNull();
    expect(birthdayRule(18)(`${year - 17}-01-01`)).toBe('validation.age');
    expect(birthdayRule(21)(`${year - 19}-01-01`)).toBe('validation.age');
    expect(birthdayRule(21)(`${year - 22}-01-01`)).toBeNull();
  });
});
