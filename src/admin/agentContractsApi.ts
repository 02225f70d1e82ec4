import { api } from '../api/client';
import type {
  AdminContracts,
  Contract,
  ContractDefaults,
  ContractKind,
  ContractOffer,
  ContractTerms,
  Rerun,
  RerunResult,
  Settlements,
} from '../api/contract/agentContracts';

export interface AdminContractsQuery {
  agent?: string;
  kind?: ContractKind;
  status?: Contract['status'];
  page?: number;
}
export interface AdminSettlementsQuery {
  agent?: string;
  kind?: ContractKind;
  owedOnly?: 'true';
  page?: number;
}

/** Agent contracts in the back office (server/modules/contracts; ADR 0026): contracts, settlements, defaults. */
export const agentContractsAdminApi = {
  list: (q: AdminContractsQuery) => api<AdminContracts>('/admin/agent-contracts', { query: { ...q } }),
  topAgents: () => api<{ items: { id: string; username: string }[] }>('/admin/agent-contracts/top-agents'),
  offer: (body: ContractOffer) => api<Contract>('/admin/agent-contracts', { method: 'POST', body }),
  revise: (id: string, body: ContractTerms) =>
    api<Contract>(`/admin/agent-contracts/${encodeURIComponent(id)}/revise`, { method: 'POST', body }),
  settlements: (q: AdminSettlementsQuery) =>
    api<Settlements>('/admin/agent-contracts/settlements', { query: { ...q } }),
  rerun: (body: Rerun) => api<RerunResult>('/admin/agent-contracts/rerun', { method: 'POST', body }),
  defaults: () => api<ContractDefaults>('/admin/agent-contracts/defaults'),
  setDefaults: (body: ContractTerms) =>
    api<ContractDefaults>('/admin/agent-contracts/defaults', { method: 'PUT', body }),
};

export const agentContractsAdminKeys = {
  all: ['admin', 'agentContracts'] as const,
  list: (q: AdminContractsQuery) => ['admin', 'agentContracts', 'list', q] as const,
  topAgents: ['admin', 'agentContracts', 'topAgents'] as const,
  settlements: (q: AdminSettlementsQuery) => ['admin', 'agentContracts', 'settlements', q] as const,
  defaults: ['admin', 'agentContracts', 'defaults'] as const,
};
