import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../Spinner/Spinner.css';
import * as css from './Money.css';
import { exactDecimals, formatMinor } from './Money.format';

export const moneyTones = ['positive', 'accent', 'neutral'] as const;
export const moneySizes = ['sm', 'md', 'lg', 'xl'] as const;
export type MoneyTone = (typeof moneyTones)[number];
export type MoneySize = (typeof moneySizes)[number];

export interface MoneyProps {
  /** Currency symbol as the site supplies it, e.g. "₱" or "$". Drawn a step smaller than the figure. */
  symbol: string;
  /** Integer amount in MINOR units (cents). Never a float. */
  minor: bigint | number;
  /** The currency's minor-unit digits (2 for cents). */
  digits: number;
  /**
   * Fraction digits shown: 0 for balances (the default), 2 for jackpots; `exact` for a movement of money
   * (its cents when it is not a whole unit, none when it is).
   */
  decimals?: number | 'exact';
  /** The player chose to hide balances: asterisks instead of the figure. */
  hidden?: boolean;
  /** Refreshing: the figure is masked (and pulses) until the new value arrives. */
  loading?: boolean;
  /** positive (wins, balances) or accent (brand highlight); neutral for plain lists. */
  tone?: MoneyTone;
  size?: MoneySize;
  /** Number-format locale; defaults to the current UI language. */
  locale?: string;
  /** A signed change (records): "+" before a credit, "−" before a debit, then the symbol and the absolute figure. */
  signed?: boolean;
  className?: string;
}

/** A money amount: muted, smaller currency symbol plus a tabular figure. Masks when hidden or refreshing. */
export function Money({
  symbol,
  minor,
  digits,
  decimals = 0,
  hidden = false,
  loading = false,
  tone,
  size,
  locale,
  signed = false,
  className,
}: MoneyProps) {
  const { t, i18n } = useTranslation('shell');
  const masked = hidden || loading;
  const value = signed ? BigInt(minor) : 0n;
  const sign = !signed || masked || value === 0n ? '' : value > 0n ? '+' : '\u2212';
  const text = formatMinor(
    signed && value < 0n ? -value : minor,
    digits,
    locale ?? i18n.resolvedLanguage ?? i18n.language ?? 'en',
    {
      decimals: decimals === 'exact' ? exactDecimals(minor, digits) : decimals,
      masked,
    },
  );
  const srText = loading ? t('money.refreshing') : hidden ? t('money.hidden') : null;
  return (
    <span
      className={[css.money({ tone, size }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      data-masked={masked || undefined}
    >
      {sign ? <span className={css.sign}>{sign}</span> : null}
      <span className={css.symbol}>{symbol}</span>
      <span className={[css.amount, loading ? css.refreshing : undefined].filter(Boolean).join(' ')}>
        <span aria-hidden={srText ? true : undefined}>{text}</span>
        {srText ? <span className={visuallyHidden}>{srText}</span> : null}
      </span>
    </span>
  );
}
