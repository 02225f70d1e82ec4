/**
 * The house card games' catalogue art (issue 23): a 300×300 tile per game in its palette (a fan of
 * five cards for video poker, with a gold royal flush for 9/6 and a pair of jacks for 8/5; the two
 * baccarat hands on a green felt for the table) and the LUMEN_TABLE vendor logo in each brand's
 * palette. No text (the tile shows the name as HTML). Written with the studio's art by `npm run games:art`.
 */
import { VIDEO_POKER_GAMES } from '../../../src/rules/videopoker/paytables';
import type { Palette } from '../../db/banner-art';
import { BACCARAT_GAME, type CardTheme, POKER_THEMES, TABLE_VENDOR } from './catalogue';

const SUIT: Record<string, string> = {
  H: 'M10 18 C3 12 0 9 0 5.5 C0 2.5 2.5 0.5 5 0.5 C7 0.5 9 1.8 10 3.8 C11 1.8 13 0.5 15 0.5 C17.5 0.5 20 2.5 20 5.5 C20 9 17 12 10 18 Z',
  D: 'M10 0 L18 10 L10 20 L2 10 Z',
  S: 'M10 0 C14 5 20 8 20 12 C20 15 17.5 16.5 15 16 C13 15.6 11.5 14.5 11 13.5 L12.5 20 L7.5 20 L9 13.5 C8.5 14.5 7 15.6 5 16 C2.5 16.5 0 15 0 12 C0 8 6 5 10 0 Z',
  C: 'M10 0 A4.6 4.6 0 0 1 13.4 7.8 A4.6 4.6 0 1 1 11.2 14 L12.5 20 L7.5 20 L8.8 14 A4.6 4.6 0 1 1 6.6 7.8 A4.6 4.6 0 0 1 10 0 Z',
};

/** One card face 60×84 at the origin: a suit pip large in the middle and small in the corners. */
function card(suit: string, t: CardTheme, highlight: boolean): string {
  const ink = suit === 'H' || suit === 'D' ? '#c0283a' : '#1b1f2a';
  return `<rect width="60" height="84" rx="6" fill="#fbf8f1" stroke="${highlight ? t.accent : '#00000033'}" stroke-width="${highlight ? 3 : 1}"/>
    <path d="${SUIT[suit]}" fill="${ink}" transform="translate(15 27) scale(1.5)"/>
    <path d="${SUIT[suit]}" fill="${ink}" transform="translate(5 5) scale(0.5)"/>
    <path d="${SUIT[suit]}" fill="${ink}" transform="translate(45 69) scale(0.5)"/>`;
}

const bg = (id: string, t: CardTheme) => `<defs>
    <radialGradient id="${id}-bg" cx="0.5" cy="0.4" r="0.75">
      <stop offset="0" stop-color="${t.primary}"/>
      <stop offset="1" stop-color="${t.background}"/>
    </radialGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="${t.accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${t.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="300" height="300" fill="url(#${id}-bg)"/>
  <circle cx="150" cy="140" r="135" fill="url(#${id}-glow)"/>`;

export function pokerTileSvg(code: string): string {
  const t = POKER_THEMES[code]!;
  const suits = code.endsWith('96') ? ['S', 'S', 'S', 'S', 'S'] : ['H', 'C', 'D', 'S', 'H'];
  const fan = suits
    .map((s, i) => {
      const angle = (i - 2) * 13;
      return `<g transform="rotate(${angle} 150 250) translate(${120} ${82})">${card(s, t, i === 2)}</g>`;
    })
    .join('\n  ');
  const name = VIDEO_POKER_GAMES.find((g) => g.code === code)?.names.en ?? code;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${name}">
  ${bg(code, t)}
  <ellipse cx="150" cy="232" rx="96" ry="12" fill="#000" opacity="0.35"/>
  ${fan}
  <rect x="56" y="196" width="188" height="34" rx="17" fill="${t.accent}"/>
  ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${84 + i * 33}" cy="213" r="8" fill="${t.background}" opacity="${i === 2 ? 1 : 0.55}"/>`).join('')}
</svg>
`;
}

export function baccaratTileSvg(): string {
  const t = BACCARAT_GAME.theme;
  const hand = (x: number, suits: string[], tint: string) =>
    `${suits
      .map(
        (s, i) =>
          `<g transform="translate(${x + i * 30} ${108 + i * 4}) rotate(${-8 + i * 10} 30 42)">${card(s, t, false)}</g>`,
      )
      .join('')}<rect x="${x - 6}" y="210" width="112" height="14" rx="7" fill="${tint}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${BACCARAT_GAME.names.en}">
  ${bg(BACCARAT_GAME.code, t)}
  <ellipse cx="150" cy="150" rx="140" ry="96" fill="none" stroke="${t.accent}" stroke-width="3" opacity="0.6"/>
  ${hand(34, ['H', 'S'], '#3f7ddb')}
  ${hand(166, ['D', 'C'], '#d64550')}
  <circle cx="150" cy="62" r="22" fill="${t.accent}"/>
  <circle cx="150" cy="62" r="14" fill="none" stroke="${t.background}" stroke-width="3" stroke-dasharray="5 4"/>
</svg>
`;
}

/** The table vendor's logo in a brand's palette: two overlapping cards. */
export function tableVendorLogoSvg(p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="Lumen Table">
  <defs>
    <linearGradient id="table-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgTo}"/>
      <stop offset="1" stop-color="${p.bgFrom}"/>
    </linearGradient>
  </defs>
  <rect width="200" height="200" rx="36" fill="url(#table-bg)"/>
  <g transform="translate(52 50) rotate(-12 30 42)"><rect width="60" height="84" rx="8" fill="${p.second}"/></g>
  <g transform="translate(88 58) rotate(10 30 42)"><rect width="60" height="84" rx="8" fill="${p.accent}"/>
    <path d="${SUIT.S}" fill="${p.onAccent}" transform="translate(15 27) scale(1.5)"/></g>
</svg>
`;
}

/** Every card-game art file by name: the three tiles and a table logo per brand. */
export function cardsArt(
  palettes: Record<string, Palette>,
  iconFile: (code: string) => string,
  logoFile: (vassalage: string, brand: string) => string,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const g of VIDEO_POKER_GAMES) files.set(iconFile(g.code), pokerTileSvg(g.code));
  files.set(iconFile(BACCARAT_GAME.code), baccaratTileSvg());
  for (const [brand, palette] of Object.entries(palettes))
    files.set(logoFile(TABLE_VENDOR, brand), tableVendorLogoSvg(palette));
  return files;
}
