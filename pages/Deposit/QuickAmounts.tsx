import { ChipGroup } from '../../design-system/ChipGroup';
import { minorToMajorInput } from '../../src/rules/withdrawal';

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
    <ChipGroup
      layout="grid"
      columns={4}
      numeric
      label={legend}
      options={amounts.map((q) => ({ value: String(q), label: format(q) }))}
      value={selected === null ? null : String(selected)}
      onChange={(q) => onPick(minorToMajorInput(Number(q), digits))}
    />
  );
}
