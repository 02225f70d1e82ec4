import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../PlayingCard';
import { useCardName } from '../useCardName';
import * as css from './HoldRow.css';

export interface HoldRowProps {
  /** The five cards shown (null: face down, before the first deal). */
  cards: readonly (string | null)[];
  hold: readonly boolean[];
  onToggle: (index: number) => void;
  /** Holds can be changed only between the deal and the draw. */
  canHold: boolean;
  /** The paying cards of a settled hand. */
  winning?: readonly boolean[];
  /** Deal the cards in when this key changes (the deal, the draw). */
  dealKey?: string | null;
  /** Which cards are new with `dealKey` (the draw deals only the replaced ones). */
  fresh?: readonly boolean[];
}

/** The five cards of a video poker hand: each card and its HOLD label are one toggle button. */
export function HoldRow({ cards, hold, onToggle, canHold, winning, dealKey = null, fresh }: HoldRowProps) {
  const { t } = useTranslation('cards');
  const nameOf = useCardName();
  let order = 0;
  return (
    <ul className={css.row} aria-label={t('poker.hand')}>
      {cards.map((code, i) => {
        const isFresh = dealKey !== null && (fresh ? fresh[i] : true);
        const delay = isFresh ? order++ * 90 : null;
        const held = canHold && (hold[i] ?? false);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions; the key also re-deals
          <li key={`${i}:${dealKey ?? ''}:${isFresh ? code : ''}`}>
            <button
              type="button"
              className={css.slot}
              aria-pressed={held}
              disabled={!canHold}
              onClick={() => onToggle(i)}
              data-testid={`hold-${i}`}
            >
              <PlayingCard code={code} held={held} win={winning?.[i]} dealDelay={delay} decorative />
              <span className={css.visuallyHidden}>{code ? nameOf(code) : t('faceDown')}</span>
              <span className={css.hold} data-on={held || undefined}>
                {held ? t('poker.held') : t('poker.hold')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
