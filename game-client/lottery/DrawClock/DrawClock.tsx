import { Dices } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw } from '../../../src/api/contract/lottery';
import { clockFace, type DrawPhase, drawPhase } from '../../../src/rules/lottery/clock';
import * as css from '../lottery.css';
import { useNow } from '../useNow';

export interface DrawClockProps {
  /** The draw open for bets; null while the game takes none (disabled). */
  draw: Pick<Draw, 'number' | 'closesAt' | 'drawsAt' | 'status'> | null;
  /** The server's "now" in ms (the browser's clock plus the offset the answers taught). */
  now: () => number;
  /** Each time the phase changes (the window fetches its state again once drawing). */
  onPhase?: (phase: DrawPhase) => void;
}

/**
 * The draw's number and a countdown to its close; then to the draw; then "Drawing…" until the
 * result comes. Nothing moves but the figures, so reduced motion changes nothing here.
 */
export function DrawClock({ draw, now, onPhase }: DrawClockProps) {
  const { t } = useTranslation('games');
  const at = useNow(now);
  const state = draw ? drawPhase(draw, at) : null;
  const phase = state?.phase ?? null;
  const onPhaseRef = useRef(onPhase);
  onPhaseRef.current = onPhase;
  useEffect(() => {
    if (phase) onPhaseRef.current?.(phase);
  }, [phase]);

  if (!draw || !state) {
    return (
      <section className={css.clock} aria-label={t('lottery.clock.label')}>
        <p className={css.clockLabel}>{t('lottery.clock.none')}</p>
      </section>
    );
  }
  return (
    <section className={css.clock} aria-label={t('lottery.clock.label')}>
      <p className={css.clockDraw}>{t('lottery.clock.draw', { number: draw.number })}</p>
      {state.phase === 'open' || state.phase === 'closed' ? (
        <>
          <p className={css.clockLabel}>
            {state.phase === 'open' ? t('lottery.clock.closesIn') : t('lottery.clock.closed')}
          </p>
          <span
            role="timer"
            className={`${css.clockFace} ${css.clockTone[state.phase]}`}
            aria-label={t('lottery.clock.seconds', { count: state.seconds })}
            data-testid="lotto-countdown"
          >
            {clockFace(state.seconds)}
          </span>
        </>
      ) : (
        <p className={css.drawing} role="status">
          <Dices aria-hidden size={24} />
          {t('lottery.clock.drawing')}
        </p>
      )}
    </section>
  );
}
