import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../themes/contract.css';
import { visuallyHidden } from '../Spinner/Spinner.css';
import * as css from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** text: number of lines (the last is shorter). */
  lines?: number;
  /** rect/text: CSS width, e.g. "100%" or `vars.space.huge`. Defaults to the full width. */
  width?: string;
  /** rect: CSS height. Prefer `aspectRatio` so the box scales with its width. */
  height?: string;
  /** rect: e.g. "1 / 1" for square game art, "16 / 9" for banners. */
  aspectRatio?: string;
  /** circle: diameter. Defaults to the touch size (44 px), e.g. an avatar. */
  size?: string;
  className?: string;
}

/**
 * A shimmering placeholder that holds the space of content still loading, so nothing jumps.
 * Hidden from assistive technology; wrap a set of them in `SkeletonGroup` to announce "Loading".
 */
export function Skeleton({ shape = 'rect', lines = 1, width, height, aspectRatio, size, className }: SkeletonProps) {
  const cls = (extra?: string) => [css.skeleton({ shape }), extra, className].filter(Boolean).join(' ');
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span className={css.lines} style={width ? { width } : undefined} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines with no identity
          <span key={i} className={cls(count > 1 && i === count - 1 ? css.lastLine : undefined)} />
        ))}
      </span>
    );
  }
  const style: CSSProperties =
    shape === 'circle'
      ? { width: size ?? vars.size.touch, height: size ?? vars.size.touch }
      : { width, height, aspectRatio: height ? undefined : aspectRatio };
  return <span className={cls()} style={style} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  children: ReactNode;
  /** Accessible status text; defaults to the translated "Loading". */
  label?: string;
  className?: string;
}

/** Wraps skeletons: a polite status that says "Loading" once, and aria-busy while content is coming. */
export function SkeletonGroup({ children, label, className }: SkeletonGroupProps) {
  const { t } = useTranslation('ds');
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label ?? t('loading')}</span>
      {children}
    </div>
  );
}

export interface SkeletonRowsProps {
  /** How many rows stand for the list (about what the first screen shows). */
  rows?: number;
  /** Text lines a row holds (the last is shorter). */
  lines?: number;
  /** Accessible status text; defaults to the translated "Loading". */
  label?: string;
  className?: string;
}

/**
 * A list of ruled rows while it loads (a log-in history, a plain record list): each row its text
 * lines, announced once as loading with aria-busy, and never an empty-list text before the answer.
 */
export function SkeletonRows({ rows = 4, lines = 2, label, className }: SkeletonRowsProps) {
  return (
    <SkeletonGroup label={label} className={className}>
      {Array.from({ length: Math.max(1, Math.floor(rows)) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows with no identity
        <div key={i} className={css.row}>
          <Skeleton shape="text" lines={lines} />
        </div>
      ))}
    </SkeletonGroup>
  );
}
