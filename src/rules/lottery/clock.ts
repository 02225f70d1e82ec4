/**
 * The lottery window's clock (issue 22): every draw time comes from the server, and the browser's
 * clock may be off. The window learns the offset from each answer (the server's time minus the
 * moment the answer was half-way back), and reads "now" as the browser's clock plus that offset.
 * The phases and seconds below are pure functions of the draw's times and that "now".
 */

/** The server's clock minus the browser's, in ms, from an answer's server time and when the request left and came back. */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/**
 * The HTTP Date header has whole seconds: the true server time lies somewhere in the second it
 * names, on average half-way through it.
 */
export function serverTimeFromDateHeader(header: string | null | undefined): number | null {
  if (!header) return null;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : at + 500;
}

export type DrawPhase =
  /** Bets are taken until `closesAt`. */
  | 'open'
  /** Betting has closed; the draw is made at `drawsAt`. */
  | 'closed'
  /** `drawsAt` has passed and the result is not in yet. */
  | 'drawing'
  /** The draw has its result (or was voided). */
  | 'done';

export interface DrawTimes {
  closesAt: string;
  drawsAt: string;
  status?: string;
}

export interface PhaseNow {
  phase: DrawPhase;
  /** Whole seconds to the phase's end (the close while open, the draw while closed), rounded up; 0 otherwise. */
  seconds: number;
}

/** Seconds to `at` from `now`, rounded up, never below 0. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Where a draw stands at `now` (server time, ms). */
export function drawPhase(draw: DrawTimes, now: number): PhaseNow {
  if (draw.status === 'drawn' || draw.status === 'settled' || draw.status === 'void')
    return { phase: 'done', seconds: 0 };
  const closes = Date.parse(draw.closesAt);
  const draws = Date.parse(draw.drawsAt);
  if (draw.status !== 'closed' && now < closes) return { phase: 'open', seconds: secondsUntil(closes, now) };
  if (now < draws) return { phase: 'closed', seconds: secondsUntil(draws, now) };
  return { phase: 'drawing', seconds: 0 };
}

/** "mm:ss", or "h:mm:ss" from an hour up: a countdown's face. */
export function clockFace(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}

/**
 * When the window should fetch its state again: a moment after the draw is made (the result and the
 * settlement follow it), then every few seconds while it is still drawing.
 */
export const REFETCH_AFTER_DRAW_MS = 1_500;
export const REFETCH_WHILE_DRAWING_MS = 2_000;
