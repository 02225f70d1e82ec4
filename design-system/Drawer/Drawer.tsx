import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactElement, type ReactNode, useState } from 'react';
import { visuallyHidden } from '../Dialog/Dialog.css';
import { CloseButton } from '../Dialog/DialogButton';
import { useModalLayer } from '../Dialog/modalStack';
import { OverlayBody } from '../Dialog/OverlayBody';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the drawer when uncontrolled (e.g. the header's menu button). */
  trigger?: ReactElement;
  /** Accessible name of the drawer; shown in the header unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. when `header` shows a logo or the user). */
  hideTitle?: boolean;
  /** Accessible description, for screen readers only. */
  description?: ReactNode;
  /** Header content beside the title, before the close button. */
  header?: ReactNode;
  /** Pinned below the scrolling body (e.g. a language switcher or logout). */
  footer?: ReactNode;
  /** Scrollable body. */
  children?: ReactNode;
  /** Label of the close button; defaults to the translated "Close". */
  closeLabel?: string;
}

/**
 * The side drawer at the inline-end edge of the column (right in LTR, left in RTL).
 * Full height, modal, portalled; Escape, the close button and a scrim tap close it. It carries
 * `data-ready` once it has mounted and taken the focus (what a test waits for before pressing keys).
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  header,
  footer,
  children,
  closeLabel,
}: DrawerProps) {
  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  // Ready once mounted with focus moved in (Radix then also handles Escape and outside taps): the
  // drawer can mount a moment after the tap (its chunk loads, then a transition renders it).
  const [ready, setReady] = useState(false);
  // A dialog opened over the drawer takes the top of the stack and the drawer turns inert (modalStack.ts).
  const layerRef = useModalLayer<HTMLDivElement>();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...descriptionProps}
          ref={layerRef}
          aria-modal="true"
          className={styles.content}
          data-ready={ready || undefined}
          onOpenAutoFocus={() => setReady(true)}
          onCloseAutoFocus={() => setReady(false)}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={visuallyHidden}>{description}</RadixDialog.Description>
            ) : null}
            {header ? <div className={styles.headerSlot}>{header}</div> : null}
            <RadixDialog.Close asChild>
              <CloseButton label={closeLabel} className={styles.close} />
            </RadixDialog.Close>
          </div>
          <OverlayBody classes={styles} footer={footer}>
            {children}
          </OverlayBody>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a drawer entry to make it close the drawer when pressed (navigation closes the side menu). */
export const DrawerClose = RadixDialog.Close;
