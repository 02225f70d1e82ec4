import { describe, expect, it } from 'vitest';
import { availableLanguages, directionOf, resolveLanguage, switcherLanguages } from './languages';

describe('languages', () => {
  it('offers English, both Chinese scripts and the six languages of issue 25', () => {
    expect(availableLanguages.map((l) => l.code)).toEqual([
      'en',
      'zh-CN',
      'zh-TW',
      'th',
      'vi',
      'id',
      'pt-BR',
      'hi',
      'ur',
    ]);
  });
  it('lists in the switcher only what the brand enables and the app has complete, in the app order', () => {
    const codes = (b?: string[]) => switcherLanguages(b).map((l) => l.code);
    expect(codes(['th', 'en', 'ja', 'ur'])).toEqual(['en', 'th', 'ur']);
    expect(codes(['ja', 'ko'])).toEqual(['en']);
    expect(codes(undefined)).toHaveLength(availableLanguages.length);
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
    expect(resolveLanguage('zh-HK')).toBe('zh-TW');
    expect(resolveLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(resolveLanguage('zh_TW')).toBe('zh-TW');
    expect(resolveLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(resolveLanguage('pt-PT')).toBe('pt-BR');
    expect(resolveLanguage('pt-br')).toBe('pt-BR');
    expect(resolveLanguage('ur-PK')).toBe('ur');
    expect(resolveLanguage('hi-IN')).toBe('hi');
    expect(resolveLanguage(null)).toBe('en');
  });
});
