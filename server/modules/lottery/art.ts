/**
 * The house lottery's catalogue art (issue 22): a 300×300 tile per game, drawn from its family (five
 * digit tiles, three dice, a fan of numbered balls, the daily draw's red-and-gold ticket) with a
 * stopwatch whose ring shows the interval (1, 3 or 5 minutes; a full ring for the daily draw), and a
 * vendor logo in each brand's palette. Digits are drawn as seven-segment shapes, not text (the tile
 * shows the game's name as HTML). Written with the studio's art by `npm run games:art`.
 */

import { LOTTERY_VENDOR } from '../../../src/api/contract/lottery';
import { LOTTERY_GAMES, type LotteryGameDef } from '../../../src/rules/lottery/games';
import type { Palette } from '../../db/banner-art';

interface Theme {
  bgFrom: string;
  bgTo: string;
  primary: string;
  accent: string;
}

const THEMES: Record<LotteryGameDef['family'], Theme> = {
  '5d': { bgFrom: '#0d1b3d', bgTo: '#1f3f8a', primary: '#4f8cff', accent: '#ffd25a' },
  k3: { bgFrom: '#2a0d12', bgTo: '#7a1c2a', primary: '#f2f2f2', accent: '#ff5a6e' },
  '11x5': { bgFrom: '#0b2a22', bgTo: '#146b52', primary: '#35d39b', accent: '#ffe07a' },
  vn: { bgFrom: '#3a0a0a', bgTo: '#a3161b', primary: '#ffcf3f', accent: '#ffe9a8' },
};

/** Seven segments (a–g) of a digit in a 20×36 box. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [3, 0, 14, 4],
  b: [16, 3, 4, 14],
  c: [16, 19, 4, 14],
  d: [3, 32, 14, 4],
  e: [0, 19, 4, 14],
  f: [0, 3, 4, 14],
  g: [3, 16, 14, 4],
};
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

function digit(n: number, x: number, y: number, scale: number, fill: string): string {
  const segs = [...(DIGIT_SEGMENTS[n] ?? '')]
    .map((s) => {
      const [sx, sy, w, h] = SEGMENTS[s]!;
      return `<rect x="${sx}" y="${sy}" width="${w}" height="${h}" rx="1.6"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">${segs}</g>`;
}

/** A number (one or two digits) centred on (cx, cy). */
function numberAt(value: number, cx: number, cy: number, scale: number, fill: string): string {
  const ds = String(value).split('').map(Number);
  const w = 20 * scale;
  const gap = 6 * scale;
  const total = ds.length * w + (ds.length - 1) * gap;
  return ds.map((d, i) => digit(d, cx - total / 2 + i * (w + gap), cy - 18 * scale, scale, fill)).join('');
}

function fiveDigits(t: Theme, seed: number): string {
  const digits = [3, 0, 7, 7, 1].map((d) => (d + seed) % 10);
  return digits
    .map((d, i) => {
      const x = 28 + i * 50;
      const y = 104 + (i % 2) * 14;
      return `<g><rect x="${x}" y="${y}" width="44" height="64" rx="10" fill="#ffffff" fill-opacity="0.1" stroke="${t.primary}" stroke-width="2.5"/>${numberAt(d, x + 22, y + 32, 1.1, i === 2 ? t.accent : '#ffffff')}</g>`;
    })
    .join('');
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(face: number, cx: number, cy: number, size: number, angle: number, t: Theme): string {
  const r = size / 2;
  const pips = (PIPS[face] ?? [])
    .map(
      ([px, py]) =>
        `<circle cx="${px * r * 0.5}" cy="${py * r * 0.5}" r="${size * 0.085}" fill="${face === 1 || face === 4 ? t.accent : '#2a2a2a'}"/>`,
    )
    .join('');
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})"><rect x="${-r + 4}" y="${-r + 8}" width="${size}" height="${size}" rx="${size * 0.2}" fill="#000" fill-opacity="0.3"/><rect x="${-r}" y="${-r}" width="${size}" height="${size}" rx="${size * 0.2}" fill="${t.primary}"/><rect x="${-r}" y="${-r}" width="${size}" height="${size * 0.45}" rx="${size * 0.2}" fill="#ffffff" fill-opacity="0.35"/>${pips}</g>`;
}

function threeDice(t: Theme, seed: number): string {
  const faces = [2, 5, 6].map((f) => ((f + seed - 1) % 6) + 1);
  return die(faces[0]!, 92, 170, 74, -14, t) + die(faces[1]!, 204, 168, 74, 12, t) + die(faces[2]!, 150, 112, 80, 3, t);
}

const BALL_COLOURS = ['#ff5a5a', '#ffb13b', '#35d39b', '#4f8cff', '#b36bff'];

function ballFan(seed: number): string {
  const balls = [3, 11, 7, 1, 9].map((b) => ((b + seed - 1) % 11) + 1);
  return balls
    .map((b, i) => {
      const angle = -60 + i * 30;
      const rad = (angle * Math.PI) / 180;
      const cx = Math.round(150 + Math.sin(rad) * 112);
      const cy = Math.round(250 - Math.cos(rad) * 112);
      const colour = BALL_COLOURS[i]!;
      return `<g><circle cx="${cx + 3}" cy="${cy + 6}" r="28" fill="#000" fill-opacity="0.3"/><circle cx="${cx}" cy="${cy}" r="28" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="18" fill="#ffffff"/><ellipse cx="${cx - 10}" cy="${cy - 14}" rx="10" ry="6" fill="#ffffff" fill-opacity="0.45"/>${numberAt(b, cx, cy, 0.5, '#1d1d1d')}</g>`;
    })
    .join('');
}

