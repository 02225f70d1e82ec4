import { describe, expect, it } from 'vitest';
import { accumulatorProblem, minuteAt, slipFigures, togglePick } from './slip';

const a = { matchId: 'm1', selection: '1x2:home', odds: 190 };
const b = { matchId: 'm2', selection: 'ou:over', odds: 250 };
const c = { matchId: 'm1', selection: 'cs:1-0', odds: 700 };

describe('the football slip', () => {
  it('toggles picks', () => {
    expect(togglePick([], a)).toEqual([a]);
    expect(togglePick([a], a)).toEqual([]);
    expect(togglePick([a], b)).toEqual([a, b]);
  });
  it('totals singles and multiplies an accumulator', () => {
    expect(slipFigures([a, b], 'singles', 1_000)).toEqual({ total: 2_000, odds: null, potential: 1_900 + 2_500 });
    expect(slipFigures([a, b], 'accumulator', 1_000)).toEqual({ total: 1_000, odds: 475, potential: 4_750 });
    expect(slipFigures([], 'singles', 1_000).total).toBe(0);
  });
  it('says why picks cannot make an accumulator', () => {
    expect(accumulatorProblem([a])).toBe('few');
    expect(accumulatorProblem([a, c])).toBe('same_match');
    expect(accumulatorProblem([a, b])).toBeNull();
  });
  it('maps the play time to minutes 0–90', () => {
    const m = { kickoffAt: '2026-11-27T08:00:00Z', endsAt: '2026-11-27T08:01:00Z' };
    expect(minuteAt(m, Date.parse('2026-11-27T07:59:00Z'))).toBe(0);
    expect(minuteAt(m, Date.parse('2026-11-27T08:00:30Z'))).toBe(45);
    expect(minuteAt(m, Date.parse('2026-11-27T08:02:00Z'))).toBe(90);
  });
});
