import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS, expiresIn, SMS_RESEND_SECONDS, secondsLeft } from './countdownLogic';

describe('secondsLeft', () => {
  const now = 1_000_000;

  it('rounds up to whole seconds', () => {
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now + 59_000, now)).toBe(59);
    expect(secondsLeft(now + 1, now)).toBe(1);
  });

  it('is zero exactly at expiry and never negative after', () => {
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(now - 5_000, now)).toBe(0);
  });

  it('is zero for a missing or broken timestamp', () => {
    expect(secondsLeft(Number.NaN, now)).toBe(0);
  });
});

describe('constants', () => {
  it('matches the spec: 60 s SMS countdown ticking every 500 ms', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    expect(COUNTDOWN_TICK_MS).toBe(500);
    expect(expiresIn(SMS_RESEND_SECONDS, 0)).toBe(60_000);
  });
});

describe('ticking with fake timers', () => {
  afterEach(() => vi.useRealTimers());

  it('counts 60 → 0 in 500 ms ticks and reaches zero on time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const expiresAt = expiresIn(SMS_RESEND_SECONDS, Date.now());
    const seen: number[] = [];
    const id = setInterval(() => seen.push(secondsLeft(expiresAt, Date.now())), COUNTDOWN_TICK_MS);
    vi.advanceTimersByTime(60_000);
    clearInterval(id);
    expect(seen).toHaveLength(120);
    expect(seen[0]).toBe(60); // 0.5 s in: 59.5 s left rounds up
    expect(seen[1]).toBe(59);
    expect(seen.at(-2)).toBe(1);
    expect(seen.at(-1)).toBe(0);
    expect(seen.filter((s) => s === 0)).toHaveLength(1);
  });
});
