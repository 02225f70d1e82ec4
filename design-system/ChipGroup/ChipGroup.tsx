import { Inline } from '../Layout';
import * as css from './ChipGroup.css';

export interface ChipOption<V extends string = string> {
  value: V;
  label: string;
  /** A small logo before the label (a vendor's); decorative. */
  iconSrc?: string | null;
}

export interface ChipGroupProps<V extends string = string> {
  /** The group's name: a visible legend (`wrap`) or the list's accessible name (`scroll`). */
  label: string;
  options: readonly ChipOption<V>[];
  /** The chosen option; each chip is a toggle button with aria-pressed. */
  value: V;
  onChange: (value: V) => void;
  /** wrap: a fieldset with a legend, chips wrapping (a filter); scroll: one line that scrolls sideways (a vendor strip). */
  layout?: 'wrap' | 'scroll';
}

/** One choice among a few, as chips: a filter's options or a strip of vendors. */
export function ChipGroup<V extends string = string>({
  label,
  options,
  value,
  onChange,
  layout = 'wrap',
}: ChipGroupProps<V>) {
  const chip = (o: ChipOption<V>) => (
    <button
      key={o.value}
      type="button"
      className={css.chip}
      aria-pressed={o.value === value}
      onClick={() => onChange(o.value)}
    >
      {o.iconSrc ? <img className={css.icon} src={o.iconSrc} alt="" /> : null}
      {o.label}
    </button>
  );
  if (layout === 'scroll') {
    return (
      <ul className={css.strip} aria-label={label}>
        {options.map((o) => (
          <li key={o.value}>{chip(o)}</li>
        ))}
      </ul>
    );
  }
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{label}</legend>
      <Inline gap="sm">{options.map(chip)}</Inline>
    </fieldset>
  );
}
