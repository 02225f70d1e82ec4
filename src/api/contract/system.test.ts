import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './envelope';
import { localize, resolveContentLanguage } from './localized';
import { webManifestSchema } from './pwa';
import {
  bannersQuerySchema,
  brandSettingsSchema,
  langQuerySchema,
  siteConfigSchema,
  statusCode,
  systemStatusSchema,
} from './system';
import { MENU_KEYS } from './whitelabel';

describe('statusCode', () => {
  it.each([
    { maintenance: false, regionRestricted: false, expected: 0 },
    { maintenance: true, regionRestricted: false, expected: 1 },
    { maintenance: false, regionRestricted: true, expected: 2 },
    { maintenance: true, regionRestricted: true, expected: 1 },
  ])('maintenance=$maintenance, regionRestricted=$regionRestricted -> $expected', ({ expected, ...input }) => {
    expect(statusCode(input)).toBe(expected);
  });
});

const validConfig = {
  brand: 'aurum',
  siteName: 'Aurum Play',
  contentLanguage: 'zh-CN',
  currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
  defaultLanguage: 'en',
  languages: ['en', 'zh-CN'],
  whitelabel: Object.fromEntries(MENU_KEYS.map((k) => [k, true])),
  features: {
    smsLogin: true,
    facebookLogin: false,
    googleLogin: false,
    liveChat: true,
    mobileRegistration: true,
    usernameRegistration: true,
    referral: true,
    vip: true,
    dividend: false,
  },
  downloads: { IOS: 'https://example.com/ios' },
  social: { TELEGRAM: 'https://example.com/t' },
  customerService: [{ csType: 'LIVE_CHAT', title: 'Chat', titleLanguage: 'en', url: 'https://example.com/chat' }],
  themeOverrides: { brandAccent: '#34d399' },
  notice: { paragraphs: ['a', 'b', 'c'], paragraphLanguages: ['zh-CN', 'en', 'zh-CN'] },
  ageLimit: 18,
};

