import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../../src/api/contract/vip';
import { REBATE_CATEGORIES } from '../../src/api/contract/vip.constants';
import { formatBp } from '../../src/rules/vip';

export type T = (key: string, values?: Record<string, unknown>) => string;
/** The level's daily withdrawal allowance, or "No limit". */
export const withdrawals = (l: VipLevel, t: T, money: (n: number) => string) =>
  l.withdrawDailyCount > 0 || l.withdrawDailyAmount > 0
    ? t('benefits.withdrawals', { count: l.withdrawDailyCount, amount: money(l.withdrawDailyAmount) })
    : t('benefits.unlimited');

/** The level's rebate rates, highest first, in one line that wraps: "Slots 0.4% · Fishing 0.4% · Live casino 0.2%". */
export function useRates() {
  const { t, i18n } = useTranslation('vip');
  const { t: tc } = useTranslation();
  return (l: VipLevel) => {
    const entries = REBATE_CATEGORIES.map((c) => [c, l.rebateRates[c] ?? 0] as const)
      .filter(([, bp]) => bp > 0)
      .sort((a, b) => b[1] - a[1]);
    if (entries.length === 0) return t('benefits.none');
    return entries
      .map(([cat, bp]) =>
        t('benefits.rate', { category: tc(`gameCategories.${cat}`), rate: formatBp(bp, i18n.language) }),
      )
      .join(' · ');
  };
}
