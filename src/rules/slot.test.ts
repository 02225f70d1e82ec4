import { describe, expect, it } from 'vitest';
import { initialStake, isBigWin, reelStopDelay, spinBlock, stepStake, winningCells } from './slot';

const stakes = [20, 40, 100, 200, 400, 1000];

describe('stake selector', () => {
  it('steps up and down the list and stops at either end', () => {
    expect(stepStake(stakes, 20, 1)).toBe(40);
    expect(stepStake(stakes, 100, -1)).toBe(40);
    expect(stepStake(stakes, 1000, 1)).toBe(1000);
    expect(stepStake(stakes, 20, -1)).toBe(20);
  });
  it('falls back to the smallest stake for one the game does not offer', () => {
    expect(stepStake(stakes, 33, 1)).toBe(20);
    expect(initialStake(stakes, 33)).toBe(20);
    expect(initialStake(stakes, 200)).toBe(200);
    expect(initialStake(stakes, null)).toBe(20);
  });
});

describe('spin gate', () => {
  it('refuses a paid spin the balance cannot cover, and a second spin while one turns', () => {
    expect(spinBlock({ spinning: false, balance: 19, stake: 20, freeSpinsLeft: 0 })).toBe('funds');
    expect(spinBlock({ spinning: false, balance: 20, stake: 20, freeSpinsLeft: 0 })).toBeNull();
    expect(spinBlock({ spinning: true, balance: 5000, stake: 20, freeSpinsLeft: 0 })).toBe('spinning');
  });
  it('lets a free spin start with no balance', () => {
    expect(spinBlock({ spinning: false, balance: 0, stake: 20, freeSpinsLeft: 3 })).toBeNull();
  });
});

describe('winning cells', () => {
  const grid = [
    ['A', 'S', 'K'],
    ['A', 'Q', 'S'],
    ['A', 'J', 'T'],
    ['K', 'S', 'Q'],
    ['J', 'T', 'Q'],
  ];
  it('lights the line positions, and the scatters only when they paid', () => {
    const lineWins = [
      {
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ] as [number, number][],
      },
    ];
    expect([...winningCells({ grid, lineWins, scatterWin: 0 })].sort()).toEqual(['0:0', '1:0', '2:0']);
    expect([...winningCells({ grid, lineWins, scatterWin: 500 })].sort()).toEqual([
      '0:0',
      '0:1',
      '1:0',
      '1:2',
      '2:0',
      '3:1',
    ]);
    expect(winningCells({ grid, lineWins: [], scatterWin: 0 }).size).toBe(0);
  });
});

describe('reel timing and big wins', () => {
  it('stops the reels left to right, all at once under reduced motion', () => {
    expect(reelStopDelay(0, false)).toBe(600);
    expect(reelStopDelay(4, false)).toBe(600 + 4 * 140);
    expect(reelStopDelay(4, true)).toBe(0);
  });
  it('calls a win of 20 times the stake big', () => {
    expect(isBigWin(400, 20)).toBe(true);
    expect(isBigWin(399, 20)).toBe(false);
    expect(isBigWin(1000, 0)).toBe(false);
  });
});
