import type { MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as css from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/**
 * What `onPress` receives: the native button's click, whatever made it (a tap, a mouse, Enter or Space,
 * a screen reader, `element.click()`). A touch that turns into a scroll makes no click.
 */
export type PressEvent = MouseEvent<HTMLButtonElement>;

export interface ButtonProps {
  children: ReactNode;
  /** primary = brand accent; secondary = outlined; ghost = text only; critical = destructive. */
  variant?: ButtonVariant;
  /** sm is 32 px tall (44 px hit area); md is 44 px; lg is 48 px. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, sets aria-busy and ignores presses. Focus stays on the button. */
  loading?: boolean;
  disabled?: boolean;
  /** Leading icon, e.g. `<LogIn />` from lucide-react. Decorative: hidden from screen readers. */
  icon?: ReactNode;
  /** Trailing badge. A string or number is drawn as a pill ("120% Bonus"); an element is rendered as is. */
  badge?: ReactNode;
  type?: 'button' | 'submit' | 'reset';
  onPress?: (e: PressEvent) => void;
  form?: string;
  name?: string;
  value?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The standard action button: a native `<button>` (no press library, so nothing of it runs while the
 * page hydrates). Press feedback is CSS (`:active`); loading and disabled states built in.
 */
export function Button({
  children,
  variant,
  size,
  fullWidth,
  loading = false,
  disabled = false,
  icon,
  badge,
  type = 'button',
  onPress,
  className,
  ref,
  ...rest
}: ButtonProps) {
  const badgeNode =
    typeof badge === 'string' || typeof badge === 'number' ? <span className={css.badgeSlot}>{badge}</span> : badge;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        // Loading: focusable (focus stays where the press left it) but inert, and a submit button
        // does not submit its form again.
        if (loading) e.preventDefault();
        else onPress?.(e);
      }}
      className={[css.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      <span className={css.content}>
        {icon ? (
          <span className={css.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={css.label}>{children}</span>
        {badgeNode}
      </span>
      {loading ? (
        <span className={css.spinnerSlot}>
          <Spinner size="sm" />
        </span>
      ) : null}
    </button>
  );
}
