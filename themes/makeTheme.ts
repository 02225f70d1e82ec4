import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { type BrandTokens, sharedTokens } from './tokens';

export const brandSelector = (brand: string) => `[data-brand="${brand}"]`;

/**
 * Registers a brand as global CSS keyed by data attributes on <html>:
 * `data-brand` picks the brand, `data-theme="light"` switches the colour mode (dark is default).
 * Attributes, not hashed classes, so the tiny head script can set them before first paint,
 * and portalled overlays inherit them from <html>.
 */
export function makeTheme(tokens: BrandTokens, opts: { isDefault?: boolean } = {}) {
  const base = brandSelector(tokens.name);
  const selector = opts.isDefault ? `:root:not([data-brand]), ${base}` : base;
  createGlobalTheme(selector, vars, {
    ...sharedTokens,
    color: tokens.color.dark,
    radius: tokens.radius,
    font: tokens.font,
    shadow: tokens.shadow.dark,
  });
  const light = opts.isDefault
    ? `:root[data-theme="light"]:not([data-brand]), ${base}[data-theme="light"]`
    : `${base}[data-theme="light"]`;
  globalStyle(light, {
    vars: { ...assignVars(vars.color, tokens.color.light), ...assignVars(vars.shadow, tokens.shadow.light) },
  });
  // A subtree that is always dark whatever the mode (the game window over its game's dark art).
  const darkScope = opts.isDefault
    ? `:root:not([data-brand]) [data-color-scope="dark"], ${base} [data-color-scope="dark"]`
    : `${base} [data-color-scope="dark"]`;
  globalStyle(darkScope, {
    vars: { ...assignVars(vars.color, tokens.color.dark), ...assignVars(vars.shadow, tokens.shadow.dark) },
  });
}
