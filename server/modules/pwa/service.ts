import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ManifestScreenshot, WebManifest } from '../../../src/api/contract/pwa';
import type { ThemeOverrides } from '../../../src/api/contract/system';
import { resolveLanguage } from '../../../src/i18n/languages';
import type { BrandTokens } from '../../../themes/tokens';
import type { Db } from '../../db';
import { hasTheme, themeOf } from '../../lib/brand-theme';
import { AppError } from '../../lib/errors';
import { readBrand } from '../system';
import { manifestScreenshots, SCREENSHOT_PREFIX, SCREENSHOTS_DIR } from './screenshots';

/** Where the installed app opens, and the part of the site it owns. */
export const START_URL = '/m/home';
export const ICON_PATH = '/icon.svg';
export const MASKABLE_ICON_PATH = '/icon-maskable.svg';

/** The brand's mark, drawn in a 32 x 32 box (the same shapes as the brand's Logo in themes/). */
export type Mark = 'gem' | 'leaf';
const MARKS: Record<Mark, { centre: [number, number]; scale: number; draw: (c: IconColours) => string }> = {
  gem: {
    centre: [16, 16],
    scale: 12,
    draw: (c) =>
      `<path d="M4 11 L10 4 H22 L28 11 L16 28 Z" fill="${c.mark}"/>` +
      `<path d="M4.8 11 H27.2 M10 4 L13 11 L16 4 L19 11 L22 4 M13 11 L16 26 M19 11 L16 26" fill="none" stroke="${c.background}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.7"/>`,
  },
  leaf: {
    centre: [16.5, 14.75],
    scale: 15,
    draw: (c) =>
      `<path d="M8 22 C8 12 14 7 25 7 C25 18 19 24 8 22 Z" fill="${c.mark}"/>` +
      `<path d="M10 20 L20.5 10.5" fill="none" stroke="${c.background}" stroke-width="1.3" stroke-linecap="round"/>`,
  },
};

/** Which mark each themed brand uses; a brand without a theme gets the fallback theme's mark. */
const BRAND_MARKS: Record<string, Mark> = { aurum: 'gem', verdant: 'leaf' };
export const markOf = (brand: string): Mark => BRAND_MARKS[hasTheme(brand) ? brand : 'aurum'] ?? 'gem';

interface IconColours {
  background: string;
  mark: string;
}

/**
 * The icon's colours: the accent and the colour drawn on it, from the brand's dark theme tokens,
 * with the operator's runtime accent overrides on top (the same ones the UI applies).
 */
export function iconColours(tokens: BrandTokens, overrides: ThemeOverrides = {}): IconColours {
  return {
    background: overrides.brandAccent ?? tokens.color.dark.brandAccent,
    mark: overrides.onBrandAccent ?? tokens.color.dark.onBrandAccent,
  };
}

/**
 * The app icon: the brand's mark on its accent colour, 512 x 512, no text. `maskable` fills the
 * whole square (the platform cuts its own shape); otherwise it is a rounded square on transparent.
 * The mark stays inside the maskable safe zone (the centre circle of 40% radius) either way.
 */
export function appIconSvg(mark: Mark, colours: IconColours, opts: { maskable?: boolean } = {}): string {
  const m = MARKS[mark];
  const [cx, cy] = m.centre;
  const background = opts.maskable
    ? `<rect width="512" height="512" fill="${colours.background}"/>`
    : `<rect width="512" height="512" rx="112" fill="${colours.background}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${background}<g transform="translate(256 256) scale(${m.scale}) translate(${-cx} ${-cy})">${m.draw(colours)}</g></svg>\n`;
}

const shellStrings = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${lang}/shell.json`, import.meta.url), 'utf8')) as {
    manifest: { description: string };
  };
/** The description's ICU message per language, parsed once (the strings are ICU, as the app's: ADR 0035). */
const descriptions = new Map<string, IntlMessageFormat>();

/** The install dialog's description in the language (English when it has no translation). */
export function manifestDescription(language: string, siteName: string): string {
  const lang = resolveLanguage(language);
  let message = descriptions.get(lang);
  if (!message) {
    message = new IntlMessageFormat(shellStrings(lang).manifest.description, lang, undefined, { ignoreTag: true });
    descriptions.set(lang, message);
  }
  return String(message.format({ name: siteName }));
}

/**
 * The web app manifest of a brand: name from the database, colours from its dark theme tokens, a
 * description and the brand's own screenshots (Chrome's richer install dialog, docs/pwa.md).
 */
export function webManifest(input: {
  siteName: string;
  language: string;
  tokens: BrandTokens;
  screenshots?: ManifestScreenshot[];
}): WebManifest {
  const { siteName, language, tokens, screenshots = [] } = input;
  const dark = tokens.color.dark;
  return {
    id: '/',
    name: siteName,
    // Launchers truncate past about 12 characters; the theme's short label fits.
    short_name: siteName.length <= 12 ? siteName : tokens.label.slice(0, 12),
    description: manifestDescription(language, siteName),
    lang: language,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    background_color: dark.page,
    theme_color: dark.headerBg,
    icons: [
      { src: ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: MASKABLE_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
    ...(screenshots.length > 0 ? { screenshots } : {}),
  };
}

/** The active brand's manifest and icons. */
export function createPwaService(opts: { db: Db; brand: string }) {
  const { db, brand } = opts;
  const tokens = themeOf(brand);
  return {
    async manifest(): Promise<WebManifest> {
      const row = await readBrand(db, brand);
      if (!row) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
      return webManifest({
        siteName: row.name,
        language: row.settings.defaultLanguage,
        tokens,
        screenshots: manifestScreenshots(brand),
      });
    },

    /** A screenshot of this brand's manifest (server/modules/pwa/screenshots/), or null. */
    screenshot(file: string): Buffer | null {
      if (!manifestScreenshots(brand).some((s) => s.src === `${SCREENSHOT_PREFIX}${file}`)) return null;
      return readFileSync(`${SCREENSHOTS_DIR}${file}`);
    },

    /** Works without the brand row too (theme colours only): the icon is also the favicon. */
    async icon(maskable: boolean): Promise<string> {
      const row = await readBrand(db, brand);
      return appIconSvg(markOf(brand), iconColours(tokens, row?.settings.themeOverrides), { maskable });
    },
  };
}

export type PwaService = ReturnType<typeof createPwaService>;
