/**
 * Generated catalogue art (issue 5, "Seed"): a square tile icon for each house game, drawn from its
 * theme (server/modules/studio/catalogue.ts), and a vendor logo in each brand's palette. No photos,
 * no text (the tile shows the game's name as HTML, so it translates and reads aloud), no network.
 * `npm run games:art` rewrites server/seed-assets/games/; the files are committed so the seed needs
 * no build step, and a test checks they are what this generator draws.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Anchor,
  Axe,
  Candy,
  Clover,
  Crown,
  Fish,
  Flame,
  Flower2,
  Gem,
  Hexagon,
  Leaf,
  type LucideIcon,
  Moon,
  Mountain,
  Music,
  Orbit,
  PawPrint,
  Shell,
  Snowflake,
  Sparkles,
  Star,
  Sun,
  Sword,
  TreePalm,
  Zap,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PALETTES, type Palette } from '../../db/banner-art';
import { gameIconFile, gameSymbolsFile, vendorLogoFile } from '../../lib/game-art-paths';
import { STUDIO_GAMES, STUDIO_VENDOR, type StudioGameDef } from '../studio';

export { GAME_ASSET_URL } from '../../lib/game-art-paths';

export const GAME_ASSET_DIR = fileURLToPath(new URL('../../seed-assets/games', import.meta.url));

/** Lucide icons (ISC) for the motifs it has. */
const LUCIDE: Record<string, LucideIcon> = {
  shell: Shell,
  leaf: Leaf,
  planet: Orbit,
  snowflake: Snowflake,
  flame: Flame,
  blossom: Flower2,
  axe: Axe,
  note: Music,
  palm: TreePalm,
  sun: Sun,
  paw: PawPrint,
  candy: Candy,
  moon: Moon,
  anchor: Anchor,
  bolt: Zap,
  clover: Clover,
  crown: Crown,
  blade: Sword,
  hexagon: Hexagon,
  mountain: Mountain,
  gem: Gem,
  star: Star,
  fish: Fish,
  sparkles: Sparkles,
};

