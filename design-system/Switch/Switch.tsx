import { type ReactNode, type Ref, useId, useState } from 'react';
import { useObjectRef, useSwitch } from 'react-aria';
import { hasContent, joinIds } from '../TextField/FieldParts';
import * as css from './Switch.css';

type ToggleState = Parameters<typeof useSwitch>[1];

export interface SwitchProps {
  /** Visible label, which is the switch's accessible name. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch (react-aria useSwitch): a native checkbox with role="switch" over the track, so a
 * tap on the track or the label toggles it, Space toggles it from the keyboard, and it reports
 * aria-checked. The label sits at the start, the track at the end of the row.
 */
export function Switch({
  label,
  hint,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  id,
  name,
  className,
  ref,
}: SwitchProps) {
  const inputRef = useObjectRef(ref);
  const [inner, setInner] = useState(defaultChecked);
  const isSelected = checked ?? inner;
  const setSelected = (next: boolean) => {
    if (checked === undefined) setInner(next);
    onChange?.(next);
  };
  const state: ToggleState = {
    isSelected,
    defaultSelected: defaultChecked,
    setSelected,
    toggle: () => setSelected(!isSelected),
  };
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const { inputProps } = useSwitch(
    { 'aria-labelledby': labelId, isDisabled: disabled, name, id: inputId },
    state,
    inputRef,
  );
  return (
    <div className={[css.row, className].filter(Boolean).join(' ')} data-disabled={disabled || undefined}>
      <span className={css.text}>
        <label id={labelId} htmlFor={inputId} className={css.label}>
          {label}
        </label>
        {hasContent(hint) ? (
          <span id={hintId} className={css.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <span className={css.target}>
        <input
          {...inputProps}
          ref={inputRef}
          role="switch"
          className={css.input}
          aria-checked={isSelected}
          aria-describedby={joinIds(hasContent(hint) && hintId)}
        />
        <span className={css.track} aria-hidden="true">
          <span className={css.thumb} />
        </span>
      </span>
    </div>
  );
}
