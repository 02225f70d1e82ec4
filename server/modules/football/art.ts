/**
 * Virtual football's catalogue art (issue 23): the game's 300×300 tile (a pitch seen from above, a
 * ball and two kits of the league) and the LUMEN_SPORTS logo in each brand's palette. Written with
 * the studio's art by `npm run games:art`.
 */
import { FOOTBALL_GAME_CODE, FOOTBALL_VENDOR } from '../../../src/api/contract/football';
import { TEAMS } from '../../../src/rules/football/teams';
import type { Palette } from '../../db/banner-art';

/** A ball: a white disc with five dark patches. */
function ball(cx: number, cy: number, r: number): string {
  const patches = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 - 90) * (Math.PI / 180);
    return `<circle cx="${(cx + Math.cos(a) * r * 0.62).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 0.62).toFixed(1)}" r="${(r * 0.2).toFixed(1)}" fill="#1a1a2e"/>`;
  }).join('');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="#1a1a2e" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.26).toFixed(1)}" fill="#1a1a2e"/>${patches}</g>`;
}

/** A shirt in a team's colours. */
function shirt(x: number, y: number, fill: string, trim: string): string {
  return `<path transform="translate(${x} ${y})" d="M-30 -30 L-12 -38 Q0 -30 12 -38 L30 -30 L44 -10 L30 0 L26 -8 L26 38 L-26 38 L-26 -8 L-30 0 L-44 -10 Z" fill="${fill}" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>`;
}

export function footballTileSvg(): string {
  const [a, b] = [TEAMS[0]!, TEAMS[1]!];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="Lumen Virtual Football">
  <defs>
    <linearGradient id="vf-bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f5132"/>
      <stop offset="1" stop-color="#063020"/>
    </linearGradient>
  </defs>
  <rect width="300" height="300" fill="url(#vf-bg)"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="0" y="${i * 50}" width="300" height="25" fill="#ffffff" fill-opacity="0.04"/>`).join('')}
  <g fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3">
    <rect x="20" y="20" width="260" height="260" rx="4"/>
    <line x1="20" y1="150" x2="280" y2="150"/>
    <circle cx="150" cy="150" r="42"/>
    <rect x="95" y="20" width="110" height="44"/>
    <rect x="95" y="236" width="110" height="44"/>
  </g>
  ${shirt(78, 92, a.colours[0], a.colours[1])}
  ${shirt(222, 208, b.colours[0], b.colours[1])}
  ${ball(150, 150, 30)}
</svg>
`;
}

/** The vendor's logo in a brand's palette: a ball over a pitch's centre circle. */
export function footballVendorLogoSvg(p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="Lumen Sports">
  <defs>
    <linearGradient id="sports-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgTo}"/>
      <stop offset="1" stop-color="${p.bgFrom}"/>
    </linearGradient>
  </defs>
  <rect width="200" height="200" rx="36" fill="url(#sports-bg)"/>
  <circle cx="100" cy="100" r="66" fill="none" stroke="${p.second}" stroke-width="4" opacity="0.7"/>
  <line x1="20" y1="100" x2="180" y2="100" stroke="${p.third}" stroke-width="4" opacity="0.6"/>
  <circle cx="100" cy="100" r="40" fill="${p.accent}"/>
  ${ball(100, 100, 30)}
</svg>
`;
}

/** Every football art file by name: the tile and a vendor logo per brand. */
export function footballArt(
  palettes: Record<string, Palette>,
  iconFile: (code: string) => string,
  logoFile: (vassalage: string, brand: string) => string,
): Map<string, string> {
  const files = new Map<string, string>([[iconFile(FOOTBALL_GAME_CODE), footballTileSvg()]]);
  for (const [brand, palette] of Object.entries(palettes))
    files.set(logoFile(FOOTBALL_VENDOR, brand), footballVendorLogoSvg(palette));
  return files;
}
