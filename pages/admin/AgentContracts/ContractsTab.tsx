import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { FilterBar } from '../../../design-system/FilterBar';
import { Inline, Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import {
  type AdminContractsQuery,
  agentContractsAdminApi,
  agentContractsAdminKeys,
} from '../../../src/admin/agentContractsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type Contract,
  type ContractKind,
  type ContractStatus,
  type ContractTerms,
} from '../../../src/api/contract/agentContracts';
import { TiersDialog } from '../../AgentContract/TiersDialog';
import { ContractsTable } from './ContractsTable';
import { OfferPicker, type OfferTarget } from './OfferPicker';
import { useCurrency } from './useCurrency';

type Editing = { kind: 'pick' } | { kind: 'offer'; target: OfferTarget } | { kind: 'revise'; contract: Contract };

/** Contracts of the brand with filters; finance offers to top-level agents and revises the house's contracts. */
export function ContractsTab({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [agent, setAgent] = useState('');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const q = useDeferredValue(agent.trim());
  const query: AdminContractsQuery = {
    page,
    ...(q ? { agent: q } : {}),
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    queryKey: agentContractsAdminKeys.list(query),
    queryFn: () => agentContractsAdminApi.list(query),
  });
  const agents = useQuery({
    queryKey: agentContractsAdminKeys.topAgents,
    queryFn: agentContractsAdminApi.topAgents,
    enabled: canWrite,
  });
  const defaults = useQuery({
    queryKey: agentContractsAdminKeys.defaults,
    queryFn: agentContractsAdminApi.defaults,
    enabled: canWrite,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentContractsAdminKeys.all });
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="md">
      {canWrite ? (
        <Inline justify="end">
          <Button icon={<Plus />} disabled={!agents.data || !currency} onPress={() => setEditing({ kind: 'pick' })}>
            {t('agentContracts.offer')}
          </Button>
        </Inline>
      ) : null}
      <FilterBar>
        <TextField
          label={t('agentContracts.searchAgent')}
          type="search"
          value={agent}
          maxLength={60}
          onChange={filter(setAgent)}
        />
        <Select
          label={t('agentContracts.kind')}
          options={[
            { value: '', label: t('agentContracts.allKinds') },
            ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentContracts.kinds.${k}`) })),
          ]}
          value={kind}
          onChange={filter((v: string) => setKind(v as ContractKind | ''))}
        />
        <Select
          label={t('agentContracts.status')}
          options={[
            { value: '', label: t('agentContracts.allStatuses') },
            ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`agentContracts.statuses.${s}`) })),
          ]}
          value={status}
          onChange={filter((v: string) => setStatus(v as ContractStatus | ''))}
        />
      </FilterBar>
      <ContractsTable
        data={list.data}
        loading={list.isPending}
        error={loadError(list)}
        onPage={setPage}
        onRevise={canWrite && currency ? (contract) => setEditing({ kind: 'revise', contract }) : undefined}
      />
      {editing?.kind === 'pick' && agents.data ? (
        <OfferPicker
          agents={agents.data.items}
          onPick={(target) => setEditing({ kind: 'offer', target })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing && editing.kind !== 'pick' && currency ? (
        <TiersDialog
          kind={editing.kind === 'offer' ? editing.target.kind : editing.contract.kind}
          member={editing.kind === 'offer' ? editing.target.member : editing.contract.downline}
          revising={editing.kind === 'revise' ? editing.contract : null}
          prefill={editing.kind === 'offer' ? defaults.data?.[editing.target.kind] : null}
          currency={currency}
          onSubmit={async (id, body) => {
            if (id === null) await agentContractsAdminApi.offer(body);
            else {
              const { memberId: _memberId, ...terms } = body;
              await agentContractsAdminApi.revise(id, terms as ContractTerms);
            }
            toast.success(t(id === null ? 'agentContracts.offered' : 'agentContracts.revised'));
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
