import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../design-system/IconButton';
import { Money } from '../../../design-system/Money';
import { canStep, stepStake } from '../stake';
import { figureLabel } from '../theme.css';
import * as css from './StakeSelector.css';

export interface StakeSelectorProps {
  /** The total stakes the game offers (minor units, smallest first). */
  stakes: readonly number[];
  value: number;
  onChange: (stake: number) => void;
  currencySymbol: string;
  /** While a round runs the stake cannot change. */
  disabled?: boolean;
}

/** Lower and raise the stake along the game's list; the chosen stake shows between. */
export function StakeSelector({ stakes, value, onChange, currencySymbol, disabled = false }: StakeSelectorProps) {
  const { t } = useTranslation('games');
  return (
    <fieldset className={css.stake} aria-label={t('play.stake')}>
      <IconButton
        label={t('play.stakeDown')}
        variant="soft"
        disabled={disabled || !canStep(stakes, value, -1)}
        onPress={() => onChange(stepStake(stakes, value, -1))}
      >
        <Minus />
      </IconButton>
      <div className={css.value}>
        <span className={figureLabel}>{t('play.stake')}</span>
        <output data-testid="play-stake" aria-live="polite">
          <Money symbol={currencySymbol} minor={value} digits={2} decimals={2} tone="neutral" size="sm" />
        </output>
      </div>
      <IconButton
        label={t('play.stakeUp')}
        variant="soft"
        disabled={disabled || !canStep(stakes, value, 1)}
        onPress={() => onChange(stepStake(stakes, value, 1))}
      >
        <Plus />
      </IconButton>
    </fieldset>
  );
}
