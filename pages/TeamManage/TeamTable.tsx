import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { Inline } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { Pill } from '../../design-system/Pill';
import { Text } from '../../design-system/Text';
import type { TeamMember, TeamMembers } from '../../src/api/contract/agent';
import type { useLoadFailure } from '../../src/app/useLoadFailure';
import { useDates } from '../../src/i18n/dates';
import { isAgentType } from '../../src/rules/customerType';

export interface TeamTableProps {
  data: TeamMembers | undefined;
  /** The "Transfer" action on a direct member (shown when the brand allows transfers). */
  onTransfer?: (member: TeamMember) => void;
  loading: boolean;
  busy?: boolean;
  error?: ReturnType<typeof useLoadFailure>;
  onPage: (page: number) => void;
  /** "Set rebate rates" on a direct member (docs/agents.md "Rebates"); absent: no action. */
  onSetRates?: (member: TeamMember) => void;
}

/** The downline as cards, with the pager; the stories render it directly. */
export function TeamTable({ data, loading, busy, error, onPage, onSetRates, onTransfer }: TeamTableProps) {
  const { t } = useTranslation('agent');
  const when = useDates();
  const transfer = data?.allowsTransfers ? onTransfer : undefined;
  const money = (minor: number) =>
    data ? <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} decimals="exact" /> : null;
  const columns: DataColumn<TeamMember>[] = [
    { id: 'username', header: t('manage.columns.username'), kind: 'lead', cell: (m) => m.username },
    {
      id: 'type',
      header: t('manage.columns.type'),
      card: 'head',
      cell: (m) => (
        <Pill tone={isAgentType(m.type) ? 'accent' : 'neutral'}>
          {t(isAgentType(m.type) ? 'manage.types.agent' : 'manage.types.player')}
        </Pill>
      ),
    },
    {
      id: 'level',
      header: t('manage.columns.level'),
      cell: (m) => (m.depth === 1 ? t('manage.direct') : t('manage.under', { upline: m.parentUsername ?? '' })),
    },
    {
      id: 'lastLogin',
      header: t('manage.columns.lastLogin'),
      cell: (m) =>
        m.lastLoginAt ? (
          <Text numeric>{when.dateTime(m.lastLoginAt)}</Text>
        ) : (
          <Text tone="muted">{t('manage.never')}</Text>
        ),
    },
    ...(data?.showsBalance
      ? [
          {
            id: 'balance',
            header: t('manage.columns.balance'),
            kind: 'end' as const,
            cell: (m: TeamMember) => money(m.balance ?? 0),
          },
        ]
      : []),
    { id: 'deposits', header: t('manage.columns.deposits'), kind: 'end', cell: (m) => money(m.deposits) },
    { id: 'turnover', header: t('manage.columns.turnover'), kind: 'end', cell: (m) => money(m.turnover) },
    ...(onSetRates || transfer
      ? [
          {
            id: 'actions',
            header: t('manage.columns.actions'),
            kind: 'actions' as const,
            cell: (m: TeamMember) =>
              m.depth === 1 ? (
                <Inline gap="xs">
                  {onSetRates ? (
                    <Button size="sm" variant="secondary" onPress={() => onSetRates(m)}>
                      {t('rebate.setRates')}
                    </Button>
                  ) : null}
                  {transfer ? (
                    <Button size="sm" variant="secondary" onPress={() => transfer(m)}>
                      {t('transfer.action')}
                    </Button>
                  ) : null}
                </Inline>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <DataTable<TeamMember>
      layout="cards"
      caption={t('manage.caption')}
      columns={columns}
      rows={data?.items}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      loading={loading}
      busy={busy}
      error={error}
      empty={{ icon: UsersRound, title: t('manage.emptyTitle'), description: t('manage.emptyText') }}
      pagination={
        data && data.total > 0
          ? {
              page: data.page,
              pages: Math.max(1, Math.ceil(data.total / data.pageSize)),
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
