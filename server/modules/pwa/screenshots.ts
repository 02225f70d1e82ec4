import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ManifestScreenshot } from '../../../src/api/contract/pwa';

/** The committed PNGs (scripts/pwa-screenshots.ts writes them from the built site). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** Where the server serves them: /app-screenshots/<brand>-<n>.png. */
export const SCREENSHOT_PREFIX = '/app-screenshots/';

/** What they show, in order: the installed app's home and its slot lobby. */
export const SCREENSHOT_PAGES = [
  { path: '/m/home', label: 'Home: banners, hot games and the lobbies' },
  { path: '/m/slot-games', label: 'The slot games lobby' },
] as const;

export const screenshotFile = (brand: string, index: number) => `${brand}-${index + 1}.png`;

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.readUInt32BE(0) !== 0x89504e47 || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The manifest's screenshots of a brand: only its own (a brand without them gets none, never
 * another brand's name and colours). Narrow form factor: Chrome's richer install dialog on phones.
 */
export function manifestScreenshots(brand: string): ManifestScreenshot[] {
  return SCREENSHOT_PAGES.flatMap(({ label }, i) => {
    const file = `${SCREENSHOTS_DIR}${screenshotFile(brand, i)}`;
    if (!/^[a-z0-9-]+$/.test(brand) || !existsSync(file)) return [];
    const { width, height } = pngSize(readFileSync(file));
    return [
      {
        src: `${SCREENSHOT_PREFIX}${screenshotFile(brand, i)}`,
        sizes: `${width}x${height}`,
        type: 'image/png',
        form_factor: 'narrow' as const,
        label,
      },
    ];
  });
}
