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
] as const;

/**
 * The back office's strings (the `admin` namespace) are for staff, in the staff languages only; a
 * player language without them shows the back office in English (ADR 0035).
 */
export const ADMIN_NAMESPACE = 'admin';
export const adminLanguages = ['en', 'zh-CN'] as const;

export type LanguageCode = (typeof availableLanguages)[number]['code'];

const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** Right-to-left scripts set dir="rtl". Matches on the primary subtag: `ur-PK` is RTL. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  const primary = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL.has(primary) ? 'rtl' : 'ltr';
}

export function isAvailableLanguage(code: unknown): code is LanguageCode {
  return availableLanguages.some((l) => l.code === code);
}

/** Best available language for a stored or browser value: exact, then primary subtag, else English. */
export function resolveLanguage(wanted: string | null | undefined): LanguageCode {
  if (!wanted) return sourceLanguage;
  if (isAvailableLanguage(wanted)) return wanted;
  const primary = wanted.toLowerCase().split(/[-_]/)[0];
  const hit = availableLanguages.find((l) => l.code.toLowerCase().split('-')[0] === primary);
  return hit ? hit.code : sourceLanguage;
}
