import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { exactDecimals, formatMinor } from '../../../design-system/Money/Money.format';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { BonusTemplate } from '../../../src/api/contract/adminBonus';

export interface Currency {
  symbol: string;
  digits: number;
}

/** An amount in integer minor units (or a decimal string of them) in the reader's language: "¥3,000", "¥8.88". */
export function useMoneyText(currency: Currency) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback(
    (minor: number | string) => {
      const n = BigInt(minor);
      const sign = n < 0n ? '-' : '';
      const abs = n < 0n ? -n : n;
      return `${sign}${currency.symbol}${formatMinor(abs, currency.digits, lang, { decimals: exactDecimals(abs, currency.digits) })}`;
    },
    [currency.symbol, currency.digits, lang],
  );
}

/** What a template pays and what it asks: "120% up to ¥3,000" / "¥8.88", "10× bonus". */
export function useTemplateText(currency: Currency) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(currency);
  return {
    pays: (tpl: Pick<BonusTemplate, 'percent' | 'fixedAmount' | 'maxAmount'>) =>
      tpl.percent !== null
        ? tpl.maxAmount !== null
          ? t('bonus.paysPercentUpTo', { percent: tpl.percent, max: money(tpl.maxAmount) })
          : t('bonus.paysPercent', { percent: tpl.percent })
        : tpl.fixedAmount !== null
          ? money(tpl.fixedAmount)
          : t('common.none'),
    wagering: (tpl: Pick<BonusTemplate, 'wageringMultiple' | 'wageringBasis'>) =>
      tpl.wageringMultiple === 0
        ? t('bonus.noWagering')
        : t(`bonus.wageringOf.${tpl.wageringBasis}`, { n: tpl.wageringMultiple }),
    money,
  };
}
