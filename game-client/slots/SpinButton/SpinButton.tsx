import { useTranslation } from 'react-i18next';
import * as css from './SpinButton.css';

export interface SpinButtonProps {
  /** A free spin is pending: the button says "Free spin". */
  free?: boolean;
  /**
   * A spin cannot start now (one is turning, or the balance is short). The button stays focusable
   * and pressable (aria-disabled), so a press on a short balance can say why.
   */
  blocked?: boolean;
  /** A spin is under way. */
  busy?: boolean;
  /**
   * The brand's pacing (issue 19): the next spin may not start yet (minSpinMs since the last one
   * started). The button says "Wait" and is aria-disabled until it may.
   */
  waiting?: boolean;
  onSpin: () => void;
}

/** The big round spin button. */
export function SpinButton({ free = false, blocked = false, busy = false, waiting = false, onSpin }: SpinButtonProps) {
  const { t } = useTranslation('games');
  const paced = waiting && !busy;
  return (
    <button
      type="button"
      className={css.spin}
      onClick={onSpin}
      aria-disabled={blocked || paced || undefined}
      aria-busy={busy || undefined}
      aria-description={paced ? t('play.waitHint') : undefined}
      data-waiting={paced || undefined}
    >
      {paced ? t('play.wait') : free ? t('play.freeSpin') : t('play.spin')}
    </button>
  );
}
