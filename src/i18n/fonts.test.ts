import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_FONT_MODULES, languageFonts } from './index';
import { availableLanguages } from './languages';

/** Every language written in a script the Latin faces lack loads its own faces, and the server knows them. */
describe('per-language fonts (issue 25)', () => {
  const root = join(import.meta.dirname, '..', '..');
  it('gives each language beyond the Latin faces a font module, the same for the client and the server', () => {
    // Vietnamese is Latin with diacritics: the brand fonts' own Vietnamese subsets (themes/fonts.ts).
    const latinOnly = ['en', 'id', 'pt-BR', 'vi'];
    const needs = availableLanguages.map((l) => l.code).filter((c) => !latinOnly.includes(c));
    expect(Object.keys(languageFonts).sort()).toEqual([...needs].sort());
    // Each module the server names is one the browser can import (a wrong path has no loader).
    for (const load of Object.values(languageFonts)) expect(typeof load).toBe('function');
    expect(Object.keys(LANGUAGE_FONT_MODULES).sort()).toEqual([...needs].sort());
  });
  it('imports only fontsource files whose faces carry a unicode-range (a face without one claims every character)', () => {
    const modules = ['themes/fonts.ts', 'themes/fonts-cjk.ts', ...Object.values(LANGUAGE_FONT_MODULES)];
    for (const module of modules) {
      const source = readFileSync(join(root, module ?? ''), 'utf8');
      for (const [, pkg, file] of source.matchAll(/import '(@fontsource\/[^/]+)\/([^']+\.css)'/g)) {
        const css = readFileSync(join(root, 'node_modules', pkg ?? '', file ?? ''), 'utf8');
        const faces = css.match(/@font-face/g)?.length ?? 0;
        const ranged = css.match(/unicode-range/g)?.length ?? 0;
        expect({ module, file: `${pkg}/${file}`, faces }).toEqual({ module, file: `${pkg}/${file}`, faces: ranged });
      }
    }
  });

  it('names modules that exist (the server inlines them by their build-manifest key)', () => {
    for (const file of Object.values(LANGUAGE_FONT_MODULES)) expect(existsSync(join(root, file ?? ''))).toBe(true);
  });
});
