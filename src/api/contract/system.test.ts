import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './envelope';
import { bannersQuerySchema, siteConfigSchema, statusCode, systemStatusSchema } from './system';
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
  customerService: [{ csType: 'LIVE_CHAT', title: 'Chat', url: 'https://example.com/chat' }],
  themeOverrides: { brandAccent: '#34d399' },
  notice: { paragraphs: ['a', 'b', 'c'] },
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
    ['two notice paragraphs', { notice: { paragraphs: ['a', 'b'] } }, 'notice'],
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
  });

  it('error codes are dotted lower-case identifiers', () => {
    expect(apiErrorSchema.safeParse({ code: 'request.invalid', message: 'x' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ code: 'Bad Code', message: 'x' }).success).toBe(false);
  });
});
