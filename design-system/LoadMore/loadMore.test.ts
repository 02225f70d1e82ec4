import { describe, expect, it } from 'vitest';
import { isNearEnd, throttleWait } from './loadMore';

describe('isNearEnd', () => {
  it('is near within the threshold below the screen', () => {
    expect(isNearEnd(300, 300)).toBe(true);
    expect(isNearEnd(120, 300)).toBe(true);
    expect(isNearEnd(301, 300)).toBe(false);
  });
  it('is near when a fling carried the end above the screen', () => {
    expect(isNearEnd(-5000, 300)).toBe(true);
  });
});

describe('throttleWait', () => {
  it('waits out the rest of the interval after the last load', () => {
    expect(throttleWait(1000, 1400, 1000)).toBe(600);
  });
  it('does not wait once the interval has passed, or before any load', () => {
    expect(throttleWait(1000, 2500, 1000)).toBe(0);
    expect(throttleWait(0, 1_700_000_000_000, 1000)).toBe(0);
  });
});
