import { describe, expect, it } from 'vitest';
import { winSummary } from './winSummary';

const base = { stake: 100, totalWin: 0, lineWins: [], scatterCount: 0, scatterWin: 0 };

describe('win display', () => {
  it('wishes luck before the first spin and says so after a losing one', () => {
    expect(winSummary(null)).toEqual({ kind: 'start' });
    expect(winSummary(base)).toEqual({ kind: 'none' });
  });
  it('lists the paying lines from 1, and the scatters only when they paid', () => {
    const s = winSummary({
      ...base,
      totalWin: 150,
      lineWins: [{ line: 0, symbol: 'A', count: 3, amount: 150 }],
      scatterCount: 2,
    });
    expect(s).toEqual({
      kind: 'win',
      total: 150,
      lines: [{ line: 1, count: 3, symbol: 'A', amount: 150 }],
      scatter: null,
    });
  });
  it('calls a win of 20 times the stake big, and a free spin (stake 0) never big', () => {
    const big = winSummary({ ...base, totalWin: 2000, scatterCount: 3, scatterWin: 2000 });
    expect(big).toMatchObject({ kind: 'big', scatter: { count: 3, amount: 2000 } });
    expect(winSummary({ ...base, stake: 0, totalWin: 5000 })).toMatchObject({ kind: 'win' });
  });
});
