import { CalendarRange, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { Money, useMoneyText } from '../../design-system/Money';
import { Pill } from '../../design-system/Pill';
import { StatCard } from '../../design-system/StatCard';
import type { RebateEarnings, RebateLine, RebateReport } from '../../src/api/contract/agentRebates';
import type { useLoadFailure } from '../../src/app/useLoadFailure';
import { useDates } from '../../src/i18n/dates';
import { formatBp } from '../../src/rules/vip';

type Period = RebateEarnings['items'][number];
const dayOf = (period: string) => `${period}T12:00:00Z`;

/** Today's estimate: what the agent's rates earn on today's turnover so far (not paid yet). */
export function Estimate({ report, loading }: { report: RebateReport | undefined; loading: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <StatCard
      label={t('rebate.estimate')}
      icon={<Coins />}
      loading={loading}
      value={
        report ? (
          <Money
            symbol={report.currencySymbol}
            minor={report.amount}
            digits={report.minorUnitDigits}
            decimals="exact"
            size="lg"
          />
        ) : null
      }
    />
  );
}

export interface EarningsProps {
  data: RebateEarnings | undefined;
  loading: boolean;
  busy?: boolean;
  error?: ReturnType<typeof useLoadFailure>;
  onPage: (page: number) => void;
  onOpen: (period: string) => void;
}

/** What the agent earned per settled day, newest first, each opening its lines. */
export function Earnings({ data, loading, busy, error, onPage, onOpen }: EarningsProps) {
  const { t } = useTranslation('agent');
  const when = useDates();
  const columns: DataColumn<Period>[] = [
    { id: 'period', header: t('rebate.columns.period'), kind: 'lead', cell: (p) => when.date(dayOf(p.period)) },
    {
      id: 'amount',
      header: t('rebate.columns.amount'),
      card: 'head',
      cell: (p) =>
        data ? (
          <Money symbol={data.currencySymbol} minor={p.amount} digits={data.minorUnitDigits} decimals="exact" />
        ) : null,
    },
    {
      id: 'status',
      header: t('rebate.columns.status'),
      cell: (p) => <Pill tone={p.paid ? 'positive' : 'caution'}>{t(p.paid ? 'rebate.paid' : 'rebate.pending')}</Pill>,
    },
    {
      id: 'actions',
      header: t('rebate.columns.actions'),
      kind: 'actions',
      cell: (p) => (
        <Button size="sm" variant="secondary" onPress={() => onOpen(p.period)}>
          {t('rebate.details')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<Period>
      layout="cards"
      caption={t('rebate.earningsCaption')}
      columns={columns}
      rows={data?.items}
      rowKey={(p) => p.period}
      rowLabel={(p) => p.period}
      loading={loading}
      busy={busy}
      error={error}
      empty={{ icon: CalendarRange, title: t('rebate.noEarningsTitle'), description: t('rebate.noEarningsText') }}
      pagination={
        data && data.total > data.pageSize
          ? {
              page: data.page,
              pages: Math.ceil(data.total / data.pageSize),
              total: data.total,
              onPage,
              busy,
              scrollToTop: true,
            }
          : undefined
      }
    />
  );
}

/** One period's lines: per category, then per source member (turnover, rate difference, amount). */
export function ReportLines({ report, title, onBack }: { report: RebateReport; title: string; onBack?: () => void }) {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const money = useMoneyText(report.currencySymbol, report.minorUnitDigits);
  const columns: DataColumn<RebateLine>[] = [
    { id: 'source', header: t('rebate.columns.source'), kind: 'lead', cell: (l) => l.source },
    { id: 'amount', header: t('rebate.columns.amount'), card: 'head', cell: (l) => money(l.amount) },
    { id: 'category', header: t('rebate.columns.category'), cell: (l) => tc(`gameCategories.${l.category}`) },
    { id: 'turnover', header: t('rebate.columns.turnover'), cell: (l) => money(l.turnover) },
    { id: 'rate', header: t('rebate.columns.rate'), cell: (l) => formatBp(l.rateDiff, i18n.language) },
  ];
  return (
    <Panel
      title={title}
      description={t('rebate.linesLead')}
      action={onBack ? { label: t('rebate.back'), onPress: onBack } : undefined}
    >
      <Stack gap="md">
        {report.byCategory.length > 0 ? (
          <KeyValueList
            items={report.byCategory.map((c) => ({
              id: c.category,
              label: tc(`gameCategories.${c.category}`),
              value: money(c.amount),
            }))}
          />
        ) : null}
        <DataTable<RebateLine>
          layout="cards"
          caption={t('rebate.linesCaption')}
          columns={columns}
          rows={report.lines}
          rowKey={(l) => `${l.sourceId}:${l.category}`}
          rowLabel={(l) => l.source}
          empty={{ icon: Coins, title: t('rebate.noLinesTitle'), description: t('rebate.noLinesText') }}
        />
      </Stack>
    </Panel>
  );
}
