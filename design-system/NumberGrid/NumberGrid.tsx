import { useId } from 'react';
import * as css from './NumberGrid.css';

export interface NumberGridProps {
  /** The group's visible legend ("Pick 3 numbers"). */
  label: string;
  /** The numbers offered, in order. */
  numbers: readonly number[];
  /** How each number reads ("07"); default its digits. */
  format?: (n: number) => string;
  /** The picked numbers (each a toggle button with aria-pressed). */
  picked: readonly number[];
  /** A tap on a number; the caller decides what it does to the pick. */
  onTap: (n: number) => void;
  /** Numbers that cannot be tapped now (the pick is full). */
  isDisabled?: (n: number) => boolean;
  /** Balls a row holds; default 5. */
  columns?: 5 | 6 | 10;
  /** A line under the grid ("2 of 3 picked"). */
  status?: string;
}

/** A grid of round number balls to pick from, as lotteries and keno show them. */
export function NumberGrid({
  label,
  numbers,
  format = String,
  picked,
  onTap,
  isDisabled,
  columns = 5,
  status,
}: NumberGridProps) {
  const statusId = useId();
  return (
    <fieldset className={css.fieldset} aria-describedby={status ? statusId : undefined}>
      <legend className={css.legend}>{label}</legend>
      <ul className={`${css.grid} ${css.columns[columns]}`}>
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={css.ball}
              aria-pressed={picked.includes(n)}
              disabled={isDisabled?.(n) ?? false}
              onClick={() => onTap(n)}
            >
              {format(n)}
            </button>
          </li>
        ))}
      </ul>
      {status ? (
        <p id={statusId} className={css.count} aria-live="polite">
          {status}
        </p>
      ) : null}
    </fieldset>
  );
}
