import { describe, expect, it } from 'vitest';
import { sharedTokens } from '../../themes/tokens';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  canLoop,
  GAME_CAROUSEL_PER_VIEW,
  GAME_CAROUSEL_SPACING,
  loopPosition,
  maxIndex,
  onClone,
  positionToIndex,
  SWIPE_THRESHOLD_FRACTION,
  settlePosition,
  shouldAutoplay,
  showArrows,
  spacingToken,
  stepIndex,
  stepPosition,
  swipeStep,
  TAP_SLOP_PX,
} from './carouselLogic';

describe('spec constants', () => {
  it('banner: 5000 ms autoplay, 1000 ms transition', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    expect(BANNER_TRANSITION_MS).toBe(1000);
  });

  it('game carousel: 3 per view, spacing 20 = the xl space token', () => {
    expect(GAME_CAROUSEL_PER_VIEW).toBe(3);
    expect(GAME_CAROUSEL_SPACING).toBe(20);
    expect(spacingToken(GAME_CAROUSEL_SPACING)).toBe('xl');
    expect(sharedTokens.space.xl).toBe(`${GAME_CAROUSEL_SPACING}px`);
  });

  it('maps every accepted spacing onto a token', () => {
    expect(spacingToken(0)).toBe('none');
    expect(spacingToken(16)).toBe('lg');
    expect(() => spacingToken(7 as 8)).toThrow();
  });
});

describe('showArrows', () => {
  it('three per view: only with more than 3 items', () => {
    expect(showArrows(3, 3)).toBe(false);
    expect(showArrows(4, 3)).toBe(true);
    expect(showArrows(0, 3)).toBe(false);
  });

  it('one per view: only with more than one slide', () => {
    expect(showArrows(1, 1)).toBe(false);
    expect(showArrows(2, 1)).toBe(true);
  });
});

describe('stepIndex', () => {
  it('wraps when looping', () => {
    expect(stepIndex(4, 1, 5, 1, true)).toBe(0);
    expect(stepIndex(0, -1, 5, 1, true)).toBe(4);
    expect(stepIndex(2, 1, 5, 1, true)).toBe(3);
  });

  it('clamps when not looping, and never loops a single slide', () => {
    expect(stepIndex(4, 1, 5, 1, false)).toBe(4);
    expect(stepIndex(0, -1, 5, 1, false)).toBe(0);
    expect(canLoop(1, 1, true)).toBe(false);
    expect(stepIndex(0, 1, 1, 1, true)).toBe(0);
  });

  it('stops when the last three are in view', () => {
    expect(maxIndex(8, 3)).toBe(5);
    expect(stepIndex(5, 1, 8, 3, false)).toBe(5);
    expect(stepIndex(4, 1, 8, 3, false)).toBe(5);
    expect(maxIndex(3, 3)).toBe(0);
    expect(canLoop(8, 3, true)).toBe(false);
  });

  it('handles an empty list', () => {
    expect(stepIndex(0, 1, 0, 1, true)).toBe(0);
  });
});

describe('looping track positions', () => {
  it('puts slide i at position i + 1 between the clones', () => {
    expect(loopPosition(0)).toBe(1);
    expect(positionToIndex(1, 5)).toBe(0);
    expect(positionToIndex(5, 5)).toBe(4);
  });

  it('shows the right slide on the clones and snaps them back', () => {
    expect(positionToIndex(0, 5)).toBe(4);
    expect(positionToIndex(6, 5)).toBe(0);
    expect(onClone(0, 5)).toBe(true);
    expect(onClone(6, 5)).toBe(true);
    expect(onClone(3, 5)).toBe(false);
    expect(settlePosition(0, 5)).toBe(5);
    expect(settlePosition(6, 5)).toBe(1);
    expect(settlePosition(3, 5)).toBe(3);
  });

  it('never steps beyond the clones', () => {
    expect(stepPosition(6, 1, 5)).toBe(6);
    expect(stepPosition(0, -1, 5)).toBe(0);
    expect(stepPosition(5, 1, 5)).toBe(6);
  });
});

describe('swipeStep', () => {
  const width = 300;
  it('moves forward on a leftward drag in LTR, back on a rightward one', () => {
    expect(swipeStep(-width * SWIPE_THRESHOLD_FRACTION, width, 1000, 'ltr')).toBe(1);
    expect(swipeStep(width * SWIPE_THRESHOLD_FRACTION, width, 1000, 'ltr')).toBe(-1);
  });

  it('mirrors in RTL', () => {
    expect(swipeStep(100, width, 1000, 'rtl')).toBe(1);
    expect(swipeStep(-100, width, 1000, 'rtl')).toBe(-1);
  });

  it('springs back from a short slow drag, counts a quick flick', () => {
    expect(swipeStep(-30, width, 1000, 'ltr')).toBe(0);
    expect(swipeStep(-30, width, 50, 'ltr')).toBe(1);
  });

  it('treats tiny movement as a tap', () => {
    expect(swipeStep(-(TAP_SLOP_PX - 1), width, 1, 'ltr')).toBe(0);
  });
});

describe('shouldAutoplay', () => {
  const base = {
    count: 3,
    perView: 1,
    enabled: true,
    reducedMotion: false,
    interacting: false,
    hidden: false,
    paused: false,
  };
  it('runs for several slides when nothing stops it', () => {
    expect(shouldAutoplay(base)).toBe(true);
  });
  it('does not run for a single slide', () => {
    expect(shouldAutoplay({ ...base, count: 1 })).toBe(false);
  });
  it('stops for interaction, a hidden tab, reduced motion, pause, or when disabled', () => {
    expect(shouldAutoplay({ ...base, interacting: true })).toBe(false);
    expect(shouldAutoplay({ ...base, hidden: true })).toBe(false);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ ...base, paused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, enabled: false })).toBe(false);
  });
});
