import { describe, expect, it } from 'vitest';
import {
  BIG_WIN_TIMES,
  CELEBRATION_COINS,
  CELEBRATION_HOLD_MS,
  COUNT_UP_MAX_MS,
  COUNT_UP_MIN_MS,
  celebrates,
  celebrationMs,
  coinPlaces,
  countUpMs,
  countUpSteps,
  countUpValue,
  MEGA_WIN_TIMES,
  referenceStake,
  winTier,
} from './celebration';

describe('win tiers', () => {
  it('are 10 and 25 times the stake', () => {
    expect([BIG_WIN_TIMES, MEGA_WIN_TIMES]).toEqual([10, 25]);
  });
  it('never celebrate a return of at most the stake', () => {
    expect(winTier(0, 100)).toBe('none');
    expect(winTier(1, 100)).toBe('small');
    expect(winTier(100, 100)).toBe('small');
    expect(celebrates(winTier(100, 100))).toBe(false);
    expect(celebrates(winTier(0, 100))).toBe(false);
  });
  it('celebrate a win above the stake, big from 10×, mega from 25×', () => {
    expect(winTier(101, 100)).toBe('win');
    expect(winTier(999, 100)).toBe('win');
    expect(winTier(1000, 100)).toBe('big');
    expect(winTier(2499, 100)).toBe('big');
    expect(winTier(2500, 100)).toBe('mega');
    expect(winTier(1_000_000, 100)).toBe('mega');
    expect(['win', 'big', 'mega'].every((t) => celebrates(t as 'win'))).toBe(true);
  });
  it('make a win against an unknown stake (0) small', () => {
    expect(winTier(5000, 0)).toBe('small');
  });
  it('measure a free spin against the paid spin that won it', () => {
    const history = [
      { free: true, stake: 0 },
      { free: false, stake: 50 },
      { free: false, stake: 20 },
    ];
    expect(referenceStake({ free: false, stake: 10 }, history, 99)).toBe(10);
    expect(referenceStake({ free: true, stake: 0 }, history, 99)).toBe(50);
    expect(referenceStake({ free: true, stake: 0 }, [{ free: true, stake: 0 }], 99)).toBe(99);
  });
});

describe('count-up', () => {
  it('lasts longer as the win grows against the stake, within its bounds', () => {
    expect(countUpMs(0, 100)).toBe(0);
    expect(countUpMs(50, 100)).toBe(COUNT_UP_MIN_MS);
    expect(countUpMs(100, 100)).toBe(500);
    expect(countUpMs(400, 100)).toBe(1000);
    expect(countUpMs(2500, 100)).toBe(2500);
    expect(countUpMs(1_000_000, 100)).toBe(COUNT_UP_MAX_MS);
    expect(countUpMs(500, 0)).toBe(COUNT_UP_MIN_MS);
  });
  it('holds the celebration after the count-up, longer for bigger tiers', () => {
    expect(celebrationMs('big', 1000, 100)).toBe(countUpMs(1000, 100) + CELEBRATION_HOLD_MS.big);
    expect(CELEBRATION_HOLD_MS.win).toBeLessThan(CELEBRATION_HOLD_MS.big);
    expect(CELEBRATION_HOLD_MS.big).toBeLessThan(CELEBRATION_HOLD_MS.mega);
  });
  it('shows whole minor units, never more than the amount, rising, and ends exactly on it', () => {
    for (const amount of [1, 7, 10, 999, 123_457, 987_654_321_012_345]) {
      const steps = countUpSteps(amount, 1500);
      expect(steps.every((v) => Number.isInteger(v) && v >= 0 && v <= amount)).toBe(true);
      for (let i = 1; i < steps.length; i += 1) expect(steps[i]!).toBeGreaterThanOrEqual(steps[i - 1]!);
      expect(steps.at(-1)).toBe(amount);
      expect(steps[0]).toBe(0);
    }
  });
  it('counts a 60 fps frame at a time: 1.5 s is 91 values, half the amount well before half the time', () => {
    const steps = countUpSteps(10_000, 1500);
    expect(steps).toHaveLength(91);
    expect(steps[45]!).toBeGreaterThan(5000);
    expect(steps.at(-2)!).toBeLessThan(10_000);
  });
  it('is the amount at once with no duration (reduced motion), and after the time is up', () => {
    expect(countUpSteps(4321, 0)).toEqual([4321]);
    expect(countUpValue(4321, 0, 0)).toBe(4321);
    expect(countUpValue(4321, 5000, 1000)).toBe(4321);
    expect(countUpValue(0, 100, 1000)).toBe(0);
  });
});

describe('coins', () => {
  it('rest at fixed places (no randomness), around the middle and inside the frame', () => {
    const places = coinPlaces(CELEBRATION_COINS.mega);
    expect(places).toHaveLength(30);
    expect(places).toEqual(coinPlaces(CELEBRATION_COINS.mega));
    expect(places.every((p) => Math.abs(p.x) <= 48 && Math.abs(p.y) <= 40)).toBe(true);
    expect(places.every((p) => Math.hypot(p.x, p.y / 0.8) >= 18)).toBe(true);
  });
});
