import { BINGO_GAMES, FISH_VENDOR, FISHING_GAMES, type HouseGameDef } from '../../../src/rules/bingofish/games';
import type { Palette } from '../../db/banner-art';

/** A bingo tile: a 5×5 card with daubs and a falling ball, in the game's theme. 300×300. */
export function bingoTileSvg(def: HouseGameDef): string {
  const t = def.theme;
  const daubed = new Set([0, 6, 12, 18, 24, 4, 8, 16, 20, 2]);
  const cells = Array.from({ length: 25 }, (_, i) => {
    const x = 70 + (i % 5) * 34;
    const y = 92 + Math.floor(i / 5) * 34;
    const on = daubed.has(i);
    return `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="${on ? t.primary : '#ffffff'}" fill-opacity="${on ? 1 : 0.9}"/>${
      on ? `<circle cx="${x + 15}" cy="${y + 15}" r="8" fill="${t.background}" fill-opacity="0.35"/>` : ''
    }`;
  }).join('');
  const letters = ['B', 'I', 'N', 'G', 'O']
    .map(
      (l, i) =>
        `<text x="${85 + i * 34}" y="84" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="20" fill="${t.accent}">${l}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${def.names.en}">
  <defs>
    <linearGradient id="bingo-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${t.background}"/>
      <stop offset="1" stop-color="#000000"/>
    </linearGradient>
    <radialGradient id="bingo-glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${t.accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${t.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="300" height="300" fill="url(#bingo-bg)"/>
  <circle cx="150" cy="160" r="150" fill="url(#bingo-glow)"/>
  <rect x="58" y="56" width="184" height="214" rx="16" fill="#000000" fill-opacity="0.35" stroke="${t.accent}" stroke-opacity="0.7" stroke-width="3"/>
  ${letters}
  ${cells}
  <circle cx="238" cy="62" r="34" fill="${t.primary}" stroke="#ffffff" stroke-width="4"/>
  <text x="238" y="72" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="28" fill="${t.background}">75</text>
</svg>
`;
}

/** A fishing tile: fish in the game's water, a cannon and bubbles. 300×300. */
export function fishingTileSvg(def: HouseGameDef): string {
  const t = def.theme;
  const fish = (x: number, y: number, s: number, body: string, flip = false) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-40 0 L-58 -16 L-58 16 Z" fill="${body}" fill-opacity="0.8"/><ellipse cx="0" cy="0" rx="42" ry="22" fill="${body}"/><circle cx="24" cy="-6" r="5" fill="#ffffff"/><circle cx="25" cy="-6" r="2.5" fill="#0b1020"/></g>`;
  const bubbles = [
    [60, 70, 6],
    [82, 46, 4],
    [230, 90, 5],
    [250, 60, 3],
    [200, 40, 4],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${def.names.en}">
  <defs>
    <linearGradient id="fish-bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${t.primary}"/>
      <stop offset="1" stop-color="${t.background}"/>
    </linearGradient>
  </defs>
  <rect width="300" height="300" fill="url(#fish-bg)"/>
  <path d="M40 0 L70 0 L20 300 L-10 300 Z M150 0 L175 0 L140 300 L110 300 Z" fill="#ffffff" fill-opacity="0.06"/>
  ${fish(150, 120, 1.6, t.accent)}
  ${fish(80, 200, 0.8, '#ff8a3d', true)}
  ${fish(230, 190, 0.7, '#9fd3e6')}
  ${bubbles}
  <path d="M0 280 Q75 262 150 278 T300 276 L300 300 L0 300 Z" fill="#000000" fill-opacity="0.35"/>
  <circle cx="150" cy="300" r="36" fill="${t.accent}"/>
  <rect x="142" y="236" width="16" height="40" rx="6" fill="${t.accent}"/>
</svg>
`;
}

/** LUMEN_FISH's logo in a brand's palette: a fish over a wave. */
export function fishVendorLogoSvg(p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="Lumen Fishing">
  <defs>
    <linearGradient id="fishv-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgTo}"/>
      <stop offset="1" stop-color="${p.bgFrom}"/>
    </linearGradient>
  </defs>
  <rect width="200" height="200" rx="36" fill="url(#fishv-bg)"/>
  <path d="M30 140 Q65 120 100 140 T170 140" fill="none" stroke="${p.second}" stroke-width="8" stroke-linecap="round"/>
  <path d="M48 92 L28 74 L28 110 Z" fill="${p.third}"/>
  <ellipse cx="100" cy="92" rx="54" ry="30" fill="${p.accent}"/>
  <circle cx="130" cy="84" r="7" fill="#ffffff"/>
  <circle cx="131" cy="84" r="3.5" fill="#0b1020"/>
</svg>
`;
}

/** Every bingo and fishing art file by name: the game tiles and the fishing vendor's logo per brand. */
export function bingoFishArt(
  palettes: Record<string, Palette>,
  iconFile: (code: string) => string,
  logoFile: (vassalage: string, brand: string) => string,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const g of BINGO_GAMES) files.set(iconFile(g.code), bingoTileSvg(g));
  for (const g of FISHING_GAMES) files.set(iconFile(g.code), fishingTileSvg(g));
  for (const [brand, palette] of Object.entries(palettes))
    files.set(logoFile(FISH_VENDOR, brand), fishVendorLogoSvg(palette));
  return files;
}