/** Hand-drawn 24×24 stroke paths, in Lucide's style, for the motifs Lucide has no icon for. */
const DRAWN: Record<string, string[]> = {
  dragon: [
    'M3 19c3 0 3.5-4 6.5-4s3.5 4 6.5 4 5-3 5-7-2.5-7-6-7c-2.5 0-4 1.5-4 3.5',
    'M15 5l1-3',
    'M18 6l2.5-2',
    'M10 10.5l-2 1.5',
    'M17 10h.01',
  ],
  seven: ['M6 4h12l-7 16', 'M9 12h6'],
  ankh: ['M12 11c-2.5-2-3.5-4-3.5-5.5a3.5 3.5 0 0 1 7 0c0 1.5-1 3.5-3.5 5.5z', 'M6 11h12', 'M12 11v10'],
  bamboo: ['M9 3v18', 'M15 3v18', 'M7.5 8h3', 'M7.5 15h3', 'M13.5 6h3', 'M13.5 13h3', 'M15 9.5c2-1.5 4-1.5 5.5-.5'],
  trident: ['M12 22V7', 'M6 3v5a6 6 0 0 0 12 0V3', 'M12 2l-2 4h4z'],
  pepper: ['M12 7c-4 0-6 4-6 8s2 6 4 6c3 0 8-5 8-10 0-2.5-2-4-6-4z', 'M12 7c0-2 1-3.5 3-4.5'],
  rune: ['M8 3v18', 'M8 9l8-5', 'M8 14l8 5'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The motif's glyph as SVG markup in a 24×24 box, stroked in `color`. */
export function motifGlyph(motif: string, color: string): string {
  const Icon = LUCIDE[motif];
  if (Icon) {
    return renderToStaticMarkup(createElement(Icon, { size: 24, color, strokeWidth: 1.6, absoluteStrokeWidth: false }))
      .replace(/ class="[^"]*"/, '')
      .replace(/^<svg /, '<svg x="0" y="0" ');
  }
  const paths = DRAWN[motif];
  if (!paths) throw new Error(`no art for the motif "${motif}"`);
  return `<svg x="0" y="0" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${paths
    .map((d) => `<path d="${d}"/>`)
    .join('')}</svg>`;
}

/** A game's tile icon: 300×300, its theme's background, frame and motif. */
export function gameTileSvg(game: StudioGameDef): string {
  const { background, primary, accent, motif } = game.theme;
  const glyph = motifGlyph(motif, primary);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${esc(game.name)}">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">
      <stop offset="0" stop-color="${primary}" stop-opacity="0.38"/>
      <stop offset="0.55" stop-color="${background}"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.9"/>
    </radialGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="0.5" stop-color="${primary}"/>
      <stop offset="1" stop-color="${accent}"/>
    </linearGradient>
  </defs>
  <rect width="300" height="300" fill="${background}"/>
  <rect width="300" height="300" fill="url(#bg)"/>
  <g opacity="0.12" stroke="${primary}" stroke-width="2" fill="none">
    <circle cx="150" cy="140" r="118"/>
    <circle cx="150" cy="140" r="96"/>
  </g>
  <circle cx="150" cy="140" r="92" fill="url(#halo)"/>
  <circle cx="150" cy="140" r="74" fill="${background}" stroke="url(#rim)" stroke-width="6"/>
  <g transform="translate(90 80) scale(5)">${glyph}</g>
  <g fill="${accent}">
    <circle cx="58" cy="250" r="4"/><circle cx="150" cy="262" r="5"/><circle cx="242" cy="250" r="4"/>
  </g>
  <rect x="6" y="6" width="288" height="288" rx="28" fill="none" stroke="url(#rim)" stroke-width="4" opacity="0.75"/>
</svg>
`;
}

/** The house vendor's logo in a brand's palette: 200×200, a lantern of light (Sparkles). */
export function vendorLogoSvg(p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${esc(STUDIO_VENDOR.displayName)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgTo}"/>
      <stop offset="1" stop-color="${p.bgFrom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.5"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="200" height="200" rx="36" fill="url(#bg)"/>
  <circle cx="100" cy="100" r="80" fill="url(#glow)"/>
  <circle cx="100" cy="100" r="58" fill="none" stroke="${p.second}" stroke-width="3" opacity="0.6"/>
  <g transform="translate(52 52) scale(4)">${motifGlyph('sparkles', p.accent)}</g>
</svg>
`;
}

/**
 * A game's reel symbols as one SVG sprite (`<symbol id="W">` …): the wild, the scatter and the four
 * theme symbols, each 100×100 in the theme's colours. The game window draws them with
 * `<use href="…#H1">`; the card royals are plain letters in the page's font.
 */
export function gameSymbolsSvg(game: StudioGameDef): string {
  const { background, primary, accent, motif } = game.theme;
  const tile = (id: string, fill: string, stroke: string, glyph: string, shape = 'rect') => {
    const frame =
      shape === 'circle'
        ? `<circle cx="50" cy="50" r="44" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`
        : shape === 'diamond'
          ? `<path d="M50 4 96 50 50 96 4 50z" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`
          : `<rect x="6" y="6" width="88" height="88" rx="18" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;
    return `  <symbol id="${id}" viewBox="0 0 100 100">${frame}<g transform="translate(20 20) scale(2.5)">${glyph}</g></symbol>`;
  };
  // The three other theme symbols are never the game's own motif, so every symbol differs.
  const [h2, h3, h4] = ['crown', 'gem', 'clover', 'bolt'].filter((m) => m !== motif);
  const scatter = motif === 'star' ? 'sun' : 'star';
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
${[
  tile('W', accent, primary, motifGlyph('sparkles', background), 'diamond'),
  tile('S', primary, accent, motifGlyph(scatter, background), 'circle'),
  tile('H1', background, primary, motifGlyph(motif, primary)),
  tile('H2', background, accent, motifGlyph(h2 as string, accent)),
  tile('H3', background, primary, motifGlyph(h3 as string, accent)),
  tile('H4', background, accent, motifGlyph(h4 as string, primary)),
].join('\n')}
</svg>
`;
}

/** Every file the generator writes, by name. */
export function allGameArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const game of STUDIO_GAMES) {
    files.set(gameIconFile(game.code), gameTileSvg(game));
    files.set(gameSymbolsFile(game.code), gameSymbolsSvg(game));
  }
  for (const [brand, palette] of Object.entries(PALETTES))
    files.set(vendorLogoFile(STUDIO_VENDOR.vassalage, brand), vendorLogoSvg(palette));
  return files;
}

export async function writeGameArt(dir = GAME_ASSET_DIR): Promise<number> {
  await mkdir(dir, { recursive: true });
  const files = allGameArt();
  for (const name of await readdir(dir)) if (!files.has(name)) await rm(path.join(dir, name));
  for (const [name, svg] of files) await writeFile(path.join(dir, name), svg);
  return files.size;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const count = await writeGameArt();
  console.log(`wrote ${count} files to ${GAME_ASSET_DIR}`);
}
