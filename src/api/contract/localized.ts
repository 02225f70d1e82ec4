import { z } from 'zod';

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
  const primary = wanted.split('-')[0];
  return offered.find((l) => l.toLowerCase().split('-')[0] === primary) ?? defaultLanguage;
}

/**
 * One stored text in `language`, falling back to the default language's copy. Returns the text and
 * the language it is actually in, so the client can mark a fallback with its own `lang`.
 */
export function localize(
  text: LocalizedText,
  language: string,
  defaultLanguage: string,
): { text: string; language: string } {
  if (typeof text === 'string') return { text, language: defaultLanguage };
  const own = text[language];
  if (own !== undefined) return { text: own, language };
  const fallback = text[defaultLanguage];
  if (fallback !== undefined) return { text: fallback, language: defaultLanguage };
  // Unreachable for validated settings (the default copy is required); keep the first copy rather than fail.
  const [lang, first] = Object.entries(text)[0] ?? [defaultLanguage, ''];
  return { text: first, language: lang };
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
