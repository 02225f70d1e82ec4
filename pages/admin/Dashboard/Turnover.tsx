import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { DataTable } from '../../../design-system/DataTable';
import { useMoneyText } from '../../../design-system/Money';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { DashboardGroup } from '../../../src/api/contract/adminStats';

type Row = DashboardGroup['turnover'][number];

/** Turnover (real-money stakes) by game category: the period and the previous one. */
export function Turnover({ group }: { group: DashboardGroup }) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(group.currencySymbol, group.minorUnitDigits);
  const category = (c: string) => t(`dashboard.categories.${c}`, { defaultValue: c });
  return (
    <Panel title={t('dashboard.turnover.title')}>
      <DataTable<Row>
        caption={t('dashboard.turnover.title')}
        layout="auto"
        rows={group.turnover}
        rowKey={(r) => r.category}
        rowLabel={(r) => category(r.category)}
        empty={{ title: t('dashboard.turnover.empty') }}
        columns={[
          { id: 'category', header: t('dashboard.turnover.category'), kind: 'lead', cell: (r) => category(r.category) },
          { id: 'current', header: t('dashboard.turnover.current'), kind: 'end', cell: (r) => money(r.current) },
          { id: 'previous', header: t('dashboard.turnover.previous'), kind: 'end', cell: (r) => money(r.previous) },
        ]}
      />
    </Panel>
  );
}
