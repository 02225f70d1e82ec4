import { describe, expect, it } from 'vitest';
import {
  ageOn,
  validateAge,
  validateAgeGate,
  validateBirthday,
  validateCaptcha,
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePassword,
  validatePaymentPassword,
  validateSmsCode,
  validateUsername,
} from './accountValidation';

describe('validateUsername (4-16 letters and digits, starting with a letter)', () => {
  it('accepts the boundaries', () => {
    expect(validateUsername('abcd')).toBeNull();
    expect(validateUsername(`a${'1'.repeat(15)}`)).toBeNull();
    expect(validateUsername('Demo1234')).toBeNull();
  });
  it('refuses one past each boundary, a leading digit and other characters', () => {
    expect(validateUsername('abc')).toBe('validation.username');
    expect(validateUsername(`a${'1'.repeat(16)}`)).toBe('validation.username');
    expect(validateUsername('1abcd')).toBe('validation.username');
    expect(validateUsername('ab_cd')).toBe('validation.username');
    expect(validateUsername('ab cd')).toBe('validation.username');
    expect(validateUsername('abcdé')).toBe('validation.username');
  });
  it('empty: required unless optional', () => {
    expect(validateUsername('')).toBe('validation.required');
    expect(validateUsername(undefined)).toBe('validation.required');
    expect(validateUsername('', { required: false })).toBeNull();
    expect(validateUsername(null, { required: false })).toBeNull();
  });
});

describe('validatePassword (6-20, a letter and a digit)', () => {
  it('accepts the boundaries', () => {
    expect(validatePassword('abc123')).toBeNull();
    expect(validatePassword(`a1${'x'.repeat(18)}`)).toBeNull();
    expect(validatePassword('P@ss w0rd')).toBeNull();
  });
  it('refuses too short, too long, letters only, digits only', () => {
    expect(validatePassword('abc12')).toBe('validation.password');
    expect(validatePassword(`a1${'x'.repeat(19)}`)).toBe('validation.password');
    expect(validatePassword('abcdefgh')).toBe('validation.password');
    expect(validatePassword('12345678')).toBe('validation.password');
    expect(validatePassword('')).toBe('validation.required');
  });
});

describe('validatePaymentPassword (6 digits)', () => {
  it('accepts exactly 6 digits only', () => {
    expect(validatePaymentPassword('123456')).toBeNull();
    expect(validatePaymentPassword('12345')).toBe('validation.paymentPassword');
    expect(validatePaymentPassword('1234567')).toBe('validation.paymentPassword');
    expect(validatePaymentPassword('12345a')).toBe('validation.paymentPassword');
  });
});

describe('validateMobile (digits only, max 20, min from the rules)', () => {
  it('max 20: 20 passes, 21 fails', () => {
    expect(validateMobile('1'.repeat(20))).toBeNull();
    expect(validateMobile('1'.repeat(21))).toBe('validation.mobile');
  });
  it('min from the registration rules, default 6', () => {
    expect(validateMobile('12345')).toBe('validation.mobile');
    expect(validateMobile('123456')).toBeNull();
    expect(validateMobile('1380013800', { minLength: 11 })).toBe('validation.mobile');
    expect(validateMobile('13800138000', { minLength: 11 })).toBeNull();
  });
  it('digits only: no +, spaces, dashes or letters', () => {
    expect(validateMobile('+8613800138000')).toBe('validation.mobile');
    expect(validateMobile('138 0013 8000')).toBe('validation.mobile');
    expect(validateMobile('138-0013-8000')).toBe('validation.mobile');
    expect(validateMobile('13800x38000')).toBe('validation.mobile');
    expect(validateMobile('')).toBe('validation.required');
    expect(validateMobile('', { required: false })).toBeNull();
  });
});

describe('validateSmsCode (numeric, max 10)', () => {
  it('1 to 10 digits pass; 11 fails; non-digits fail', () => {
    expect(validateSmsCode('1')).toBeNull();
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('1'.repeat(10))).toBeNull();
    expect(validateSmsCode('1'.repeat(11))).toBe('validation.smsCode');
    expect(validateSmsCode('12a456')).toBe('validation.smsCode');
    expect(validateSmsCode(' 123456')).toBe('validation.smsCode');
    expect(validateSmsCode('')).toBe('validation.required');
  });
});

