import { LoaderCircle, X } from 'lucide-react';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionButtonVariants, actionButton, closeButton, icon, spinningIcon } from './Dialog.css';

export const dialogButtonTones = ['primary', 'secondary', 'critical'] as const;
export type DialogButtonTone = (typeof dialogButtonTones)[number];

export interface DialogButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  tone?: ActionButtonVariants['tone'];
  /** Shows a spinner, sets aria-busy and ignores presses; focus stays on the button. */
  loading?: boolean;
  /** Like `disabled`, but the button stays focusable (aria-disabled), so focus is never lost. */
  inactive?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A minimal dialog action button. Stand-in for the design-system Button until it exists;
 * the overlays use only this, so swapping it later is a one-file change.
 */
export function DialogButton({
  tone,
  loading,
  inactive,
  onClick,
  children,
  className,
  ref,
  ...rest
}: DialogButtonProps) {
  const blocked = Boolean(loading || inactive);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={[actionButton({ tone }), className].filter(Boolean).join(' ')}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <LoaderCircle aria-hidden="true" className={spinningIcon} /> : null}
      {children}
    </button>
  );
}

export interface CloseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name; defaults to the translated "Close". */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The round icon-only close button used in overlay headers. */
export function CloseButton({ label, className, ref, ...rest }: CloseButtonProps) {
  const { t } = useTranslation('dsOverlays');
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={[closeButton, className].filter(Boolean).join(' ')}
      aria-label={label ?? t('close')}
    >
      <X aria-hidden="true" className={icon} />
    </button>
  );
}
