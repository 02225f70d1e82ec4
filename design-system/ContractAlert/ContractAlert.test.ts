import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/dsOverlays.json';
import zh from '../../src/i18n/locales/zh-CN/dsOverlays.json';
import { contractKinds, contractMessageKey } from './contractKinds';

const lookup = (bundle: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('contract kinds', () => {
  it('has a default message in English and Chinese for every kind', () => {
    for (const kind of contractKinds) {
      expect(lookup(en, contractMessageKey[kind]), kind).toEqual(expect.any(String));
      expect(lookup(zh, contractMessageKey[kind]), kind).toEqual(expect.any(String));
    }
  });

  it('uses the spec wording for the daily salary agreement', () => {
    expect(lookup(en, contractMessageKey.salary)).toBe('A daily salary agreement is waiting for you');
  });
});
