import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as css from './ChoiceCards.css';

export interface ChoiceCardOption {
  value: string;
  title: ReactNode;
  /** A second line: a range, an account number. */
  description?: ReactNode;
  /** A lucide-react icon drawn in a round badge at the card's start. */
  icon?: LucideIcon;
  /** The radio's accessible name when the title and description do not read well together. */
  label?: string;
  disabled?: boolean;
}

export interface ChoiceCardsProps {
  /** The question the cards answer ("Payment method", "Withdraw to"); the group's accessible name. */
  legend: ReactNode;
  /** The radios' form name. */
  name: string;
  options: readonly ChoiceCardOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** One card per row (a list of accounts) or two side by side (payment methods). */
  columns?: 1 | 2;
  /** A tick on the chosen card (besides its border and tint). */
  showCheck?: boolean;
  /** Monospaced descriptions (account numbers). */
  numericDescription?: boolean;
  /** Under the cards: an error or an empty state. */
  children?: ReactNode;
  className?: string;
}

/**
 * One choice among a few, as cards that are radio labels: a deposit method, a bank account to pay
 * to. A native radio group underneath, so arrow keys, forms and screen readers work as usual.
 */
export function ChoiceCards({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 1,
  showCheck = false,
  numericDescription = false,
  children,
  className,
}: ChoiceCardsProps) {
  return (
    <fieldset className={[css.group, className].filter(Boolean).join(' ')}>
      <legend className={css.legend}>{legend}</legend>
      {options.length > 0 ? (
        <div className={css.cards[columns]}>
          {options.map((o) => {
            const Icon = o.icon;
            return (
              <label key={o.value} className={css.card}>
                <input
                  type="radio"
                  name={name}
                  value={o.value}
                  checked={o.value === value}
                  disabled={o.disabled}
                  onChange={() => onChange(o.value)}
                  className={css.radio}
                  aria-label={o.label}
                />
                {Icon ? (
                  <span className={css.icon} aria-hidden>
                    <Icon />
                  </span>
                ) : null}
                <span className={css.title}>{o.title}</span>
                {o.description ? (
                  <span
                    className={[css.description, numericDescription && css.descriptionNumeric]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {o.description}
                  </span>
                ) : null}
                {showCheck ? <Check className={css.check} aria-hidden /> : null}
              </label>
            );
          })}
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}
