import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable, type DataTableError } from '../../design-system/DataTable';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Money } from '../../design-system/Money';
import { Pill } from '../../design-system/Pill';
import { Text } from '../../design-system/Text';
import type { TeamBet, TeamBets } from '../../src/api/contract/teamReports';
import { useDates } from '../../src/i18n/dates';

export interface BetsViewProps {
  data: TeamBets | undefined;
  loading: boolean;
  busy?: boolean;
  error?: DataTableError;
  onPage: (page: number) => void;
}

/** The totals over the filter and the rounds, newest first; the stories render it directly. */
export function BetsView({ data, loading, busy, error, onPage }: BetsViewProps) {
  const { t } = useTranslation('agent');
  const when = useDates();
  const money = (minor: number | string, signed = false) =>
    data ? (
      <Money
        symbol={data.currencySymbol}
        minor={BigInt(minor)}
        digits={data.minorUnitDigits}
        decimals="exact"
        signed={signed}
        tone={signed && BigInt(minor) > 0n ? 'positive' : undefined}
      />
    ) : (
      '–'
    );
  const columns: DataColumn<TeamBet>[] = [
    { id: 'member', header: t('bets.columns.member'), kind: 'lead', cell: (r) => r.username },
    {
      id: 'status',
      header: t('bets.columns.net'),
      card: 'head',
      cell: (r) => (r.status === 'open' ? <Pill tone="neutral">{t('bets.open')}</Pill> : money(r.net, true)),
    },
    {
      id: 'game',
      header: t('bets.columns.game'),
      cell: (r) => `${r.gameName} · ${t(`bets.categories.${r.category}`, { defaultValue: r.category })}`,
    },
    {
      id: 'time',
      header: t('bets.columns.time'),
      cell: (r) => <Text numeric>{when.dateTime(r.startedAt)}</Text>,
    },
    { id: 'stake', header: t('bets.columns.stake'), kind: 'end', cell: (r) => money(r.stake) },
    { id: 'payout', header: t('bets.columns.payout'), kind: 'end', cell: (r) => money(r.payout) },
  ];
  return (
    <>
      <Panel
        title={t('bets.totals')}
        description={data ? t('overview.range', { first: data.first, last: data.last }) : undefined}
      >
        <KeyValueList
          divided
          items={[
            { id: 'count', label: t('bets.count'), value: data ? data.totals.count : '–' },
            { id: 'stake', label: t('bets.stake'), value: data ? money(data.totals.stake) : '–' },
            { id: 'payout', label: t('bets.payout'), value: data ? money(data.totals.payout) : '–' },
            { id: 'net', label: t('bets.net'), value: data ? money(data.totals.net, true) : '–' },
          ]}
        />
      </Panel>
      <DataTable<TeamBet>
        layout="cards"
        caption={t('bets.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.username} ${r.gameName}`}
        loading={loading}
        busy={busy}
        error={error}
        empty={{ icon: Dices, title: t('bets.emptyTitle'), description: t('bets.emptyText') }}
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
    </>
  );
}
