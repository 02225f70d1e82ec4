/**
 * The house studio's games (issue 5, "First house games"): one vendor, LUMEN, of the RNG category.
 * This list is the single source for the catalogue seed (server/modules/games), the engine configs
 * and the generated art (server/modules/studio): each game has its own theme, and a declared RTP
 * that the engine's exact RTP must match within ±0.2 percentage points (studio tests).
 *
 * `rtp` is in hundredths of a percent (9600 = 96.00%). `minBet` is the smallest total stake per spin
 * in minor units. `lines` is the number of paylines of the 5×3 grid. Colours are the theme palette
 * used by the generated art only (art is data, not UI styling): background, primary, accent.
 */
export const STUDIO_VENDOR = {
  vassalage: 'LUMEN',
  displayName: 'Lumen Studio',
  gameType: 'RNG',
  gameCategory: 'RNG',
} as const;

export interface StudioTheme {
  /** Background of the game window and the tile. */
  background: string;
  /** The theme's main colour (frames, the wild). */
  primary: string;
  /** Highlights (the scatter, wins). */
  accent: string;
  /** What the theme's emblem and high symbols depict, for the art generator. */
  motif: string;
}

export interface StudioGameDef {
  /** The vendor's game code, `lumen-<slug>`. */
  code: string;
  name: string;
  rtp: number;
  lines: 10 | 20 | 25;
  minBet: number;
  volatility: 'low' | 'medium' | 'high';
  /**
   * Pinned hot by the demo seed, at this position (the staff pin, issue 16). The other games are hot
   * only by real turnover (docs/hot-games.md).
   */
  hotPin?: number;
  theme: StudioTheme;
}

const g = (
  slug: string,
  name: string,
  rtp: number,
  lines: 10 | 20 | 25,
  minBet: number,
  volatility: StudioGameDef['volatility'],
  theme: StudioTheme,
  /** `{ pin }`: the demo seed pins the game hot there; `{}`: no pin (hot only by turnover). */
  demo?: { pin?: number },
): StudioGameDef => ({
  code: `lumen-${slug}`,
  name,
  rtp,
  lines,
  minBet,
  volatility,
  theme,
  ...(demo?.pin !== undefined ? { hotPin: demo.pin } : {}),
});

