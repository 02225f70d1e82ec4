import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { Money, useMoneyText } from '../../design-system/Money';
import type { RebateRecords } from '../../src/api/contract/vip';
import { useRebates } from '../../src/api/vip';
import { useDates } from '../../src/i18n/dates';
import { formatBp } from '../../src/rules/vip';

type Line = RebateRecords['list'][number];

/**
 * The betting record's rebate lines (docs/vip-rebates-referral.md): each day's rebate per game
 * category with the turnover and rate it came from. Hidden until the member has one.
 */
export function Rebates() {
  const { t, i18n } = useTranslation('vip');
  const { t: tc } = useTranslation();
  const when = useDates();
  const rebates = useRebates();
  const data = rebates.data;
  const money = useMoneyText(data?.currencySymbol ?? '', data?.minorUnitDigits ?? 2);
  if (!data || data.list.length === 0) return null;
  const columns: DataColumn<Line>[] = [
    { id: 'day', header: t('rebates.columns.day'), kind: 'lead', cell: (r) => when.date(`${r.day}T12:00:00Z`) },
    {
      id: 'amount',
      header: t('rebates.columns.amount'),
      card: 'head',
      cell: (r) => (
        <Money
          symbol={data.currencySymbol}
          minor={r.amount}
          digits={data.minorUnitDigits}
          decimals="exact"
          tone="positive"
          signed
        />
      ),
    },
    { id: 'category', header: t('rebates.columns.category'), cell: (r) => tc(`gameCategories.${r.category}`) },
    { id: 'turnover', header: t('rebates.columns.turnover'), cell: (r) => money(r.turnover) },
    { id: 'rate', header: t('rebates.columns.rate'), cell: (r) => formatBp(r.rateBp, i18n.language) },
  ];
  return (
    <Panel title={t('rebates.title')}>
      <DataTable
        layout="cards"
        caption={t('rebates.caption')}
        columns={columns}
        rows={data.list.slice(0, 10)}
        rowKey={(r) => `${r.day}:${r.category}`}
      />
    </Panel>
  );
}
