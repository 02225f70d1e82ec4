import { describe, expect, it } from 'vitest';
import {
  HISTORY_SIZE,
  initialSpinState,
  isSpinning,
  liftedCells,
  reelStopDelay,
  reelsWin,
  type SpinEvent,
  type SpinResult,
  type SpinState,
  shownWin,
  spinBlock,
  spinReducer,
  winningCells,
} from './spin';

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
        line: 0,
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

describe('the win highlight', () => {
  const grid = [
    ['A', 'S', 'K'],
    ['A', 'Q', 'S'],
    ['A', 'J', 'T'],
    ['K', 'S', 'Q'],
    ['J', 'T', 'Q'],
  ];
  const paylines = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 1, 0, 1, 2],
  ];
  const top = { line: 1, positions: [0, 1, 2].map((r) => [r, 0] as const) };
  const vee = { line: 2, positions: [[0, 2] as const, [1, 1] as const, [2, 0] as const] };

  it('draws each paying line across all five reels, from the paylines of the game', () => {
    const win = reelsWin({ grid, lineWins: [top, vee], scatterWin: 0 }, paylines);
    expect(win.lines.map((l) => [l.line, l.rows])).toEqual([
      [1, [0, 0, 0, 0, 0]],
      [2, [2, 1, 0, 1, 2]],
    ]);
    expect(win.lines[1]?.cells).toEqual(vee.positions);
    expect(win.scatters).toEqual([]);
  });
  it('follows the paying cells when the game does not list the line', () => {
    const win = reelsWin({ grid, lineWins: [{ line: 9, positions: vee.positions }], scatterWin: 0 }, paylines);
    expect(win.lines[0]?.rows).toEqual([2, 1, 0, 0, 0]);
  });
  it('lifts the line shown (every line at first), and the scatters whenever they paid', () => {
    const win = reelsWin({ grid, lineWins: [top, vee], scatterWin: 500 }, paylines);
    expect([...liftedCells(win)].sort()).toEqual(['0:0', '0:1', '0:2', '1:0', '1:1', '1:2', '2:0', '3:1']);
    expect([...liftedCells(win, 1)].sort()).toEqual(['0:1', '0:2', '1:1', '1:2', '2:0', '3:1']);
  });
});

describe('reel timing', () => {
  it('stops the reels left to right, all at once under reduced motion', () => {
    expect(reelStopDelay(0, false)).toBe(600);
    expect(reelStopDelay(4, false)).toBe(600 + 4 * 140);
    expect(reelStopDelay(4, true)).toBe(0);
  });
});

interface Outcome extends SpinResult {
  id: string;
}
const outcome = (id: string, totalWin: number, freeSpinsLeft = 0): Outcome => ({
  id,
  grid: [['A'], ['K'], ['Q'], ['J'], ['T']],
  totalWin,
  freeSpinsLeft,
});
const run = (state: SpinState<Outcome>, ...events: SpinEvent<Outcome>[]) => events.reduce(spinReducer<Outcome>, state);
const stopAll: SpinEvent<Outcome>[] = [0, 1, 2, 3, 4].map((reel) => ({ type: 'reelStopped', reel }));

describe('the spin state machine', () => {
  const fresh = initialSpinState<Outcome>({ balance: 1000, freeSpinsLeft: 0, history: [] });

  it('starts idle with the last spin of the session on the reels', () => {
    expect(fresh).toMatchObject({
      phase: 'idle',
      balance: 1000,
      last: null,
      turning: [false, false, false, false, false],
    });
    const resumed = initialSpinState({ balance: 5, freeSpinsLeft: 2, history: [outcome('b', 0), outcome('a', 40)] });
    expect(resumed.last?.id).toBe('b');
    expect(resumed.freeSpinsLeft).toBe(2);
  });

  it('takes the stake at once, turns every reel, and shows no win until the spin settles', () => {
    const started = run(fresh, { type: 'start', stake: 100 });
    expect(started).toMatchObject({ phase: 'waiting', balance: 900, turning: [true, true, true, true, true] });
    expect(isSpinning(started)).toBe(true);
    const answered = run(started, { type: 'answered', spin: outcome('s1', 500), balance: 1400 });
    expect(answered.phase).toBe('stopping');
    expect(answered.last?.id).toBe('s1');
    expect(answered.balance).toBe(900);
    expect(shownWin(answered)).toBe(0);
    const twoStopped = run(answered, stopAll[0]!, stopAll[1]!);
    expect(twoStopped.turning).toEqual([false, false, true, true, true]);
    const settled = run(twoStopped, ...stopAll.slice(2), { type: 'settled' });
    expect(settled).toMatchObject({ phase: 'idle', balance: 1400, pendingBalance: null });
    expect(settled.history.map((h) => h.id)).toEqual(['s1']);
    expect(shownWin(settled)).toBe(500);
    expect(isSpinning(settled)).toBe(false);
  });

  it('costs nothing for a free spin, and takes the free spins left from the outcome', () => {
    const free = initialSpinState<Outcome>({ balance: 0, freeSpinsLeft: 3, history: [] });
    const started = run(free, { type: 'start', stake: 100 });
    expect(started.balance).toBe(0);
    const settled = run(started, { type: 'answered', spin: outcome('f', 80, 2), balance: 80 }, { type: 'settled' });
    expect(settled).toMatchObject({ balance: 80, freeSpinsLeft: 2 });
  });

  it('ignores a second start while a spin runs, and events out of order', () => {
    const started = run(fresh, { type: 'start', stake: 100 });
    expect(run(started, { type: 'start', stake: 100 })).toBe(started);
    expect(run(fresh, { type: 'settled' })).toBe(fresh);
    expect(run(fresh, { type: 'answered', spin: outcome('x', 0), balance: 0 })).toBe(fresh);
    expect(run(fresh, stopAll[0]!)).toBe(fresh);
    expect(run(fresh, { type: 'failed' })).toBe(fresh);
  });

  it('stops the reels on a failure and keeps the last outcome; the server then says the balance', () => {
    const resumed = initialSpinState({ balance: 1000, freeSpinsLeft: 0, history: [outcome('a', 40)] });
    const failed = run(resumed, { type: 'start', stake: 100 }, { type: 'failed' });
    expect(failed).toMatchObject({ phase: 'idle', turning: [false, false, false, false, false] });
    expect(failed.last?.id).toBe('a');
    expect(failed.history).toHaveLength(1);
    const refreshed = run(failed, { type: 'refreshed', balance: 1000, freeSpinsLeft: 0 });
    expect(refreshed.balance).toBe(1000);
  });

  it('keeps the last 20 spins, newest first', () => {
    let state = fresh;
    for (let i = 0; i < HISTORY_SIZE + 3; i += 1) {
      state = run(
        state,
        { type: 'start', stake: 1 },
        { type: 'answered', spin: outcome(`s${i}`, 0), balance: 1000 },
        { type: 'settled' },
      );
    }
    expect(state.history).toHaveLength(HISTORY_SIZE);
    expect(state.history[0]?.id).toBe(`s${HISTORY_SIZE + 2}`);
  });
});
