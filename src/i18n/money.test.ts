import { describe, expect, it } from 'vitest';
import { formatMinor, MASK } from '../../design-system/Money/Money.format';
import { availableLanguages } from './languages';

describe('the balance rule in every language of the switcher (issue 25: Intl per locale)', () => {
  // A balance of 1,234,567.89 units: grouped the locale's way, never a decimal, never rounded up.
  const grouped: Record<string, string> = {
    en: '1,234,567',
    'zh-CN': '1,234,567',
    'zh-TW': '1,234,567',
    th: '1,234,567',
    vi: '1.234.567',
    id: '1.234.567',
    'pt-BR': '1.234.567',
    hi: '12,34,567',
    ur: '1,234,567',
  };
  it('has an expectation for each language', () => {
    expect(Object.keys(grouped).sort()).toEqual(availableLanguages.map((l) => l.code).sort());
  });
  it.each(Object.entries(grouped))('%s: %s, with its cents on request, and masked as the mask', (lang, whole) => {
    expect(formatMinor(123456789, 2, lang)).toBe(whole);
    const cents = formatMinor(123456789, 2, lang, { decimals: 2 });
    expect(cents.slice(0, whole.length)).toBe(whole);
    expect(cents).toMatch(/[.,]89$/);
    expect(formatMinor(123456789, 2, lang, { masked: true })).toBe(MASK);
  });
});
