import { useTranslation } from 'react-i18next';
import { formatMinor, Money } from '../../../design-system/Money';

/** An amount of a queue item: integer minor units, the brand currency's symbol (which each row carries). */
export interface Amount {
  minor: number;
  symbol: string;
  digits: number;
}

export const amountOf = (item: { amount: number; currencySymbol: string; minorUnitDigits: number }): Amount => ({
  minor: item.amount,
  symbol: item.currencySymbol,
  digits: item.minorUnitDigits,
});

/** The figure in a cell or a list of facts, exact to the minor unit. */
export function QueueMoney({ minor, symbol, digits }: Amount) {
  return <Money symbol={symbol} minor={minor} digits={digits} decimals={digits} tone="neutral" size="sm" />;
}

/** The same amount as text for a sentence (a row's name, a dialog's title, a toast): "¥500.00". */
export function useAmountText() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return ({ minor, symbol, digits }: Amount) => `${symbol}${formatMinor(minor, digits, lang, { decimals: digits })}`;
}
