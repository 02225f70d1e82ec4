import { describe, expect, it } from 'vitest';
import { chainFrom, verifyChainLink } from '../../../src/rules/fairness';
import { hashForward, linkOf, newChain } from './chain';

/** The server's node:crypto chains are exactly src/rules/fairness.ts's (checked on a sample). */
describe('hash chains with node:crypto', () => {
  it('match chainFrom link for link, and verify with verifyChainLink', async () => {
    const c = newChain(200);
    const reference = await chainFrom(c.seed, 200);
    expect(reference[0]).toBe(c.terminatingHash);
    for (const k of [1, 2, 57, 199, 200]) {
      expect(linkOf(c.seed, c.length, k)).toBe(reference[k]);
      expect(await verifyChainLink(linkOf(c.seed, c.length, k), k, c.terminatingHash)).toBe(true);
    }
    expect(await verifyChainLink(linkOf(c.seed, c.length, 57), 58, c.terminatingHash)).toBe(false);
    expect(() => linkOf(c.seed, c.length, 0)).toThrow(RangeError);
    expect(() => linkOf(c.seed, c.length, 201)).toThrow(RangeError);
  });

  it('builds a 10,000-link chain fast, and a new chain each time (random seed and salt)', () => {
    const started = performance.now();
    const c = newChain(10_000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(hashForward(linkOf(c.seed, c.length, 9_000), 9_000)).toBe(c.terminatingHash);
    const d = newChain(10);
    expect(d.seed).not.toBe(c.seed);
    expect(d.salt).not.toBe(c.salt);
    expect(c.salt).toMatch(/^[0-9a-f]{32}$/);
  });
});
