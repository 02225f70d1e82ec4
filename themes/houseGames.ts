/**
 * Colours of the house games' own art (issue 23): football club kits, fishing's fish, and the bingo and
 * fishing windows' game palettes. They belong to the games' pictures, the same in every brand and colour
 * mode, so they are not theme tokens; they live here because no colour literal may live outside themes/.
 */

/** Each virtual football club's kit: main colour, second colour. */
export const clubColours = {
  AUR: ['#f5b800', '#1a1a2e'],
  HAR: ['#1e6bd6', '#ffffff'],
  EMB: ['#d6452a', '#ffe7c2'],
  JAD: ['#14a36b', '#0b2b1e'],
  STO: ['#7a7f8c', '#f2f2f2'],
  VIO: ['#7b3fd1', '#f0e6ff'],
  TID: ['#0fa3b1', '#072a2e'],
  NOR: ['#2b2d42', '#ef233c'],
} as const satisfies Record<string, readonly [string, string]>;

/** Each fish's colours in the fishing scene: body, fin or stripe. */
export const fishColours = {
  minnow: ['#9fd3e6', '#5aa6c4'],
  clown: ['#ff8a3d', '#ffffff'],
  puffer: ['#f2d05c', '#b98b1d'],
  turtle: ['#5fb36a', '#2f6f3a'],
  lantern: ['#7a6cf0', '#ffe082'],
  ray: ['#8aa0b8', '#4d6177'],
  shark: ['#9aa7b4', '#e9eef2'],
  whale: ['#3e6db5', '#bcd3f2'],
} as const;

/** The bingo and fishing windows' palettes (background, primary, accent), like each slot's theme. */
export const houseGamePalettes = {
  bingo: { background: '#1d0f3a', primary: '#f5a623', accent: '#ffe08a' },
  fishing: { background: '#062a45', primary: '#2fb5d6', accent: '#ffd54f' },
} as const;

/** The fishing scene's other colours (canvas paint, not CSS): water, light, rock, coins, the net, the win figure. */
export const fishingScene = {
  eye: '#ffffff',
  pupil: '#10131a',
  waterTop: '#0d4a73',
  waterBottom: '#061c33',
  lightRay: 'rgba(255,255,255,0.05)',
  rock: '#2b3a3f',
  bubble: 'rgba(255,255,255,0.25)',
  coin: '#ffd54f',
  coinShine: '#ffe082',
  /** The net's ring, fading as it closes. */
  net: (alpha: number) => `rgba(255,255,255,${alpha})`,
  /** A win's figure over a catch: canvas text, so a font string, not a theme var. */
  winFont: 'bold 16px sans-serif',
  winOutline: 'rgba(0,0,0,0.6)',
} as const;
