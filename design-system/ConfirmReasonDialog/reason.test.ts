import { describe, expect, it } from 'vitest';
import { checkReason, reasonLength } from './reason';

describe('checkReason', () => {
  it('refuses an empty or blank reason', () => {
    expect(checkReason('')).toBe('required');
    expect(checkReason('   \n ')).toBe('required');
  });
  it('refuses a reason shorter than the minimum, counted without surrounding spaces', () => {
    expect(checkReason('  ab  ', 3)).toBe('tooShort');
    expect(checkReason('abc', 3)).toBeNull();
  });
  it('accepts any present reason by default', () => expect(checkReason('x')).toBeNull());
});

describe('reasonLength', () => {
  it('counts as maxLength and the server do (UTF-16 units)', () => {
    expect(reasonLength('退款')).toBe(2);
    expect(reasonLength('👍a')).toBe(3);
  });
});
