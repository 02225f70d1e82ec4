import { type FormEvent, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog/Dialog';
import { useControllableState } from '../Dialog/useControllableState';
import * as css from './FormDialog.css';
import { createSubmitGate, FOCUSABLE, isThenable, submitsOnEnter } from './formDialog';

export interface FormDialogProps {
  /** Controlled open state; leave undefined to let the dialog manage itself (with `trigger` or `defaultOpen`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a button) that opens the dialog; it gets focus back on close. */
  trigger?: ReactElement;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A short line under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** The fields. They sit inside the dialog's <form>, in a column, in a body that scrolls. */
  children: ReactNode;
  /** Label of the submit button ("Save", "Add"). */
  submitLabel: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /**
   * Runs on Save or Enter (the event's default is already prevented). Return a promise to keep the
   * dialog busy until it settles; a rejection is swallowed (show it through `error`). Never runs
   * again while busy.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Runs on Cancel, the × button, Escape or a scrim tap (never while busy), before it closes. */
  onCancel?: () => void;
  /** Work in flight (e.g. a mutation pending): Save shows a spinner and ignores presses, nothing closes. */
  busy?: boolean;
  /** The form's own error (one that belongs to no field), announced and shown above the buttons. */
  error?: ReactNode;
  /** The form's accessible name; defaults to the dialog's title (when it is a string). */
  formLabel?: string;
}

/**
 * A back-office style dialog around a form: title, optional description, the fields in a scrolling
 * body and a pinned footer holding the form's error and Cancel / Save. Enter submits; Escape and
 * Cancel close unless busy; the first field has focus when it opens; on a phone it docks at the
 * bottom and keeps the footer above the keyboard (Dialog size `form`).
 */
export function FormDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  busy = false,
  error,
  formLabel,
}: FormDialogProps) {
  const { t } = useTranslation('dsOverlays');
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const gate = useRef(createSubmitGate()).current;
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const working = busy || pending;

  const cancel = () => {
    if (working || gate.inFlight) return;
    onCancel?.();
    setOpen(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!gate.begin(working)) return;
    let result: unknown;
    try {
      result = onSubmit(event);
    } catch (err) {
      gate.end();
      throw err;
    }
    if (!isThenable(result)) {
      gate.end();
      return;
    }
    setPending(true);
    const settle = () => {
      gate.end();
      if (mounted.current) setPending(false);
    };
    result.then(settle, settle);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      trigger={trigger}
      title={title}
      description={description}
      size="form"
      dismissible={!working}
      onOpenAutoFocus={(event) => {
        const first = formRef.current?.querySelector<HTMLElement>(FOCUSABLE);
        if (!first) return;
        event.preventDefault();
        first.focus();
      }}
      footer={
        <div className={css.footer}>
          {error ? (
            <p className={css.alert} role="alert">
              {error}
            </p>
          ) : null}
          <div className={css.actions}>
            <Button variant="secondary" disabled={working} onPress={cancel}>
              {cancelLabel ?? t('cancel')}
            </Button>
            <Button type="submit" form={formId} loading={working}>
              {submitLabel}
            </Button>
          </div>
        </div>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className={css.form}
        aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)}
        noValidate
        onSubmit={submit}
        onKeyDown={(event) => {
          // Enter in a field submits, whether or not the browser finds the Save button (it sits in the
          // pinned footer, outside the <form>, tied to it by its id). Not while an IME is composing.
          // React bubbles events out of portals too: a popover's field is not one of this form's.
          if (!formRef.current?.contains(event.target as Node) || !submitsOnEnter(event.nativeEvent)) return;
          event.preventDefault();
          formRef.current?.requestSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
