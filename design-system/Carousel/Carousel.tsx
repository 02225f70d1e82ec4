import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  type PointerEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../themes/contract.css';
import { isPlainClick } from '../Header/navigate';
import * as styles from './Carousel.css';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  type CarouselSpacing,
  canLoop,
  loopPosition,
  maxIndex,
  onClone,
  positionToIndex,
  settlePosition,
  shouldAutoplay,
  showArrows,
  spacingToken,
  stepIndex,
  stepPosition,
  swipeStep,
  TAP_SLOP_PX,
} from './carouselLogic';
import { useDocumentHidden, usePrefersReducedMotion } from './useMediaState';

/** Any content: a game tile, a promotion card… */
export interface CarouselContentSlide {
  id: string;
  /** Accessible name of the slide's button when `onSlideClick` is set, e.g. the banner's title. */
  label: string;
  content: ReactNode;
  /** Where the slide leads, if anywhere: the slide is then a link (see `CarouselImageSlide.href`). */
  href?: string;
}

/** A banner image, drawn at `aspectRatio` so nothing shifts while it loads. */
export interface CarouselImageSlide {
  id: string;
  imageUrl: string;
  /** Alternative text; also the name of the slide's button. */
  alt: string;
  /**
   * Where the slide leads, if anywhere. With `onSlideClick`, the slide is then an `<a href>` (a plain
   * click calls onSlideClick instead), so it works as a link before the scripts have hydrated; an
   * address off this site opens in a new tab, natively.
   */
  href?: string;
}

export type CarouselSlide = CarouselContentSlide | CarouselImageSlide;

const isImageSlide = (slide: CarouselSlide): slide is CarouselImageSlide => 'imageUrl' in slide;
const slideName = (slide: CarouselSlide) => (isImageSlide(slide) ? slide.alt : slide.label);

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel; defaults to the translated "Banners". */
  label?: string;
  /** Slides in view at once: 1 for the banner, GAME_CAROUSEL_PER_VIEW (3) for game lists. */
  perView?: number;
  /** Gap between slides in px, a step of the space scale (GAME_CAROUSEL_SPACING = 20 for game lists). */
  spacing?: CarouselSpacing;
  /** Rotate automatically (default: on for one per view). Off under reduced motion. */
  autoplay?: boolean;
  /** Autoplay interval; BANNER_AUTOPLAY_MS by default. */
  autoplayInterval?: number;
  /** Slide transition; BANNER_TRANSITION_MS by default. */
  transitionMs?: number;
  /** Wrap around at the ends (one per view, more than one slide). Default true. */
  loop?: boolean;
  /** Show pagination dots (default: for one per view). */
  showDots?: boolean;
  /** A slide was tapped (not swiped); the parent decides what it does. */
  onSlideClick?: (index: number) => void;
  /** Width / height of image slides (default 2.5, a 750 × 300 banner). */
  aspectRatio?: number;
}

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  startTime: number;
  dragging: boolean;
}

/**
 * Banner and game-list carousel: swipe, prev/next, dots, autoplay that pauses for the user,
 * an endless loop for banners, and a mirrored layout in RTL.
 */
