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
  onSpin: () => void;
}

/** The big round spin button. */
export function SpinButton({ free = false, blocked = false, busy = false, onSpin }: SpinButtonProps) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      className={css.spin}
      onClick={onSpin}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
    >
      {free ? t('play.freeSpin') : t('play.spin')}
    </button>
  );
}
