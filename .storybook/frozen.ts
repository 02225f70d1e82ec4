/**
 * Freezes time and randomness so stories and screenshots are deterministic.
 * Date.now() is pinned to 2026-01-15T12:00:00Z unless a story opts out with parameters.realClock.
 * Math.random is replaced with a seeded generator.
 */
export const FROZEN_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

export function FrozenClock(context?: { parameters?: { realClock?: boolean } }) {
  const realNow = Date.now;
  const realRandom = Math.random;
  let seed = 42;
  Math.random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  if (!context?.parameters?.realClock) {
    const start = realNow();
    // Time still advances (timers and countdowns work) but from a fixed origin.
    Date.now = () => FROZEN_NOW + (realNow() - start);
  }
  return () => {
    Date.now = realNow;
    Math.random = realRandom;
  };
}
