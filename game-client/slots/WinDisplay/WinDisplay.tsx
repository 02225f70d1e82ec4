import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { symbolName } from '../symbols';
import { type WinOutcome, winSummary } from '../winSummary';
import * as css from './WinDisplay.css';

export interface WinDisplayProps {
  /** The settled outcome on the reels; null before the first spin and while one turns. */
  spin: WinOutcome | null;
  currencySymbol: string;
  /** Free spins still to play, and what their wins are multiplied by. */
  freeSpinsLeft?: number;
  freeMultiplier?: number;
}

/** Under the reels: good luck, no win, or the win with each paying line; then the free spins left. */
export function WinDisplay({ spin, currencySymbol, freeSpinsLeft = 0, freeMultiplier = 1 }: WinDisplayProps) {
  const { t } = useTranslation('games');
  const s = winSummary(spin);
  const money = (minor: number, tone: 'positive' | 'neutral') => (
    <Money symbol={currencySymbol} minor={minor} digits={2} decimals={2} tone={tone} size="sm" />
  );
  return (
    <>
      {s.kind === 'start' || s.kind === 'none' ? (
        <p className={css.summary}>{s.kind === 'none' ? t('play.noWin') : t('play.goodLuck')}</p>
      ) : (
        <div className={css.summary} role="status" data-big={s.kind === 'big' || undefined}>
          <p className={css.head}>
            {s.kind === 'big' ? t('play.bigWin') : t('play.youWon')} {money(s.total, 'positive')}
          </p>
          <ul className={css.lines}>
            {s.lines.map((w) => (
              <li key={w.line}>
                {t('play.lineWin', { line: w.line, count: w.count, symbol: symbolName(w.symbol, t) })}{' '}
                {money(w.amount, 'neutral')}
              </li>
            ))}
            {s.scatter ? (
              <li>
                {t('play.scatterWin', { count: s.scatter.count })} {money(s.scatter.amount, 'neutral')}
              </li>
            ) : null}
          </ul>
        </div>
      )}
      {freeSpinsLeft > 0 ? (
        <p className={css.freeSpins} role="status">
          {t('play.freeSpinsLeft', { count: freeSpinsLeft, times: freeMultiplier })}
        </p>
      ) : null}
    </>
  );
}
