import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './FieldParts.css';

/** Ids for a field's control, hint and error; `id` wins over a generated one. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins aria-describedby ids, skipping empty ones. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** True when a ReactNode will render something. */
export const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

export function FieldLabel({
  htmlFor,
  optional,
  children,
}: {
  htmlFor: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('dsForms');
  return (
    <label htmlFor={htmlFor} className={css.label}>
      {children}
      {optional ? <span className={css.optional}>({t('optional')})</span> : null}
    </label>
  );
}

/** The hint, or the error in its place. The error is an alert so it is announced when it appears. */
export function FieldMessage({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}) {
  if (hasContent(error)) {
    return (
      <p id={errorId} role="alert" className={css.errorMessage}>
        <CircleAlert className={css.messageIcon} aria-hidden="true" />
        <span>{error}</span>
      </p>
    );
  }
  if (hasContent(hint)) {
    return (
      <p id={hintId} className={css.message}>
        {hint}
      </p>
    );
  }
  return null;
}
