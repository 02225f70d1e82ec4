import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, resolveLanguage } from './languages';

/**
 * Dates and times, the one place they are formatted (issue 16: the site mixed "11/25/2026, 21:05",
 * "Nov 25, 2026, 9:31 PM" and mm/dd/yyyy). One date format and one date-time format per language,
 * digits only, 24-hour: the spec's default (§9) is YYYY-MM-DD. scripts/dates.test.ts fails on any
 * `Intl.DateTimeFormat` or `toLocale…String` outside this file.
 *
 * Tokens: YYYY year, MM month, DD day, HH hour 00–23, h hour 1–12, mm minute, ss second, and
 * `a` the language's own name for the half of the day ("AM" / "上午"), for the DatePicker's 12-hour
 * option only. Every other character is copied as it is.
 *
 * Time zone: the reader's own (the browser's), as the record filters compute their periods; pass
 * `timeZone` (an IANA name) to read an instant somewhere else, e.g. 'UTC' for a calendar day that
 * is stored as UTC midnight.
 */
export interface DatePatterns {
  /** A day: "2026-11-25". */
  date: string;
  /** A moment: "2026-11-25 21:05". */
  dateTime: string;
  /** A moment to the second: "2026-11-25 21:05:09". */
  dateTimeSeconds: string;
  /** A time of day: "21:05". */
  time: string;
  /** A time of day to the second: "21:05:09". */
  timeSeconds: string;
  /** A time of day on a 12-hour clock (the DatePicker's option): "9:05 PM" / "下午9:05". */
  time12: string;
  /** A month: "2026-11". */
  month: string;
  /** A day without its year, where space is short (a chart's axis): "11-25". */
  monthDay: string;
}

const ISO: DatePatterns = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm',
  dateTimeSeconds: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm',
  timeSeconds: 'HH:mm:ss',
  time12: 'h:mm a',
  month: 'YYYY-MM',
  monthDay: 'MM-DD',
};

/** Every language the switcher offers has its entry (the type requires it); both use the spec's default. */
export const DATE_PATTERNS: Record<LanguageCode, DatePatterns> = {
  en: ISO,
  'zh-CN': { ...ISO, time12: 'ah:mm' },
  'zh-TW': { ...ISO, time12: 'ah:mm' },
  th: ISO,
  vi: ISO,
  id: ISO,
  'pt-BR': ISO,
  hi: ISO,
  ur: ISO,
};

/** What a function takes: a Date, an ISO string or epoch milliseconds. */
export type Instant = Date | string | number;

export interface DateOptions {
  /** IANA time zone the instant is read in; default the reader's own. */
  timeZone?: string;
}

export const patternsFor = (language: string | null | undefined): DatePatterns =>
  DATE_PATTERNS[resolveLanguage(language)];

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneReaders = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant, in the reader's time zone or `timeZone`. */
function fieldsOf(date: Date, timeZone?: string): Fields {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  let reader = zoneReaders.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    zoneReaders.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** The language's own word for the morning or the afternoon half of the day ("AM" / "上午"). */
export function dayPeriodName(pm: boolean, language: string): string {
  const parts = new Intl.DateTimeFormat(resolveLanguage(language), { hour: 'numeric', hour12: true }).formatToParts(
    new Date(2001, 0, 1, pm ? 15 : 3),
  );
  return parts.find((p) => p.type === 'dayPeriod')?.value ?? (pm ? 'PM' : 'AM');
}

/** The language's short name of a month 1–12 ("Mar" / "3月"), for the DatePicker's month column. */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(resolveLanguage(language), { month: 'short' }).format(
    new Date(2001, month - 1, 1, 12),
  );
}

const TOKEN = /YYYY|MM|DD|HH|h|mm|ss|a/g;

/** An instant written in a pattern (see the tokens above); an invalid date gives ''. */
export function formatPattern(at: Instant, pattern: string, language: string, options: DateOptions = {}): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  const f = fieldsOf(date, options.timeZone);
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(f.year, 4);
      case 'MM':
        return pad(f.month);
      case 'DD':
        return pad(f.day);
      case 'HH':
        return pad(f.hour);
      case 'h':
        return String(f.hour % 12 === 0 ? 12 : f.hour % 12);
      case 'mm':
        return pad(f.minute);
      case 'ss':
        return pad(f.second);
      default:
        return dayPeriodName(f.hour >= 12, language);
    }
  });
}

/** A day: "2026-11-25". */
export const formatDate = (at: Instant, language: string, options?: DateOptions) =>
  formatPattern(at, patternsFor(language).date, language, options);

/** A moment: "2026-11-25 21:05", or with `seconds` "2026-11-25 21:05:09". */
export const formatDateTime = (at: Instant, language: string, options: DateOptions & { seconds?: boolean } = {}) =>
  formatPattern(at, patternsFor(language)[options.seconds ? 'dateTimeSeconds' : 'dateTime'], language, options);

/** A time of day: "21:05"; with `seconds` "21:05:09"; with `hour12` "9:05 PM" (the DatePicker's option). */
export function formatTime(
  at: Instant,
  language: string,
  options: DateOptions & { seconds?: boolean; hour12?: boolean } = {},
): string {
  const p = patternsFor(language);
  return formatPattern(at, options.hour12 ? p.time12 : options.seconds ? p.timeSeconds : p.time, language, options);
}

/** A month: "2026-11". */
export const formatMonth = (at: Instant, language: string, options?: DateOptions) =>
  formatPattern(at, patternsFor(language).month, language, options);

/** A day without its year (a chart's axis): "11-25". */
export const formatMonthDay = (at: Instant, language: string, options?: DateOptions) =>
  formatPattern(at, patternsFor(language).monthDay, language, options);

/**
 * A calendar day as a form or the API stores it: always YYYY-MM-DD whatever the language (a birthday),
 * read in the reader's time zone.
 */
export const toDateValue = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A YYYY-MM-DD value as local midnight of that day; null unless it is a real day ("2001-02-29" is not). */
export function parseDateValue(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0–99 are not 1900–1999
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The formatters bound to the current UI language, for components. */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      language,
      date: (at: Instant, options?: DateOptions) => formatDate(at, language, options),
      dateTime: (at: Instant, options?: DateOptions & { seconds?: boolean }) => formatDateTime(at, language, options),
      time: (at: Instant, options?: DateOptions & { seconds?: boolean; hour12?: boolean }) =>
        formatTime(at, language, options),
    }),
    [language],
  );
}

/** The reader's IANA time zone ("Asia/Shanghai"), or undefined when the runtime cannot say. */
export function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
