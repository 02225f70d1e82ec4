import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { type Card, FREE, type PatternId } from '../../../src/rules/bingo/bingo';
import * as css from '../bingo.css';

export interface BingoCardProps {
  /** 25 numbers, row by row; 0 is the free centre. */
  card: Card;
  /** Which card this is (1-based), for its label. */
  index: number;
  /** The balls drawn so far. */
  drawn: readonly number[];
  /** The card's best pattern and win, once known. */
  pattern?: PatternId | null;
  win?: number;
  currencySymbol: string;
}

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** One 5×5 bingo card: its numbers, daubed as the balls come, the last ball ringed, its prize. */
export function BingoCard({ card, index, drawn, pattern, win = 0, currencySymbol }: BingoCardProps) {
  const { t } = useTranslation('bingofish');
  const set = new Set(drawn);
  const last = drawn[drawn.length - 1];
  const daubs = card.filter((n, i) => i !== FREE && set.has(n)).length;
  return (
    <section className={`${css.card} ${win > 0 ? css.cardWon : ''}`} aria-label={t('bingo.card.label', { n: index })}>
      <div className={css.cardHead}>
        <span>{t('bingo.card.title', { n: index, daubs })}</span>
        {win > 0 && pattern ? (
          <span className={css.cardWin}>
            {t(`bingo.patterns.${pattern}`)}{' '}
            <Money symbol={currencySymbol} minor={win} digits={2} decimals="exact" tone="accent" size="sm" />
          </span>
        ) : null}
      </div>
      <div className={css.grid} aria-hidden>
        {LETTERS.map((l) => (
          <span key={l} className={css.letter}>
            {l}
          </span>
        ))}
      </div>
      <ul className={css.grid}>
        {card.map((n, i) => {
          if (i === FREE)
            return (
              <li key="free" className={css.cell.free} aria-label={t('bingo.card.free')}>
                ★
              </li>
            );
          const daubed = set.has(n);
          const variant = daubed ? (n === last ? 'last' : 'daubed') : 'open';
          return (
            <li key={n} className={css.cell[variant]} aria-label={daubed ? t('bingo.card.daubed', { n }) : String(n)}>
              {n}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
