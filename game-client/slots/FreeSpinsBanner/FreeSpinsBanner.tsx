import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './FreeSpinsBanner.css';

export interface FreeSpinsBannerProps {
  /** Free spins the outcome on the reels just won (0: none). */
  awarded: number;
  /** Free spins still to play, and what their wins are multiplied by. */
  left: number;
  multiplier: number;
  /** What the strip shows with no free spins (the game's RTP and lines). */
  fallback?: ReactNode;
}

/**
 * The free spins, in the strip along the top of the reels' frame, where they cover nothing: the
 * spins just won, else the spins left and their multiplier, else the fallback note. A live region,
 * so each change is announced.
 */
export function FreeSpinsBanner({ awarded, left, multiplier, fallback }: FreeSpinsBannerProps) {
  const { t } = useTranslation('games');
  const text =
    awarded > 0
      ? t('play.freeSpinsWon', { count: awarded })
      : left > 0
        ? t('play.freeSpinsLeft', { count: left, times: multiplier })
        : null;
  return (
    <>
      <p className={css.status} role="status">
        {text ? (
          <span className={css.pill} data-won={awarded > 0 || undefined} data-testid="free-spins-banner">
            <Sparkles aria-hidden className={css.icon} />
            {text}
          </span>
        ) : null}
      </p>
      {text === null && fallback ? <span className={css.note}>{fallback}</span> : null}
    </>
  );
}