function ticket(t: Theme): string {
  return `<g transform="rotate(-8 150 150)"><rect x="46" y="92" width="208" height="118" rx="14" fill="#000" fill-opacity="0.3" transform="translate(5 8)"/><rect x="46" y="92" width="208" height="118" rx="14" fill="${t.primary}"/><rect x="58" y="104" width="184" height="94" rx="8" fill="none" stroke="#a3161b" stroke-width="3" stroke-dasharray="6 5"/>${numberAt(8, 118, 151, 1.5, '#a3161b')}${numberAt(6, 168, 151, 1.5, '#a3161b')}<circle cx="222" cy="122" r="10" fill="#a3161b"/><circle cx="222" cy="180" r="6" fill="#a3161b" fill-opacity="0.6"/></g><g fill="${t.accent}"><circle cx="64" cy="66" r="4"/><circle cx="246" cy="238" r="5"/><circle cx="236" cy="70" r="3"/></g>`;
}

/** The stopwatch: its ring filled to minutes ÷ 5 (the daily draw: full, with a sun mark). */
function stopwatch(def: LotteryGameDef, t: Theme): string {
  const cx = 246;
  const cy = 252;
  const r = 30;
  const minutes = def.intervalSeconds / 60;
  const fraction = def.dailyTime ? 1 : Math.min(1, minutes / 5);
  const circumference = 2 * Math.PI * (r - 6);
  const ticks = def.dailyTime
    ? `<circle cx="${cx}" cy="${cy}" r="8" fill="${t.accent}"/>`
    : Array.from(
        { length: minutes },
        (_, i) => `<circle cx="${cx - ((minutes - 1) * 7) / 2 + i * 7}" cy="${cy}" r="3" fill="${t.accent}"/>`,
      ).join('');
  return `<g><circle cx="${cx}" cy="${cy - r - 4}" r="5" fill="#ffffff" fill-opacity="0.85"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0b14" fill-opacity="0.7" stroke="#ffffff" stroke-opacity="0.85" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="${t.accent}" stroke-width="5" stroke-linecap="round" stroke-dasharray="${(circumference * fraction).toFixed(2)} ${circumference.toFixed(2)}" transform="rotate(-90 ${cx} ${cy})"/>${ticks}</g>`;
}

/** A lottery game's tile: 300×300, its family's scene in its theme, with the interval's stopwatch. */
export function lotteryTileSvg(def: LotteryGameDef): string {
  const t = THEMES[def.family];
  const seed = def.intervalSeconds / 60;
  const scene =
    def.family === '5d'
      ? fiveDigits(t, seed)
      : def.family === 'k3'
        ? threeDice(t, seed)
        : def.family === '11x5'
          ? ballFan(seed)
          : ticket(t);
  const id = def.code.replace(/[^a-z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${def.names.en}">
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${t.bgTo}"/>
      <stop offset="1" stop-color="${t.bgFrom}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="${t.accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${t.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="300" height="300" fill="url(#${id}-bg)"/>
  <circle cx="150" cy="140" r="140" fill="url(#${id}-glow)"/>
  ${scene}
  ${stopwatch(def, t)}
</svg>
`;
}

/** The vendor's logo in a brand's palette: three balls in a ring. */
export function lotteryVendorLogoSvg(p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="Lumen Lotto">
  <defs>
    <linearGradient id="lotto-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgTo}"/>
      <stop offset="1" stop-color="${p.bgFrom}"/>
    </linearGradient>
  </defs>
  <rect width="200" height="200" rx="36" fill="url(#lotto-bg)"/>
  <circle cx="100" cy="100" r="62" fill="none" stroke="${p.second}" stroke-width="3" opacity="0.6"/>
  <circle cx="76" cy="84" r="22" fill="${p.accent}"/>
  <circle cx="124" cy="84" r="22" fill="${p.second}"/>
  <circle cx="100" cy="126" r="22" fill="${p.third}"/>
  <circle cx="70" cy="77" r="6" fill="#ffffff" fill-opacity="0.5"/>
  <circle cx="118" cy="77" r="6" fill="#ffffff" fill-opacity="0.5"/>
  <circle cx="94" cy="119" r="6" fill="#ffffff" fill-opacity="0.5"/>
</svg>
`;
}

/** Every lottery art file by name: the ten tiles and a vendor logo per brand. */
export function lotteryArt(
  palettes: Record<string, Palette>,
  iconFile: (code: string) => string,
  logoFile: (vassalage: string, brand: string) => string,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const g of LOTTERY_GAMES) files.set(iconFile(g.code), lotteryTileSvg(g));
  for (const [brand, palette] of Object.entries(palettes))
    files.set(logoFile(LOTTERY_VENDOR, brand), lotteryVendorLogoSvg(palette));
  return files;
}