export const STUDIO_GAMES: readonly StudioGameDef[] = [
  g(
    'golden-dragon',
    'Golden Dragon',
    9600,
    25,
    25,
    'high',
    { background: '#3b0a0a', primary: '#d4a017', accent: '#ff4d3d', motif: 'dragon' },
    { pin: 1 },
  ),
  g(
    'lucky-sevens',
    'Lucky Sevens',
    9550,
    10,
    10,
    'low',
    { background: '#1a1033', primary: '#e8e8f0', accent: '#ff2e55', motif: 'seven' },
    { pin: 2 },
  ),
  g(
    'pharaohs-sun',
    "Pharaoh's Sun",
    9620,
    20,
    20,
    'medium',
    { background: '#2a1f0e', primary: '#e0b35a', accent: '#2f6fd6', motif: 'ankh' },
    { pin: 3 },
  ),
  g(
    'ocean-pearl',
    'Ocean Pearl',
    9580,
    20,
    20,
    'medium',
    { background: '#06283d', primary: '#47b5c9', accent: '#f2efe6', motif: 'shell' },
    {},
  ),
  g(
    'jungle-gems',
    'Jungle Gems',
    9610,
    25,
    25,
    'medium',
    { background: '#0c2a16', primary: '#2fbf71', accent: '#f5d547', motif: 'leaf' },
    {},
  ),
  g(
    'star-forge',
    'Star Forge',
    9640,
    20,
    20,
    'high',
    { background: '#0b0d2e', primary: '#5b6cff', accent: '#3de0ff', motif: 'planet' },
    {},
  ),
  g(
    'frost-queen',
    'Frost Queen',
    9570,
    25,
    25,
    'medium',
    { background: '#0d2238', primary: '#a8d8ff', accent: '#ffffff', motif: 'snowflake' },
    {},
  ),
  g(
    'volcano-rush',
    'Volcano Rush',
    9590,
    10,
    10,
    'high',
    { background: '#1c0d05', primary: '#ff7a1a', accent: '#ffd23f', motif: 'flame' },
    {},
  ),
  g(
    'sakura-spirit',
    'Sakura Spirit',
    9560,
    20,
    20,
    'low',
    { background: '#2b0f24', primary: '#f4a6c8', accent: '#fff0f6', motif: 'blossom' },
    {},
  ),
  g(
    'viking-gold',
    'Viking Gold',
    9630,
    25,
    25,
    'high',
    { background: '#14191f', primary: '#9aa7b4', accent: '#f0a830', motif: 'axe' },
    {},
  ),
  g(
    'neon-nights',
    'Neon Nights',
    9540,
    10,
    10,
    'medium',
    { background: '#12041f', primary: '#ff3df2', accent: '#34f5ff', motif: 'note' },
    {},
  ),
  g(
    'desert-oasis',
    'Desert Oasis',
    9600,
    20,
    20,
    'low',
    { background: '#3a2410', primary: '#e2a64b', accent: '#3cc7b4', motif: 'palm' },
    {},
  ),
  g(
    'panda-fortune',
    'Panda Fortune',
    9610,
    25,
    25,
    'medium',
    { background: '#10240f', primary: '#7ccf5b', accent: '#f4f4f4', motif: 'bamboo' },
    {},
  ),
  g(
    'aztec-sun',
    'Aztec Sun',
    9650,
    20,
    20,
    'high',
    { background: '#0f2a22', primary: '#1fae8b', accent: '#f2c14e', motif: 'sun' },
    {},
  ),
  g(
    'wild-safari',
    'Wild Safari',
    9580,
    25,
    25,
    'medium',
    { background: '#2c1d0c', primary: '#c98b3a', accent: '#f3e3b0', motif: 'paw' },
    {},
  ),
  g(
    'candy-carnival',
    'Candy Carnival',
    9520,
    10,
    10,
    'low',
    { background: '#2a0f2f', primary: '#ff8fcf', accent: '#8ff0ff', motif: 'candy' },
    {},
  ),
  g(
    'mystic-moon',
    'Mystic Moon',
    9620,
    20,
    20,
    'medium',
    { background: '#150d2e', primary: '#a78bfa', accent: '#e5e7eb', motif: 'moon' },
    {},
  ),
  g(
    'pirate-cove',
    'Pirate Cove',
    9600,
    25,
    25,
    'high',
    { background: '#0a1a2e', primary: '#c9a227', accent: '#e04e39', motif: 'anchor' },
    {},
  ),
  g(
    'thunder-gods',
    'Thunder Gods',
    9660,
    20,
    20,
    'high',
    { background: '#161a22', primary: '#8d99ae', accent: '#ffe14d', motif: 'bolt' },
    {},
  ),
  g(
    'emerald-isle',
    'Emerald Isle',
    9570,
    10,
    10,
    'low',
    { background: '#082414', primary: '#22c55e', accent: '#facc15', motif: 'clover' },
    {},
  ),
  g(
    'royal-crown',
    'Royal Crown',
    9610,
    25,
    25,
    'medium',
    { background: '#1e0b2b', primary: '#9b59d0', accent: '#f5c542', motif: 'crown' },
    {},
  ),
  g(
    'cyber-samurai',
    'Cyber Samurai',
    9630,
    20,
    20,
    'high',
    { background: '#0a0a0f', primary: '#ff2d4a', accent: '#00e5ff', motif: 'blade' },
    {},
  ),
  g(
    'honey-hive',
    'Honey Hive',
    9550,
    10,
    10,
    'low',
    { background: '#231705', primary: '#f5b21a', accent: '#3b2a0a', motif: 'hexagon' },
    {},
  ),
  g(
    'arctic-peak',
    'Arctic Peak',
    9590,
    20,
    20,
    'medium',
    { background: '#0f1c2b', primary: '#cfe3f5', accent: '#5aa9e6', motif: 'mountain' },
    {},
  ),
  g(
    'ruby-rush',
    'Ruby Rush',
    9600,
    25,
    25,
    'medium',
    { background: '#260810', primary: '#e11d48', accent: '#fda4af', motif: 'gem' },
    {},
  ),
  g(
    'atlantis-deep',
    'Atlantis Deep',
    9640,
    20,
    20,
    'high',
    { background: '#021a2e', primary: '#1e90c8', accent: '#7ff5d8', motif: 'trident' },
    {},
  ),
  g(
    'chili-fiesta',
    'Chili Fiesta',
    9530,
    10,
    10,
    'low',
    { background: '#2a1405', primary: '#e5482b', accent: '#9be564', motif: 'pepper' },
    {},
  ),
  g(
    'galaxy-gems',
    'Galaxy Gems',
    9620,
    25,
    25,
    'medium',
    { background: '#0d0721', primary: '#c084fc', accent: '#fde68a', motif: 'star' },
    {},
  ),
  g(
    'golden-koi',
    'Golden Koi',
    9580,
    20,
    20,
    'medium',
    { background: '#06213a', primary: '#f59e0b', accent: '#e0f2fe', motif: 'fish' },
    {},
  ),
  g(
    'ancient-runes',
    'Ancient Runes',
    9610,
    25,
    25,
    'high',
    { background: '#1a1d1f', primary: '#6b8f8a', accent: '#7ef9d4', motif: 'rune' },
    {},
  ),
];
