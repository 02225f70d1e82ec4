import { useTranslation } from 'react-i18next';
import type { BetType } from '../../src/api/contract/lottery';

export { oddsSummary, oddsText, rtpText } from '../../src/rules/lottery/odds';

/** The words for the vendor's stable keys (bet types, options, groups), falling back to the key itself. */
export function useLotteryLabels() {
  const { t } = useTranslation('games');
  const betType = (code: string) => t(`lottery.betTypes.${code}`, { defaultValue: code });
  const option = (value: string) => t(`lottery.options.${value}`, { defaultValue: value });
  const group = (key: string) => t(`lottery.groups.${key}`, { defaultValue: key });
  /** A bet's pick in words: "Big", "1 · 2 · 3". */
  const selection = (type: Pick<BetType, 'pick'> | undefined, sel: readonly string[]) =>
    type?.pick.kind === 'option' || (!type && sel.length === 1 && Number.isNaN(Number(sel[0])))
      ? sel.map(option).join(' · ')
      : sel.join(' · ');
  return { betType, option, group, selection };
}
