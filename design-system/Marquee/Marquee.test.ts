import { describe, expect, it } from 'vitest';
import { MARQUEE_MIN_DURATION_MS, MARQUEE_SPEED_PX_PER_S, marqueeDurationMs } from './marqueeLogic';

describe('marqueeDurationMs', () => {
  it('scales with the content width at a constant speed', () => {
    expect(marqueeDurationMs(MARQUEE_SPEED_PX_PER_S * 10)).toBe(10_000);
    expect(marqueeDurationMs(MARQUEE_SPEED_PX_PER_S * 40)).toBe(2 * marqueeDurationMs(MARQUEE_SPEED_PX_PER_S * 20));
  });

  it('takes a custom speed', () => {
    expect(marqueeDurationMs(600, 100)).toBe(6000);
  });

  it('has a floor for very short content and a fallback before measuring', () => {
    expect(marqueeDurationMs(10)).toBe(MARQUEE_MIN_DURATION_MS);
    expect(marqueeDurationMs(0)).toBe(MARQUEE_MIN_DURATION_MS);
    expect(marqueeDurationMs(Number.NaN)).toBe(MARQUEE_MIN_DURATION_MS);
    expect(marqueeDurationMs(500, 0)).toBe(MARQUEE_MIN_DURATION_MS);
  });
});
