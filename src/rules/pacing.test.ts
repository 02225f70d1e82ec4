import { describe, expect, it } from 'vitest';
import { pacingSettingsSchema } from '../api/contract/system';
import {
  celebrates,
  clockText,
  DEFAULT_PACING,
  netPosition,
  pacingOf,
  STRICT_PACING,
  sessionSeconds,
  spinWaitMs,
} from './pacing';

describe('game pacing rules (issue 19)', () => {
  it("a brand without pacing keeps today's behaviour: no wait, autoplay and turbo allowed, every win celebrated, no net position", () => {
    expect(pacingOf(undefined)).toEqual({
      minSpinMs: 0,
      autoplay: true,
      turbo: true,
      celebrateOnlyRealWins: false,
      showNetPosition: false,
    });
    expect(pacingOf(null)).toBe(DEFAULT_PACING);
    expect(pacingOf(STRICT_PACING)).toBe(STRICT_PACING);
  });

  it("the strict demo settings are the spec's: 2.5 s a spin, no autoplay or turbo, real wins only, net position shown", () => {
    expect(STRICT_PACING).toEqual({
      minSpinMs: 2500,
      autoplay: false,
      turbo: false,
      celebrateOnlyRealWins: true,
      showNetPosition: true,
    });
    expect(pacingSettingsSchema.parse(STRICT_PACING)).toEqual(STRICT_PACING);
  });

  it('the settings schema refuses a negative or absurd wait and unknown keys', () => {
    expect(pacingSettingsSchema.safeParse({ ...STRICT_PACING, minSpinMs: -1 }).success).toBe(false);
    expect(pacingSettingsSchema.safeParse({ ...STRICT_PACING, minSpinMs: 60_001 }).success).toBe(false);
    expect(pacingSettingsSchema.safeParse({ ...STRICT_PACING, minSpinMs: 2.5 }).success).toBe(false);
    expect(pacingSettingsSchema.safeParse({ ...STRICT_PACING, autoSpin: true }).success).toBe(false);
  });

  it('spinWaitMs: the next spin may start minSpinMs after the previous one started, not a millisecond sooner', () => {
    expect(spinWaitMs(null, 1_000, 2500)).toBe(0);
    expect(spinWaitMs(10_000, 10_000, 2500)).toBe(2500);
    expect(spinWaitMs(10_000, 12_499, 2500)).toBe(1);
    expect(spinWaitMs(10_000, 12_500, 2500)).toBe(0);
    expect(spinWaitMs(10_000, 20_000, 2500)).toBe(0);
    // No pacing: never a wait. A clock that went back counts as no time passed.
    expect(spinWaitMs(10_000, 10_000, 0)).toBe(0);
    expect(spinWaitMs(10_000, 9_000, 2500)).toBe(2500);
  });

  it('celebrates: with celebrateOnlyRealWins only a return above the stake; otherwise any win', () => {
    const strict = { celebrateOnlyRealWins: true };
    const off = { celebrateOnlyRealWins: false };
    expect(celebrates(0, 100, off)).toBe(false);
    expect(celebrates(40, 100, off)).toBe(true);
    expect(celebrates(40, 100, strict)).toBe(false);
    expect(celebrates(100, 100, strict)).toBe(false);
    expect(celebrates(101, 100, strict)).toBe(true);
    // A free spin has no stake of its own: any win of it is a real one.
    expect(celebrates(5, 0, strict)).toBe(true);
  });

  it('netPosition: wins minus stakes, negative when the session is down', () => {
    expect(netPosition([])).toBe(0);
    expect(
      netPosition([
        { stake: 100, totalWin: 0 },
        { stake: 100, totalWin: 250 },
        { stake: 0, totalWin: 30 },
      ]),
    ).toBe(80);
    expect(netPosition([{ stake: 500, totalWin: 100 }])).toBe(-400);
  });

  it('session time: whole seconds since the start, shown as m:ss then h:mm:ss', () => {
    expect(sessionSeconds(1_000, 1_999)).toBe(0);
    expect(sessionSeconds(1_000, 755_000)).toBe(754);
    expect(sessionSeconds(5_000, 1_000)).toBe(0);
    expect(clockText(0)).toBe('0:00');
    expect(clockText(754)).toBe('12:34');
    expect(clockText(3599)).toBe('59:59');
    expect(clockText(3723)).toBe('1:02:03');
  });
});
