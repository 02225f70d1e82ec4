import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { MotionPageProps } from './MotionPage';
import * as css from './Shell.css';

/**
 * A 300 ms fade between pages; `skip` (after a swipe back) renders the next page without it.
 * The first page needs no fade, so framer-motion (LazyMotion) loads at idle, off the first paint,
 * and animates every later page change.
 */
export function PageTransition({ pageKey, skip, children }: { pageKey: string; skip: boolean; children: ReactNode }) {
  const [Motion, setMotion] = useState<ComponentType<MotionPageProps> | null>(null);
  const firstKey = useRef(pageKey);
  const navigated = useRef(false);
  if (pageKey !== firstKey.current) navigated.current = true;

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import('./MotionPage').then((mod) => {
        if (!cancelled) setMotion(() => mod.MotionPage);
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => void load());
    return () => {
      cancelled = true;
    };
  }, []);

  if (Motion && navigated.current) {
    return (
      <Motion key={pageKey} skip={skip}>
        {children}
      </Motion>
    );
  }
  return (
    <div key={pageKey} className={css.page} data-page-transition={navigated.current ? 'skipped' : 'initial'}>
      {children}
    </div>
  );
}
