import { describe, expect, it } from 'vitest';
import { changesOf, compact } from './auditDiff';

describe('changesOf', () => {
  it('lists the keys that changed, appeared or went away; unchanged keys are left out', () => {
    expect(
      changesOf(
        { cash: '888800', status: 'pending', same: 1 },
        { cash: '898800', status: 'confirmed', same: 1, entryId: 'e1' },
      ),
    ).toEqual([
      { key: 'cash', before: '888800', after: '898800' },
      { key: 'status', before: 'pending', after: 'confirmed' },
      { key: 'entryId', after: 'e1' },
    ]);
    expect(changesOf({ gone: true }, {})).toEqual([{ key: 'gone', before: 'true' }]);
  });

  it('takes null, missing and non-object sides', () => {
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(undefined, { a: 1 })).toEqual([{ key: 'a', after: '1' }]);
    expect(changesOf('x', 'y')).toEqual([{ key: 'value', before: 'x', after: 'y' }]);
    expect(changesOf([1], [2])).toEqual([{ key: 'value', before: '[1]', after: '[2]' }]);
  });

  it('shows nested values as compact JSON', () => {
    expect(compact({ a: [1, 2], b: null })).toBe('{"a":[1,2],"b":null}');
    expect(compact('text')).toBe('text');
    expect(changesOf({ o: { x: 1 } }, { o: { x: 2 } })).toEqual([{ key: 'o', before: '{"x":1}', after: '{"x":2}' }]);
  });
});