export function Carousel({
  slides,
  label,
  perView = 1,
  spacing = 0,
  autoplay,
  autoplayInterval = BANNER_AUTOPLAY_MS,
  transitionMs = BANNER_TRANSITION_MS,
  loop = true,
  showDots,
  onSlideClick,
  aspectRatio = 2.5,
}: CarouselProps) {
  const { t } = useTranslation('dsOverlays');
  const count = slides.length;
  const looping = canLoop(count, perView, loop);
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const duration = reducedMotion ? 0 : transitionMs;

  /** Where the track starts: the first real slide (after the leading clone when looping). */
  const firstView = looping ? loopPosition(0) : 0;
  const [position, setPosition] = useState(firstView);
  const [animate, setAnimate] = useState(true);
  const [dragX, setDragX] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [paused, setPaused] = useState(false);
  const dragRef = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const viewportRef = useRef<HTMLDivElement>(null);

  const index = looping ? positionToIndex(position, count) : Math.min(position, maxIndex(count, perView));

  // Keep the position valid when the slides or the looping mode change.
  const shape = `${count}:${looping}:${perView}`;
  const lastShape = useRef(shape);
  useEffect(() => {
    if (lastShape.current === shape) return;
    lastShape.current = shape;
    setAnimate(false);
    setPosition(looping ? loopPosition(Math.min(index, count - 1)) : Math.min(index, maxIndex(count, perView)));
  }, [shape, looping, index, count, perView]);

  // After landing on a clone, snap to the real slide without animation.
  useEffect(() => {
    if (!looping || !onClone(position, count)) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPosition((p) => settlePosition(p, count));
    }, duration);
    return () => clearTimeout(timer);
  }, [looping, position, count, duration]);

  // Turn transitions back on once the no-animation frame has painted.
  useEffect(() => {
    if (animate || dragRef.current?.dragging) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setAnimate(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [animate]);

  // Read by timers and handlers that may hold an older render's closure.
  const positionRef = useRef(position);
  positionRef.current = position;

  const go = (delta: number) => {
    if (looping) {
      if (onClone(positionRef.current, count)) return; // mid-loop snap pending
      setAnimate(true);
      setPosition((p) => stepPosition(p, delta, count));
    } else {
      setAnimate(true);
      setPosition((p) => stepIndex(p, delta, count, perView, false));
    }
  };

  const goTo = (target: number) => {
    setAnimate(true);
    setPosition(looping ? loopPosition(target) : Math.min(target, maxIndex(count, perView)));
  };

  const autoplayEnabled = autoplay ?? perView === 1;
  const canAutoplay = autoplayEnabled && showArrows(count, perView) && !reducedMotion;
  const playing = shouldAutoplay({
    count,
    perView,
    enabled: autoplayEnabled,
    reducedMotion,
    interacting: hovered || focused || pressed,
    hidden,
    paused,
  });

  // One timer per slide shown; keyed on the index so the clone snap does not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart exactly when the slide changes
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => go(1), autoplayInterval);
    return () => clearTimeout(timer);
  }, [playing, index, autoplayInterval]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || count < 2) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startTime: event.timeStamp,
      dragging: false,
    };
    setPressed(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = dragRef.current;
    if (state?.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.dragging) {
      if (Math.abs(dx) < TAP_SLOP_PX || Math.abs(dx) < Math.abs(dy)) return;
      state.dragging = true;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers cannot be captured; the drag still follows moves inside the viewport.
      }
      setAnimate(false);
    }
    setDragX(dx);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const state = dragRef.current;
    if (state?.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setPressed(false);
    if (!state.dragging) return;
    suppressClick.current = true;
    setTimeout(() => {
      suppressClick.current = false;
    }, 0);
    const dx = event.clientX - state.startX;
    const width = (viewportRef.current?.offsetWidth ?? 0) / Math.max(1, perView);
    const dir = viewportRef.current && getComputedStyle(viewportRef.current).direction === 'rtl' ? 'rtl' : 'ltr';
    const step = cancelled ? 0 : swipeStep(dx, width, event.timeStamp - state.startTime, dir);
    setDragX(0);
    setAnimate(true);
    if (step !== 0) go(step);
  };

  const onClickCapture = (event: ReactMouseEvent) => {
    if (!suppressClick.current) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const rendered = looping
    ? [
        { slide: slides[count - 1]!, real: count - 1, clone: true, key: 'clone-head' },
        ...slides.map((slide, real) => ({ slide, real, clone: false, key: slide.id })),
        { slide: slides[0]!, real: 0, clone: true, key: 'clone-tail' },
      ]
    : slides.map((slide, real) => ({ slide, real, clone: false, key: slide.id }));

  const isVisible = (renderedAt: number) =>
    looping ? renderedAt === position : renderedAt >= index && renderedAt < index + perView;

  const gapKey = spacingToken(spacing);
  const arrows = showArrows(count, perView);
  const dots = (showDots ?? perView === 1) && count > 1;
  const atStart = !looping && index <= 0;
  const atEnd = !looping && index >= maxIndex(count, perView);
  // One-per-view banners carry their own artwork and headline: their arrows sit in the dots row,
  // never over the art. Multi-item rows overlay theirs on the edges.
  const arrowButtons = (prevClass: string, nextClass: string) => (
    <>
      <button
        type="button"
        className={prevClass}
        aria-label={t('carousel.previous')}
        aria-disabled={atStart || undefined}
        onClick={() => !atStart && go(-1)}
      >
        <ChevronLeft aria-hidden="true" className={styles.arrowIcon} />
      </button>
      <button
        type="button"
        className={nextClass}
        aria-label={t('carousel.next')}
        aria-disabled={atEnd || undefined}
        onClick={() => !atEnd && go(1)}
      >
        <ChevronRight aria-hidden="true" className={styles.arrowIcon} />
      </button>
    </>
  );

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label ?? t('carousel.label')}
      className={styles.root}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endDrag(e, false)}
        onPointerCancel={(e) => endDrag(e, true)}
        onClickCapture={onClickCapture}
      >
        <div
          className={styles.track}
          data-animate={animate ? undefined : 'false'}
          aria-live={playing ? 'off' : 'polite'}
          style={assignInlineVars({
            [styles.position]: String(position),
            [styles.perView]: String(Math.max(1, perView)),
            [styles.gap]: gapKey === 'none' ? '0%' : vars.space[gapKey],
            [styles.drag]: `${dragX}px`,
            [styles.transition]: `${duration}ms`,
          })}
        >
          {rendered.map(({ slide, real, clone, key }, at) => {
            const visual = isImageSlide(slide) ? (
              <img
                className={styles.image}
                src={slide.imageUrl}
                alt={onSlideClick ? '' : slide.alt}
                draggable={false}
                // The box's shape before the file arrives (the CSS sizes it from the same ratio).
                width={Math.round(300 * aspectRatio)}
                height={300}
                // The slides in the first view load first (the first is the page's largest image);
                // the rest load behind them, and are not preloaded by server HTML.
                fetchPriority={at >= firstView && at < firstView + Math.max(1, perView) ? 'high' : 'low'}
                style={assignInlineVars({ [styles.ratio]: String(aspectRatio) })}
              />
            ) : (
              slide.content
            );
            const external = !!slide.href && /^https?:/i.test(slide.href);
            const body =
              onSlideClick && slide.href ? (
                <a
                  href={slide.href}
                  className={styles.slideButton}
                  aria-label={slideName(slide)}
                  draggable={false}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={(event) => {
                    if (external || !isPlainClick(event)) return;
                    event.preventDefault();
                    onSlideClick(real);
                  }}
                >
                  {visual}
                </a>
              ) : onSlideClick ? (
                <button
                  type="button"
                  className={styles.slideButton}
                  aria-label={slideName(slide)}
                  onClick={() => onSlideClick(real)}
                >
                  {visual}
                </button>
              ) : (
                visual
              );
            if (clone) {
              return (
                <div key={key} aria-hidden="true" inert className={styles.slide}>
                  {body}
                </div>
              );
            }
            const visible = isVisible(at);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group, not a form fieldset
              <div
                key={key}
                role="group"
                aria-roledescription={t('carousel.slideRoleDescription')}
                aria-label={t('carousel.slideOf', { n: real + 1, count })}
                aria-hidden={!visible || undefined}
                inert={!visible || undefined}
                className={styles.slide}
              >
                {body}
              </div>
            );
          })}
        </div>
        {arrows && perView > 1 ? arrowButtons(styles.prev, styles.next) : null}
      </div>
      {dots ? (
        <div className={styles.controls}>
          {arrows && perView === 1 ? arrowButtons(styles.rowPrev, styles.rowNext) : null}
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.goTo', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              </li>
            ))}
          </ul>
          {canAutoplay ? (
            <button
              type="button"
              className={arrows && perView === 1 ? `${styles.toggle} ${styles.toggleBesideArrow}` : styles.toggle}
              aria-label={paused ? t('carousel.play') : t('carousel.pause')}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? (
                <Play aria-hidden="true" className={styles.toggleIcon} />
              ) : (
                <Pause aria-hidden="true" className={styles.toggleIcon} />
              )}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
