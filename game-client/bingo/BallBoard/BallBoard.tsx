import { useTranslation } from 'react-i18next';
import { BALLS } from '../../../src/rules/bingo/bingo';
import * as css from '../bingo.css';

export interface BallBoardProps {
  /** The balls drawn, in order. */
  drawn: readonly number[];
  /** How many of them are the base draw (the rest are extra balls). */
  baseCount: number;
}

const LETTERS = ['B', 'I', 'N', 'G', 'O'];
export const ballLetter = (n: number) => LETTERS[Math.floor((n - 1) / 15)] ?? '';

/** The 75 balls on a board of five rows (B I N G O), the drawn ones lit (extras in their own colour), the last one large. */
export function BallBoard({ drawn, baseCount }: BallBoardProps) {
  const { t } = useTranslation('bingofish');
  const order = new Map(drawn.map((b, i) => [b, i]));
  const last = drawn[drawn.length - 1];
  const extras = Math.max(0, drawn.length - baseCount);
  return (
    <section className={css.board} aria-label={t('bingo.board.label')}>
      <div className={css.boardHead}>
        <span
          className={css.lastBall}
          role="img"
          aria-label={last ? t('bingo.board.last', { ball: `${ballLetter(last)} ${last}` }) : t('bingo.board.none')}
        >
          {last ? (
            <span>
              <span className={css.lastLetter}>{ballLetter(last)}</span>
              {last}
            </span>
          ) : (
            '–'
          )}
        </span>
        <div>
          <p className={css.boardCount}>{t('bingo.board.count', { count: drawn.length, total: BALLS })}</p>
          <p className={css.legend}>
            <span>
              <span className={css.swatch.base} aria-hidden />
              {t('bingo.board.base', { count: Math.min(drawn.length, baseCount) })}
            </span>
            <span>
              <span className={css.swatch.extra} aria-hidden />
              {t('bingo.board.extra', { count: extras })}
            </span>
          </p>
        </div>
      </div>
      <div className={css.boardGrid} aria-hidden>
        {LETTERS.map((l, row) => [
          <span key={l} className={css.letter}>
            {l}
          </span>,
          ...Array.from({ length: 15 }, (_, i) => {
            const n = row * 15 + i + 1;
            const at = order.get(n);
            const variant = at === undefined ? 'open' : at < baseCount ? 'base' : 'extra';
            return (
              <span key={n} className={css.ball[variant]}>
                {n}
              </span>
            );
          }),
        ])}
      </div>
    </section>
  );
}
