import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog/Dialog';
import { useControllableState } from '../Dialog/useControllableState';
import { message as messageClass } from './ConfirmDialog.css';
import { runConfirmAction } from './confirmAction';

export const confirmTones = ['default', 'critical'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog when uncontrolled. */
  trigger?: ReactElement;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** `critical` paints the confirm button in the critical colour (destructive actions). */
  tone?: ConfirmTone;
  /**
   * Runs on confirm. Return a promise to keep the dialog open with a loading confirm button until it
   * settles: resolved closes, rejected stays open (report the failure yourself, e.g. with a toast).
   */
  onConfirm: () => unknown;
  /** Runs on Cancel, Escape or a scrim tap. */
  onCancel?: () => void;
  /** Receives a rejection or throw from `onConfirm`. */
  onError?: (error: unknown) => void;
}

/** A yes/no confirmation (alertdialog) with an async-aware confirm button. */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  onError,
}: ConfirmDialogProps) {
  const { t } = useTranslation('dsOverlays');
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const cancel = () => {
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };

  const confirm = async () => {
    if (pending) return;
    const outcome = await runConfirmAction(
      onConfirm,
      (next) => {
        if (mounted.current) setPending(next);
      },
      onError,
    );
    if (outcome === 'close' && mounted.current) setOpen(false);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      trigger={trigger}
      title={title}
      description={message ? <span className={messageClass}>{message}</span> : undefined}
      size="sm"
      role="alertdialog"
      showClose={false}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onPress={cancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={tone === 'critical' ? 'critical' : 'primary'} loading={pending} onPress={confirm}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    />
  );
}
