import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../design-system/EmptyState';
import { Money } from '../../../design-system/Money';
import { useDates } from '../../../src/i18n/dates';
import { figureLabel } from '../theme.css';
import * as css from './HistoryPanel.css';

/** One round as the history lists it: any house game's round has these. */
export interface HistoryRound {
  id: string;
  /** ISO date-time the round settled. */
  time: string;
  /** The stake paid (minor units); ignored for a free round. */
  stake: number;
  /** A round the player did not pay for (a free spin, a bonus round). */
  free: boolean;
  /** What the round paid (minor units). */
  win: number;
}

export interface HistoryPanelProps {
  rounds: readonly HistoryRound[];
  currencySymbol: string;
  /** What a free round shows in the stake column ("Free spin"). */
  freeLabel: string;
}

/** The last rounds, newest first: time, stake and win. */
export function HistoryPanel({ rounds, currencySymbol, freeLabel }: HistoryPanelProps) {
  const { t } = useTranslation('games');
  const when = useDates();
  if (rounds.length === 0) return <EmptyState size="compact" title={t('play.noHistory')} />;
  return (
    <ul className={css.history} aria-label={t('play.history')}>
      <li className={css.row} aria-hidden>
        <span className={figureLabel}>{t('play.time')}</span>
        <span className={figureLabel}>{t('play.stake')}</span>
        <span className={figureLabel}>{t('play.win')}</span>
      </li>
      {rounds.map((r) => (
        <li key={r.id} className={css.row}>
          <time dateTime={r.time}>{when.time(r.time, { seconds: true })}</time>
          <span>
            {r.free ? (
              freeLabel
            ) : (
              <Money symbol={currencySymbol} minor={r.stake} digits={2} decimals={2} tone="neutral" size="sm" />
            )}
          </span>
          <Money
            symbol={currencySymbol}
            minor={r.win}
            digits={2}
            decimals={2}
            tone={r.win > 0 ? 'positive' : 'neutral'}
            size="sm"
          />
        </li>
      ))}
    </ul>
  );
}
