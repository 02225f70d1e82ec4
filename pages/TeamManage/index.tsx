import { UsersRound } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { FilterBar } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { Pill } from '../../design-system/Pill';
import { Select } from '../../design-system/Select';
import { Text } from '../../design-system/Text';
import { TextField } from '../../design-system/TextField';
import { useTeamMembers } from '../../src/api/agent';
import {
  TEAM_SCOPES,
  TEAM_TYPE_FILTERS,
  type TeamMember,
  type TeamMembers,
  type TeamMembersQuery,
} from '../../src/api/contract/agent';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { useDates } from '../../src/i18n/dates';
import { isAgentType } from '../../src/rules/customerType';
import { TransferDialog } from './TransferDialog';

type TypeFilter = (typeof TEAM_TYPE_FILTERS)[number];
type Scope = (typeof TEAM_SCOPES)[number];

/**
 * /m/member/team (issue 21): the agent's downline, 25 a page, searched by username and filtered by
 * type and direct/all; each member with type, last log-in, balance (when the brand shows it),
 * deposits and turnover. Only the agent's own subtree is ever listed (the server's scope).
 */
export default function TeamManage() {
  const { t } = useTranslation('agent');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [scope, setScope] = useState<Scope>('all');
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const q = useDeferredValue(search.trim());
  const query: TeamMembersQuery = { page, type, scope, ...(q ? { q } : {}) };
  const members = useTeamMembers(query);
  const error = useLoadFailure(members, t('retry'));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack padding="md" gap="md">
      <FilterBar>
        <TextField
          label={t('manage.search')}
          type="search"
          value={search}
          maxLength={32}
          autoComplete="off"
          onChange={reset(setSearch)}
        />
        <Select
          label={t('manage.type')}
          value={type}
          options={TEAM_TYPE_FILTERS.map((v) => ({ value: v, label: t(`manage.types.${v}`) }))}
          onChange={(v) => reset(setType)(v as TypeFilter)}
        />
        <Select
          label={t('manage.scope')}
          value={scope}
          options={TEAM_SCOPES.map((v) => ({ value: v, label: t(`manage.scopes.${v}`) }))}
          onChange={(v) => reset(setScope)(v as Scope)}
        />
      </FilterBar>
      <TeamTable
        data={members.data}
        loading={members.isPending}
        busy={members.isFetching}
        error={error}
        onPage={setPage}
        onTransfer={setTransferTo}
      />
      <TransferDialog
        member={transferTo}
        currency={{ symbol: members.data?.currencySymbol ?? '', digits: members.data?.minorUnitDigits ?? 2 }}
        onClose={() => setTransferTo(null)}
      />
    </Stack>
  );
}

export interface TeamTableProps {
  data: TeamMembers | undefined;
  /** The "Transfer" action on a direct member (shown when the brand allows transfers). */
  onTransfer?: (member: TeamMember) => void;
  loading: boolean;
  busy?: boolean;
  error?: ReturnType<typeof useLoadFailure>;
  onPage: (page: number) => void;
}

/** The downline as cards, with the pager; the stories render it directly. */
export function TeamTable({ data, loading, busy, error, onPage, onTransfer }: TeamTableProps) {
  const { t } = useTranslation('agent');
  const when = useDates();
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
    ...(data?.allowsTransfers && onTransfer
      ? [
          {
            id: 'actions',
            header: t('manage.columns.actions'),
            kind: 'actions' as const,
            cell: (m: TeamMember) =>
              m.depth === 1 ? (
                <Button size="sm" variant="secondary" onPress={() => onTransfer(m)}>
                  {t('transfer.action')}
                </Button>
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
