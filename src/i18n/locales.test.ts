import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACE, adminLanguages, availableLanguages, sourceLanguage } from './languages';

/**
 * Every language the switcher lists is complete: the same keys as English in every player namespace
 * (the back office's `admin` namespace in the staff languages), every message valid ICU with the same
 * arguments as the English, plural branches the language's own, and nothing left in English.
 */
const dir = join(import.meta.dirname, 'locales');
type Tree = { [key: string]: string | Tree };
const flatten = (o: Tree, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[prefix ? `${prefix}.${k}` : k, v] as [string, string]]
      : flatten(v, prefix ? `${prefix}.${k}` : k),
  );
const load = (lang: string, file: string): Map<string, string> =>
  new Map(flatten(JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Tree));
const namespaces = readdirSync(join(dir, sourceLanguage)).filter((f) => f.endsWith('.json'));
const namespacesOf = (code: string) =>
  namespaces.filter((f) => f !== `${ADMIN_NAMESPACE}.json` || (adminLanguages as readonly string[]).includes(code));

/** Argument names, and every plural/select's selectors, of a parsed message (nested ones included). */
function shape(elements: MessageFormatElement[], args = new Set<string>(), selectors: string[][] = []) {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      args.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      args.add(el.value);
      selectors.push(Object.keys(el.options));
      for (const option of Object.values(el.options)) shape(option.value, args, selectors);
    }
    if (el.type === TYPE.tag) shape(el.children, args, selectors);
  }
  return { args: [...args].sort(), selectors };
}

/** The words of a message without its arguments: what must not stay English in a translation. */
function words(message: string) {
  let rest = message;
  while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, '');
  return rest;
}

// Brand and product names stay in Latin script (social links, and the registration's social handles).
const NAMES =
  /(^appName$|(^|\.)social\.|FACEBOOK|TELEGRAM|WHATSAPP|VIBER|INSTAGRAM|YOUTUBE|TIKTOK|TWITTER|\.fields\.(facebook|line|whatsapp|zalo)$)/;

/** Product names that every language writes in Latin script. */
const PRODUCT_NAMES = ['Android', 'Telegram', 'WeChat'];
/**
 * Reviewed: values a language writes exactly as English does, because that is the word its players
 * use (Indonesian "Deposit", "Bonus", "Total"; poker hands and provably-fair terms on Indonesian and
 * Brazilian sites). Anything else left identical is an untranslated string.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  id: [
    'Bank',
    'Banker',
    'Bingo',
    'Bonus',
    'Chip',
    'Client seed',
    'Deposit',
    'Filter',
    'Flush',
    'Four of a kind',
    'Full house',
    'Game',
    'Jack',
    'Jackpot',
    'King',
    'Level {depth}',
    'Live chat',
    'Menu',
    'Nonce',
    'Odds',
    'Odds {odds}',
    'Player',
    'Poker',
    'Provably fair',
    'Provider',
    'Queen',
    'Royal flush',
    'Salt',
    'Scatter',
    'Server seed',
    'Status',
    'Straight',
    'Straight flush',
    'Three of a kind',
    'Total',
    'Transfer',
    'Turnover',
    'Two pair',
    'Video poker',
    'Wild',
  ],
  'pt-BR': [
    'Arcade',
    'Bingo',
    'E-mail',
    'Flush',
    'Full house',
    'Jackpot',
    'Menu',
    'Nonce',
    'Odds',
    'Odds {odds}',
    'Royal flush',
    'Salt',
    'Scatter',
    'Scatters',
    'Straight flush',
    'Total',
    'slide',
    '{count} scatters',
  ],
};

describe('translations', () => {
  it('has namespaces', () => expect(namespaces.length).toBeGreaterThan(0));

  for (const { code } of availableLanguages) {
    const categories = new Set<string>(new Intl.PluralRules(code).resolvedOptions().pluralCategories);

    it.each(namespacesOf(code))(
      `${code}: every message in %s is valid ICU, formats, and plurals are ${code}'s`,
      (file) => {
        const problems: string[] = [];
        for (const [key, message] of load(code, file)) {
          try {
            const { selectors } = shape(parse(message, { ignoreTag: true }));
            for (const options of selectors) {
              if (!options.includes('other')) problems.push(`${key}: a plural or select without "other"`);
            }
            new IntlMessageFormat(message, code, undefined, { ignoreTag: true });
          } catch (e) {
            problems.push(`${key}: ${(e as Error).message}`);
          }
        }
        expect(problems).toEqual([]);
        // Plural branches are categories of this language (one, few, many, other…) or exact =N.
        const plurals = [...load(code, file)].flatMap(([key, message]) =>
          parseSafe(message).flatMap((el) =>
            el.type === TYPE.plural
              ? Object.keys(el.options)
                  .filter((o) => !o.startsWith('=') && !categories.has(o))
                  .map((o) => `${key}: "${o}" is not a plural category of ${code}`)
              : [],
          ),
        );
        expect(plurals).toEqual([]);
      },
    );

    if (code === sourceLanguage) continue;

    it.each(namespacesOf(code))(`${code} has every English key in %s, with the same arguments`, (file) => {
      const en = load(sourceLanguage, file);
      const other = load(code, file);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      const mismatched = [...en].flatMap(([key, message]) => {
        const want = shape(parse(message, { ignoreTag: true })).args;
        const got = other.has(key) ? shape(parse(other.get(key) ?? '', { ignoreTag: true })).args : [];
        return want.join() === got.join() ? [] : [`${key}: ${got.join()} instead of ${want.join()}`];
      });
      expect(mismatched).toEqual([]);
    });

    it.each(namespacesOf(code))(`${code} translates %s (no value left identical to English except names)`, (file) => {
      const en = load(sourceLanguage, file);
      const other = load(code, file);
      const same = [...en].filter(
        ([key, message]) =>
          /[a-z]{4,}/i.test(words(message)) &&
          message === other.get(key) &&
          !NAMES.test(key) &&
          !PRODUCT_NAMES.includes(message) &&
          !SAME_AS_ENGLISH[code]?.includes(message),
      );
      expect(same.map(([key]) => key)).toEqual([]);
    });
  }
});

function parseSafe(message: string) {
  try {
    return parse(message, { ignoreTag: true });
  } catch {
    return [];
  }
}
