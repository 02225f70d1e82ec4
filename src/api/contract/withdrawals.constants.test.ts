import { describe, expect, it } from 'vitest';
import { BANKS, bankName, banksFor } from './withdrawals.constants';

describe('banks per currency', () => {
  it('gives every bank a code, an English and a Chinese name, none repeated', () => {
    for (const [currency, banks] of Object.entries(BANKS)) {
      expect(banks.length, currency).toBeGreaterThan(0);
      for (const key of ['code', 'en', 'zh-CN'] as const) {
        const values = banks.map((b) => (key === 'code' ? b.code : b.name[key]));
        expect(new Set(values).size, `${currency} ${key}`).toBe(banks.length);
      }
      for (const b of banks) {
        expect(b.name.en).toMatch(/^[A-Za-z][A-Za-z .&'-]+$/);
        // Chinese names are written in Han characters, not the English name again.
        expect(b.name['zh-CN']).toMatch(/^\p{Script=Han}+$/u);
      }
    }
  });

  it("names a bank in the reader's language: Chinese for any zh, English otherwise", () => {
    expect(bankName('CMB', 'zh-CN')).toBe('招商银行');
    expect(bankName('ICBC', 'zh')).toBe('中国工商银行');
    expect(bankName('CMB', 'en')).toBe('China Merchants Bank');
    expect(bankName('CMB', 'th')).toBe('China Merchants Bank');
    expect(bankName('NOPE', 'zh-CN')).toBe('NOPE');
  });

  it("offers the brand currency's list, and none for a currency without one", () => {
    expect(banksFor('CNY').map((b) => b.code)).toContain('CMB');
    expect(banksFor('XXX')).toEqual([]);
  });
});
