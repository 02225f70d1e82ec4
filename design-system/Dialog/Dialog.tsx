import * as RadixDialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Dialog.css';
import { CloseButton } from './DialogButton';
import { useKeyboardInset } from './keyboardInset';
import { useModalLayer } from './modalStack';
import { useScrollable } from './useScrollable';

/** `form`: a dialog holding a form; the phone's whole width, footer kept above the keyboard. */
export const dialogSizes = ['sm', 'md', 'lg', 'form'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  /** Controlled open state. Leave undefined to let the dialog manage itself (with `trigger`). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a button) that opens the dialog; it gets focus back on close. */
  trigger?: ReactElement;
  /** Accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** A short line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The scrollable body. */
  children?: ReactNode;
  /** Action buttons; each takes an equal share of the row. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Show the × close button in the header (default true). */
  showClose?: boolean;
  /** Label of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  /** When false, Escape and taps on the scrim do not close it (e.g. while work is in flight). */
  dismissible?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Called on Escape or a scrim tap, before the dialog closes. */
  onDismiss?: () => void;
  /**
   * Runs when the dialog opens, before focus moves in (Radix's first focusable by default, which is
   * the × button). Call `event.preventDefault()` and focus something else, e.g. a form's first field.
   */
  onOpenAutoFocus?: (event: Event) => void;
}

/** A centred modal dialog. Portalled, focus-trapped, closes on Escape and scrim tap. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size,
  showClose = true,
  closeLabel,
  dismissible = true,
  role = 'dialog',
  onDismiss,
  onOpenAutoFocus,
}: DialogProps) {
  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  const [bodyRef, scrollable] = useScrollable<HTMLDivElement>();
  const form = size === 'form';
  const inset = useKeyboardInset(form && open !== false);
  // On top of whatever modal is open already: reachable, with everything else inert (modalStack.ts).
  const layerRef = useModalLayer<HTMLDivElement>();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={form ? `${styles.overlay} ${styles.formOverlay}` : styles.overlay}
          style={form ? assignInlineVars({ [styles.keyboardInset]: `${inset}px` }) : undefined}
        >
          <RadixDialog.Content
            {...descriptionProps}
            ref={layerRef}
            role={role}
            aria-modal="true"
            className={styles.content({ size })}
            onOpenAutoFocus={onOpenAutoFocus}
            onEscapeKeyDown={(event) => {
              if (!dismissible) event.preventDefault();
              else onDismiss?.();
            }}
            onPointerDownOutside={(event) => {
              if (!dismissible) event.preventDefault();
              else onDismiss?.();
            }}
          >
            <div className={styles.header}>
              <div className={styles.headings}>
                <RadixDialog.Title className={hideTitle ? styles.visuallyHidden : styles.title}>
                  {title}
                </RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
                ) : null}
              </div>
              {showClose ? (
                <RadixDialog.Close asChild>
                  <CloseButton label={closeLabel} onClick={onDismiss} />
                </RadixDialog.Close>
              ) : null}
            </div>
            {children ? (
              // A scrolling body must be reachable by keyboard; it is a tab stop only while it scrolls.
              <div ref={bodyRef} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
                <div>{children}</div>
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to make it close the dialog when pressed. */
export const DialogClose = RadixDialog.Close;
