import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { CELEBRATION_COINS, type CelebrationTier, celebrationMs, coinPlaces, countUpMs } from '../celebration';
import { useCountUp } from '../useCountUp';
import * as css from './Celebration.css';

export interface CelebrationProps {
  /** How big the win is (celebration.ts); a return of at most the stake never celebrates. */
  tier: CelebrationTier;
  /** The win, and the stake it is measured against (minor units). */
  amount: number;
  stake: number;
  currencySymbol: string;
  /** The celebration is over: its time ran out, or the player tapped it (or pressed Escape). */
  onDone: () => void;
  /** Stay until tapped (stories and screenshots). */
  hold?: boolean;
}

/**
 * The celebration over the reels, scaled to the win: a burst of coins for a win, then for a big or
 * mega win a banner with the counting amount over light rays and a shower of coins. It ends by
 * itself; a tap anywhere on it (one button over it all) or Escape ends it sooner. Decorative to screen readers, which
 * hear the win from the win display; the button says what a tap does.
 */
export function Celebration({ tier, amount, stake, currencySymbol, onDone, hold = false }: CelebrationProps) {
  const { t } = useTranslation('games');
  const count = useCountUp(amount, countUpMs(amount, stake), amount);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') done.current();
    };
    window.addEventListener('keydown', onKey);
    if (hold) return () => window.removeEventListener('keydown', onKey);
    const timer = setTimeout(() => done.current(), celebrationMs(tier, amount, stake));
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(timer);
    };
  }, [tier, amount, stake, hold]);

  const banner = tier === 'big' || tier === 'mega';
  return (
    <div className={css.overlay} data-tier={tier} data-testid="celebration">
      {banner ? <span className={css.rays} aria-hidden /> : null}
      {coinPlaces(CELEBRATION_COINS[tier]).map((c, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the coins are fixed places
          key={i}
          className={css.coin}
          aria-hidden
          data-coin
          style={assignInlineVars({
            [css.coinX]: `${c.x}cqw`,
            [css.coinY]: `${c.y}cqh`,
            [css.coinScale]: String(c.scale),
            [css.coinDelay]: `${c.delay}ms`,
          })}
        />
      ))}
      {banner ? (
        <span className={css.banner} aria-hidden>
          <span className={css.title}>{tier === 'mega' ? t('play.megaWin') : t('play.bigWin')}</span>
          <span className={css.amount} data-testid="celebration-amount" data-done={count.done || undefined}>
            <Money symbol={currencySymbol} minor={count.value} digits={2} decimals={2} tone="accent" size="xl" />
          </span>
        </span>
      ) : null}
      {/* The whole overlay is one tap target; it has no text of its own, so its name is all it says. */}
      <button
        type="button"
        className={css.skip}
        aria-label={t('play.skipCelebration')}
        onClick={() => done.current()}
      />
    </div>
  );
}
