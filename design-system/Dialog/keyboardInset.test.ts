import { describe, expect, it } from 'vitest';
import { keyboardInsetOf } from './keyboardInset';

describe('keyboardInsetOf', () => {
  it('is 0 without a keyboard', () => expect(keyboardInsetOf(844, 844, 0)).toBe(0));
  it('is the height the keyboard covers', () => expect(keyboardInsetOf(844, 508, 0)).toBe(336));
  it('accounts for a visual viewport scrolled down', () => expect(keyboardInsetOf(844, 508, 100)).toBe(236));
  it('never goes below 0 (pinch-zoom, rounding)', () => expect(keyboardInsetOf(844, 900, 0)).toBe(0));
  it('rounds fractional pixels', () => expect(keyboardInsetOf(844, 507.6, 0)).toBe(336));
});
