import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '../../src/api/contract/withdrawals';
import * as css from './Withdraw.css';
import { leftToday } from './withdrawRules';

/** What is left of today's withdrawals: their number and, with a VIP level's allowance, their amount. */
export function DailyLeft({ limits, money }: { limits: WithdrawInfo['limits']; money: (minor: number) => string }) {
  const { t } = useTranslation('wallet');
  const left = Math.max(0, limits.dailyCount - limits.usedToday);
  return (
    <>
      <p className={css.meta}>{t('withdraw.daily', { left, count: limits.dailyCount })}</p>
      {limits.dailyAmount != null && (
        <p className={css.meta}>
          {t('withdraw.dailyAmount', { amount: money(leftToday(limits)), limit: money(limits.dailyAmount) })}
        </p>
      )}
    </>
  );
}
