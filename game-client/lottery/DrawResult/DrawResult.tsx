import { useTranslation } from 'react-i18next';
import type { Draw } from '../../../src/api/contract/lottery';
import { resultSummary } from '../../../src/rules/lottery/draw';
import * as css from '../lottery.css';

type Result = NonNullable<Draw['result']>;

export interface DrawResultProps {
  result: Result;
  /** In a list row: smaller balls, and the vn draw as its special prize only. */
  compact?: boolean;
}

/** Pip positions on a 3×3 grid for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ face }: { face: number }) {
  const pips = PIPS[face] ?? [];
  return (
    <span className={css.die} aria-hidden>
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a die's nine fixed places
        <span key={i} className={pips.includes(i) ? css.pip : undefined} />
      ))}
    </span>
  );
}

/**
 * A draw's result as each family shows it: the 5-digit game's digits, the dice's faces, the 11×5
 * game's balls, the daily draw's prize table. Screen readers hear the numbers in one line.
 */
export function DrawResult({ result, compact = false }: DrawResultProps) {
  const { t } = useTranslation('games');
  const label = t('lottery.result.label', { numbers: resultSummary(result) });
  const wrap = compact ? `${css.digits} ${css.resultSmall}` : css.digits;
  switch (result.family) {
    case '5d':
      return (
        <span className={wrap} role="img" aria-label={label}>
          {result.digits.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions
            <span key={i} className={css.digitBall}>
              {d}
            </span>
          ))}
        </span>
      );
    case 'k3':
      return (
        <span
          className={wrap}
          role="img"
          aria-label={t('lottery.result.dice', {
            numbers: result.dice.join(' '),
            sum: result.dice.reduce((a, b) => a + b, 0),
          })}
        >
          {result.dice.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions
            <Die key={i} face={d} />
          ))}
        </span>
      );
    case '11x5':
      return (
        <span className={wrap} role="img" aria-label={label}>
          {result.balls.map((b) => (
            <span key={b} className={css.lottoBall}>
              {String(b).padStart(2, '0')}
            </span>
          ))}
        </span>
      );
    case 'vn': {
      if (compact) {
        const special = result.prizes.find((p) => p.prize === 'special')?.numbers[0] ?? '';
        return (
          <span className={css.vnSpecial} role="img" aria-label={t('lottery.result.special', { number: special })}>
            {special}
          </span>
        );
      }
      return (
        <table className={css.vnTable}>
          <caption className={css.clockDraw}>{t('lottery.result.prizeTable')}</caption>
          <tbody>
            {result.prizes.map((p) => (
              <tr key={p.prize}>
                <th scope="row">{t(`lottery.prizes.${p.prize}`)}</th>
                <td>
                  <span className={`${css.vnNumbers} ${p.prize === 'special' ? css.vnSpecial : ''}`}>
                    {p.numbers.map((n, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers may repeat
                      <span key={i}>{n}</span>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
  }
}
