import { useEffect, useRef } from 'react';
import { Spinner } from '../Spinner';
import * as css from './LoadMore.css';
import { isNearEnd, throttleWait } from './loadMore';

export interface LoadMoreProps {
  /** More pages to come; when false, `endText` says the list is complete. */
  hasMore: boolean;
  /** A page is loading: a spinner shows and no other load starts. */
  loading: boolean;
  onMore: () => void;
  /** Shown once everything has loaded ("That is all: 30 games"). */
  endText: string;
  /** Start loading this many px before the end reaches the screen (300 by default). */
  threshold?: number;
  /** At most one load this often, in ms (1000 by default). */
  throttleMs?: number;
}

/**
 * The end of an endless list: when it comes near the screen the next page loads (also at once when
 * the list does not fill the screen), at most once a `throttleMs`; at the end it says so and stops.
 */
export function LoadMore({ hasMore, loading, onMore, endText, threshold = 300, throttleMs = 1000 }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef(0);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (timer || !isNearEnd(el.getBoundingClientRect().top - window.innerHeight, threshold)) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last.current = Date.now();
          more.current();
        },
        throttleWait(last.current, Date.now(), throttleMs),
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // Captured on the document, so a scrolling container other than the window counts too.
    document.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [hasMore, loading, threshold, throttleMs]);
  return (
    <div className={css.more}>
      <div ref={ref} className={css.sentinel} />
      {loading ? <Spinner size="sm" /> : !hasMore ? <p className={css.endText}>{endText}</p> : null}
    </div>
  );
}
