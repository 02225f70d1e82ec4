import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './JackpotCounter.css';
import { jackpotStart, jackpotTick } from './jackpotLogic';

export interface JackpotCounterProps {
  /** Configured bounds of the starting value (whole currency units). */
  min: number;
  max: number;
  currencySymbol: string;
  label: string;
  /** Off: the value stays where it started (stories, reduced motion). Default on. */
  running?: boolean;
  /** Random source in [0, 1); stories pass a fixed one. */
  random?: () => number;
}

/**
 * A decorative jackpot figure (spec §2 Registration): starts between `min` and `max` and rises by
 * 100–500 every 3, 4 or 5 s. Decorative, so it is not a live region: screen readers read it once.
 */
export function JackpotCounter({ min, max, currencySymbol, label, running = true, random }: JackpotCounterProps) {
  const { i18n } = useTranslation();
  const [value, setValue] = useState(() => jackpotStart(min, max, random));

  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const { delayMs, increment } = jackpotTick(random);
      timer = setTimeout(() => {
        setValue((v) => v + increment);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, random]);

  return (
    <div className={css.root}>
      <span className={css.label}>{label}</span>
      <span className={css.amount}>
        {currencySymbol}
        {new Intl.NumberFormat(i18n.language).format(value)}
      </span>
    </div>
  );
}
