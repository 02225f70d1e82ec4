import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('shows small counts in full', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps above 99 at "99+"', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(1000)).toBe('99+');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('99+');
  });

  it('honours a custom cap', () => {
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });

  it('drops fractions', () => {
    expect(formatBadgeCount(3.7)).toBe('3');
  });

  it('returns null for values that are not counts', () => {
    expect(formatBadgeCount(-1)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });
});
