import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID, describeGrid, hasCaption, isRoyal, symbolName } from './symbols';

const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}(${JSON.stringify(opts)})` : key);

describe('slot symbols', () => {
  it('names royals by their letter (T is 10) and the rest through the translations', () => {
    expect(symbolName('T', t)).toBe('10');
    expect(symbolName('A', t)).toBe('A');
    expect(symbolName('W', t)).toBe('play.symbols.W');
    expect(isRoyal('K')).toBe(true);
    expect(isRoyal('H1')).toBe(false);
  });
  it('captions only the wild and the scatter', () => {
    expect(['W', 'S', 'H1', 'A'].map(hasCaption)).toEqual([true, true, false, false]);
  });
  it('reads the grid row by row, reels left to right', () => {
    expect(describeGrid(DEFAULT_GRID, t)).toBe(
      `play.grid(${JSON.stringify({
        rows: 'play.symbols.H1, Q, 10, K, J; A, play.symbols.H2, A, play.symbols.H4, 10; K, J, play.symbols.H3, Q, play.symbols.W',
      })})`,
    );
  });
});
