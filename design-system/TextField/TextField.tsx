import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldLabel, FieldMessage, hasContent, joinIds, useFieldIds } from './FieldParts';
import * as fieldCss from './FieldParts.css';
import * as css from './TextField.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix' | 'size' | 'children' | 'style'> {
  /** Visible label, linked to the input. */
  label: ReactNode;
  /** Help text under the input. Replaced by `error` when there is one. */
  hint?: ReactNode;
  /** Error text: marks the input aria-invalid, is linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Adds a translated "(Optional)" marker to the label. */
  optional?: boolean;
  /** Content before the input inside the box, e.g. a "+86" dialling code. */
  prefix?: ReactNode;
  /** Content after the input inside the box, e.g. a "Get code" button or a show-password toggle. */
  suffix?: ReactNode;
  /** Called with the new value (and the event). Works controlled (`value`) or uncontrolled (`defaultValue`). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Class for the outer wrapper. */
  className?: string;
  /** Forwarded to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint, error, optional marker and prefix/suffix slots. */
export function TextField({
  label,
  hint,
  error,
  optional = false,
  prefix,
  suffix,
  onChange,
  className,
  ref,
  id,
  type = 'text',
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={[fieldCss.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} optional={optional}>
        {label}
      </FieldLabel>
      <div
        className={fieldCss.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        {hasContent(prefix) ? <span className={fieldCss.prefix}>{prefix}</span> : null}
        <input
          {...inputProps}
          ref={ref}
          id={controlId}
          type={type}
          disabled={disabled}
          readOnly={readOnly}
          className={css.input}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(invalid ? errorId : hasContent(hint) && hintId, describedBy)}
          onChange={onChange ? (e) => onChange(e.target.value, e) : undefined}
        />
        {hasContent(suffix) ? <span className={fieldCss.suffix}>{suffix}</span> : null}
      </div>
      <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
