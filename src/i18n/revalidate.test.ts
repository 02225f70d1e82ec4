import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, REVALIDATE_DEBOUNCE_MS } from './revalidate';

describe('re-validation debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 200 ms', () => expect(REVALIDATE_DEBOUNCE_MS).toBe(200));

  it('runs once, 200 ms after the last of several language changes', () => {
    const fn = vi.fn();
    const run = debounce(fn, REVALIDATE_DEBOUNCE_MS);
    run();
    vi.advanceTimersByTime(150);
    run();
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled (unmounting a form)', () => {
    const fn = vi.fn();
    const run = debounce(fn, REVALIDATE_DEBOUNCE_MS);
    run();
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
