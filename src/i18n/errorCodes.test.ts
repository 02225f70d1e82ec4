import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../api/contract/codes';
import { CLIENT_ERROR_CODES, errorKey } from '../api/errors';
import en from './locales/en/common.json';
import zh from './locales/zh-CN/common.json';

const lookup = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('error messages', () => {
  const codes = [...ERROR_CODES, ...Object.values(CLIENT_ERROR_CODES)];
  for (const [lang, bundle] of [
    ['en', en],
    ['zh-CN', zh],
  ] as const) {
    it(`every API and client error code has a message in ${lang}`, () => {
      const missing = codes.filter((code) => typeof lookup(bundle, errorKey(code)) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});

/** Every `validation.*` key the validators and the server answer, found in their source. */
function validationKeysInSource(): string[] {
  const root = join(import.meta.dirname, '..', '..');
  const dirs = ['src/rules', 'server/modules/accounts'];
  const keys = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(join(root, dir))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const m of readFileSync(join(root, dir, file), 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g))
        keys.add(m[1] ?? '');
    }
  }
  return [...keys].sort();
}

describe('validation messages', () => {
  const keys = validationKeysInSource();
  it("finds the validators' keys", () => expect(keys).toContain('validation.confirmMismatch'));
  for (const [lang, bundle] of [
    ['en', en],
    ['zh-CN', zh],
  ] as const) {
    it(`every validation key has a message in ${lang}`, () => {
      expect(keys.filter((k) => typeof lookup(bundle, k) !== 'string')).toEqual([]);
    });
  }
});
