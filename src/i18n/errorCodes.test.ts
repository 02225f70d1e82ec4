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
