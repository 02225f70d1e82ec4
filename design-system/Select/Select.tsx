import { ChevronDown } from 'lucide-react';
import { type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes, useState } from 'react';
import { FieldLabel, FieldMessage, hasContent, joinIds, useFieldIds } from '../TextField/FieldParts';
import * as fieldCss from '../TextField/FieldParts.css';
import * as css from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'onChange' | 'value' | 'defaultValue' | 'children' | 'multiple' | 'style' | 'size'
  > {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of a first, unselectable "choose one" option; shown while the value is "". */
  placeholder?: string;
  hint?: ReactNode;
  /** Error text: marks the select aria-invalid, is linked with aria-describedby and announced. */
  error?: ReactNode;
  optional?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Class for the outer wrapper. */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native <select>: on phones it opens the system picker, which is the best experience. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  optional = false,
  value,
  defaultValue,
  onChange,
  className,
  ref,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasContent(error);
  const initial = defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : '');
  // Mirror of the uncontrolled value, only to style the placeholder.
  const [inner, setInner] = useState(initial);
  const current = value ?? inner;
  return (
    <div className={[fieldCss.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} optional={optional}>
        {label}
      </FieldLabel>
      <div className={fieldCss.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        <select
          {...selectProps}
          ref={ref}
          id={controlId}
          className={css.select}
          disabled={disabled}
          value={value}
          defaultValue={value === undefined ? initial : undefined}
          data-empty={current === '' || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(invalid ? errorId : hasContent(hint) && hintId, describedBy)}
          onChange={(e) => {
            setInner(e.target.value);
            onChange?.(e.target.value, e);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled className={css.option}>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled} className={css.option}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className={css.chevron} aria-hidden="true" />
      </div>
      <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
