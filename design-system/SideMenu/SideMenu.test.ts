import { describe, expect, it } from 'vitest';
import { memberDisplayName, splitAtDividers } from './SideMenu.rules';

describe('memberDisplayName', () => {
  it('prefers the nickname', () => {
    expect(memberDisplayName({ nickname: 'Lucky Lin', account: 'lin8812' })).toBe('Lucky Lin');
  });

  it('falls back to the account when the nickname is missing or blank', () => {
    expect(memberDisplayName({ account: 'lin8812' })).toBe('lin8812');
    expect(memberDisplayName({ nickname: '  ', account: 'lin8812' })).toBe('lin8812');
    expect(memberDisplayName({ nickname: null, account: 'lin8812' })).toBe('lin8812');
  });

  it('is null with no member (logged out)', () => {
    expect(memberDisplayName(undefined)).toBeNull();
    expect(memberDisplayName({ account: '' })).toBeNull();
  });
});

describe('splitAtDividers', () => {
  const ten = Array.from({ length: 10 }, (_, i) => i + 1);

  it('cuts after each 1-based position', () => {
    expect(splitAtDividers(ten, [3, 6, 9])).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
  });

  it('keeps one group without dividers', () => {
    expect(splitAtDividers(ten)).toEqual([ten]);
    expect(splitAtDividers([1, 2, 3], [])).toEqual([[1, 2, 3]]);
  });

  it('never draws a line at the start or after the last entry', () => {
    expect(splitAtDividers([1, 2, 3], [3])).toEqual([[1, 2, 3]]);
    expect(splitAtDividers([1, 2, 3], [0, -1, 12])).toEqual([[1, 2, 3]]);
  });

  it('ignores duplicates and order', () => {
    expect(splitAtDividers(ten, [6, 3, 3])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9, 10],
    ]);
  });

  it('handles no entries', () => {
    expect(splitAtDividers([], [3])).toEqual([]);
  });
});
