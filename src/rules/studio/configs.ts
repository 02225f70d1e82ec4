import {
  FREE_SPINS,
  PAYLINES,
  PAYTABLES,
  SCATTER_PAYS,
  type StudioPaytable,
} from '../../api/contract/studio.constants';
import { STUDIO_GAME_RULES, type StudioGameRules } from './catalogue';
import { SCATTER, type SlotConfig, WILD } from './engine';
import { TUNING } from './tuning';

/**
 * The 30 house slots' engine configs, built from one template per volatility and each game's own
 * tuning (tuning.ts, found by `npm run studio:rtp -- --tune`): the number of filler symbols (10)
 * on each reel, which sets the RTP to the declared figure within ±0.2 percentage points. The order
 * of each strip is a shuffle seeded by the game code, so no two games spin alike.
 */

/** The symbols of every game: wild, scatter, four theme symbols, and the card royals. */
export const HIGH = ['H1', 'H2', 'H3', 'H4'] as const;
export const LOW = ['A', 'K', 'Q', 'J', 'T'] as const;
export const FILLER = 'T';

/** The paylines, paytables, scatter pays and free spins are public: the game window shows them too. */
export { FREE_SPINS, PAYLINES, SCATTER_PAYS };

interface Template extends StudioPaytable {
  /** Symbol counts on each of the 5 reels, before the filler. */
  counts: Record<string, readonly [number, number, number, number, number]>;
}

const same = (n: number) => [n, n, n, n, n] as const;

export const TEMPLATES: Record<StudioGameRules['volatility'], Template> = {
  low: {
    counts: {
      [WILD]: [1, 2, 2, 2, 2],
      [SCATTER]: same(2),
      H1: same(2),
      H2: same(3),
      H3: same(3),
      H4: same(4),
      A: same(5),
      K: same(5),
      Q: same(6),
      J: same(6),
    },
    ...PAYTABLES.low,
  },
  medium: {
    counts: {
      [WILD]: [1, 2, 2, 2, 2],
      [SCATTER]: same(2),
      H1: same(2),
      H2: same(2),
      H3: same(3),
      H4: same(3),
      A: same(5),
      K: same(5),
      Q: same(5),
      J: same(6),
    },
    ...PAYTABLES.medium,
  },
  high: {
    counts: {
      [WILD]: [1, 1, 2, 2, 2],
      [SCATTER]: same(2),
      H1: same(1),
      H2: same(2),
      H3: same(2),
      H4: same(3),
      A: same(4),
      K: same(5),
      Q: same(5),
      J: same(6),
    },
    ...PAYTABLES.high,
  },
};

/** A deterministic generator seeded by a string (mulberry32 over FNV-1a): strip order only, never outcomes. */
export function seeded(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One reel strip: the scatters evenly spaced (so a window never shows two), the other symbols
 * shuffled into the gaps with the game's own seed.
 */
export function buildStrip(counts: Record<string, number>, seed: string): string[] {
  const scatters = counts[SCATTER] ?? 0;
  const rest = Object.entries(counts).flatMap(([s, n]) => (s === SCATTER ? [] : Array<string>(n).fill(s)));
  const random = seeded(seed);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const length = rest.length + scatters;
  const strip: string[] = new Array(length);
  for (let i = 0; i < scatters; i++) strip[Math.floor((i * length) / scatters)] = SCATTER;
  let k = 0;
  for (let i = 0; i < length; i++) if (strip[i] === undefined) strip[i] = rest[k++]!;
  return strip;
}

/** A game's config with the given filler counts per reel. */
export function configFor(game: StudioGameRules, filler: readonly number[]): SlotConfig {
  const template = TEMPLATES[game.volatility];
  const reels = filler.map((f, reel) => {
    const counts: Record<string, number> = {};
    for (const [s, perReel] of Object.entries(template.counts)) counts[s] = perReel[reel]!;
    counts[FILLER] = (counts[FILLER] ?? 0) + f;
    return buildStrip(counts, `${game.code}:${reel}`);
  });
  return {
    code: game.code,
    paylines: PAYLINES.slice(0, game.lines),
    reels,
    pays: template.pays,
    scatterPays: SCATTER_PAYS,
    freeSpins: FREE_SPINS,
    freeMultiplier: template.freeMultiplier,
  };
}

let built: ReadonlyMap<string, SlotConfig> | undefined;

/** Every game's config, built once on first use. */
export function slotConfigs(): ReadonlyMap<string, SlotConfig> {
  built ??= new Map(
    STUDIO_GAME_RULES.map((game) => {
      const filler = TUNING[game.code];
      if (!filler) throw new Error(`no tuning for ${game.code}`);
      return [game.code, configFor(game, filler)];
    }),
  );
  return built;
}

export const slotConfig = (code: string): SlotConfig | undefined => slotConfigs().get(code);
