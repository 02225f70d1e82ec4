import { type ReactNode, type Ref, useId } from 'react';
import { FieldMessage, hasContent, joinIds } from '../TextField/FieldParts';
import * as css from './IconPicker.css';

export interface IconOption<T extends string> {
  value: T;
  /** The tile's text, which is the radio's accessible name. */
  label: string;
  /** The picture (decorative: the label names it). */
  icon: ReactNode;
}

export interface IconPickerProps<T extends string> {
  /** The group's legend. */
  label: ReactNode;
  options: readonly IconOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
  hint?: ReactNode;
  /** Error text: marks the radios aria-invalid, is linked with aria-describedby and announced. */
  error?: ReactNode;
  disabled?: boolean;
  /** Id of the first radio (so a form can focus the group). */
  id?: string;
  /** Ref to the checked radio, or the first one (for focus on the first error). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A radio group of icon tiles with their names: arrows move between them, as with any radio group. */
export function IconPicker<T extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  disabled = false,
  id,
  ref,
  className,
}: IconPickerProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const invalid = hasContent(error);
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <fieldset
      className={[css.group, className].filter(Boolean).join(' ')}
      aria-describedby={joinIds(invalid ? errorId : hasContent(hint) && hintId)}
      disabled={disabled}
    >
      <legend className={css.legend}>{label}</legend>
      <div className={css.tiles}>
        {options.map((o, i) => (
          <label key={o.value} className={css.tile}>
            <input
              ref={i === focusIndex ? ref : undefined}
              id={i === 0 ? id : undefined}
              className={css.radio}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(o.value)}
            />
            <span className={css.picture} aria-hidden="true">
              {o.icon}
            </span>
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  );
}
