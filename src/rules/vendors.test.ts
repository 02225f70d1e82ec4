import { describe, expect, it } from 'vitest';
import {
  expandTemplate,
  gameTypeOfCategory,
  isHouseVendor,
  logoUrlProblem,
  secretProblem,
  templateProblem,
  vendorCodeProblem,
} from './vendors';

describe('vendor rules', () => {
  it('takes upper-case codes of 2 to 32 letters, digits and _, and knows the house codes', () => {
    for (const ok of ['AB', 'ACME_LIVE', 'PG2', 'A'.repeat(32)]) expect(vendorCodeProblem(ok)).toBeNull();
    for (const bad of ['A', 'acme', 'ACME-LIVE', 'ACME LIVE', 'A'.repeat(33), ''])
      expect(vendorCodeProblem(bad)).toBe('code');
    expect([isHouseVendor('LUMEN'), isHouseVendor('LUMEN_LOTTO'), isHouseVendor('LUMEN_X')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([isHouseVendor('LUMENX'), isHouseVendor('ACME')]).toEqual([false, false]);
  });

  it('routes ESPORTS and COCKFIGHT to the SPORTS lobby, the rest to their own', () => {
    expect(['LIVE', 'ESPORTS', 'COCKFIGHT', 'SPORTS', 'FISH'].map((c) => gameTypeOfCategory(c as never))).toEqual([
      'LIVE',
      'SPORTS',
      'SPORTS',
      'SPORTS',
      'FISH',
    ]);
  });

  it('takes an https logo or a /media/ path, and a secret of 32 to 200 characters without spaces', () => {
    expect(logoUrlProblem('https://cdn.example/logo.png')).toBeNull();
    expect(logoUrlProblem('/media/games/x.svg')).toBeNull();
    for (const bad of ['http://cdn.example/x.png', 'javascript:alert(1)', '/media/../secret', '/etc/x', 'https://a b'])
      expect(logoUrlProblem(bad)).toBe('logoUrl');
    expect(secretProblem('x'.repeat(31))).toBe('secretShort');
    expect(secretProblem('x'.repeat(32))).toBeNull();
    expect(secretProblem('x'.repeat(201))).toBe('secretLong');
    expect(secretProblem(`${'x'.repeat(32)} y`)).toBe('secretLong');
  });

  it('checks a launch template: https, known placeholders only, {token} required', () => {
    expect(
      templateProblem('https://v.example/play?t={token}&g={gameCode}&l={lang}&c={currency}&r={returnUrl}'),
    ).toBeNull();
    expect(templateProblem('https://{gameCode}.v.example/{token}')).toBeNull();
    expect(templateProblem('https://v.example/play?g={gameCode}')).toBe('templateToken');
    expect(templateProblem('https://v.example/play?t={token}&p={player}')).toBe('templatePlaceholder');
    expect(templateProblem('https://v.example/play?t={{token}}')).toBe('templatePlaceholder');
    expect(templateProblem('https://v.example/play?t={token')).toBe('templatePlaceholder');
    expect(templateProblem('http://v.example/play?t={token}')).toBe('templateHttps');
    expect(templateProblem('v.example/play?t={token}')).toBe('templateHttps');
    expect(templateProblem(`https://v.example/?t={token}&x=${'a'.repeat(1000)}`)).toBe('templateLong');
  });

  it('expands every placeholder URL-encoded', () => {
    const url = expandTemplate('https://v.example/play?t={token}&g={gameCode}&l={lang}&c={currency}&r={returnUrl}', {
      token: 'abc_-123',
      gameCode: 'table 1/a',
      lang: 'zh-CN',
      currency: 'CNY',
      returnUrl: 'https://play.example/m/live-games?x=1&y=2',
    });
    expect(url).toBe(
      'https://v.example/play?t=abc_-123&g=table%201%2Fa&l=zh-CN&c=CNY&r=https%3A%2F%2Fplay.example%2Fm%2Flive-games%3Fx%3D1%26y%3D2',
    );
    expect(new URL(url).searchParams.get('r')).toBe('https://play.example/m/live-games?x=1&y=2');
  });
});
