import type { MouseEvent, ReactNode, Ref } from 'react';
import { mergeProps, type PressEvent, useButton, useObjectRef } from 'react-aria';
import { Spinner } from '../Spinner';
import * as css from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

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

const preventDefault = (e: MouseEvent) => e.preventDefault();

/** The standard action button. Press feedback, loading and disabled states built in. */
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
  ...aria
}: ButtonProps) {
  const objectRef = useObjectRef(ref);
  const { buttonProps, isPressed } = useButton(
    { ...aria, type, isDisabled: disabled, onPress: loading ? undefined : onPress },
    objectRef,
  );
  const busyProps: Record<string, unknown> = loading ? { onClick: preventDefault, 'aria-disabled': true } : {};
  const badgeNode =
    typeof badge === 'string' || typeof badge === 'number' ? <span className={css.badgeSlot}>{badge}</span> : badge;
  return (
    <button
      {...mergeProps(buttonProps, busyProps)}
      ref={objectRef}
      aria-busy={loading || undefined}
      data-pressed={(isPressed && !loading) || undefined}
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
