import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { walletKey } from '../app/useWallet';
import { needsAgentContractCheck } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type {
  Contract,
  ContractKind,
  ContractOffer,
  ContractTerms,
  DirectContracts,
  DividendEstimate,
  MyContract,
  PendingContracts,
  Settlements,
} from './contract/agentContracts';

/** Under the accounts key (src/app/useAuth.ts): signing out drops it. */
export const contractsKey = [...ACCOUNT_QUERY_KEY, 'contracts'] as const;

/** Agent contracts (/api/agent/contracts; ADR 0026). Amounts in minor units, rates in basis points. */
export const contractsApi = {
  pending: () => api<PendingContracts>('/agent/contracts/pending'),
  mine: (kind: ContractKind) => api<MyContract>(`/agent/contracts/mine/${kind}`),
  offered: (kind: ContractKind) => api<DirectContracts>(`/agent/contracts/offered/${kind}`),
  settlements: (kind: ContractKind, role: 'payee' | 'payer', page = 1) =>
    api<Settlements>(`/agent/contracts/settlements?kind=${kind}&role=${role}&page=${page}`),
  dividend: () => api<DividendEstimate>('/agent/contracts/dividend'),
  offer: (body: ContractOffer) => api<Contract>('/agent/contracts', { method: 'POST', body }),
  revise: (id: string, body: ContractTerms) =>
    api<Contract>(`/agent/contracts/${encodeURIComponent(id)}/revise`, { method: 'POST', body }),
  decide: (id: string, decision: 'accept' | 'refuse') =>
    api<Contract>(`/agent/contracts/${encodeURIComponent(id)}/${decision}`, { method: 'POST' }),
};

/** Home's contract check (spec §2/§4): only for the types `needsAgentContractCheck` admits. */
export function usePendingContracts() {
  const member = useSessionInfo();
  return useQuery({
    queryKey: [...contractsKey, 'pending'],
    queryFn: contractsApi.pending,
    enabled: !!member && needsAgentContractCheck(member.type),
    staleTime: 0,
  });
}

export const useMyContract = (kind: ContractKind) =>
  useQuery({ queryKey: [...contractsKey, 'mine', kind], queryFn: () => contractsApi.mine(kind), staleTime: 0 });

export const useDirectContracts = (kind: ContractKind) =>
  useQuery({ queryKey: [...contractsKey, 'offered', kind], queryFn: () => contractsApi.offered(kind), staleTime: 0 });

export const useContractSettlements = (kind: ContractKind, role: 'payee' | 'payer', page: number) =>
  useQuery({
    queryKey: [...contractsKey, 'settlements', kind, role, page],
    queryFn: () => contractsApi.settlements(kind, role, page),
    staleTime: 0,
  });

export const useDividendEstimate = (enabled: boolean) =>
  useQuery({ queryKey: [...contractsKey, 'dividend'], queryFn: contractsApi.dividend, enabled, staleTime: 0 });

/** Accept or refuse an offer; the wallet may change later (settlements), the contracts now. */
export function useDecideContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'refuse' }) => contractsApi.decide(id, decision),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractsKey });
      void queryClient.invalidateQueries({ queryKey: walletKey });
    },
  });
}

/** Offer (no id) or revise (id) a contract to a direct sub-agent. */
export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ContractOffer }) => {
      if (id === null) return contractsApi.offer(body);
      const { memberId: _memberId, ...terms } = body;
      return contractsApi.revise(id, terms as ContractTerms);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
