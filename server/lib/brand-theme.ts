import { aurum } from '../../themes/brands/aurum/tokens';
import { verdant } from '../../themes/brands/verdant/tokens';
import type { BrandTokens } from '../../themes/tokens';

/**
 * The brands' theme tokens, for what the server draws itself (app icon, manifest colours, banner
 * art). Plain objects from themes/brands/<brand>/tokens.ts: no CSS is loaded. Colour values live in
 * themes/ only; server code takes them from here. Add a line when a brand is added to themes/index.ts.
 */
export const BRAND_THEMES = { aurum, verdant } as const satisfies Record<string, BrandTokens>;
export type ThemedBrand = keyof typeof BRAND_THEMES;

/** The client's fallback for a data-brand it has no theme for (themes/index.ts defaultBrand). */
export const FALLBACK_THEME: ThemedBrand = 'aurum';

export const hasTheme = (brand: string): brand is ThemedBrand => Object.hasOwn(BRAND_THEMES, brand);

/** The brand's tokens, or the fallback theme's when the brand has none (as the client does). */
export function themeOf(brand: string): BrandTokens {
  return BRAND_THEMES[hasTheme(brand) ? brand : FALLBACK_THEME];
}
