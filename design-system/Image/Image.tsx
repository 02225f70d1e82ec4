import { ImageOff } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../Skeleton';
import * as css from './Image.css';

export const imageRadii = ['none', 'md', 'lg', 'full'] as const;
export const imageFits = ['cover', 'contain'] as const;
export type ImageRadius = (typeof imageRadii)[number];
export type ImageFit = (typeof imageFits)[number];

/** Which picture is on screen: the src, the fallbackSrc, or the built-in default image. */
export type ImageStage = 'src' | 'fallback' | 'default';

/** The next stage after a load error. Pure, so the fallback chain is easy to reason about. */
export function nextImageStage(stage: ImageStage, hasFallbackSrc: boolean): ImageStage {
  if (stage === 'src' && hasFallbackSrc) return 'fallback';
  return 'default';
}

/**
 * The width and height attributes of the `<img>`: the given ones, or a box of the aspect ratio's
 * shape ("16 / 9" gives 320 × 180). The frame's CSS sizes the picture; these only tell the
 * browser its shape before it arrives (no layout shift, and Lighthouse's unsized-images audit).
 */
export function intrinsicSize(aspectRatio: string, width?: number, height?: number) {
  if (width && height) return { width, height };
  const [w, h] = aspectRatio.split('/').map((n) => Number.parseFloat(n));
  if (!(w && h && w > 0 && h > 0)) return { width: 200, height: 200 };
  const base = 200;
  return w >= h
    ? { width: Math.round((base * w) / h), height: base }
    : { width: base, height: Math.round((base * h) / w) };
}

export interface ImageProps {
  /** Image URL. null or "" means there is no image: the fallback shows at once. */
  src: string | null | undefined;
  /** Required. Describe the picture (e.g. the game's name); "" only for purely decorative images. */
  alt: string;
  /** CSS aspect-ratio of the box, reserved before loading: "1 / 1" (default, game art), "16 / 9" (banners). */
  aspectRatio?: string;
  /** Shown when `src` fails (e.g. the site's default game image). If it fails too, a built-in image shows. */
  fallbackSrc?: string;
  radius?: ImageRadius;
  fit?: ImageFit;
  /** Keep the skeleton and do not request anything yet (e.g. the list data itself is still loading). */
  pending?: boolean;
  /** Native lazy loading; "lazy" by default. Use "eager" for the first screen's banner. */
  loading?: 'lazy' | 'eager';
  /**
   * The first screen's largest picture (the first game tiles): requested at once and ahead of
   * other images (`loading="eager"`, `fetchpriority="high"`), since it is the page's LCP.
   */
  priority?: boolean;
  /**
   * The picture's intrinsic size in CSS pixels, written as the `<img>`'s width and height, so the
   * browser knows its shape before it loads. Defaults to a square of 200 (the game art's own size)
   * for the default "1 / 1" box; the box's `aspectRatio` holds the space either way.
   */
  width?: number;
  height?: number;
  /** Called once when the final fallback (built-in image) is reached, e.g. to report broken art. */
  onFail?: () => void;
  className?: string;
}

/**
 * An image that holds its space with a skeleton, fades in when loaded, and falls back to a
 * default image when loading fails.
 */
export function Image({
  src,
  alt,
  aspectRatio = '1 / 1',
  fallbackSrc,
  radius,
  fit = 'cover',
  pending = false,
  loading = 'lazy',
  priority = false,
  width,
  height,
  onFail,
  className,
}: ImageProps) {
  const hasSrc = typeof src === 'string' && src !== '';
  const initialStage: ImageStage = hasSrc ? 'src' : fallbackSrc ? 'fallback' : 'default';
  const key = `${src ?? ''}\n${fallbackSrc ?? ''}`;
  const [state, setState] = useState({ key, stage: initialStage, loaded: false });
  // A new src starts over (state derived from props, without an effect).
  const current = state.key === key ? state : { key, stage: initialStage, loaded: false };
  if (current !== state) setState(current);

  const imgRef = useRef<HTMLImageElement>(null);
  const url = current.stage === 'src' ? src : current.stage === 'fallback' ? fallbackSrc : undefined;

  // An image that finished before React attached its handlers (cache, server render) still counts as
  // loaded. Marked after paint and in a transition: it only takes the skeleton away from behind a
  // picture that already covers it, so it must not lengthen hydration's commit (issue 17: a layout
  // effect's update re-rendered every server-drawn image synchronously inside that commit).
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) {
      startTransition(() => setState((s) => (s.key === key && !s.loaded ? { ...s, loaded: true } : s)));
    }
  }, [key]);

  const onLoad = () => setState({ ...current, loaded: true });
  const onError = () => {
    const stage = nextImageStage(current.stage, Boolean(fallbackSrc));
    setState({ ...current, stage, loaded: false });
    if (stage === 'default') onFail?.();
  };

  const size = intrinsicSize(aspectRatio, width, height);
  const status = pending ? 'pending' : current.stage === 'default' ? 'fallback' : current.loaded ? 'loaded' : 'loading';

  return (
    <span
      className={[css.frame({ radius }), className].filter(Boolean).join(' ')}
      style={{ aspectRatio }}
      data-status={status}
      data-stage={current.stage}
    >
      {status === 'pending' || status === 'loading' ? (
        <span className={css.skeleton}>
          <Skeleton shape="rect" height="100%" />
        </span>
      ) : null}
      {pending ? null : current.stage === 'default' ? (
        alt ? (
          <span className={css.placeholder} role="img" aria-label={alt}>
            <ImageOff className={css.placeholderIcon} aria-hidden="true" />
          </span>
        ) : (
          <span className={css.placeholder} aria-hidden="true">
            <ImageOff className={css.placeholderIcon} />
          </span>
        )
      ) : (
        <img
          ref={imgRef}
          // A fresh element per stage, so a repeated URL still reports its own load or error.
          key={current.stage}
          src={url ?? undefined}
          alt={alt}
          width={size.width}
          height={size.height}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className={[css.img, css.fit[fit]].join(' ')}
          data-loaded={current.loaded || undefined}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  );
}
