import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Ref } from 'react';
import * as css from './PreviewFrame.css';

export interface PreviewFrameProps {
  /** A same-origin page: the player home with `?brandPreview=1&mode=dark`. */
  src: string;
  /** The frame's accessible name and caption, e.g. "Preview, dark". */
  title: string;
  /** 0.3–1: how large the 390 px phone is drawn. */
  scale?: number;
  ref?: Ref<HTMLIFrameElement>;
}

/**
 * A phone-sized frame of a real page (390 × 760 CSS pixels, drawn smaller), for the brand editor's
 * live preview. The page keeps its scripts and same-origin access (so it can take the editor's
 * drafts by postMessage) but may not open pop-ups, navigate the editor, or submit forms.
 */
export function PreviewFrame({ src, title, scale = 0.5, ref }: PreviewFrameProps) {
  const s = String(Math.min(1, Math.max(0.3, scale)));
  return (
    <figure className={css.figure} style={assignInlineVars({ [css.scaleVar]: s })}>
      <div className={css.phone}>
        <iframe ref={ref} className={css.frame} src={src} title={title} sandbox="allow-scripts allow-same-origin" />
      </div>
      <figcaption className={css.caption}>{title}</figcaption>
    </figure>
  );
}
