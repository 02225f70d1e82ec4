/**
 * Game pacing, per brand (issue 19: the jurisdiction settings of MGA and UKGC RTS 14). Plain rules
 * with no zod and no browser API, so the studio's server and the house slot client read the same
 * ones. The settings' schema is `pacingSettingsSchema` in src/api/contract/system.ts.
 */

export interface Pacing {
  /** Least time between the starts of two spins, in ms; 0: none. */
  minSpinMs: number;
  /** Whether an autoplay control may be offered. */
  autoplay: boolean;
  /** Whether a turbo (quick spin) control may be offered. */
  turbo: boolean;
  /** No win celebration when the return is at most the stake. */
  celebrateOnlyRealWins: boolean;
  /** The game window shows the session time and the net position. */
  showNetPosition: boolean;
}

/** A brand without pacing settings: today's behaviour, nothing restricted and nothing added. */
export const DEFAULT_PACING: Pacing = {
  minSpinMs: 0,
  autoplay: true,
  turbo: true,
  celebrateOnlyRealWins: false,
  showNetPosition: false,
};

/** The demo's strict brand and the spec's example: 2.5 s a spin, no autoplay or turbo, no fake wins. */
export const STRICT_PACING: Pacing = {
  minSpinMs: 2500,
  autoplay: false,
  turbo: false,
  celebrateOnlyRealWins: true,
  showNetPosition: true,
};

/** The brand's pacing, or the default when the brand has none. */
export const pacingOf = (settings: Pacing | null | undefined): Pacing => settings ?? DEFAULT_PACING;

/**
 * How long, in ms, before a spin may start at `nowMs` when the previous one started at `lastStartMs`
 * (null: none yet). 0: it may start now. A clock that went backwards counts as no time passed.
 */
export function spinWaitMs(lastStartMs: number | null, nowMs: number, minSpinMs: number): number {
  if (lastStartMs === null || minSpinMs <= 0) return 0;
  const elapsed = Math.max(0, nowMs - lastStartMs);
  return Math.max(0, minSpinMs - elapsed);
}

/**
 * Whether a spin's result is celebrated (fanfare, "win" banner, count-up): any win normally; with
 * `celebrateOnlyRealWins` only a return above the stake, so a "win" that loses money is not dressed
 * up as one (a free spin has no stake of its own: any win of it is real).
 */
export function celebrates(win: number, stake: number, pacing: Pick<Pacing, 'celebrateOnlyRealWins'>): boolean {
  if (win <= 0) return false;
  return !pacing.celebrateOnlyRealWins || win > stake;
}

/** The net position of a session: what came back minus what was staked (minor units; negative is a loss). */
export function netPosition(spins: readonly { stake: number; totalWin: number }[]): number {
  let net = 0;
  for (const s of spins) net += s.totalWin - s.stake;
  return net;
}

/** Whole seconds from `sinceMs` to `nowMs` (never negative): the session time shown in the game window. */
export const sessionSeconds = (sinceMs: number, nowMs: number) => Math.max(0, Math.floor((nowMs - sinceMs) / 1000));

/** A session time as a clock: "m:ss" under an hour, then "h:mm:ss" (digits only, the same in every language). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
