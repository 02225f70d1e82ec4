import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES } from './catalogue';
import { FREE_SPINS, PAYLINES, SCATTER_PAYS, seeded, slotConfig, TEMPLATES } from './configs';
import { evaluate, linePay, type SlotConfig, spin, windowOf } from './engine';
import { exactRtp, lineReturn, scatterDistribution } from './rtp';

const pays = TEMPLATES.medium.pays;

describe('a payline', () => {
  it('pays 3, 4 and 5 of a kind from the left, and nothing for 2 or a gap', () => {
    expect(linePay(['A', 'A', 'A', 'K', 'Q'], pays)).toEqual({ symbol: 'A', count: 3, pay: 8 });
    expect(linePay(['A', 'A', 'A', 'A', 'Q'], pays)).toEqual({ symbol: 'A', count: 4, pay: 30 });
    expect(linePay(['H1', 'H1', 'H1', 'H1', 'H1'], pays)).toEqual({ symbol: 'H1', count: 5, pay: 750 });
    expect(linePay(['A', 'A', 'K', 'A', 'A'], pays).pay).toBe(0);
    expect(linePay(['K', 'A', 'A', 'A', 'A'], pays).pay).toBe(0);
  });

  it('lets the wild stand in for any symbol but the scatter, and pays a wild run when that is more', () => {
    expect(linePay(['W', 'A', 'W', 'K', 'K'], pays)).toEqual({ symbol: 'A', count: 3, pay: 8 });
    expect(linePay(['W', 'W', 'W', 'J', 'Q'], pays)).toEqual({ symbol: 'W', count: 3, pay: 75 });
    expect(linePay(['W', 'W', 'W', 'H1', 'H1'], pays)).toEqual({ symbol: 'H1', count: 5, pay: 750 });
    expect(linePay(['W', 'W', 'W', 'W', 'W'], pays)).toEqual({ symbol: 'W', count: 5, pay: 1500 });
    expect(linePay(['W', 'S', 'A', 'A', 'A'], pays).pay).toBe(0);
    expect(linePay(['S', 'S', 'S', 'S', 'S'], pays).pay).toBe(0);
  });
});

describe('a spin', () => {
  const config = slotConfig('lumen-golden-dragon')!;

  it('reads the window of each stop, pays each line in minor units and the scatter on the total stake', () => {
    const random = seeded('spin-test');
    const result = spin(config, 4, (max) => Math.floor(random() * max));
    expect(result.grid).toHaveLength(5);
    for (const [reel, column] of result.grid.entries()) {
      expect(Number.isInteger(result.stops[reel])).toBe(true);
      expect(column).toEqual(windowOf(config.reels[reel]!, result.stops[reel]!));
      expect(column.every((s) => typeof s === 'string')).toBe(true);
    }
    for (const win of result.lineWins) {
      const symbols = PAYLINES[win.line]!.map((row, reel) => result.grid[reel]![row]!);
      expect(win.amount).toBe(linePay(symbols, config.pays).pay * 4);
      expect(Number.isInteger(win.amount)).toBe(true);
    }
    expect(result.totalWin).toBe(result.lineWins.reduce((s, w) => s + w.amount, 0) + result.scatterWin);
  });

  it('pays scatters anywhere, awards free spins at 3 or more, and multiplies free-spin wins', () => {
    // Stops that put a scatter in every window of the first three reels.
    const stops = config.reels.map((strip, reel) =>
      reel < 3 ? strip.indexOf('S') : strip.findIndex((_, i) => !windowOf(strip, i).includes('S')),
    );
    const base = evaluate(config, stops, 2, false);
    expect(base.scatterCount).toBe(3);
    expect(base.scatterWin).toBe(SCATTER_PAYS[3] * 2 * 25);
    expect(base.freeSpinsAwarded).toBe(FREE_SPINS[3]);
    const free = evaluate(config, stops, 2, true);
    expect(free.totalWin).toBe(base.totalWin * config.freeMultiplier);
  });

  it('refuses a stake per line that is not a positive integer', () => {
    expect(() => spin(config, 0, () => 0)).toThrow(RangeError);
    expect(() => spin(config, 1.5, () => 0)).toThrow(RangeError);
  });
});

