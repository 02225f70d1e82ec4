import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_FONT_MODULES, languageFonts } from './index';
import { availableLanguages } from './languages';

/** Every language written in a script the Latin faces lack loads its own faces, and the server knows them. */
describe('per-language fonts (issue 25)', () => {
  const root = join(import.meta.dirname, '..', '..');
  it('gives each language beyond the Latin faces a font module, the same for the client and the server', () => {
    const latinOnly = ['en', 'id', 'pt-BR'];
    const needs = availableLanguages.map((l) => l.code).filter((c) => !latinOnly.includes(c));
    expect(Object.keys(languageFonts).sort()).toEqual([...needs].sort());
    expect(Object.keys(LANGUAGE_FONT_MODULES).sort()).toEqual([...needs].sort());
  });
  it('names modules that exist (the server inlines them by their build-manifest key)', () => {
    for (const file of Object.values(LANGUAGE_FONT_MODULES)) expect(existsSync(join(root, file ?? ''))).toBe(true);
  });
});
