import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../design-system/Money';
import { ApiError } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useDates } from '../../src/i18n/dates';

const PERIODS = ['day', 'week', 'month'] as const;

/**
 * The game window's error text: a spin refused by a loss or wager limit (protection.loss_limit,
 * protection.wager_limit, issue 19) says which limit, what is left and when it resets, from the
 * refusal's fields; a stake above a bonus's maximum bet names it; every other error reads as everywhere else.
 */
export function useSpinErrorMessage(currencySymbol: string) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const messageOf = useErrorMessage();
  const money = useMoneyText(currencySymbol, 2);
  const dates = useDates();
  return (err: unknown): string => {
    if (err instanceof ApiError && (err.code === 'protection.loss_limit' || err.code === 'protection.wager_limit')) {
      const { kind, period, limit, remaining, resetsAt } = err.fields;
      const known = (kind === 'loss' || kind === 'wager') && PERIODS.some((p) => p === period);
      if (known && limit && remaining && resetsAt) {
        return t('play.protection.limit', {
          limitName: t(`play.protection.limitName.${kind}.${period}`),
          limit: money(Number(limit)),
          remaining: money(Number(remaining)),
          time: dates.dateTime(resetsAt),
        });
      }
    }
    // A stake above the maximum bet of the bonus being wagered (docs/bonuses.md) names that maximum.
    if (err instanceof ApiError && err.code === 'bonus.max_bet' && err.fields.maxBet) {
      return tCommon('errors.bonus.max_bet', { maxBet: money(Number(err.fields.maxBet)) });
    }
    return messageOf(err);
  };
}
