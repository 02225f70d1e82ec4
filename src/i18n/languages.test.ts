import { describe, expect, it } from 'vitest';
import { availableLanguages, directionOf, resolveLanguage } from './languages';

describe('languages', () => {
  it('offers English and Simplified Chinese', () => {
    expect(availableLanguages.map((l) => l.code)).toEqual(['en', 'zh-CN']);
  });
  it('sets rtl for right-to-left scripts', () => {
    for (const c of ['ar', 'he', 'fa', 'ur', 'ur-PK', 'AR_eg']) expect(directionOf(c)).toBe('rtl');
    for (const c of ['en', 'zh-CN', 'th', 'vi']) expect(directionOf(c)).toBe('ltr');
  });
  it('resolves stored or browser languages to an available one', () => {
    expect(resolveLanguage('zh-CN')).toBe('zh-CN');
    expect(resolveLanguage('zh')).toBe('zh-CN');
    expect(resolveLanguage('en-GB')).toBe('en');
    expect(resolveLanguage('xx')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
  });
});
