/**
 * When the house lottery draws (issue 22; docs/lottery.md), in the brand's time zone. A fast game
 * draws on a grid from each brand-local midnight: draw k (1-based) of day D is drawn at
 * D 00:00 + (k − 1) × interval and numbered "YYYYMMDD-kkkk" (16:00 of a 1-minute game is "-0961").
 * The daily draw is drawn at its brand-local time and numbered "YYYYMMDD". Intl only: isomorphic.
 */

/** Wall clock − UTC of `timeZone` at `t` (epoch ms), in ms. */
function offsetAt(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(t / 1000) * 1000;
}

/** The brand-local calendar day of `t`: [y, m, d]. */
export function localDay(t: Date, timeZone: string): [number, number, number] {
  const wall = new Date(t.getTime() + offsetAt(t.getTime(), timeZone));
  return [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
}

/** 00:00 of a brand-local day (d may overflow, as Date.UTC). */
export function localMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const dayKey = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
};

export interface DrawSlot {
  number: string;
  drawsAt: Date;
}

export interface ScheduleOf {
  intervalSeconds: number;
  /** The daily draw's brand-local time "HH:MM"; absent for a fast game. */
  dailyTime?: string;
}

/** The draws strictly after `after`, `count` of them, in order. */
export function nextDraws(game: ScheduleOf, after: Date, count: number, timeZone: string): DrawSlot[] {
  const out: DrawSlot[] = [];
  let [y, m, d] = localDay(after, timeZone);
  // Start one day back: a daily time may put yesterday's draw after `after` only in odd zones; cheap to check.
  d -= 1;
  for (let guard = 0; out.length < count && guard < 4000; guard++) {
    const start = localMidnight(y, m, d, timeZone);
    const end = localMidnight(y, m, d + 1, timeZone);
    const key = dayKey(y, m, d);
    if (game.dailyTime) {
      const [hh, mm] = game.dailyTime.split(':').map(Number);
      const drawsAt = new Date(start.getTime() + ((hh ?? 0) * 60 + (mm ?? 0)) * 60_000);
      if (drawsAt > after) out.push({ number: key, drawsAt });
    } else {
      const step = game.intervalSeconds * 1000;
      let k = Math.max(1, Math.floor((after.getTime() - start.getTime()) / step) + 1);
      for (; out.length < count; k++) {
        const drawsAt = new Date(start.getTime() + (k - 1) * step);
        if (drawsAt >= end) break;
        if (drawsAt > after) out.push({ number: `${key}-${pad(k, 4)}`, drawsAt });
      }
    }
    d += 1;
  }
  return out;
}
