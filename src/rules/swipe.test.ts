import { describe, expect, it } from 'vitest';
import { isSwipeBack, PAGE_FADE_MS, SWIPE_BACK_THRESHOLD_PX, SWIPE_RESET_MS } from './swipe';

describe('swipe back', () => {
  it('uses the spec numbers', () => {
    expect([PAGE_FADE_MS, SWIPE_BACK_THRESHOLD_PX, SWIPE_RESET_MS]).toEqual([300, 100, 500]);
  });
  it('goes back only beyond 100 px', () => {
    expect(isSwipeBack({ x: 10, y: 200 }, { x: 110, y: 200 })).toBe(false);
    expect(isSwipeBack({ x: 10, y: 200 }, { x: 111, y: 200 })).toBe(true);
  });
  it('ignores mostly vertical gestures and the wrong direction', () => {
    expect(isSwipeBack({ x: 10, y: 0 }, { x: 130, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: 300, y: 0 }, { x: 100, y: 0 })).toBe(false);
  });
  it('mirrors in right-to-left', () => {
    expect(isSwipeBack({ x: 300, y: 0 }, { x: 150, y: 0 }, 'rtl')).toBe(true);
    expect(isSwipeBack({ x: 10, y: 0 }, { x: 150, y: 0 }, 'rtl')).toBe(false);
  });
});
