import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { SymbolArt } from '../Reels';
import { isRoyal, symbolName } from '../symbols';
import * as css from './Paytable.css';

/** The rules a paytable reads (the studio's game carries these). */
export interface PaytableRules {
  symbolsUrl: string;
  lines: number;
  /** Line multipliers of the stake per line for 3, 4 and 5 of a kind. */
  pays: Readonly<Record<string, readonly number[]>>;
  scatterPays: Readonly<Record<string, number>>;
  freeSpins: Readonly<Record<string, number>>;
  freeMultiplier: number;
}

export interface PaytableProps {
  game: PaytableRules;
  /** The chosen total stake: the table shows what each win pays at it. */
  stake: number;
  currencySymbol: string;
}

/** What each symbol pays for 3, 4 and 5 on a line at the chosen stake, and the wild and scatter rules. */
export function Paytable({ game, stake, currencySymbol }: PaytableProps) {
  const { t } = useTranslation('games');
  const perLine = Math.floor(stake / game.lines);
  return (
    <div className={css.paytable}>
      <p>{t('play.paytableIntro', { lines: game.lines })}</p>
      <table className={css.grid}>
        <thead>
          <tr>
            <th scope="col">{t('play.symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(game.pays).map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row">
                <span className={css.payCell}>
                  <SymbolArt symbol={symbol} sprite={game.symbolsUrl} label={symbolName(symbol, t)} caption={false} />
                  {isRoyal(symbol) ? (
                    <span className={css.visuallyHidden}>{symbolName(symbol, t)}</span>
                  ) : (
                    symbolName(symbol, t)
                  )}
                </span>
              </th>
              {pays.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4 and 5 of a kind
                <td key={i}>
                  <Money symbol={currencySymbol} minor={m * perLine} digits={2} decimals={2} tone="neutral" size="sm" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('play.wildRule')}</p>
      <p>
        {t('play.scatterRule', {
          pays: Object.entries(game.scatterPays)
            .map(([n, m]) => `${n}× → ${m}×`)
            .join(', '),
          spins: Object.entries(game.freeSpins)
            .map(([n, s]) => `${n}× → ${s}`)
            .join(', '),
          times: game.freeMultiplier,
        })}
      </p>
    </div>
  );
}
