import { describe, expect, it } from 'vitest';
import { newRequestId, parseStaffAmount } from './staffAmount';

describe('parseStaffAmount', () => {
  it('turns major units into minor units exactly, with string arithmetic', () => {
    expect(parseStaffAmount('12.34', 2)).toEqual({ ok: true, minor: 1234 });
    expect(parseStaffAmount('100', 2)).toEqual({ ok: true, minor: 10000 });
    expect(parseStaffAmount('0.1', 2)).toEqual({ ok: true, minor: 10 });
    expect(parseStaffAmount('.5', 2)).toEqual({ ok: true, minor: 50 });
    expect(parseStaffAmount('7.', 2)).toEqual({ ok: true, minor: 700 });
    expect(parseStaffAmount(' 1,000.25 ', 2)).toEqual({ ok: true, minor: 100025 });
    expect(parseStaffAmount('0.29', 2)).toEqual({ ok: true, minor: 29 }); // 0.29 * 100 is 28.999… as a float
    expect(parseStaffAmount('1.005', 3)).toEqual({ ok: true, minor: 1005 });
    expect(parseStaffAmount('500', 0)).toEqual({ ok: true, minor: 500 });
  });

  it('refuses more decimals than the currency has, never rounding', () => {
    expect(parseStaffAmount('12.345', 2)).toEqual({ ok: false, error: 'decimals' });
    expect(parseStaffAmount('1.5', 0)).toEqual({ ok: false, error: 'decimals' });
  });

  it('refuses what is not a positive amount', () => {
    expect(parseStaffAmount('', 2)).toEqual({ ok: false, error: 'required' });
    expect(parseStaffAmount('   ', 2)).toEqual({ ok: false, error: 'required' });
    for (const bad of ['-5', '1e3', 'abc', '1.2.3', '.', '+5', '0x10', '١٢']) {
      expect(parseStaffAmount(bad, 2), bad).toEqual({ ok: false, error: 'format' });
    }
    expect(parseStaffAmount('0', 2)).toEqual({ ok: false, error: 'positive' });
    expect(parseStaffAmount('0.00', 2)).toEqual({ ok: false, error: 'positive' });
    expect(parseStaffAmount('90071992547409.92', 2)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseStaffAmount('90071992547409.91', 2)).toEqual({ ok: true, minor: Number.MAX_SAFE_INTEGER });
  });
});

describe('newRequestId', () => {
  it('makes a fresh uuid v4 each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