describe('siteConfigSchema', () => {
  it('accepts a complete config', () => {
    expect(siteConfigSchema.safeParse(validConfig).success).toBe(true);
  });

  it.each([
    ['a non-hex accent', { themeOverrides: { brandAccent: 'gold' } }, 'themeOverrides'],
    ['an unknown override key', { themeOverrides: { page: '#000' } }, 'themeOverrides'],
    ['a javascript: link', { social: { TELEGRAM: 'javascript:alert(1)' } }, 'social'],
    ['an unknown social type', { social: { MYSPACE: 'https://example.com' } }, 'social'],
    ['a missing menu key', { whitelabel: { deposit: true } }, 'whitelabel'],
    ['two notice paragraphs', { notice: { paragraphs: ['a', 'b'], paragraphLanguages: ['en', 'en'] } }, 'notice'],
    ['a content language not offered', { contentLanguage: 'fr' }, 'contentLanguage'],
    ['a default language not offered', { defaultLanguage: 'fr' }, 'defaultLanguage'],
    ['an age limit of 16', { ageLimit: 16 }, 'ageLimit'],
  ])('rejects %s', (_name, patch, path) => {
    const result = siteConfigSchema.safeParse({ ...validConfig, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(path);
  });
});

describe('other contract schemas', () => {
  it('status allows a null country and only 0, 1, 2', () => {
    const s = { status: 0, maintenance: false, regionRestriction: false, location: { ip: '::1', country: null } };
    expect(systemStatusSchema.safeParse(s).success).toBe(true);
    expect(systemStatusSchema.safeParse({ ...s, status: 3 }).success).toBe(false);
  });

  it('banner groups are a closed list', () => {
    expect(bannersQuerySchema.safeParse({ group: 'm_home' }).success).toBe(true);
    expect(bannersQuerySchema.safeParse({ group: 'm_other' }).success).toBe(false);
    expect(bannersQuerySchema.safeParse({ group: 'm_home', lang: 'zh-CN' }).success).toBe(true);
  });

  it('lang is optional but must be a language tag', () => {
    expect(langQuerySchema.safeParse({}).success).toBe(true);
    expect(langQuerySchema.safeParse({ lang: 'fr' }).success).toBe(true);
    expect(langQuerySchema.safeParse({ lang: 'zh_CN' }).success).toBe(false);
    expect(langQuerySchema.safeParse({ lang: '<b>' }).success).toBe(false);
  });

  it('the manifest schema accepts a minimal manifest and rejects a non-hex theme colour', () => {
    const m = {
      id: '/',
      name: 'Aurum Play',
      short_name: 'Aurum',
      description: 'Aurum Play on your phone',
      lang: 'en',
      start_url: '/m/home',
      scope: '/',
      display: 'standalone',
      background_color: '#000000',
      theme_color: '#111111',
      icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    };
    expect(webManifestSchema.safeParse(m).success).toBe(true);
    expect(webManifestSchema.safeParse({ ...m, theme_color: 'gold' }).success).toBe(false);
    expect(webManifestSchema.safeParse({ ...m, start_url: 'https://evil.example/' }).success).toBe(false);
    // Chrome's richer install dialog needs the description; screenshots are PNGs with their pixel size.
    const { description: _d, ...noDescription } = m;
    expect(webManifestSchema.safeParse(noDescription).success).toBe(false);
    const shot = {
      src: '/app-screenshots/aurum-1.png',
      sizes: '824x1678',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Home',
    };
    expect(webManifestSchema.safeParse({ ...m, screenshots: [shot] }).success).toBe(true);
    expect(webManifestSchema.safeParse({ ...m, screenshots: [{ ...shot, sizes: 'any' }] }).success).toBe(false);
  });

  it('error codes are dotted lower-case identifiers', () => {
    expect(apiErrorSchema.safeParse({ code: 'request.invalid', message: 'x' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ code: 'Bad Code', message: 'x' }).success).toBe(false);
  });
});

describe('localized operator text', () => {
  const offered = ['en', 'zh-CN'];

  it.each([
    [undefined, 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['en-GB', 'en'],
    ['fr', 'en'],
  ])('resolveContentLanguage(%s) -> %s', (requested, expected) => {
    expect(resolveContentLanguage(requested, offered, 'en')).toBe(expected);
  });

  it('localize falls back to the default copy and says so', () => {
    expect(localize('Same', 'zh-CN', 'en')).toEqual({ text: 'Same', language: 'en' });
    expect(localize({ en: 'Hi', 'zh-CN': '你好' }, 'zh-CN', 'en')).toEqual({ text: '你好', language: 'zh-CN' });
    expect(localize({ en: 'Hi' }, 'zh-CN', 'en')).toEqual({ text: 'Hi', language: 'en' });
  });

  const settings = {
    ...Object.fromEntries(
      Object.entries(validConfig).filter(([k]) => !['brand', 'siteName', 'contentLanguage'].includes(k)),
    ),
    customerService: [{ csType: 'LIVE_CHAT', title: { en: 'Chat', 'zh-CN': '客服' }, url: 'https://example.com/c' }],
    notice: { paragraphs: [{ en: 'a', 'zh-CN': '甲' }, 'b', { en: 'c' }] },
  };

  it('stored settings take plain strings or per-language copies', () => {
    expect(brandSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it.each([
    ['a copy without the default language', { paragraphs: [{ 'zh-CN': '甲' }, 'b', 'c'] }, ['notice', 'paragraphs', 0]],
    ['a language not offered', { paragraphs: ['a', { en: 'b', fr: 'b' }, 'c'] }, ['notice', 'paragraphs', 1, 'fr']],
    ['an empty copy', { paragraphs: ['a', 'b', { en: '' }] }, ['notice', 'paragraphs', 2]],
  ])('stored settings reject %s', (_name, notice, path) => {
    const result = brandSettingsSchema.safeParse({ ...settings, notice });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.some((i) => JSON.stringify(i.path.slice(0, path.length)) === JSON.stringify(path)),
    ).toBe(true);
  });
});
