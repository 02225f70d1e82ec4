import { Check, Minus } from 'lucide-react';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useEffect } from 'react';
import { useObjectRef } from 'react-aria';
import { FieldMessage, hasContent, joinIds, useFieldIds } from '../TextField/FieldParts';
import * as css from './Checkbox.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children' | 'style' | 'size'> {
  /** The label. May hold a link (e.g. "I accept the <a>terms</a>"); tapping the link follows it, not the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** Error text: marks the box aria-invalid, is linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Shows a dash and reports "mixed" to screen readers (e.g. "select all" with some selected). */
  indeterminate?: boolean;
  /** Called with the new checked state. Works controlled (`checked`) or uncontrolled (`defaultChecked`). */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a custom box, a 44 px touch target, and hint/error text. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  onChange,
  className,
  ref,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasContent(error);
  const innerRef = useObjectRef(ref);
  useEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate, innerRef]);
  return (
    <div className={[css.row, className].filter(Boolean).join(' ')}>
      <span className={css.target}>
        <input
          {...inputProps}
          ref={innerRef}
          id={controlId}
          type="checkbox"
          className={css.input}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(invalid ? errorId : hasContent(hint) && hintId, describedBy)}
          onChange={onChange ? (e) => onChange(e.target.checked, e) : undefined}
        />
        <span className={css.box} aria-hidden="true">
          <Check className={css.checkMark} />
          <Minus className={css.mixedMark} />
        </span>
      </span>
      <span className={css.text}>
        <label htmlFor={controlId} className={css.label} data-disabled={disabled || undefined}>
          {label}
        </label>
        <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
      </span>
    </div>
  );
}
