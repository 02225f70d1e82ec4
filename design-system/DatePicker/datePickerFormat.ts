import type { DatePart, DatePickerMode } from './datePickerLogic';

/**
 * How a picked value and each column's options read, with `Intl` in the current language:
 * "Mar 15, 2024, 9:30 PM" / "2024年3月15日 21:30"; month options "Mar" / "3月"; AM/PM as the
 * language says it ("上午" / "下午").
 */
export function formatValue(date: Date, mode: DatePickerMode, locale: string, hour12 = false): string {
  const options: Intl.DateTimeFormatOptions =
    mode === 'datetime'
      ? { dateStyle: 'medium', timeStyle: 'short', hour12 }
      : mode === 'date'
        ? { dateStyle: 'medium' }
        : mode === 'time'
          ? { timeStyle: 'short', hour12 }
          : mode === 'month'
            ? { year: 'numeric', month: 'long' }
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
