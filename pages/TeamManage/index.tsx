import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import { Select } from '../../design-system/Select';
import { TextField } from '../../design-system/TextField';
import { useTeamMembers } from '../../src/api/agent';
import { TEAM_SCOPES, TEAM_TYPE_FILTERS, type TeamMember, type TeamMembersQuery } from '../../src/api/contract/agent';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { SetRatesDialog } from '../TeamRebate/SetRatesDialog';
import { TeamTable } from './TeamTable';
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
  const [rates, setRates] = useState<string | null>(null);
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
        onSetRates={(m) => setRates(m.id)}
        onTransfer={setTransferTo}
      />
      <TransferDialog
        member={transferTo}
        currency={{ symbol: members.data?.currencySymbol ?? '', digits: members.data?.minorUnitDigits ?? 2 }}
        onClose={() => setTransferTo(null)}
      />
      {rates ? <SetRatesDialog memberId={rates} onClose={() => setRates(null)} /> : null}
    </Stack>
  );
}

export { TeamTable, type TeamTableProps } from './TeamTable';
