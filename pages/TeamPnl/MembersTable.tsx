import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, type DataTableError } from '../../design-system/DataTable';
import { Pill } from '../../design-system/Pill';
import { TextLink } from '../../design-system/TextLink';
import type { PnlMember, TeamPnl } from '../../src/api/contract/teamReports';
import { isAgentType } from '../../src/rules/customerType';
import { PNL_FIGURES } from '../../src/rules/teamReports';
import { PnlMoney } from './PnlView';

export interface MembersTableProps {
  data: TeamPnl | undefined;
  loading: boolean;
  busy?: boolean;
  error?: DataTableError;
  /** The href of a member's drill-down, and the router's navigation to it. */
  hrefOf: (id: string) => string;
  onDrill: (id: string) => void;
  onPage: (page: number) => void;
}

/**
 * One card per direct member with its team's figures; a member with a team opens its own directs.
 * When drilled, the drilled member's own figures come first.
 */
export function MembersTable({ data, loading, busy, error, hrefOf, onDrill, onPage }: MembersTableProps) {
  const { t } = useTranslation('agent');
  const columns: DataColumn<PnlMember>[] = [
    {
      id: 'username',
      header: t('manage.columns.username'),
      kind: 'lead',
      cell: (m) =>
        isAgentType(m.type) && !m.self ? (
          <TextLink href={hrefOf(m.id)} onPress={() => onDrill(m.id)} aria-label={t('pnl.open', { name: m.username })}>
            {m.username}
          </TextLink>
        ) : (
          m.username
        ),
    },
    {
      id: 'type',
      header: t('manage.columns.type'),
      card: 'head',
      cell: (m) =>
        m.self ? (
          <Pill tone="neutral">{t('pnl.own')}</Pill>
        ) : (
          <Pill tone={isAgentType(m.type) ? 'accent' : 'neutral'}>
            {isAgentType(m.type) ? t('pnl.team', { count: m.teamSize }) : t('manage.types.player')}
          </Pill>
        ),
    },
    ...PNL_FIGURES.map(
      (f): DataColumn<PnlMember> => ({
        id: f,
        header: t(`pnl.figure.${f}`),
        kind: 'end',
        cell: (m) => (data ? <PnlMoney data={data} figure={f} value={m.figures[f]} /> : null),
      }),
    ),
  ];
  return (
    <DataTable<PnlMember>
      layout="cards"
      caption={t('pnl.members')}
      columns={columns}
      rows={data?.members}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      loading={loading}
      busy={busy}
      error={error}
      empty={{ icon: UsersRound, title: t('pnl.emptyTitle'), description: t('pnl.emptyText') }}
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
