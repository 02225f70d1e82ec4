import { STUDIO_GAME_RULES, type StudioGameRules } from '../../../src/rules/studio/catalogue';

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

export interface StudioGameDef extends StudioGameRules {
  /**
   * Pinned hot by the demo seed, at this position (the staff pin, issue 16). The other games are hot
   * only by real turnover (docs/hot-games.md).
   */
  hotPin?: number;
  theme: StudioTheme;
}

/**
 * Each game's theme (art data: the generated art and the game window's palette) and demo pin, by slug.
 * The rules (RTP, lines, stakes, volatility) are src/rules/studio/catalogue.ts, shared with the browser.
 */
const ART: Record<string, { theme: StudioTheme; demo: { pin?: number } }> = {
  'golden-dragon': {
    theme: { background: '#3b0a0a', primary: '#d4a017', accent: '#ff4d3d', motif: 'dragon' },
    demo: { pin: 1 },
  },
  'lucky-sevens': {
    theme: { background: '#1a1033', primary: '#e8e8f0', accent: '#ff2e55', motif: 'seven' },
    demo: { pin: 2 },
  },
  'pharaohs-sun': {
    theme: { background: '#2a1f0e', primary: '#e0b35a', accent: '#2f6fd6', motif: 'ankh' },
    demo: { pin: 3 },
  },
  'ocean-pearl': { theme: { background: '#06283d', primary: '#47b5c9', accent: '#f2efe6', motif: 'shell' }, demo: {} },
  'jungle-gems': { theme: { background: '#0c2a16', primary: '#2fbf71', accent: '#f5d547', motif: 'leaf' }, demo: {} },
  'star-forge': { theme: { background: '#0b0d2e', primary: '#5b6cff', accent: '#3de0ff', motif: 'planet' }, demo: {} },
  'frost-queen': {
    theme: { background: '#0d2238', primary: '#a8d8ff', accent: '#ffffff', motif: 'snowflake' },
    demo: {},
  },
  'volcano-rush': { theme: { background: '#1c0d05', primary: '#ff7a1a', accent: '#ffd23f', motif: 'flame' }, demo: {} },
  'sakura-spirit': {
    theme: { background: '#2b0f24', primary: '#f4a6c8', accent: '#fff0f6', motif: 'blossom' },
    demo: {},
  },
  'viking-gold': { theme: { background: '#14191f', primary: '#9aa7b4', accent: '#f0a830', motif: 'axe' }, demo: {} },
  'neon-nights': { theme: { background: '#12041f', primary: '#ff3df2', accent: '#34f5ff', motif: 'note' }, demo: {} },
  'desert-oasis': { theme: { background: '#3a2410', primary: '#e2a64b', accent: '#3cc7b4', motif: 'palm' }, demo: {} },
  'panda-fortune': {
    theme: { background: '#10240f', primary: '#7ccf5b', accent: '#f4f4f4', motif: 'bamboo' },
    demo: {},
  },
  'aztec-sun': { theme: { background: '#0f2a22', primary: '#1fae8b', accent: '#f2c14e', motif: 'sun' }, demo: {} },
  'wild-safari': { theme: { background: '#2c1d0c', primary: '#c98b3a', accent: '#f3e3b0', motif: 'paw' }, demo: {} },
  'candy-carnival': {
    theme: { background: '#2a0f2f', primary: '#ff8fcf', accent: '#8ff0ff', motif: 'candy' },
    demo: {},
  },
  'mystic-moon': { theme: { background: '#150d2e', primary: '#a78bfa', accent: '#e5e7eb', motif: 'moon' }, demo: {} },
  'pirate-cove': { theme: { background: '#0a1a2e', primary: '#c9a227', accent: '#e04e39', motif: 'anchor' }, demo: {} },
  'thunder-gods': { theme: { background: '#161a22', primary: '#8d99ae', accent: '#ffe14d', motif: 'bolt' }, demo: {} },
  'emerald-isle': {
    theme: { background: '#082414', primary: '#22c55e', accent: '#facc15', motif: 'clover' },
    demo: {},
  },
  'royal-crown': { theme: { background: '#1e0b2b', primary: '#9b59d0', accent: '#f5c542', motif: 'crown' }, demo: {} },
  'cyber-samurai': {
    theme: { background: '#0a0a0f', primary: '#ff2d4a', accent: '#00e5ff', motif: 'blade' },
    demo: {},
  },
  'honey-hive': { theme: { background: '#231705', primary: '#f5b21a', accent: '#3b2a0a', motif: 'hexagon' }, demo: {} },
  'arctic-peak': {
    theme: { background: '#0f1c2b', primary: '#cfe3f5', accent: '#5aa9e6', motif: 'mountain' },
    demo: {},
  },
  'ruby-rush': { theme: { background: '#260810', primary: '#e11d48', accent: '#fda4af', motif: 'gem' }, demo: {} },
  'atlantis-deep': {
    theme: { background: '#021a2e', primary: '#1e90c8', accent: '#7ff5d8', motif: 'trident' },
    demo: {},
  },
  'chili-fiesta': {
    theme: { background: '#2a1405', primary: '#e5482b', accent: '#9be564', motif: 'pepper' },
    demo: {},
  },
  'galaxy-gems': { theme: { background: '#0d0721', primary: '#c084fc', accent: '#fde68a', motif: 'star' }, demo: {} },
  'golden-koi': { theme: { background: '#06213a', primary: '#f59e0b', accent: '#e0f2fe', motif: 'fish' }, demo: {} },
  'ancient-runes': { theme: { background: '#1a1d1f', primary: '#6b8f8a', accent: '#7ef9d4', motif: 'rune' }, demo: {} },
};

export const STUDIO_GAMES: readonly StudioGameDef[] = STUDIO_GAME_RULES.map((rules) => {
  const art = ART[rules.code.replace(/^lumen-/, '')];
  if (!art) throw new Error(`no theme for ${rules.code}`);
  return { ...rules, theme: art.theme, ...(art.demo.pin !== undefined ? { hotPin: art.demo.pin } : {}) };
});
