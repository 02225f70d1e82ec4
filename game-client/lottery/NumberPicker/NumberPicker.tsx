import { useTranslation } from 'react-i18next';
import { NumberGrid } from '../../../design-system/NumberGrid';
import type { BetPick } from '../../../src/api/contract/lottery';
import * as css from '../lottery.css';
import { numberDisabled, numberRange, numberText, type PickMode, tapNumber } from '../slip';

type NumbersPick = Extract<BetPick, { kind: 'numbers' }>;

export interface NumberPickerProps {
  pick: NumbersPick;
  /** The numbers picked so far (in position order when `ordered`). */
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Positions or toggles, repeats or not (`pickMode`); default: positions when `ordered`, repeats allowed. */
  mode?: PickMode;
  disabled?: boolean;
}

/**
 * Picks `count` numbers of `min..max` on a number grid. Once `count` are picked the rest are
 * disabled. When the positions matter (a straight bet) the picks fill numbered slots in order,
 * repeats allowed, and a tap on a filled slot empties it and those after it.
 */
export function NumberPicker({
  pick,
  value,
  onChange,
  mode = { slots: pick.ordered, repeats: pick.ordered },
  disabled = false,
}: NumberPickerProps) {
  const { t } = useTranslation('games');
  const label = mode.slots
    ? t(pick.ordered ? 'lottery.pick.ordered' : 'lottery.pick.pair', { count: pick.count })
    : t('lottery.pick.numbers', { count: pick.count });
  return (
    <div className={css.board}>
      {mode.slots ? (
        <ol className={css.slots} aria-label={t('lottery.pick.positions')}>
          {Array.from({ length: pick.count }, (_, i) => {
            const n = value[i];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              <li key={i} className={css.slot}>
                <button
                  type="button"
                  className={css.slotBox}
                  data-filled={n !== undefined}
                  disabled={disabled || n === undefined}
                  aria-label={
                    n === undefined
                      ? t('lottery.pick.emptySlot', { position: i + 1 })
                      : t('lottery.pick.clearSlot', { position: i + 1, number: numberText(n, pick.width) })
                  }
                  onClick={() => onChange(value.slice(0, i))}
                >
                  {n === undefined ? '' : numberText(n, pick.width)}
                </button>
                <span aria-hidden>{t('lottery.pick.position', { position: i + 1 })}</span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <NumberGrid
        label={label}
        numbers={numberRange(pick)}
        format={(n) => numberText(n, pick.width)}
        picked={mode.slots ? [] : value}
        onTap={(n) => onChange(tapNumber(pick, mode, value, n))}
        isDisabled={(n) => disabled || numberDisabled(pick, mode, value, n)}
        columns={pick.max - pick.min + 1 > 60 ? 10 : pick.max - pick.min + 1 === 10 ? 5 : 6}
        status={t('lottery.pick.status', { picked: value.length, count: pick.count })}
      />
    </div>
  );
}
