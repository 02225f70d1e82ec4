/**
 * When a job runs and which period a moment belongs to (ADR 0013). A schedule is either every N
 * minutes (periods aligned to the epoch, so every node agrees) or a five-field cron expression in UTC.
 */
export type Schedule = { everyMinutes: number } | { cron: string };

const MINUTE = 60_000;

/** Cron for pg-boss: exact when the period divides an hour or a day, else every minute (the period key dedupes). */
export function cronOf(schedule: Schedule): string {
  if ('cron' in schedule) return schedule.cron;
  const n = schedule.everyMinutes;
  if (n < 60 && 60 % n === 0) return n === 1 ? '* * * * *' : `*/${n} * * * *`;
  if (n % 60 === 0 && 24 % (n / 60) === 0) return n === 60 ? '0 * * * *' : `0 */${n / 60} * * *`;
  if (n === 1440) return '0 0 * * *';
  return '* * * * *';
}

type Field = Set<number>;

function parseField(text: string, min: number, max: number): Field {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '*', stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    let [lo, hi] = [min, max];
    if (range !== '*') {
      const [a, b] = range.split('-');
      lo = Number(a);
      hi = b === undefined ? (stepText ? max : lo) : Number(b);
    }
    if (![lo, hi, step].every(Number.isInteger) || lo < min || hi > max || step < 1) {
      throw new Error(`bad cron field: ${text}`);
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

interface Cron {
  minute: Field;
  hour: Field;
  day: Field;
  month: Field;
  weekday: Field;
}

export function parseCron(expr: string): Cron {
  const f = expr.trim().split(/\s+/);
  if (f.length !== 5) throw new Error(`cron needs five fields: ${expr}`);
  return {
    minute: parseField(f[0] as string, 0, 59),
    hour: parseField(f[1] as string, 0, 23),
    day: parseField(f[2] as string, 1, 31),
    month: parseField(f[3] as string, 1, 12),
    weekday: parseField((f[4] as string).replace(/\b7\b/g, '0'), 0, 6),
  };
}

const matches = (c: Cron, d: Date) =>
  c.minute.has(d.getUTCMinutes()) &&
  c.hour.has(d.getUTCHours()) &&
  c.day.has(d.getUTCDate()) &&
  c.month.has(d.getUTCMonth() + 1) &&
  c.weekday.has(d.getUTCDay());

/** Minutes searched for a cron match: a bit over a year covers every valid expression. */
const SEARCH_MINUTES = 367 * 24 * 60;

/** The start of the period `now` falls in: the latest scheduled moment at or before it. */
export function periodStart(schedule: Schedule, now: Date): Date {
  const floor = Math.floor(now.getTime() / MINUTE) * MINUTE;
  if ('everyMinutes' in schedule) {
    const step = schedule.everyMinutes * MINUTE;
    return new Date(Math.floor(now.getTime() / step) * step);
  }
  const cron = parseCron(schedule.cron);
  for (let i = 0; i < SEARCH_MINUTES; i++) {
    const d = new Date(floor - i * MINUTE);
    if (matches(cron, d)) return d;
  }
  throw new Error(`cron never matches: ${schedule.cron}`);
}

/** The next scheduled moment strictly after `now`. */
export function nextRun(schedule: Schedule, now: Date): Date {
  if ('everyMinutes' in schedule) {
    const step = schedule.everyMinutes * MINUTE;
    return new Date((Math.floor(now.getTime() / step) + 1) * step);
  }
  const cron = parseCron(schedule.cron);
  const floor = Math.floor(now.getTime() / MINUTE) * MINUTE;
  for (let i = 1; i < SEARCH_MINUTES; i++) {
    const d = new Date(floor + i * MINUTE);
    if (matches(cron, d)) return d;
  }
  throw new Error(`cron never matches: ${schedule.cron}`);
}

/** The default period key: the job's name and its period start to the minute, `purge:2026-11-25T10:00`. */
export const defaultPeriodKey = (name: string, start: Date) => `${name}:${start.toISOString().slice(0, 16)}`;
