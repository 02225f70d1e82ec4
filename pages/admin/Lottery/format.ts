import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame } from '../../../src/api/contract/adminLottery';

/** Odds in hundredths as a multiplier a person reads: 198 → "1.98×". */
export const oddsText = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** A declared RTP in hundredths of a percent: 9800 → "98.00%". */
export const rtpText = (hundredthsOfPercent: number) => `${(hundredthsOfPercent / 100).toFixed(2)}%`;

/** When a game draws: "Every 3 min" or "Daily at 18:30". */
export function useScheduleText() {
  const { t } = useTranslation(ADMIN_NS);
  return (g: Pick<AdminLotteryGame, 'intervalSeconds' | 'dailyTime'>) =>
    g.dailyTime !== null
      ? t('lottery.dailyAt', { time: g.dailyTime })
      : t('lottery.everyMinutes', { count: Math.round(g.intervalSeconds / 60) });
}
