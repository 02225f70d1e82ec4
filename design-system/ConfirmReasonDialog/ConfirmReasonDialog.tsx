import { OctagonAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextAreaField } from '../TextAreaField';
import * as css from './ConfirmReasonDialog.css';
import { checkReason } from './reason';

export const confirmReasonTones = ['critical', 'primary'] as const;
export type ConfirmReasonTone = (typeof confirmReasonTones)[number];

export interface ConfirmReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The confirm button's words ("Reject", "Waive", "Adjust"). */
  confirmLabel: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** critical (default) for a destructive action; primary for one that is not. */
  tone?: ConfirmReasonTone;
  /** The field's label; defaults to the translated "Reason". */
  label?: string;
  /** Under the field; defaults to "Required, at most {{max}} characters." */
  hint?: ReactNode;
  /** The words when the reason is missing; defaults to "Enter a reason." */
  requiredMessage?: string;
  /** Fewest characters once trimmed (default 1: required). */
  minLength?: number;
  /** Most characters; the field stops there and the counter shows it. */
  maxLength: number;
  /**
   * Runs with the trimmed reason. While its promise runs the dialog cannot be closed and the button
   * spins; resolved closes the dialog; rejected keeps it open with `errorMessage(error)` inside.
   */
  onConfirm: (reason: string) => unknown;
  /** The words for a failure (the server's message); defaults to a generic "did not work". */
  errorMessage?: (error: unknown) => ReactNode;
}

/** Confirms an action that needs a written reason (reject, waive, adjust): required, counted, sent once. */
export function ConfirmReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'critical',
  label,
  hint,
  requiredMessage,
  minLength = 1,
  maxLength,
  onConfirm,
  errorMessage,
}: ConfirmReasonDialogProps) {
  const { t } = useTranslation('dsSurfaces');
  const { t: tOverlays } = useTranslation('dsOverlays');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof checkReason>>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Each opening starts blank.
  useEffect(() => {
    if (open) {
      setReason('');
      setProblem(null);
      setFailure(null);
    }
  }, [open]);

  const id = useId();
  const formId = `${id}-form`;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending) return;
    const found = checkReason(reason, minLength);
    if (found) {
      setProblem(found);
      fieldRef.current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await onConfirm(reason.trim());
      if (mounted.current) onOpenChange(false);
    } catch (err) {
      if (mounted.current) setFailure(errorMessage ? errorMessage(err) : t('reason.failed'));
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  const problemText =
    problem === 'required'
      ? (requiredMessage ?? t('reason.required'))
      : problem === 'tooShort'
        ? t('reason.tooShort', { min: minLength })
        : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      dismissible={!pending}
      showClose={!pending}
      size="form"
      footer={
        <>
          <Button variant="secondary" disabled={pending} onPress={() => onOpenChange(false)}>
            {cancelLabel ?? tOverlays('cancel')}
          </Button>
          <Button variant={tone} type="submit" form={formId} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={css.form} onSubmit={submit} noValidate>
        <TextAreaField
          ref={fieldRef}
          label={label ?? t('reason.label')}
          hint={hint ?? t('reason.hint', { max: maxLength })}
          error={problemText}
          value={reason}
          rows={3}
          maxLength={maxLength}
          counter
          required
          autoComplete="off"
          readOnly={pending}
          onChange={(value) => {
            setReason(value);
            if (problem) setProblem(null);
          }}
        />
        {failure ? (
          <p role="alert" className={css.serverError}>
            <OctagonAlert className={css.serverErrorIcon} aria-hidden="true" />
            <span>{failure}</span>
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
