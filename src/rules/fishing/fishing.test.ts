import { describe, expect, it } from 'vitest';
import { seedFloats } from '../fairness';
import {
  captureProbability,
  exactShotRtp,
  FISH,
  FISH_RTP,
  fishIdsAround,
  fishOf,
  fishPosition,
  fishShootable,
  sceneNumber,
  shotFromFloat,
  simulateShotRtp,
} from './fishing';

describe('fishing capture rule', () => {
  it('captures when the float is below RTP / multiplier', () => {
    expect(captureProbability(2)).toBe(0.48);
    expect(shotFromFloat(0.4799, 'minnow', 10)).toEqual({ captured: true, pays: 2, win: 20 });
    expect(shotFromFloat(0.48, 'minnow', 10)).toEqual({ captured: false, pays: 2, win: 0 });
    expect(shotFromFloat(0.0095, 'whale', 50)).toEqual({ captured: true, pays: 100, win: 5000 });
    expect(shotFromFloat(0.0097, 'whale', 50).captured).toBe(false);
    expect(() => shotFromFloat(0.1, 'kraken' as never, 1)).toThrow();
  });

  it('decides a shot from the seed pair at its nonce (fixed vector)', async () => {
    const [f] = await seedFloats('a'.repeat(64), 'player-seed', 8, 1);
    expect(f).toBeCloseTo(0.2295514941215515, 12);
    expect(shotFromFloat(f as number, 'minnow', 10).captured).toBe(true);
    expect(shotFromFloat(f as number, 'puffer', 10).captured).toBe(false);
  });

  it('every kind returns the declared RTP exactly (to the float’s 2⁻³² step)', () => {
    for (const f of FISH) expect(Math.abs(exactShotRtp(f.pays) - FISH_RTP)).toBeLessThan(1e-7);
  });

  it('4·10⁶ simulated shots agree within ±0.2 pp (fixed seed)', () => {
    expect(Math.abs(simulateShotRtp(4_000_000, 2026) - FISH_RTP)).toBeLessThan(0.002);
  });
});

describe('fishing scene', () => {
  it('is deterministic from the scene seed', () => {
    const scene = sceneNumber('b'.repeat(64));
    expect(scene).toBe(3526874565);
    expect([0, 1, 2, 3].map((i) => fishOf(scene, i).kind)).toEqual(['puffer', 'clown', 'puffer', 'puffer']);
    expect(fishOf(scene, 17)).toEqual(fishOf(scene, 17));
  });

  it('a fish crosses the screen during its life and is off screen otherwise', () => {
    const fish = fishOf(42, 5);
    expect(fishPosition(fish, fish.spawnAt - 1)).toBeNull();
    const mid = fishPosition(fish, fish.spawnAt + fish.duration / 2);
    expect(mid && mid.x > 0 && mid.x < 1).toBe(true);
    expect(fishPosition(fish, fish.spawnAt + fish.duration + 1)).toBeNull();
    expect(fishShootable(fish, fish.spawnAt + 100)).toBe(true);
    expect(fishShootable(fish, fish.spawnAt + fish.duration + 10_000)).toBe(false);
    expect(fishIdsAround(fish.spawnAt + 10)).toContain(5);
  });
});