describe('the declared RTP', () => {
  it.each(STUDIO_GAMES.map((g) => [g.code, g] as const))(
    'of %s holds within ±0.2 percentage points (exact)',
    (_, game) => {
      const config = slotConfig(game.code)!;
      const rtp = exactRtp(config);
      expect(Math.abs(rtp.total - game.rtp / 10_000)).toBeLessThanOrEqual(0.002);
      expect(rtp.retrigger).toBeLessThan(1);
      expect(config.paylines).toHaveLength(game.lines);
      // Scatters are spaced so that a window never shows two of them.
      for (const strip of config.reels) {
        for (let stop = 0; stop < strip.length; stop++) {
          expect(windowOf(strip, stop).filter((s) => s === 'S').length).toBeLessThanOrEqual(1);
        }
      }
    },
  );

  it('differs in strip order from game to game', () => {
    const orders = new Set(STUDIO_GAMES.map((g) => slotConfig(g.code)!.reels[0]!.join('')));
    expect(orders.size).toBe(30);
  });
});

describe('the RTP method', () => {
  /** A small config whose every stop combination can be played: 7^5 = 16,807 base spins. */
  const small: SlotConfig = {
    code: 'tiny',
    paylines: PAYLINES.slice(0, 10),
    reels: [
      ['W', 'A', 'K', 'S', 'A', 'Q', 'K'],
      ['A', 'W', 'S', 'K', 'Q', 'A', 'J'],
      ['K', 'A', 'W', 'A', 'S', 'Q', 'J'],
      ['Q', 'S', 'A', 'K', 'W', 'J', 'A'],
      ['A', 'K', 'S', 'W', 'Q', 'J', 'K'],
    ],
    freeReels: [
      ['W', 'A', 'S', 'K', 'W', 'Q', 'A'],
      ['A', 'W', 'K', 'S', 'W', 'A', 'J'],
      ['K', 'S', 'W', 'A', 'W', 'Q', 'A'],
      ['W', 'Q', 'S', 'A', 'K', 'W', 'A'],
      ['A', 'W', 'K', 'Q', 'S', 'J', 'A'],
    ],
    pays: { W: [20, 50, 200], A: [5, 15, 50], K: [4, 10, 40], Q: [3, 8, 30], J: [2, 5, 20] },
    scatterPays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: { 3: 1, 4: 2, 5: 2 },
    freeMultiplier: 2,
  };

  /** Plays every stop combination of a reel set with the engine itself. */
  function bruteForce(free: boolean) {
    const strips = free ? small.freeReels! : small.reels;
    let win = 0;
    let awarded = 0;
    let count = 0;
    let lineWin = 0;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number) => {
      if (reel === 5) {
        const r = evaluate(small, stops, 1, free);
        win += r.totalWin;
        lineWin += r.totalWin - r.scatterWin;
        awarded += r.freeSpinsAwarded;
        count += 1;
        return;
      }
      for (let s = 0; s < strips[reel]!.length; s++) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    const stake = small.paylines.length;
    return { rtp: win / count / stake, lines: lineWin / count / stake, awarded: awarded / count };
  }

  it('equals the engine played over every stop combination, base and free reels', () => {
    const base = bruteForce(false);
    const free = bruteForce(true);
    const rtp = exactRtp(small);
    expect(rtp.lines).toBeCloseTo(base.lines, 12);
    expect(rtp.lines + rtp.scatter).toBeCloseTo(base.rtp, 12);
    expect(rtp.awarded).toBeCloseTo(base.awarded, 12);
    expect(rtp.retrigger).toBeCloseTo(free.awarded, 12);
    // Free-spin wins already carry the multiplier here.
    const expectedFree = (base.awarded / (1 - free.awarded)) * free.rtp;
    expect(rtp.freeSpins).toBeCloseTo(expectedFree, 12);
    expect(lineReturn(small.reels, small.pays)).toBeCloseTo(base.lines, 12);
    expect(scatterDistribution(small.reels).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('agrees with 200,000 simulated spins of two games, free spins played out, within 5 standard errors', () => {
    for (const code of ['lumen-lucky-sevens', 'lumen-ocean-pearl']) {
      const config = slotConfig(code)!;
      const rng = seeded(`simulation:${code}`);
      const draw = (max: number) => Math.floor(rng() * max);
      const stakePerLine = 1;
      const stake = stakePerLine * config.paylines.length;
      const n = 200_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i++) {
        let ret = 0;
        const first = spin(config, stakePerLine, draw);
        ret += first.totalWin;
        let pending = first.freeSpinsAwarded;
        while (pending > 0) {
          pending -= 1;
          const f = spin(config, stakePerLine, draw, true);
          ret += f.totalWin;
          pending += f.freeSpinsAwarded;
        }
        const x = ret / stake;
        sum += x;
        squares += x * x;
      }
      const mean = sum / n;
      const se = Math.sqrt((squares / n - mean * mean) / n);
      expect(Math.abs(mean - exactRtp(config).total), `${code}: simulated ${mean}, se ${se}`).toBeLessThan(5 * se);
    }
  }, 120_000);
});
