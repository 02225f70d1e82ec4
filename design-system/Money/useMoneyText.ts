import { useTranslation } from 'react-i18next';
import { exactDecimals, formatMinor } from './Money.format';

/**
 * A minor-unit amount as a person reads it in a sentence: "¥1,000", or "¥100.50" when it has cents.
 * For text (messages, hints, button labels); the `Money` widget is for figures on the page.
 */
export function useMoneyText(symbol: string, digits: number) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (minor: number) => {
    return `${symbol}${formatMinor(minor, digits, lang, { decimals: exactDecimals(minor, digits) })}`;
  };
}
