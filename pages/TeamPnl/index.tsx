import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../design-system/Breadcrumb';
import { Panel } from '../../design-system/Card';
import { FilterBar, usePeriodFilter } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import type { TeamPnl as Pnl } from '../../src/api/contract/teamReports';
import { useTeamPnl } from '../../src/api/teamReports';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { overviewQuery } from '../TeamOverview';
import { MembersTable, type MembersTableProps } from './MembersTable';
import { PnlFiguresView } from './PnlView';

/**
 * /m/agent/team/pnl (issue 21; docs/agents.md "Team profit and loss"): the team's deposits,
 * withdrawals, stakes, payouts, bonuses, rebates, commissions and net over a period, a chart of the
 * chosen figure per day, and one row per direct member (its team included). A member with a team
 * opens its own directs (`?parent=`); the breadcrumb goes back up.
 */
export default function TeamPnl() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const parent = params.get('parent') ?? undefined;
  const [page, setPage] = useState(1);
  const period = usePeriodFilter({ initial: 'today', onChange: () => setPage(1) });
  const pnl = useTeamPnl({ ...overviewQuery(period), ...(parent ? { parent } : {}), page });
  const { t } = useTranslation('agent');
  const error = useLoadFailure(pnl, t('retry'));
  const hrefOf = (id: string | null) => (id ? `${pathname}?parent=${id}` : pathname);
  const go = (id: string | null) => {
    setPage(1);
    navigate(hrefOf(id));
  };
  return (
    <Stack padding="md" gap="lg">
      <FilterBar period={period} />
      <PnlView
        data={pnl.data}
        loading={pnl.isPending}
        busy={pnl.isFetching}
        error={error}
        hrefOf={hrefOf}
        onDrill={go}
        onPage={setPage}
      />
    </Stack>
  );
}

/** The figures, the chart, the breadcrumb and the members; the stories render it directly. */
export function PnlView(
  props: Omit<MembersTableProps, 'hrefOf' | 'onDrill'> & {
    hrefOf: (id: string | null) => string;
    onDrill: (id: string | null) => void;
  },
) {
  const { t } = useTranslation('agent');
  const { data, loading, hrefOf, onDrill } = props;
  return (
    <>
      <PnlFiguresView data={data} loading={loading} />
      <Panel title={t('pnl.members')} description={t('pnl.membersNote')}>
        <Stack gap="md">
          {data && data.path.length > 0 ? <Trail data={data} hrefOf={hrefOf} onDrill={onDrill} /> : null}
          <MembersTable {...props} hrefOf={hrefOf} onDrill={onDrill} />
        </Stack>
      </Panel>
    </>
  );
}

function Trail({
  data,
  hrefOf,
  onDrill,
}: {
  data: Pnl;
  hrefOf: (id: string | null) => string;
  onDrill: (id: string | null) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <Breadcrumb
      label={t('pnl.trail')}
      items={[
        { id: 'top', label: t('pnl.myTeam'), href: hrefOf(null), onPress: () => onDrill(null) },
        ...data.path.map((m) => ({ id: m.id, label: m.username, href: hrefOf(m.id), onPress: () => onDrill(m.id) })),
      ]}
    />
  );
}
