import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { LINES, PATTERN_MASKS, PATTERNS, type PatternId } from '../../../src/rules/bingo/bingo';
import * as css from '../bingo.css';

export interface PrizeTableProps {
  /** The stake per card, to show each prize in money; absent: multipliers only. */
  stake?: number;
  currencySymbol: string;
  /** Patterns won in the round shown (highlighted). */
  won?: readonly PatternId[];
}

const SHAPES: Record<PatternId, number> = {
  ...PATTERN_MASKS,
  oneLine: LINES[0] as number,
  twoLines: (LINES[0] as number) | (LINES[1] as number),
};

function Shape({ mask }: { mask: number }) {
  return (
    <span className={css.shape} aria-hidden>
      {Array.from({ length: 25 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card's 25 fixed cells
        <span key={i} className={mask & (1 << i) ? css.shapeCell.on : css.shapeCell.off} />
      ))}
    </span>
  );
}

/** The prizes by pattern, best first, as multiples of the card's stake (a card pays its best pattern). */
export function PrizeTable({ stake, currencySymbol, won = [] }: PrizeTableProps) {
  const { t } = useTranslation('bingofish');
  return (
    <table className={css.prizes}>
      <caption className={css.prizeCaption}>{t('bingo.prizes.title')}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.prizeCell} style={{ textAlign: 'start' }}>
            {t('bingo.prizes.pattern')}
          </th>
          <th scope="col" className={css.prizeNum}>
            {t('bingo.prizes.pays')}
          </th>
          {stake ? (
            <th scope="col" className={css.prizeNum}>
              {t('bingo.prizes.win')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {PATTERNS.map((p) => (
          <tr key={p.id} className={`${css.prizeRow} ${won.includes(p.id) ? css.prizeRowWon : ''}`}>
            <th scope="row" className={css.prizeCell} style={{ textAlign: 'start', fontWeight: 'normal' }}>
              <Shape mask={SHAPES[p.id]} />
              {t(`bingo.patterns.${p.id}`)}
            </th>
            <td className={css.prizeNum}>×{p.pays}</td>
            {stake ? (
              <td className={css.prizeNum}>
                <Money
                  symbol={currencySymbol}
                  minor={p.pays * stake}
                  digits={2}
                  decimals="exact"
                  tone="neutral"
                  size="sm"
                />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
