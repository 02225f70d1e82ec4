import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import { scriptFallback, systemFallback } from './tokens';

/** Accent colours an operator may override at runtime from the white-label config. */
export interface BrandOverrides {
  brandAccent?: string;
  brandAccentHover?: string;
  onBrandAccent?: string;
}

/** The rest of the look an operator may set at runtime (src/api/contract/system.ts brandLookSchema). */
export interface BrandLook {
  logoUrl?: string;
  radius?: 'sharp' | 'soft' | 'round';
  font?: 'inter' | 'nunito';
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const keys = ['brandAccent', 'brandAccentHover', 'onBrandAccent'] as const;

/** Corner radius presets (the brand's own radius when none is set). `full` stays a pill. */
export const RADIUS_PRESETS = {
  sharp: { sm: '2px', md: '3px', lg: '4px', xl: '6px' },
  soft: { sm: '6px', md: '10px', lg: '14px', xl: '18px' },
  round: { sm: '10px', md: '16px', lg: '22px', xl: '28px' },
} as const;

/** The bundled fonts (themes/fonts.ts); nothing is fetched from another site. */
export const FONT_STACKS = {
  inter: { body: `Inter, ${scriptFallback}, ${systemFallback}`, numeric: `Inter, ${systemFallback}` },
  nunito: { body: `Nunito, ${scriptFallback}, ${systemFallback}`, numeric: `Nunito, ${systemFallback}` },
} as const;

type VarMap = Record<string, string>;

/** The custom properties (name -> value) that the overrides and the look set; invalid values are left out. */
export function brandLookVars(overrides: BrandOverrides = {}, look: BrandLook = {}): VarMap {
  const out: VarMap = {};
  for (const k of keys) {
    const v = overrides[k];
    if (v && HEX.test(v)) out[vars.color[k]] = v;
  }
  const radius = look.radius ? RADIUS_PRESETS[look.radius] : undefined;
  if (radius) for (const [k, v] of Object.entries(radius)) out[vars.radius[k as keyof typeof radius]] = v;
  const font = look.font ? FONT_STACKS[look.font] : undefined;
  if (font) {
    out[vars.font.body] = font.body;
    out[vars.font.heading] = font.body;
    out[vars.font.numeric] = font.numeric;
  }
  return out;
}

/** Inline style for the server render (the same properties applyBrandOverrides sets in the browser). */
export const brandLookStyle = (overrides?: BrandOverrides, look?: BrandLook) =>
  assignInlineVars(brandLookVars(overrides, look));

/** Every property the runtime look may set, so a change or a removal leaves none behind. */
const allLookVars = (): string[] => [
  ...keys.map((k) => vars.color[k]),
  ...(['sm', 'md', 'lg', 'xl'] as const).map((k) => vars.radius[k]),
  vars.font.body,
  vars.font.heading,
  vars.font.numeric,
];
const propertyOf = (v: string) => v.replace(/^var\((.*)\)$/, '$1');

/**
 * Applies valid hex overrides, the radius preset and the font as inline custom properties on `el`;
 * no CSS is generated, no rebuild needed. What the previous call set and this one does not is removed.
 */
export function applyBrandOverrides(
  overrides: BrandOverrides,
  el: HTMLElement = document.documentElement,
  look: BrandLook = {},
) {
  clearBrandOverrides(el);
  const set = brandLookVars(overrides, look);
  setElementVars(el, set);
  const color: Partial<Record<(typeof keys)[number], string>> = {};
  for (const k of keys) if (set[vars.color[k]]) color[k] = set[vars.color[k]];
  return color;
}

export function clearBrandOverrides(el: HTMLElement = document.documentElement) {
  for (const v of allLookVars()) el.style.removeProperty(propertyOf(v));
}
