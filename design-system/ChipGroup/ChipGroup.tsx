import { useEffect, useRef } from 'react';
import { vars } from '../../themes/contract.css';
import { Inline } from '../Layout';
import { Skeleton } from '../Skeleton';
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
  /** The chosen option (null: none); each chip is a toggle button with aria-pressed. */
  value: V | null;
  onChange: (value: V) => void;
  /**
   * wrap: a fieldset with a legend, chips wrapping (a filter); scroll: one line that scrolls sideways
   * (a vendor strip); grid: a form's quick picks (deposit amounts), equal chips in `columns` columns.
   */
  layout?: 'wrap' | 'scroll' | 'grid';
  /** grid: how many chips a row holds. Default 4. */
  columns?: 2 | 3 | 4;
  /** The labels are figures: the numeric face with tabular digits. */
  numeric?: boolean;
  /**
   * scroll: the options have not arrived yet (a vendor strip before the catalogue answers): chip
   * placeholders of the chips' height hold the strip's place, in a list that is `aria-busy`.
   */
  loading?: boolean;
}

/** Placeholder widths, in touch sizes: "All" and a few names of different lengths. */
const SKELETON_CHIP_WIDTHS = [1.6, 2.6, 2.2, 3] as const;

/** One choice among a few, as chips: a filter's options, a strip of vendors, or a form's quick picks. */
export function ChipGroup<V extends string = string>({
  label,
  options,
  value,
  onChange,
  layout = 'wrap',
  columns = 4,
  numeric = false,
  loading = false,
}: ChipGroupProps<V>) {
  const strip = useRef<HTMLUListElement>(null);
  // scroll: the chosen chip is in view, also when it starts off to the side (a default far down the list).
  useEffect(() => {
    const list = strip.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chosen || value === null) return;
    // Inside the strip's padding: the strip bleeds to the screen's edges, its padding is the page margin.
    const { paddingLeft, paddingRight } = getComputedStyle(list);
    const box = list.getBoundingClientRect();
    const left = box.left + Number.parseFloat(paddingLeft);
    const right = box.right - Number.parseFloat(paddingRight);
    const chip = chosen.getBoundingClientRect();
    if (chip.left < left) list.scrollLeft -= left - chip.left;
    else if (chip.right > right) list.scrollLeft += chip.right - right;
  }, [value]);
  const chipClass = [css.chip, layout === 'grid' && css.chipGrid, numeric && css.numeric].filter(Boolean).join(' ');
  const chip = (o: ChipOption<V>) => (
    <button
      key={o.value}
      type="button"
      className={chipClass}
      aria-pressed={o.value === value}
      onClick={() => onChange(o.value)}
    >
      {o.iconSrc ? <img className={css.icon} src={o.iconSrc} alt="" width={16} height={16} /> : null}
      {o.label}
    </button>
  );
  if (layout === 'scroll' && loading) {
    return (
      <ul className={css.strip} aria-label={label} aria-busy="true">
        {SKELETON_CHIP_WIDTHS.map((w) => (
          <li key={w} aria-hidden="true">
            <Skeleton shape="rect" width={`calc(${vars.size.touch} * ${w})`} className={css.chipSkeleton} />
          </li>
        ))}
      </ul>
    );
  }
  if (layout === 'scroll') {
    return (
      <ul ref={strip} className={css.strip} aria-label={label}>
        {options.map((o) => (
          <li key={o.value}>{chip(o)}</li>
        ))}
      </ul>
    );
  }
  const grid = layout === 'grid';
  return (
    <fieldset className={css.fieldset}>
      <legend className={grid ? css.legendQuiet : css.legend}>{label}</legend>
      {grid ? (
        <div className={css.grid[columns]}>{options.map(chip)}</div>
      ) : (
        <Inline gap="sm">{options.map(chip)}</Inline>
      )}
    </fieldset>
  );
}
