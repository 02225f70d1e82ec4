import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import type { PokerGame } from '../../../src/api/contract/cards';
import { HAND_CATEGORIES, type HandCategory } from '../../../src/rules/videopoker/hand';
import * as css from './PokerPaytable.css';

export interface PokerPaytableProps {
  game: PokerGame;
  /** The chosen stake: its column is highlighted. */
  stake: number;
  currencySymbol: string;
  /** The last hand's category: its row is highlighted. */
  hit?: HandCategory | null;
  /** Show the rules under the table (the rules sheet); the table alone otherwise. */
  withRules?: boolean;
}

const PAYING = HAND_CATEGORIES.filter((c) => c !== 'nothing');

/** Up to three stake columns around the chosen one (a phone has room for that many). */
export function visibleStakes(stakes: readonly number[], stake: number): number[] {
  const i = Math.max(0, stakes.indexOf(stake));
  const start = Math.max(0, Math.min(i - 1, stakes.length - 3));
  return stakes.slice(start, start + 3);
}

/** The video poker paytable: what each hand returns at the stakes around the chosen one, that column highlighted. */
export function PokerPaytable({ game, stake, currencySymbol, hit = null, withRules = false }: PokerPaytableProps) {
  const { t } = useTranslation('cards');
  const columns = visibleStakes(game.stakes, stake);
  const money = (minor: number) => (
    <Money symbol={currencySymbol} minor={minor} digits={2} decimals={2} tone="neutral" size="sm" />
  );
  return (
    <div className={css.wrap}>
      <div className={css.scroller}>
        <table className={css.grid} aria-label={t('poker.paytable')}>
          <thead>
            <tr>
              <th scope="col">{t('poker.handColumn')}</th>
              {columns.map((s) => (
                <th
                  key={s}
                  scope="col"
                  className={s === stake ? css.current : undefined}
                  aria-current={s === stake ? 'true' : undefined}
                >
                  {money(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PAYING.map((c) => (
              <tr key={c} className={c === hit ? css.hit : undefined} data-hit={c === hit || undefined}>
                <th scope="row">{t(`category.${c}`)}</th>
                {columns.map((s) => (
                  <td key={s} className={s === stake ? css.current : undefined}>
                    {money(s * game.paytable[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.note}>{t('poker.rtp', { rtp: (game.rtp / 100).toFixed(2), table: game.table })}</p>
      {withRules ? (
        <ul className={css.rules}>
          {(['deal', 'hold', 'pay', 'abandon', 'optimal'] as const).map((k) => (
            <li key={k}>{t(`poker.rules.${k}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
