import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Megaphone } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './Marquee.css';
import { MARQUEE_SPEED_PX_PER_S, marqueeDurationMs } from './marqueeLogic';

export interface MarqueeItem {
  id: string;
  text: string;
}

export interface MarqueeProps {
  items: readonly MarqueeItem[];
  /** Tapping an announcement; the spec opens /m/notice with this index. */
  onSelect: (index: number) => void;
  /** Shown when there are no items (the spec's no-announcement text), once the answer has come. */
  emptyText?: ReactNode;
  /**
   * The announcements have not arrived yet: a placeholder line (announced as loading) holds the
   * strip, never the no-announcement text, which would be a false statement before the answer.
   */
  loading?: boolean;
  /** The announcements failed to load: this text (and a retry when `onRetry` is given) instead of the empty text. */
  errorText?: ReactNode;
  onRetry?: () => void;
  /** Landmark label; defaults to the translated "Announcements". */
  label?: string;
  /** Scroll speed in px per second. */
  speed?: number;
  /** Set false for a static, truncated strip (as under reduced motion). */
  animate?: boolean;
}

/**
 * The announcement ticker: a megaphone, then the announcements scrolling by as a list of buttons.
 * Pauses on hover or focus; static and truncated under reduced motion or keyboard focus.
 */
export function Marquee({
  items,
  onSelect,
  emptyText,
  loading = false,
  errorText,
  onRetry,
  label,
  speed = MARQUEE_SPEED_PX_PER_S,
  animate = true,
}: MarqueeProps) {
  const { t } = useTranslation('dsOverlays');
  const [loopWidth, setLoopWidth] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const measureRef = useCallback((el: HTMLUListElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setLoopWidth(el.offsetWidth));
    observer.current.observe(el);
  }, []);

  const list = (twin: boolean) => (
    <ul
      className={styles.copy}
      ref={twin ? undefined : measureRef}
      aria-hidden={twin || undefined}
      inert={twin || undefined}
    >
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <button
            type="button"
            className={styles.button}
            tabIndex={twin ? -1 : undefined}
            onClick={() => onSelect(index)}
          >
            {item.text}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-label={label ?? t('marquee.label')}
      className={animate ? styles.root : `${styles.root} ${styles.staticRoot}`}
      data-paused={hovered || focused || undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Megaphone aria-hidden="true" className={styles.icon} />
      <div className={styles.viewport}>
        {loading && items.length === 0 ? (
          <SkeletonGroup label={t('marquee.loading')} className={styles.skeleton}>
            <Skeleton shape="text" width="70%" />
          </SkeletonGroup>
        ) : errorText !== undefined && items.length === 0 ? (
          <p className={styles.empty}>
            <span className={styles.emptyText}>{errorText}</span>
            {onRetry ? (
              <button type="button" className={styles.retry} onClick={onRetry}>
                {t('marquee.retry')}
              </button>
            ) : null}
          </p>
        ) : items.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <div
            className={styles.track}
            style={
              loopWidth > 0
                ? assignInlineVars({ [styles.loopDuration]: `${marqueeDurationMs(loopWidth, speed)}ms` })
                : undefined
            }
          >
            {list(false)}
            {list(true)}
          </div>
        )}
      </div>
    </section>
  );
}
