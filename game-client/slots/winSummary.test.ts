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
      tier: 'win',
      total: 150,
      lines: [{ line: 1, count: 3, symbol: 'A', amount: 150 }],
      scatter: null,
    });
  });
  it('takes the tier from the win against the stake: small up to the stake, big from 10×, mega from 25×', () => {
    expect(winSummary({ ...base, totalWin: 100 })).toMatchObject({ kind: 'win', tier: 'small' });
    expect(winSummary({ ...base, totalWin: 1000, scatterCount: 3, scatterWin: 1000 })).toMatchObject({
      tier: 'big',
      scatter: { count: 3, amount: 1000 },
    });
    expect(winSummary({ ...base, totalWin: 2500 })).toMatchObject({ tier: 'mega' });
  });
  it('measures a free spin (stake 0) against the stake the window gives, else calls it small', () => {
    const free = { ...base, stake: 0, totalWin: 5000 };
    expect(winSummary(free)).toMatchObject({ tier: 'small' });
    expect(winSummary(free, 100)).toMatchObject({ tier: 'mega' });
  });
});
