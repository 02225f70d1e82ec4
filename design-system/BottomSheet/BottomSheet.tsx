import * as RadixDialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type PointerEvent, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { visuallyHidden } from '../Dialog/Dialog.css';
import { CloseButton } from '../Dialog/DialogButton';
import { useModalLayer } from '../Dialog/modalStack';
import { OverlayBody } from '../Dialog/OverlayBody';
import { useControllableState } from '../Dialog/useControllableState';
import * as styles from './BottomSheet.css';
import { sheetDragOffset, shouldDismissSheet } from './sheetDrag';

export interface BottomSheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet when uncontrolled. */
  trigger?: ReactElement;
  /** Accessible name, shown as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** Scrollable body. */
  children?: ReactNode;
  /** Pinned actions under the body. */
  footer?: ReactNode;
  /** Show the × button (default true). Escape, a scrim tap and dragging down always close. */
  showClose?: boolean;
  closeLabel?: string;
}

interface DragState {
  pointerId: number;
  startY: number;
  startTime: number;
}

/** A modal sheet that slides up from the bottom of the column, with a grab handle. */
export function BottomSheet({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  showClose = true,
  closeLabel,
}: BottomSheetProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const contentRef = useRef<HTMLDivElement | null>(null);
  // Joins the stack of modal layers: the top one is reachable, the rest inert (modalStack.ts).
  const layerRef = useModalLayer<HTMLDivElement>((node) => {
    contentRef.current = node;
  });
  const drag = useRef<DragState | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onOpenChangeInner = (next: boolean) => {
    if (next) setOffset(0);
    setOpen(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a, input, select, textarea')) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startTime: event.timeStamp };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; dragging still works inside the area.
    }
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(sheetDragOffset(drag.current.startY, event.clientY));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const state = drag.current;
    if (state?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const distance = sheetDragOffset(state.startY, event.clientY);
    const height = contentRef.current?.offsetHeight ?? 0;
    if (!cancelled && shouldDismissSheet({ distance, height, durationMs: event.timeStamp - state.startTime })) {
      // Keep the offset: the closing animation starts from where the finger let go.
      setOpen(false);
    } else {
      setOffset(0);
    }
  };

  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChangeInner}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...descriptionProps}
          ref={layerRef}
          aria-modal="true"
          className={styles.content}
          data-dragging={dragging || undefined}
          style={assignInlineVars({ [styles.dragOffset]: `${offset}px` })}
        >
          {/* Pointer-only affordance; keyboard and screen-reader users close with Escape or the × button. */}
          <div
            className={styles.grabArea}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(e) => endDrag(e, false)}
            onPointerCancel={(e) => endDrag(e, true)}
          >
            <div className={styles.handle} aria-hidden="true" />
            <div className={styles.header}>
              <div className={styles.headings}>
                <RadixDialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
                ) : null}
              </div>
              {showClose ? (
                <RadixDialog.Close asChild>
                  <CloseButton label={closeLabel} />
                </RadixDialog.Close>
              ) : null}
            </div>
          </div>
          <OverlayBody classes={styles} footer={footer}>
            {children}
          </OverlayBody>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to make it close the sheet when pressed. */
export const BottomSheetClose = RadixDialog.Close;
