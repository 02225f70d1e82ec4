import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame } from '../../../src/api/contract/adminLottery';

/** When a game draws: "Every 3 min" or "Daily at 18:30". */
export function useScheduleText() {
  const { t } = useTranslation(ADMIN_NS);
  return (g: Pick<AdminLotteryGame, 'intervalSeconds' | 'dailyTime'>) =>
    g.dailyTime !== null
      ? t('lottery.dailyAt', { time: g.dailyTime })
      : t('lottery.everyMinutes', { count: Math.round(g.intervalSeconds / 60) });
}
