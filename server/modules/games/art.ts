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
import { Sparkles } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PALETTES, type Palette } from '../../db/banner-art';
import { gameIconFile, gameSymbolsFile, vendorLogoFile } from '../../lib/game-art-paths';
import { bingoFishArt } from '../bingofish';
import { cardsArt } from '../cards';
import { footballArt } from '../football';
import { lotteryArt } from '../lottery';
import { STUDIO_GAMES, STUDIO_VENDOR, type StudioGameDef } from '../studio';
import { Defs, darken, glow, lighten, mix, type Pal, shadow, solid, sparkle, starPoints } from './art-kit';
import { type Draw, OBJECTS } from './art-objects';
import { SCENES, type SceneDef } from './art-scenes';

export { GAME_ASSET_URL } from '../../lib/game-art-paths';

export const GAME_ASSET_DIR = fileURLToPath(new URL('../../seed-assets/games', import.meta.url));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Lucide's Sparkles (ISC) in a 24×24 box, stroked in `color`: the house vendor's mark. */
function sparklesGlyph(color: string): string {
  return renderToStaticMarkup(createElement(Sparkles, { size: 24, color, strokeWidth: 1.6 }))
    .replace(/ class="[^"]*"/, '')
    .replace(/^<svg /, '<svg x="0" y="0" ');
}

/** The game's theme as the art kit's palette. */
const palOf = (game: StudioGameDef): Pal => ({
  bg: game.theme.background,
  primary: game.theme.primary,
  accent: game.theme.accent,
});

function sceneOf(game: StudioGameDef): SceneDef {
  const scene = SCENES[game.code];
  if (!scene) throw new Error(`no scene for the game "${game.code}"`);
  return scene;
}

/**
 * An object of the art by its scene name: `gem`, or `gem@primary` (`@accent`, `@#rrggbb`) for the
 * object in another colour than its own.
 */
function object(spec: string): (d: Defs, p: Pal) => string {
  const [name = '', colour] = spec.split('@');
  const draw: Draw | undefined = OBJECTS[name];
  if (!draw) throw new Error(`no art for the object "${name}"`);
  return (d, p) => draw(d, p, colour === 'primary' ? p.primary : colour === 'accent' ? p.accent : colour);
}

/**
 * A game's tile art: 300×300, a scene in its theme. The backdrop, a glow behind the hero, two props
 * standing left and right, the hero large in the centre on its shadow, a few sparkles, and a
 * vignette with a light from above so the tile has depth.
 */
export function gameTileSvg(game: StudioGameDef): string {
  const p = palOf(game);
  const scene = sceneOf(game);
  const d = new Defs('t');
  const place = (name: string, x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${object(name)(d, p)}</g>`;
  const body = [
    scene.backdrop(d, p),
    glow(d, 150, 138, 130, p.accent, 0.42),
    shadow(d, 56, 252, 40, 8, 0.55),
    shadow(d, 244, 252, 40, 8, 0.55),
    place(scene.props[0], 14, 172, 0.82),
    place(scene.props[1], 204, 172, 0.82),
    shadow(d, 150, 240, 78, 13, 0.6),
    place(scene.hero, 50, 36, 2),
    sparkle(62, 58, 10, lighten(p.accent, 0.5), 0.9),
    sparkle(246, 44, 7, lighten(p.accent, 0.5), 0.8),
    sparkle(262, 120, 5, '#ffffff', 0.7),
    `<rect width="300" height="300" fill="${d.rad(
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.5],
      ],
      150,
      140,
      215,
    )}"/>`,
    `<rect width="300" height="120" fill="${d.lin(
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      0,
      120,
    )}"/>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${esc(game.name)}">
${d}${body}
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
  <g transform="translate(52 52) scale(4)">${sparklesGlyph(p.accent)}</g>
</svg>
`;
}

/** The card royals' letters (A, K, Q, J and 10) as chunky outlines in a 100×100 box, with their gem colour. */
const ROYAL_GLYPHS: Record<string, [shapes: string, color: string]> = {
  A: ['<path fill-rule="evenodd" d="M40 10H60L88 90H66L61 74H39L34 90H12ZM44 58H56L50 38Z"/>', '#e0303a'],
  K: ['<path d="M16 10H38V42L62 10H86L58 46L88 90H62L38 56V90H16Z"/>', '#2f7bea'],
  Q: [
    '<path fill-rule="evenodd" d="M50 8C72 8 86 26 86 48C86 70 72 86 50 86C28 86 14 70 14 48C14 26 28 8 50 8ZM50 26C40 26 34 36 34 48C34 60 40 68 50 68C60 68 66 60 66 48C66 36 60 26 50 26Z"/><path d="M52 66L68 58L90 88L72 94Z"/>',
    '#a455e0',
  ],
  J: [
    '<path d="M52 10H76V60C76 80 64 92 44 92C28 92 18 84 14 70L34 64C36 72 40 74 44 74C50 74 52 70 52 60Z"/>',
    '#1fae63',
  ],
  T: [
    '<path d="M8 26L30 10H44V90H24V34L8 40Z"/><path fill-rule="evenodd" d="M72 10C86 10 94 26 94 50C94 74 86 90 72 90C58 90 50 74 50 50C50 26 58 10 72 10ZM72 28C68 28 67 38 67 50C67 62 68 72 72 72C76 72 77 62 77 50C77 38 76 28 72 28Z"/>',
    '#f08c1a',
  ],
};

