import { LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { PAGE_FADE_MS } from '../rules/swipe';
import * as css from './Shell.css';

const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

/**
 * A 300 ms fade between pages. `skip` (after a swipe back) renders the next page without it.
 * Respects prefers-reduced-motion through MotionConfig.
 */
export function PageTransition({ pageKey, skip, children }: { pageKey: string; skip: boolean; children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          key={pageKey}
          className={css.page}
          initial={skip ? false : { opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: PAGE_FADE_MS / 1000, ease: 'easeOut' }}
          data-page-transition={skip ? 'skipped' : 'fade'}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
