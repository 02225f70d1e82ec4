import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aurum } from './brands/aurum/tokens';
import { verdant } from './brands/verdant/tokens';
import {
  accentContrastFailures,
  composite,
  contrastRatio,
  formatRatio,
  CONTRAST_GROUPS as groups,
  pairName,
  parseColour,
  ratioFor,
  relativeLuminance,
} from './contrast';
import type { BrandTokens } from './tokens';

/**
 * WCAG 2.x contrast for every brand in both colour modes.
 *
 * Brands are imported from their tokens.ts directly: themes/index.ts pulls in .css.ts files, which
 * do not load in node. So a new brand can't slip past, the folders on disk must match this list.
 */
const brands: Record<string, BrandTokens> = { aurum, verdant };
const modes = ['dark', 'light'] as const;

// ---- Tests ------------------------------------------------------------------------------------

describe('contrast maths', () => {
  it('parses #rgb, #rrggbb, #rrggbbaa and rgba() alike', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#0B1220')).toEqual({ r: 11, g: 18, b: 32, a: 1 });
    expect(parseColour('#00000080').a).toBeCloseTo(128 / 255);
    expect(parseColour('rgba(242, 192, 77, 0.14)')).toEqual({ r: 242, g: 192, b: 77, a: 0.14 });
    expect(parseColour('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(() => parseColour('tomato')).toThrow();
  });

  it('matches known WCAG ratios: 21:1 black on white, #767676 on white just over 4.5:1', () => {
    const white = parseColour('#ffffff');
    expect(contrastRatio(parseColour('#000'), white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    expect(contrastRatio(parseColour('#767676'), white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColour('#777777'), white)).toBeLessThan(4.5);
  });

  it('composites rgba over the surface it sits on', () => {
    const white = parseColour('#fff');
    expect(composite(parseColour('rgba(0, 0, 0, 0)'), white)).toEqual(white);
    expect(composite(parseColour('rgba(0, 0, 0, 0.5)'), white)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    // Translucent ink is composited onto its background before measuring.
    expect(contrastRatio(parseColour('rgba(0, 0, 0, 0.5)'), white)).toBeCloseTo(
      contrastRatio({ r: 127.5, g: 127.5, b: 127.5, a: 1 }, white),
      10,
    );
    expect(() => relativeLuminance(parseColour('rgba(0, 0, 0, 0.5)'))).toThrow();
  });
});

describe('every brand folder is contrast-checked', () => {
  it('themes/brands/* equals the brands tested here', () => {
    const onDisk = readdirSync(join(import.meta.dirname, 'brands'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(Object.keys(brands).sort(), "import each new brand's tokens.ts into `brands` above").toEqual(onDisk);
    for (const [key, tokens] of Object.entries(brands)) expect(tokens.name).toBe(key);
  });
});

for (const [name, tokens] of Object.entries(brands)) {
  for (const mode of modes) {
    describe(`${name} ${mode}`, () => {
      const c = tokens.color[mode];
      for (const { spec, pairs } of groups) {
        describe(spec, () => {
          for (const pair of pairs) {
            it(`${pairName(pair)} (${name} ${mode})`, () => {
              const ratio = ratioFor(c, pair);
              const detail = `${pair.fg} ${c[pair.fg]} on ${pair.bg} ${c[pair.bg]}${pair.over ? ` over ${pair.over} ${c[pair.over]}` : ''} = ${ratio.toFixed(2)}:1`;
              expect(ratio, detail).toBeGreaterThanOrEqual(pair.min);
            });
          }
        });
      }
    });
  }
}

describe('an operator accent over a brand (accentContrastFailures)', () => {
  it('passes the brand with no overrides and the demo overrides', () => {
    expect(accentContrastFailures(verdant, {})).toEqual([]);
    expect(
      accentContrastFailures(verdant, {
        brandAccent: '#34d399',
        brandAccentHover: '#6ee7b7',
        onBrandAccent: '#022c22',
      }),
    ).toEqual([]);
  });

  it('refuses a low-contrast pair with its ratio, mode and minimum', () => {
    const failures = accentContrastFailures(aurum, { brandAccent: '#777777', onBrandAccent: '#808080' });
    const first = failures.find((f) => f.fg === 'onBrandAccent' && f.bg === 'brandAccent');
    expect(first).toMatchObject({ min: 4.5 });
    expect(first!.ratio).toBeLessThan(1.2);
    expect(new Set(failures.map((f) => f.mode))).toEqual(new Set(['dark', 'light']));
  });

  it('reports only pairs the overrides touch', () => {
    const failures = accentContrastFailures(verdant, { brandAccentHover: '#ffffff', onBrandAccent: '#ffffff' });
    for (const f of failures)
      expect([f.fg, f.bg].some((r) => r === 'brandAccentHover' || r === 'onBrandAccent')).toBe(true);
    expect(failures.length).toBeGreaterThan(0);
  });

  it('rounds a ratio down for display', () => {
    expect(formatRatio(4.4999)).toBe('4.49');
    expect(formatRatio(21)).toBe('21.00');
  });
});
