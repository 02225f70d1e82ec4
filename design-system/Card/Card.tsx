import type { ReactNode } from 'react';
import { useId } from 'react';
import { isPlainClick, SectionHeader, type SectionHeaderProps } from '../SectionHeader';
import * as css from './Card.css';

export const cardElevations = ['flat', 'raised', 'outline'] as const;
export type CardElevation = (typeof cardElevations)[number];
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardGaps = ['sm', 'md', 'lg'] as const;
export type CardGap = (typeof cardGaps)[number];

interface SurfaceProps {
  elevation?: CardElevation;
  padding?: CardPadding;
  /** Space between the card's children. */
  gap?: CardGap;
  /** Span every column of the grid it sits in. */
  span?: boolean;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export interface CardProps extends SurfaceProps {
  /** The element for a static card (default div). A pressable card is a link or a button. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** A pressable card: a link when it has `href` (the path comes from the page), else a button. */
  onPress?: () => void;
  /** Where a pressable card goes; a plain click calls `onPress`, a modified click opens it natively. */
  href?: string;
  /** Accessible name (a section needs one; a pressable card takes its text otherwise). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A surface container: a group of related content on the page, or one pressable item. */
export function Card({
  as: As = 'div',
  elevation,
  padding,
  gap,
  span,
  onPress,
  href,
  className,
  children,
  ...rest
}: CardProps) {
  const interactive = Boolean(onPress);
  const cls = [css.card({ elevation, padding, gap, span, interactive }), className].filter(Boolean).join(' ');
  if (onPress && href) {
    return (
      <a
        {...rest}
        className={cls}
        href={href}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          onPress();
        }}
      >
        {children}
      </a>
    );
  }
  if (onPress) {
    return (
      <button {...rest} type="button" className={`${cls} ${css.buttonReset}`} onClick={onPress}>
        {children}
      </button>
    );
  }
  return (
    <As {...rest} className={cls}>
      {children}
    </As>
  );
}

export interface PanelProps extends SurfaceProps, Omit<SectionHeaderProps, 'id' | 'className'> {
  /** Element of the panel (default section, named by its title). */
  as?: 'section' | 'div' | 'article';
}

/** A card with a header: a titled section of a page (its title names it for screen readers). */
export function Panel({
  as = 'section',
  title,
  description,
  level = 2,
  size,
  action,
  actions,
  gap = 'md',
  children,
  ...surface
}: PanelProps) {
  const headingId = useId();
  return (
    <Card as={as} gap={gap} aria-labelledby={headingId} {...surface}>
      <SectionHeader
        id={headingId}
        title={title}
        description={description}
        level={level}
        size={size}
        action={action}
        actions={actions}
      />
      {children}
    </Card>
  );
}
