import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { visuallyHidden } from '../../../design-system/Text/Text.css';
import { countUpMs } from '../celebration';
import { symbolName } from '../symbols';
import { useCountUp } from '../useCountUp';
import { type WinOutcome, type WinSummary, winSummary } from '../winSummary';
import * as css from './WinDisplay.css';

export interface WinDisplayProps {
  /** The settled outcome on the reels; null before the first spin and while one turns. */
  spin: WinOutcome | null;
  currencySymbol: string;
  /** The stake the win is measured against (a free spin's is the stake that won it); the spin's own by default. */
  stake?: number;
  /** Show the whole amount now (the player skipped the celebration). */
  finished?: boolean;
  /**
   * The brand celebrates only real wins (issue 19, celebrateOnlyRealWins) and this return is at most
   * the stake: it is said plainly, "Returned ¥0.50", with no "You won", no count-up and no win colour.
   */
  plainReturn?: boolean;
}

const headingKey = (tier: Extract<WinSummary, { kind: 'win' }>['tier']) =>
  tier === 'mega' ? 'play.megaWin' : tier === 'big' ? 'play.bigWin' : 'play.youWon';

/**
 * Under the reels: good luck, no win, or the win with each paying line. The amount counts up from 0
 * (longer for a bigger win, at once under reduced motion) and ends exactly on the win; the counting
 * figure is hidden from screen readers, which hear the final amount once, in the live region.
 */
export function WinDisplay({ spin, currencySymbol, stake, finished = false, plainReturn = false }: WinDisplayProps) {
  const { t } = useTranslation('games');
  const s = winSummary(spin, stake ?? spin?.stake);
  const total = s.kind === 'win' ? s.total : 0;
  const plain = plainReturn && s.kind === 'win';
  const count = useCountUp(total, countUpMs(total, stake ?? spin?.stake ?? 0), spin, finished || plain);
  const heading = (tier: Extract<WinSummary, { kind: 'win' }>['tier']) => (plain ? 'play.returned' : headingKey(tier));
  const money = (minor: number, tone: 'positive' | 'neutral', size: 'sm' | 'lg' | 'xl' = 'sm') => (
    <Money symbol={currencySymbol} minor={minor} digits={2} decimals={2} tone={tone} size={size} />
  );
  return (
    <div className={css.summary} role="status" data-tier={s.kind === 'win' ? (plain ? 'plain' : s.tier) : undefined}>
      {s.kind === 'win' ? (
        <>
          <p className={css.head} aria-hidden>
            <span className={plain ? css.plainTitle : css.title}>{t(heading(s.tier))}</span>{' '}
            <span className={css.amount} data-testid="win-amount" data-done={count.done || undefined}>
              {money(
                count.value,
                plain ? 'neutral' : 'positive',
                plain ? 'sm' : s.tier === 'big' || s.tier === 'mega' ? 'xl' : 'lg',
              )}
            </span>
          </p>
          <p className={visuallyHidden}>
            {t(heading(s.tier))} {money(s.total, plain ? 'neutral' : 'positive')}
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
        </>
      ) : (
        <p className={css.idle}>{s.kind === 'none' ? t('play.noWin') : t('play.goodLuck')}</p>
      )}
    </div>
  );
}
