import type { DatePart, DatePickerMode } from './datePickerLogic';

/**
 * How a picked value and each column's options read, with `Intl` in the current language.
 * `short` (the field) is numeric so it fits half a phone's width in any language: "03/15/2024, 21:05",
 * "2024/03/15 下午09:05"; `long` (the sheet's preview) spells it out: "Mar 15, 2024, 9:05 PM",
 * "2024年3月15日 21:05". Month options read "Mar" / "3月"; AM/PM as the language says it ("上午" / "下午").
 */
export function formatValue(
  date: Date,
  mode: DatePickerMode,
  locale: string,
  hour12 = false,
  style: 'short' | 'long' = 'short',
): string {
  const numericDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  const numericTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12 };
  const options: Intl.DateTimeFormatOptions =
    mode === 'datetime'
      ? style === 'long'
        ? { dateStyle: 'medium', timeStyle: 'short', hour12 }
        : { ...numericDate, ...numericTime }
      : mode === 'date'
        ? style === 'long'
          ? { dateStyle: 'medium' }
          : numericDate
        : mode === 'time'
          ? { timeStyle: 'short', hour12 }
          : mode === 'month'
            ? { year: 'numeric', month: style === 'long' ? 'long' : 'short' }
            : { year: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** The text of one option of a column. `value` is an hour 0–23 for `hour`, and 0/1 for `meridiem`. */
export function optionLabel(part: DatePart, value: number, locale: string, hour12 = false): string {
  switch (part) {
    case 'year':
      return new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(new Date(value, 6, 1, 12));
    case 'month':
      return new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(2001, value - 1, 1, 12));
    case 'day':
      return new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(new Date(2001, 0, value, 12));
    case 'hour':
      return hour12 ? String(value % 12 === 0 ? 12 : value % 12) : String(value).padStart(2, '0');
    case 'minute':
      return String(value).padStart(2, '0');
    case 'meridiem': {
      const parts = new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(
        new Date(2001, 0, 1, value === 1 ? 15 : 3),
      );
      return parts.find((p) => p.type === 'dayPeriod')?.value ?? (value === 1 ? 'PM' : 'AM');
    }
  }
}
