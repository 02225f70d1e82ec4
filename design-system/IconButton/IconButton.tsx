import { type ReactNode, type Ref, useId } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import type { PressEvent } from '../Button';
import * as css from './IconButton.css';

export const iconButtonVariants = ['plain', 'soft', 'solid'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps {
  /** Accessible name, e.g. "Inbox". Required: the button has no visible text. */
  label: string;
  /** The icon, e.g. `<Mail />` from lucide-react. */
  children: ReactNode;
  variant?: IconButtonVariant;
  /** sm is 32 px (44 px hit area), md 44 px, lg 48 px. */
  size?: IconButtonSize;
  /** Unread count shown as a badge in the corner (capped at 99+); described to screen readers. */
  badgeCount?: number;
  badgeTone?: BadgeTone;
  disabled?: boolean;
  onPress?: (e: PressEvent) => void;
  type?: 'button' | 'submit' | 'reset';
  /** For toggle buttons such as a favourite heart. */
  'aria-pressed'?: boolean;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A round, icon-only button with a required accessible name and an optional count badge. A native
 * `<button>` as Button is: `onPress` is its click, the pressed look is CSS (`:active`).
 */
export function IconButton({
  label,
  children,
  variant,
  size,
  badgeCount,
  badgeTone,
  disabled = false,
  onPress,
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  const badgeId = useId();
  const hasBadge = badgeCount !== undefined && badgeCount > 0;
  const button = (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-label={label}
      aria-describedby={hasBadge ? badgeId : undefined}
      onClick={onPress}
      className={[css.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
    >
      <span className={[css.iconSlot, size === 'lg' ? css.iconSlotLg : ''].join(' ')} aria-hidden="true">
        {children}
      </span>
    </button>
  );
  if (!hasBadge) return button;
  // The badge is a sibling, not a child: the visible "12" must not be part of the button's name.
  // It reaches screen readers as the button's description ("12 unread").
  return (
    <span className={css.wrapper}>
      {button}
      <span className={css.badgeSlot}>
        <Badge id={badgeId} count={badgeCount} tone={badgeTone} />
      </span>
    </span>
  );
}
