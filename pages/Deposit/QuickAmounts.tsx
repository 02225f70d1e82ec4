import { Columns } from '../../design-system/Layout';
import { minorToMajorInput } from '../../src/rules/withdrawal';
import * as css from './Deposit.css';

/** The channel's amounts a player taps instead of typing: the one in the field shows pressed. */
export function QuickAmounts({
  legend,
  amounts,
  selected,
  digits,
  format,
  onPick,
}: {
  legend: string;
  /** Minor units. */
  amounts: readonly number[];
  /** The amount in the field, in minor units (null when it is not one). */
  selected: number | null;
  digits: number;
  format: (minor: number) => string;
  /** The amount as the field's text (major units, no floats). */
  onPick: (text: string) => void;
}) {
  if (amounts.length === 0) return null;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <Columns columns={4}>
        {amounts.map((q) => (
          <button
            key={q}
            type="button"
            className={css.chip}
            aria-pressed={selected === q}
            onClick={() => onPick(minorToMajorInput(q, digits))}
          >
            {format(q)}
          </button>
        ))}
      </Columns>
    </fieldset>
  );
}
