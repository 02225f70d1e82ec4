import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleAsync } from './throttle';

describe('throttleAsync (spec §9: unread counts 250 ms, mark-read 150 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds a burst into one trailing call after 250 ms', async () => {
    const fn = vi.fn(async (n: number) => n);
    const throttled = throttleAsync(fn, 250);
    const first = throttled(1);
    expect(fn).toHaveBeenCalledTimes(1);
    const burst = [throttled(2), throttled(3), throttled(4)];
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
    expect(await first).toBe(1);
    // Every call of the burst gets the trailing call's answer.
    expect(await Promise.all(burst)).toEqual([4, 4, 4]);
  });

  it('does not delay a call that comes after the window', async () => {
    const fn = vi.fn(async () => 'ok');
    const throttled = throttleAsync(fn, 150);
    await throttled();
    await vi.advanceTimersByTimeAsync(150);
    void throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('counts the window from the trailing call too', async () => {
    const fn = vi.fn(async () => undefined);
    const throttled = throttleAsync(fn, 250);
    void throttled();
    void throttled();
    await vi.advanceTimersByTimeAsync(250);
    expect(fn).toHaveBeenCalledTimes(2);
    void throttled();
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(250);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
