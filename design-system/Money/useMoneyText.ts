import { useTranslation } from 'react-i18next';
import { exactDecimals, formatMinor } from './Money.format';

/**
 * A minor-unit amount as a person reads it in a sentence: "¥1,000", "¥100.50" when it has cents,
 * "-¥20" below zero. It takes a number, a bigint, or a decimal string of minor units (sums the server
 * answers as text, ADR 0011). For text (messages, hints, table cells); the `Money` widget is for
 * figures on the page.
 */
export function useMoneyText(symbol: string, digits: number) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (minor: number | bigint | string) => {
    const n = typeof minor === 'number' ? minor : BigInt(minor);
    const negative = n < 0;
    const abs = typeof n === 'bigint' ? (negative ? -n : n) : Math.abs(n);
    return `${negative ? '-' : ''}${symbol}${formatMinor(abs, digits, lang, { decimals: exactDecimals(abs, digits) })}`;
  };
}
