/**
 * House fishing (issue 23): every shot is a bet at the cannon's level on one fish; the server
 * decides the capture from the player's seed pair at the shot's nonce:
 *
 *     f = seedFloats(serverSeed, clientSeed, nonce, 1)[0]      captured ⇔ f < RTP / multiplier
 *
 * so every shot, at any fish, returns RTP × stake on average (p × multiplier × stake). The win of a
 * capture is stake × multiplier. The scene (which fish swim where) is deterministic from a scene
 * seed, so the server knows the kind of the fish a shot names, and the window only draws.
 * Pure and isomorphic.
 */

/** The declared RTP of every shot. */
export const FISH_RTP = 0.96;

export type FishKind = 'minnow' | 'clown' | 'puffer' | 'turtle' | 'lantern' | 'ray' | 'shark' | 'whale';

export interface FishDef {
  kind: FishKind;
  /** The win of a capture as a multiple of the shot's stake. */
  pays: number;
  /** How often it swims in (relative weight). */
  weight: number;
  /** Size as a share of the scene's width. */
  size: number;
  /** Seconds to cross the scene. */
  crossSeconds: number;
}

export const FISH: readonly FishDef[] = [
  { kind: 'minnow', pays: 2, weight: 30, size: 0.08, crossSeconds: 7 },
  { kind: 'clown', pays: 3, weight: 24, size: 0.09, crossSeconds: 8 },
  { kind: 'puffer', pays: 5, weight: 16, size: 0.1, crossSeconds: 9 },
  { kind: 'turtle', pays: 8, weight: 11, size: 0.12, crossSeconds: 11 },
  { kind: 'lantern', pays: 12, weight: 8, size: 0.12, crossSeconds: 10 },
  { kind: 'ray', pays: 20, weight: 6, size: 0.15, crossSeconds: 12 },
  { kind: 'shark', pays: 50, weight: 3, size: 0.2, crossSeconds: 13 },
  { kind: 'whale', pays: 100, weight: 2, size: 0.28, crossSeconds: 16 },
];

export const fishDef = (kind: string): FishDef | undefined => FISH.find((f) => f.kind === kind);

/** Capture probability of a fish kind: RTP / multiplier. */
export const captureProbability = (pays: number): number => FISH_RTP / pays;

/** The shot's outcome from its float. */
export function shotFromFloat(float: number, kind: FishKind, stake: number) {
  const def = fishDef(kind);
  if (!def) throw new RangeError(`unknown fish ${kind}`);
  const captured = float < captureProbability(def.pays);
  return { captured, pays: def.pays, win: captured ? stake * def.pays : 0 };
}

/** The exact RTP of a shot at each kind (the float's 2³² steps make it exact to 2⁻³²). */
export const exactShotRtp = (pays: number): number => (Math.ceil((FISH_RTP / pays) * 2 ** 32) / 2 ** 32) * pays;

// ---- The scene ------------------------------------------------------------------------------

/** A new fish swims in every SPAWN_MS; the scene's clock starts at the window's open. */
export const SPAWN_MS = 650;
/** The server accepts a shot at a fish that is on screen within this slack of its clock. */
export const SHOT_SLACK_MS = 3000;

/** A small deterministic PRNG (mulberry32): the scene's layout, not any outcome. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The scene seed (a hex string) as a 32-bit number. */
export const sceneNumber = (sceneSeed: string): number => {
  let h = 2166136261;
  for (let i = 0; i < sceneSeed.length; i++) h = Math.imul(h ^ sceneSeed.charCodeAt(i), 16777619);
  return h >>> 0;
};

export interface Fish {
  id: number;
  kind: FishKind;
  pays: number;
  size: number;
  /** Ms after the scene's start when it enters. */
  spawnAt: number;
  /** Ms it takes to cross. */
  duration: number;
  /** 1: left to right; −1: right to left. */
  dir: 1 | -1;
  /** Vertical centre, amplitude and phase of its wave path (shares of the height). */
  y0: number;
  y1: number;
  amp: number;
  phase: number;
}

const TOTAL_WEIGHT = FISH.reduce((s, f) => s + f.weight, 0);

/** Fish `id` of the scene (id ≥ 0): deterministic from the scene number. */
export function fishOf(scene: number, id: number): Fish {
  const r = mulberry32((scene ^ Math.imul(id + 1, 0x9e3779b1)) >>> 0);
  let w = r() * TOTAL_WEIGHT;
  let def = FISH[0] as FishDef;
  for (const f of FISH) {
    if (w < f.weight) {
      def = f;
      break;
    }
    w -= f.weight;
  }
  return {
    id,
    kind: def.kind,
    pays: def.pays,
    size: def.size,
    spawnAt: id * SPAWN_MS,
    duration: def.crossSeconds * 1000 * (0.85 + 0.3 * r()),
    dir: r() < 0.5 ? 1 : -1,
    y0: 0.15 + 0.6 * r(),
    y1: 0.15 + 0.6 * r(),
    amp: 0.03 + 0.06 * r(),
    phase: r() * Math.PI * 2,
  };
}

/** Where a fish is at scene time `t` ms (shares of width/height; x from −size to 1 + size), or null when off screen. */
export function fishPosition(f: Fish, t: number): { x: number; y: number; angle: number } | null {
  const u = (t - f.spawnAt) / f.duration;
  if (u < 0 || u > 1) return null;
  const span = 1 + 2 * f.size;
  const x = f.dir === 1 ? -f.size + u * span : 1 + f.size - u * span;
  const wave = Math.sin(u * Math.PI * 2 + f.phase);
  const y = f.y0 + (f.y1 - f.y0) * u + f.amp * wave;
  const dy = (f.y1 - f.y0) / span + f.amp * Math.cos(u * Math.PI * 2 + f.phase) * ((Math.PI * 2) / span);
  const angle = Math.atan2(dy, 1) * f.dir;
  return { x, y, angle };
}

/** The ids of the fish that may be on screen at `t` (the longest crossing bounds how far back to look). */
export function fishIdsAround(t: number): number[] {
  const longest = Math.max(...FISH.map((f) => f.crossSeconds)) * 1000 * 1.15;
  const last = Math.floor(t / SPAWN_MS);
  const first = Math.max(0, Math.floor((t - longest) / SPAWN_MS));
  const ids: number[] = [];
  for (let id = first; id <= last; id++) ids.push(id);
  return ids;
}

/** Whether fish `f` could be on screen at scene time `t` give or take the slack (the server's check of a shot). */
export const fishShootable = (f: Fish, t: number, slack = SHOT_SLACK_MS): boolean =>
  f.spawnAt <= t + slack && f.spawnAt + f.duration >= t - slack;

/**
 * A fast simulator of `shots` shots at fish drawn by weight (a small PRNG, not the seeds): the
 * mean return per unit staked, for the RTP test and `npm run bingo:rtp`.
 */
export function simulateShotRtp(shots: number, seed: number): number {
  const r = mulberry32(seed);
  let total = 0;
  for (let i = 0; i < shots; i++) {
    let w = r() * TOTAL_WEIGHT;
    let def = FISH[0] as FishDef;
    for (const f of FISH) {
      if (w < f.weight) {
        def = f;
        break;
      }
      w -= f.weight;
    }
    if (r() < captureProbability(def.pays)) total += def.pays;
  }
  return total / shots;
}
