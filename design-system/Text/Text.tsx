import { createElement, type ReactNode, type Ref } from 'react';
import * as css from './Text.css';

export const textTones = ['inherit', 'default', 'muted', 'subtle', 'accent'] as const;
export type TextTone = (typeof textTones)[number];
export const textSizes = ['inherit', 'xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

export interface TextProps {
  /** The element: a span by default; a `p` for a paragraph, `strong` for emphasis, `code` for a value. */
  as?: 'span' | 'p' | 'div' | 'strong' | 'em' | 'code' | 'small' | 'time' | 'dd' | 'dt';
  /** muted: secondary words (hints, dates); subtle: the least (placeholders); accent: the brand's text colour. */
  tone?: TextTone;
  size?: TextSize;
  weight?: 'inherit' | 'regular' | 'medium' | 'bold';
  /** Figures, ids and codes in the numeric face, tabular. */
  numeric?: boolean;
  /** anywhere: long ids and hosts break instead of overflowing; nowrap: a short figure stays on one line. */
  wrap?: 'normal' | 'anywhere' | 'nowrap';
  /** Read by screen readers only. */
  visuallyHidden?: boolean;
  id?: string;
  dateTime?: string;
  title?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
}

/** A run of text in the kit's tones, sizes and weights, so a page writes no CSS for its words. */
export function Text({
  as = 'span',
  tone,
  size,
  weight,
  numeric,
  wrap,
  visuallyHidden = false,
  className,
  ...rest
}: TextProps) {
  const cls = visuallyHidden ? css.visuallyHidden : css.text({ tone, size, weight, numeric, wrap });
  return createElement(as, { ...rest, className: [cls, className].filter(Boolean).join(' ') });
}

export interface TextButtonProps {
  children: ReactNode;
  onPress: () => void;
  /** A leading icon (lucide), decorative. */
  icon?: ReactNode;
  disabled?: boolean;
  type?: 'button' | 'submit';
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An action that reads as a link: a record's id that opens it, "Show details" in a cell. It keeps the
 * 44 px touch height on a touch screen and sits in the line of text with a fine pointer.
 */
export function TextButton({ children, onPress, icon, type = 'button', className, ...rest }: TextButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[css.textButton, className].filter(Boolean).join(' ')}
      onClick={() => onPress()}
    >
      {icon ? (
        <span className={css.textButtonIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
