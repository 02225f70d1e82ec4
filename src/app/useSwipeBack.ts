import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isSwipeBack, SWIPE_RESET_MS } from '../rules/swipe';

/**
 * A horizontal swipe back of more than 100 px calls `onBack` and marks the next page change
 * as swiped, so it renders without the fade. The swipe state resets after 500 ms.
 */
export function useSwipeBack(onBack: () => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [swiped, setSwiped] = useState(false);

  useEffect(() => {
    if (!swiped) return;
    const t = setTimeout(() => setSwiped(false), SWIPE_RESET_MS);
    return () => clearTimeout(t);
  }, [swiped]);

  const onTouchStart = useCallback((e: TouchEvent) => {
    const t = e.touches[0];
    start.current = t ? { x: t.clientX, y: t.clientY } : null;
  }, []);

  const onTouchEnd = useCallback(
    (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!enabled || !from || !t) return;
      const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      if (isSwipeBack(from, { x: t.clientX, y: t.clientY }, dir)) {
        setSwiped(true);
        onBack();
      }
    },
    [enabled, onBack],
  );

  return { swiped, handlers: { onTouchStart, onTouchEnd } };
}
