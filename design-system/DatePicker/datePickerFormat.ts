import {
  dayPeriodName,
  formatDate,
  formatDateTime,
  formatMonth,
  formatPattern,
  formatTime,
  monthName,
} from '../../src/i18n/dates';
import type { DatePart, DatePickerMode } from './datePickerLogic';

/**
 * How a picked value reads, in the field and in the sheet's live preview alike: the site's one date
 * format (src/i18n/dates.ts, YYYY-MM-DD and a 24-hour clock): "2024-03-15", "2024-03-15 21:05",
 * "2024-03", "2024", "21:05". The 12-hour option reads "9:05 PM" / "下午9:05".
 */
export function formatValue(date: Date, mode: DatePickerMode, locale: string, hour12 = false): string {
  switch (mode) {
    case 'datetime':
      return hour12
        ? `${formatDate(date, locale)} ${formatTime(date, locale, { hour12 })}`
        : formatDateTime(date, locale);
    case 'date':
      return formatDate(date, locale);
    case 'time':
      return formatTime(date, locale, { hour12 });
    case 'month':
      return formatMonth(date, locale);
    case 'year':
      return formatPattern(date, 'YYYY', locale);
  }
}

/**
 * The text of one option of a column. `value` is an hour 0–23 for `hour`, and 0/1 for `meridiem`.
 * Months are named ("Mar" / "3月"): a column of twelve names is quicker to scan than 01–12.
 */
export function optionLabel(part: DatePart, value: number, locale: string, hour12 = false): string {
  switch (part) {
    case 'year':
      return String(value);
    case 'month':
      return monthName(value, locale);
    case 'day':
      return String(value);
    case 'hour':
      return hour12 ? String(value % 12 === 0 ? 12 : value % 12) : String(value).padStart(2, '0');
    case 'minute':
      return String(value).padStart(2, '0');
    case 'meridiem':
      return dayPeriodName(value === 1, locale);
  }
}
