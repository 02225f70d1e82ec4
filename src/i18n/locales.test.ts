import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableLanguages, sourceLanguage } from './languages';

/** Every language the switcher lists must be complete: same keys as English in every namespace. */
const dir = join(import.meta.dirname, 'locales');
const flatten = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const load = (lang: string, file: string) => JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
const namespaces = readdirSync(join(dir, sourceLanguage)).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has namespaces', () => expect(namespaces.length).toBeGreaterThan(0));
  for (const { code } of availableLanguages.filter((l) => l.code !== sourceLanguage)) {
    it.each(namespaces)(`${code} has every English key in %s`, (file) => {
      const en = flatten(load(sourceLanguage, file)).sort();
      const other = flatten(load(code, file)).sort();
      expect(other).toEqual(en);
    });
    it.each(namespaces)(`${code} translates %s (no value left identical to English except names)`, (file) => {
      const en = load(sourceLanguage, file);
      const other = load(code, file);
      const enKeys = flatten(en);
      const get = (o: unknown, path: string) =>
        path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k], o);
      const same = enKeys.filter((k) => {
        const v = get(en, k);
        return typeof v === 'string' && /[a-z]{4,}/i.test(v.replace(/\{\{[^}]+\}\}/g, '')) && v === get(other, k);
      });
      // Brand and product names stay in Latin script (social links, and the registration's social handles).
      const allowed = same.filter(
        (k) =>
          !/(^appName$|(^|\.)social\.|FACEBOOK|TELEGRAM|WHATSAPP|VIBER|INSTAGRAM|YOUTUBE|TIKTOK|TWITTER|\.fields\.(facebook|line|whatsapp|zalo)$)/.test(
            k,
          ),
      );
      expect(allowed).toEqual([]);
    });
  }
});
