import { z } from 'zod';
import { sourceLanguage } from '../../i18n/languages';

/** A BCP 47 language tag as the site uses them: `en`, `zh-CN`. */
export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
  .describe('Language tag, e.g. en or zh-CN');

/**
 * Operator-written text in one or more languages, as stored. A plain string is the same text in
 * every language. A map holds one copy per language; it must include the brand's default language,
 * and every key must be one of the brand's languages (checked where the brand settings are checked).
 */
export const localizedTextSchema = (max: number) =>
  z.union([
    z.string().min(1).max(max),
    z.record(languageCodeSchema, z.string().min(1).max(max)).describe('Language tag -> text'),
  ]);
export type LocalizedText = string | Record<string, string>;

/**
 * The language to serve content in: the requested one when the brand offers it (case-insensitive),
 * else an offered language with the same primary subtag (`zh`, `zh-Hans` -> `zh-CN`; `en-GB` -> `en`),
 * else the brand's default. Never fails: an unknown language is not an error.
 */
export function resolveContentLanguage(
  requested: string | undefined,
  offered: readonly string[],
  defaultLanguage: string,
): string {
  if (!requested) return defaultLanguage;
  const wanted = requested.toLowerCase();
  const exact = offered.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  // Traditional Chinese (Taiwan, Hong Kong, Macau, Hant) reads zh-TW where the brand offers it.
  const traditional = /^zh[-_](tw|hk|mo|hant)\b/.test(wanted)
    ? offered.find((l) => l.toLowerCase() === 'zh-tw')
    : undefined;
  if (traditional) return traditional;
  const primary = wanted.split(/[-_]/)[0];
  return offered.find((l) => l.toLowerCase().split('-')[0] === primary) ?? defaultLanguage;
}

/**
 * Where a copy in the reader's language is missing, operator content (announcements, promotions, help
 * topics, names) is read in English when it has an English copy, else in the brand's default language
 * (issue 25): a Thai player on a Chinese-default brand reads the English copy rather than the Chinese.
 */
export const FALLBACK_LANGUAGE = sourceLanguage;

/** The copy of `copies` to show in `language`: its own, else English, else the default's, else the first. */
export function pickCopy<T>(
  copies: Readonly<Record<string, T>>,
  language: string,
  defaultLanguage: string,
): { value: T; language: string } | undefined {
  for (const lang of [language, FALLBACK_LANGUAGE, defaultLanguage]) {
    const value = copies[lang];
    if (value !== undefined) return { value, language: lang };
  }
  const first = Object.entries(copies)[0];
  return first ? { value: first[1], language: first[0] } : undefined;
}

/**
 * One stored text in `language`, falling back to the English copy, then the default language's.
 * Returns the text and the language it is actually in, so the client can mark a fallback with its own `lang`.
 */
export function localize(
  text: LocalizedText,
  language: string,
  defaultLanguage: string,
): { text: string; language: string } {
  if (typeof text === 'string') return { text, language: defaultLanguage };
  const picked = pickCopy(text, language, defaultLanguage);
  return picked ? { text: picked.value, language: picked.language } : { text: '', language: defaultLanguage };
}

/**
 * Problems with the localized texts of a brand: a map without the default language, or with a
 * language the brand does not offer (a typo such as `zh-cn` would otherwise never be served).
 */
export function localizedTextIssues(
  texts: { path: (string | number)[]; text: LocalizedText }[],
  languages: readonly string[],
  defaultLanguage: string,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const { path, text } of texts) {
    if (typeof text === 'string') continue;
    if (!(defaultLanguage in text)) {
      issues.push({ path, message: `needs a copy in the default language ${defaultLanguage}` });
    }
    for (const lang of Object.keys(text)) {
      if (!languages.includes(lang)) issues.push({ path: [...path, lang], message: `${lang} is not one of languages` });
    }
  }
  return issues;
}

/** The copy of `text` in `lang` for an editor: a plain string is the default language's copy. */
export function copyIn(text: LocalizedText, lang: string, defaultLanguage: string): string {
  if (typeof text === 'string') return lang === defaultLanguage ? text : '';
  return text[lang] ?? '';
}

/**
 * `text` with its copy in `lang` set to `value`, every other language's copy kept. An emptied copy
 * in another language is dropped (that language falls back to the default); the default's copy is
 * kept even when empty, so the form can say it is required.
 */
export function withCopy(text: LocalizedText, lang: string, value: string, defaultLanguage: string): LocalizedText {
  const copies: Record<string, string> = typeof text === 'string' ? { [defaultLanguage]: text } : { ...text };
  if (value === '' && lang !== defaultLanguage) delete copies[lang];
  else copies[lang] = value;
  const langs = Object.keys(copies);
  return langs.length === 1 && langs[0] === defaultLanguage ? copies[defaultLanguage]! : copies;
}
