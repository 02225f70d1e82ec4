import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../design-system/Money/Money.format';
import type { Report, ReportColumn } from '../../../src/api/contract/adminStats';

/** A report cell as text: money in its row's currency (exact minor units), counts grouped, text as is. */
export function useReportCell(report: Report | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const count = new Intl.NumberFormat(lang);
  return (column: ReportColumn, row: Report['list'][number]): string => {
    const v = row[column.key];
    if (v === undefined) return '';
    if (typeof v === 'string' || column.kind === 'text') return String(v);
    if (column.kind === 'count') return count.format(v);
    const c = report?.currencies[String(row.currency)] ?? { symbol: '', minorUnitDigits: 2 };
    const abs = Math.abs(v);
    return `${v < 0 ? '-' : ''}${c.symbol}${formatMinor(abs, c.minorUnitDigits, lang, { decimals: c.minorUnitDigits })}`;
  };
}