describe('validateCaptcha (numeric, exactly 6)', () => {
  it('6 digits pass; 5 and 7 fail; letters fail', () => {
    expect(validateCaptcha('012345')).toBeNull();
    expect(validateCaptcha('12345')).toBe('validation.captcha');
    expect(validateCaptcha('1234567')).toBe('validation.captcha');
    expect(validateCaptcha('12345a')).toBe('validation.captcha');
    expect(validateCaptcha('')).toBe('validation.required');
  });
});

describe('validateEmail (trimmed, basic pattern, max 100)', () => {
  it('accepts a basic address and trims around it', () => {
    expect(validateEmail('player@example.com')).toBeNull();
    expect(validateEmail('  player@example.com  ')).toBeNull();
    expect(validateEmail('a.b+c@mail.example.co.uk')).toBeNull();
  });
  it('refuses what is not an address', () => {
    for (const bad of ['player', 'player@', '@example.com', 'player@example', 'pl ayer@example.com', 'a@b@c.com']) {
      expect(validateEmail(bad)).toBe('validation.email');
    }
  });
  it('max 100 after trimming: 100 passes, 101 fails', () => {
    const at100 = `${'a'.repeat(100 - '@example.com'.length)}@example.com`;
    expect(at100).toHaveLength(100);
    expect(validateEmail(at100)).toBeNull();
    expect(validateEmail(`  ${at100}  `)).toBeNull();
    expect(validateEmail(`a${at100}`)).toBe('validation.email');
  });
  it('blank is empty', () => {
    expect(validateEmail('   ')).toBe('validation.required');
    expect(validateEmail('   ', { required: false })).toBeNull();
  });
});

describe('validateConfirm', () => {
  it('must be present and equal', () => {
    expect(validateConfirm('abc123', 'abc123')).toBeNull();
    expect(validateConfirm('abc123', 'abc124')).toBe('validation.confirmMismatch');
    expect(validateConfirm('abc123', '')).toBe('validation.required');
  });
});

describe('birthday and age', () => {
  const now = new Date(Date.UTC(2026, 5, 15));
  it('YYYY-MM-DD from 1900 to the end of the current year, real dates only', () => {
    expect(validateBirthday('1900-01-01', { now })).toBeNull();
    expect(validateBirthday('2026-12-31', { now })).toBeNull();
    expect(validateBirthday('1899-12-31', { now })).toBe('validation.birthday');
    expect(validateBirthday('2027-01-01', { now })).toBe('validation.birthday');
    expect(validateBirthday('2001-02-29', { now })).toBe('validation.birthday');
    expect(validateBirthday('2000-2-1', { now })).toBe('validation.birthday');
  });
  it('age limit: 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-06-15', now)).toBe(18);
    expect(ageOn('2008-06-16', now)).toBe(17);
    expect(validateAge('2008-06-15', 18, now)).toBeNull();
    expect(validateAge('2008-06-16', 18, now)).toBe('validation.age');
    expect(validateAge('2008-06-15', 21, now)).toBe('validation.age');
  });
});

describe('the age gate (issue 19)', () => {
  it('validateAgeGate: required, a real date, and of age on the day given', () => {
    const today = new Date('2026-06-15T00:00:00Z');
    expect(validateAgeGate(undefined, 18, today)).toBe('validation.required');
    expect(validateAgeGate('', 18, today)).toBe('validation.required');
    expect(validateAgeGate('2008-02-30', 18, today)).toBe('validation.birthday');
    expect(validateAgeGate('1899-12-31', 18, today)).toBe('validation.birthday');
    expect(validateAgeGate('2008-06-16', 18, today)).toBe('validation.age');
    expect(validateAgeGate('2008-06-15', 18, today)).toBeNull();
    expect(validateAgeGate('2005-06-16', 21, today)).toBe('validation.age');
    expect(validateAgeGate('2005-06-15', 21, today)).toBeNull();
  });
});
