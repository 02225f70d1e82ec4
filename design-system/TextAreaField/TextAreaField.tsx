import { type ChangeEvent, type ReactNode, type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldMessage, hasContent, joinIds, useFieldIds } from '../TextField/FieldParts';
import * as fieldCss from '../TextField/FieldParts.css';
import * as css from './TextAreaField.css';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'children' | 'style' | 'className'> {
  /** Visible label, linked to the textarea. */
  label: ReactNode;
  /** Help text under the field. Replaced by `error` when there is one. */
  hint?: ReactNode;
  /** Error text: marks the field aria-invalid, is linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Adds a translated "(Optional)" marker to the label. */
  optional?: boolean;
  /**
   * Shows "12 of 200 characters" under the field, counted as `maxLength` counts (UTF-16 units),
   * and links it to the field. Needs `maxLength`.
   */
  counter?: boolean;
  /** Grows with the text (up to six lines' worth, then scrolls) instead of keeping `rows` lines. */
  autoGrow?: boolean;
  /** Called with the new value (and the event). Works controlled (`value`) or uncontrolled (`defaultValue`). */
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Class for the outer wrapper. */
  className?: string;
  /** Forwarded to the <textarea>. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text field (a reason, a bank transfer's instructions) with the same label,
 * box, hint and error as TextField, and an optional character counter.
 */
export function TextAreaField({
  label,
  hint,
  error,
  optional = false,
  counter = false,
  autoGrow = false,
  onChange,
  className,
  ref,
  id,
  rows = 3,
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  ...props
}: TextAreaFieldProps) {
  const { t } = useTranslation('dsForms');
  const { controlId, hintId, errorId } = useFieldIds(id);
  const countId = `${controlId}-count`;
  const invalid = hasContent(error);
  const max = props.maxLength;
  const showCounter = counter && max !== undefined;
  // Uncontrolled (`defaultValue`), the counter follows what is typed.
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? '').length);
  const count = props.value === undefined ? typed : String(props.value).length;
  return (
    <div className={[fieldCss.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} optional={optional}>
        {label}
      </FieldLabel>
      <div
        className={`${fieldCss.control} ${css.control}`}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        <textarea
          {...props}
          ref={ref}
          id={controlId}
          rows={rows}
          disabled={disabled}
          readOnly={readOnly}
          className={[css.textarea, autoGrow && css.autoGrow].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(
            invalid ? errorId : hasContent(hint) && hintId,
            showCounter && countId,
            describedBy,
          )}
          onChange={(e) => {
            setTyped(e.target.value.length);
            onChange?.(e.target.value, e);
          }}
        />
      </div>
      {showCounter ? (
        <div className={css.below}>
          <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
          <p id={countId} className={css.counter} data-full={count >= max || undefined}>
            {t('textArea.counter', { count, max })}
          </p>
        </div>
      ) : (
        <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
      )}
    </div>
  );
}
