import { describe, expect, it } from 'vitest';
import { nextPopup, POPUPS_SEEN_MAX, parseSeen, withSeen } from './popups';

describe('pop-up announcements', () => {
  it('shows each one once per browser: the first not yet seen', () => {
    const list = [{ id: 3 }, { id: 5 }];
    expect(nextPopup(list, [])).toEqual({ id: 3 });
    expect(nextPopup(list, [3])).toEqual({ id: 5 });
    expect(nextPopup(list, withSeen([3], 5))).toBeUndefined();
  });

  it('reads garbage as nothing seen and keeps the newest ids only', () => {
    for (const raw of [null, '', 'x', '{}', '"3"']) expect(parseSeen(raw)).toEqual([]);
    expect(parseSeen('[1,"2",3.5,4]')).toEqual([1, 4]);
    const many = Array.from({ length: POPUPS_SEEN_MAX }, (_, i) => i);
    expect(withSeen(many, 9999)).toHaveLength(POPUPS_SEEN_MAX);
    expect(withSeen(many, 9999).at(-1)).toBe(9999);
    expect(withSeen([1, 2], 1)).toEqual([2, 1]);
  });
});
