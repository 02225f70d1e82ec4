import type { ChangeEvent, TextareaHTMLAttributes } from 'react';
import {
  FieldLabel,
  FieldMessage,
  hasContent,
  joinIds,
  useFieldIds,
} from '../../../design-system/TextField/FieldParts';
import * as fieldCss from '../../../design-system/TextField/FieldParts.css';
import * as own from './Channels.css';

/**
 * A labelled multi-line text field with the design system's field parts (label, box, hint or error),
 * for the longer operator texts of a channel (a bank transfer's instructions).
 */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  optional = false,
  onChange,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'style'> & {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
}) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={fieldCss.field}>
      <FieldLabel htmlFor={controlId} optional={optional}>
        {label}
      </FieldLabel>
      <div className={`${fieldCss.control} ${own.textareaControl}`} data-invalid={invalid || undefined}>
        <textarea
          {...props}
          id={controlId}
          className={own.textarea}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(invalid ? errorId : hasContent(hint) && hintId)}
          onChange={(e) => onChange(e.target.value, e)}
        />
      </div>
      <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
