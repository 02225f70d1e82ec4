import { useEffect, useLayoutEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../design-system/Carousel/useMediaState';
import { countUpValue } from './celebration';

/**
 * Counts `amount` (minor units) up from 0 over `durationMs`, a frame at a time, and restarts when
 * `runKey` changes (a new outcome). It shows the amount at once under reduced motion, with no
 * duration, or once `finished` (the player skipped the celebration). `done` is true on the amount.
 */
export function useCountUp(amount: number, durationMs: number, runKey: unknown, finished = false) {
  const reduced = usePrefersReducedMotion();
  const instant = reduced || finished || durationMs <= 0 || amount <= 0;
  const [value, setValue] = useState(() => (instant ? amount : 0));

  // Before paint, so a new outcome never flashes the last one's amount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey restarts the count on purpose
  useLayoutEffect(() => {
    setValue(instant ? amount : 0);
  }, [amount, instant, runKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey restarts the count on purpose
  useEffect(() => {
    if (instant) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(amount, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [amount, durationMs, instant, runKey]);

  const shown = instant ? amount : value;
  return { value: shown, done: shown === amount };
}
