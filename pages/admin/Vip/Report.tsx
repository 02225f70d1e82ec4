import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Chart, daySeconds } from '../../../design-system/Chart';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Money } from '../../../design-system/Money';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { vipAdminApi, vipAdminKeys } from '../../../src/admin/vipApi';
import type { RebateReport } from '../../../src/api/contract/vip';
import { REBATE_CATEGORIES } from '../../../src/api/contract/vip.constants';

const DAYS = 14;
type Day = RebateReport['days'][number];

/** Rebate cost per brand-local day (a bar chart and a table by category), and the other VIP and referral costs. */
export function Report() {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const report = useQuery({ queryKey: vipAdminKeys.report(DAYS), queryFn: () => vipAdminApi.report(DAYS) });
  const data = report.data;
  const money = (minor: number) =>
    data ? <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} decimals="exact" /> : null;
  const categories = REBATE_CATEGORIES.filter((c) => data?.days.some((d) => (d.byCategory[c] ?? 0) > 0));
  const none = !data || data.days.every((d) => d.total === 0);
  const title = t('vip.reportTitle', { count: DAYS });
  const columns: DataColumn<Day>[] = [
    { id: 'day', header: t('vip.report.day'), kind: 'lead', cell: (d) => d.day },
    { id: 'total', header: t('vip.report.total'), kind: 'end', cell: (d) => money(d.total) },
    { id: 'members', header: t('vip.report.members'), cell: (d) => d.members },
    ...categories.map((c) => ({ id: c, header: c, cell: (d: Day) => money(d.byCategory[c] ?? 0) })),
  ];
  return (
    <Panel title={title} description={t('vip.reportLead')}>
      <Chart
        variant="bar"
        label={title}
        x={none ? [] : data.days.map((d) => daySeconds(d.day))}
        series={
          none
            ? []
            : [{ key: 'rebate', label: t('vip.report.total'), tone: 'accent', values: data.days.map((d) => d.total) }]
        }
        valueFormat={{ kind: 'money', minorUnitDigits: data?.minorUnitDigits ?? 2, symbol: data?.currencySymbol }}
        loading={report.isPending}
        emptyText={t('vip.reportEmpty')}
      />
      <DataTable<Day>
        layout="auto"
        caption={title}
        columns={columns}
        rows={data ? data.days.filter((d) => d.total > 0).reverse() : undefined}
        rowKey={(d) => d.day}
        loading={report.isPending}
        error={loadError(report)}
        empty={{ title: t('vip.reportEmpty') }}
      />
      {data ? (
        <KeyValueList
          divided
          items={[
            { id: 'up', label: t('vip.report.vipUpgrade'), value: money(data.other.vipUpgrade) },
            { id: 'month', label: t('vip.report.vipMonthly'), value: money(data.other.vipMonthly) },
            { id: 'refDep', label: t('vip.report.referralDeposit'), value: money(data.other.referralDeposit) },
            { id: 'refTurn', label: t('vip.report.referralTurnover'), value: money(data.other.referralTurnover) },
          ]}
        />
      ) : null}
    </Panel>
  );
}
