import { sharedTokens } from '../../themes/tokens';

/** Spec: the home banner autoplays every 5000 ms with a 1000 ms transition. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
/** Spec: the game-list carousel shows three slides at once, spacing 20. */
export const GAME_CAROUSEL_PER_VIEW = 3;
export const GAME_CAROUSEL_SPACING = 20;

/** A release past this fraction of a slide's width moves to the next slide. */
export const SWIPE_THRESHOLD_FRACTION = 0.2;
/** A flick faster than this (px per ms) moves whatever the distance. */
export const SWIPE_VELOCITY = 0.3;
/** Horizontal movement below this is still a tap, not a swipe. */
export const TAP_SLOP_PX = 8;

/** Arrows show only when there is something to scroll to: with 3 per view, 4 items or more. */
export function showArrows(count: number, perView: number): boolean {
  return count > Math.max(1, perView);
}

/** Looping is for the one-per-view banner with more than one slide. */
export function canLoop(count: number, perView: number, loop: boolean): boolean {
  return loop && perView === 1 && count > 1;
}

/** The last index the first visible slide can have. */
export function maxIndex(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, perView));
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Moves `delta` slides: wraps when looping, otherwise clamps to the ends. */
export function stepIndex(index: number, delta: number, count: number, perView: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (canLoop(count, perView, loop)) return mod(index + delta, count);
  return Math.min(maxIndex(count, perView), Math.max(0, index + delta));
}

/*
 * A looping track renders [clone of last, ...slides, clone of first]. Its position p runs 0..count+1;
 * slide i sits at p = i + 1. Moving past an end animates onto a clone, then snaps to the real slide
 * without animation, so the loop looks endless.
 */

/** Track position of slide `index` in a looping track. */
export function loopPosition(index: number): number {
  return index + 1;
}

/** The slide shown at track position `position` of a looping track. */
export function positionToIndex(position: number, count: number): number {
  return count > 0 ? mod(position - 1, count) : 0;
}

/** Where a looping track snaps to after its transition: clones map onto their real slides. */
export function settlePosition(position: number, count: number): number {
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}

/** True while a looping track rests on a clone (a snap is due). */
export function onClone(position: number, count: number): boolean {
  return position <= 0 || position >= count + 1;
}

/** Next position of a looping track, never beyond the clones. */
export function stepPosition(position: number, delta: number, count: number): number {
  return Math.min(count + 1, Math.max(0, position + delta));
}

/**
 * Slides to move after a swipe: +1 forward, -1 back, 0 to spring back. Forward is a drag towards the
 * inline start (leftwards in LTR, rightwards in RTL).
 */
export function swipeStep(dx: number, slideWidth: number, durationMs: number, dir: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const forwardDistance = dir === 'rtl' ? dx : -dx;
  const distance = Math.abs(dx);
  if (distance < TAP_SLOP_PX) return 0;
  const far = slideWidth > 0 && distance >= slideWidth * SWIPE_THRESHOLD_FRACTION;
  const fast = distance / Math.max(1, durationMs) >= SWIPE_VELOCITY;
  if (!far && !fast) return 0;
  return forwardDistance > 0 ? 1 : -1;
}

export interface AutoplayConditions {
  count: number;
  perView: number;
  enabled: boolean;
  reducedMotion: boolean;
  /** Pointer over it, finger down, or focus inside. */
  interacting: boolean;
  /** The tab is in the background. */
  hidden: boolean;
  /** The user pressed pause. */
  paused: boolean;
}

/** Autoplay runs only with something to rotate to and nobody reading, touching or preferring stillness. */
export function shouldAutoplay(c: AutoplayConditions): boolean {
  return c.enabled && showArrows(c.count, c.perView) && !c.reducedMotion && !c.interacting && !c.hidden && !c.paused;
}

type SpaceKey = keyof typeof sharedTokens.space;
/** Spacings (px) the carousel accepts: exactly the steps of the space scale. */
export type CarouselSpacing = 0 | 2 | 4 | 8 | 12 | 16 | 20 | 24 | 32 | 48;

/** The space token for a spacing in px (the spec speaks px; styles use tokens). */
export function spacingToken(px: CarouselSpacing): SpaceKey {
  const entry = (Object.entries(sharedTokens.space) as [SpaceKey, string][]).find(
    ([, value]) => Number.parseFloat(value) === px,
  );
  if (!entry) throw new Error(`No space token is ${px}px`);
  return entry[0];
}
