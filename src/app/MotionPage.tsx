import { LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { PAGE_FADE_MS } from '../rules/swipe';
import * as css from './Shell.css';

const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

export interface MotionPageProps {
  skip: boolean;
  children: ReactNode;
}

/** One page, fading in over 300 ms unless it follows a swipe back. Honours prefers-reduced-motion. */
export function MotionPage({ skip, children }: MotionPageProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
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