/** A royal: its letter in its gem colour, with a rim in the game's primary colour. */
function royalSymbol(d: Defs, p: Pal, letter: string): string {
  const [shapes, color] = ROYAL_GLYPHS[letter] as [string, string];
  const id = d.group(shapes);
  return `<use href="#${id}" fill="${p.primary}" stroke="${p.primary}" stroke-width="13" stroke-linejoin="round"/>${solid(d, shapes, color, { line: 3.5, top: 8, bottom: 94 })}`;
}

/** The wild: a "W" on a radiant plate in the game's colours, shaped unlike any other symbol. */
function wildSymbol(d: Defs, p: Pal): string {
  const plate = '<path d="M50 2L98 50L50 98L2 50Z"/>';
  return `${glow(d, 50, 50, 50, p.accent, 0.8)}${solid(d, plate, mix(p.primary, p.bg, 0.15), { line: 3, top: 2, bottom: 98 })}<path d="M50 12L88 50L50 88L12 50Z" fill="none" stroke="${lighten(p.primary, 0.5)}" stroke-width="2"/>${solid(d, '<path d="M10 28H28L35 58L44 30H56L65 58L72 28H90L74 78H58L50 54L42 78H26Z"/>', p.accent, { line: 3, top: 28, bottom: 78, ink: darken(p.bg, 0.5) })}${sparkle(30, 24, 7, '#fff')}`;
}

/** The scatter: a glowing bonus orb with a star, round where the wild is square. */
function scatterSymbol(d: Defs, p: Pal): string {
  const orb = mix(p.accent, p.primary, 0.35);
  return `${glow(d, 50, 50, 50, p.accent, 0.85)}${solid(d, '<circle cx="50" cy="50" r="40"/>', orb, { line: 3, top: 10, bottom: 90 })}<circle cx="50" cy="50" r="32" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="5 4"/>${solid(d, `<polygon points="${starPoints(50, 52, 26, 11, 5)}"/>`, '#ffd84a', { line: 2.5, top: 26, bottom: 76 })}${sparkle(70, 26, 6, '#fff')}`;
}

/**
 * A game's reel symbols as one SVG sprite (`<symbol id="W">` …): the wild, the scatter, the four high
 * symbols (objects of its theme, art-scenes.ts) and the card royals A, K, Q, J and T (10), each in a
 * 100×100 box with its own gradients. The game window draws them with `<use href="…#H1">`.
 */
export function gameSymbolsSvg(game: StudioGameDef): string {
  const p = palOf(game);
  const scene = sceneOf(game);
  const symbol = (id: string, draw: (d: Defs) => string) => {
    const d = new Defs(`${id}-`);
    const art = draw(d);
    return `  <symbol id="${id}" viewBox="0 0 100 100">${d}${art}</symbol>`;
  };
  const inset = (art: string) => `<g transform="translate(5 5) scale(0.9)">${art}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
${[
  symbol('W', (d) => wildSymbol(d, p)),
  symbol('S', (d) => scatterSymbol(d, p)),
  ...scene.symbols.map((name, i) => symbol(`H${i + 1}`, (d) => inset(object(name)(d, p)))),
  ...Object.keys(ROYAL_GLYPHS).map((letter) => symbol(letter, (d) => inset(royalSymbol(d, p, letter)))),
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
  // The house lottery's tiles and logos (docs/lottery.md).
  for (const [name, svg] of lotteryArt(PALETTES, gameIconFile, vendorLogoFile)) files.set(name, svg);
  // The house card games' tiles and the table vendor's logos (docs/video-poker-baccarat.md).
  for (const [name, svg] of cardsArt(PALETTES, gameIconFile, vendorLogoFile)) files.set(name, svg);
  // House bingo's and fishing's tiles, and the fishing vendor's logos (docs/bingo-fishing.md).
  for (const [name, svg] of bingoFishArt(PALETTES, gameIconFile, vendorLogoFile)) files.set(name, svg);
  // Virtual football's tile and logos (docs/virtual-football.md).
  for (const [name, svg] of footballArt(PALETTES, gameIconFile, vendorLogoFile)) files.set(name, svg);
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
