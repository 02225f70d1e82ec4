import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import * as css from './Pill.css';

export const pillTones = ['neutral', 'positive', 'caution', 'critical', 'info', 'accent'] as const;
export type PillTone = (typeof pillTones)[number];

export interface PillProps {
  tone?: PillTone;
  /** A small icon before the text (decorative: the text says what it means). */
  icon?: ReactNode;
  children: ReactNode;
  /** Let a long label wrap instead of staying on one line. */
  wrap?: boolean;
  className?: string;
}

/** Sizes a lucide icon (or any element taking className) to the pill and hides it from screen readers. */
function decorate(icon: ReactNode) {
  if (!isValidElement(icon)) return icon;
  const el = icon as ReactElement<{ className?: string; 'aria-hidden'?: boolean }>;
  return cloneElement(el, {
    className: [css.icon, el.props.className].filter(Boolean).join(' '),
    'aria-hidden': true,
  });
}

/** A short label on a soft tone: a state, a role, a tag. The text carries the meaning; the tone adds to it. */
export function Pill({ tone = 'neutral', icon, children, wrap = false, className }: PillProps) {
  return (
    <span className={[css.pill({ tone, wrap }), className].filter(Boolean).join(' ')} data-tone={tone}>
      {decorate(icon)}
      <span className={wrap ? undefined : css.text}>{children}</span>
    </span>
  );
}
