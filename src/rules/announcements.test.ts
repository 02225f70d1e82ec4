import { describe, expect, it } from 'vitest';
import { createThrottledSender, noticeIndex, shownUnread } from './announcements';

describe('noticeIndex', () => {
  it('opens the marquee index (or i) when it is a position in the list', () => {
    expect(noticeIndex({ index: '2' }, 3)).toBe(2);
    expect(noticeIndex({ i: '0' }, 1)).toBe(0);
    expect(noticeIndex({ index: '3' }, 3)).toBeNull();
    for (const bad of ['-1', '1.5', 'x', '', '99999']) expect(noticeIndex({ index: bad }, 10)).toBeNull();
    expect(noticeIndex({}, 3)).toBeNull();
  });
});

describe('shownUnread', () => {
  it('shows no read state to visitors and everything read to trial accounts', () => {
    expect(shownUnread(undefined, false)).toBeUndefined();
    expect(shownUnread(false, false)).toBe(false);
    expect(shownUnread(false, true)).toBe(true);
    expect(shownUnread(true, true)).toBe(false);
  });
});

describe('createThrottledSender', () => {
  it('sends at most once per 150 ms, in order, and drops an id already waiting', () => {
    let t = 1_000;
    const pending: { at: number; fn: () => void }[] = [];
    const sent: [number, number][] = [];
    const send = createThrottledSender<number>(
      150,
      async (id) => {
        sent.push([id, t]);
      },
      { now: () => t, setTimeout: (fn, ms) => pending.push({ at: t + ms, fn }) },
    );
    const run = (to: number) => {
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const next = pending[0];
        if (!next || next.at > to) break;
        pending.shift();
        t = next.at;
        next.fn();
      }
      t = to;
    };
    send(1);
    send(2);
    send(2);
    send(3);
    run(1_000 + 1_000);
    expect(sent).toEqual([
      [1, 1_000],
      [2, 1_150],
      [3, 1_300],
    ]);
    send(4);
    expect(sent.at(-1)).toEqual([4, 2_000]);
  });
});
