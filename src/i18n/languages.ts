import { RTL_PRIMARY_TAGS } from '../../themes/direction';

/**
 * Languages. The spec offers about 40 codes; the switcher lists only those whose translations exist.
 * English is the source language.
 */
export const sourceLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Languages with complete translations, in switcher order, with their own names (not translated). */
export const availableLanguages = [
  { code: 'en', nativeName: 'English' },
  { code: 'zh-CN', nativeName: '简体中文' },
  { code: 'zh-TW', nativeName: '繁體中文' },
  { code: 'th', nativeName: 'ไทย' },
  { code: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'hi', nativeName: 'हिन्दी' },
  { code: 'ur', nativeName: 'اردو' },
] as const;

/**
 * The back office's strings (the `admin` namespace) are for staff, in the staff languages only; a
 * player language without them shows the back office in English (ADR 0035).
 */
export const ADMIN_NAMESPACE = 'admin';
export const adminLanguages = ['en', 'zh-CN'] as const;

export type LanguageCode = (typeof availableLanguages)[number]['code'];

export { RTL_PRIMARY_TAGS };

const RTL = new Set<string>(RTL_PRIMARY_TAGS);

/** Right-to-left scripts set dir="rtl". Matches on the primary subtag: `ur-PK` is RTL. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  const primary = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL.has(primary) ? 'rtl' : 'ltr';
}

export function isAvailableLanguage(code: unknown): code is LanguageCode {
  return availableLanguages.some((l) => l.code === code);
}

/** Chinese in Traditional script: Taiwan, Hong Kong, Macau, or tagged Hant. */
const TRADITIONAL_CHINESE = /^zh[-_](tw|hk|mo|hant)\b/i;

/**
 * Best available language for a stored or browser value: exact (any case), then Traditional Chinese
 * for zh-TW/zh-HK/zh-MO/zh-Hant, then the primary subtag (`pt-PT` is pt-BR, `th-TH` is th), else English.
 */
export function resolveLanguage(wanted: string | null | undefined): LanguageCode {
  if (!wanted) return sourceLanguage;
  if (isAvailableLanguage(wanted)) return wanted;
  const exact = availableLanguages.find((l) => l.code.toLowerCase() === wanted.toLowerCase().replace('_', '-'));
  if (exact) return exact.code;
  if (TRADITIONAL_CHINESE.test(wanted)) return 'zh-TW';
  const primary = wanted.toLowerCase().split(/[-_]/)[0];
  const hit = availableLanguages.find((l) => l.code.toLowerCase().split('-')[0] === primary);
  return hit ? hit.code : sourceLanguage;
}

/**
 * The languages a brand's switcher lists: those the brand enables (its `languages`, in the app's
 * order) that are complete here. A brand that enables none of them still gets English.
 */
export function switcherLanguages(brandLanguages: readonly string[] | undefined) {
  if (!brandLanguages) return [...availableLanguages];
  const offered = availableLanguages.filter((l) => brandLanguages.includes(l.code));
  return offered.length > 0 ? offered : availableLanguages.filter((l) => l.code === sourceLanguage);
}
