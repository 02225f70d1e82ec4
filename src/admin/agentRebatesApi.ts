import { api } from '../api/client';
import type {
  AdminRebateAgents,
  AdminRebateAgentsQuery,
  AdminSetRebateRates,
  AgentRebateRates,
  RebateCaps,
  RebateMember,
  RerunPeriod,
  SettlementRun,
  SettlementRuns,
} from '../api/contract/agentRebates';

/** Agent rebates (server/modules/rebates; ADR 0025): top-level agents' rates, the brand max, settlement runs. */
export const agentRebatesAdminApi = {
  agents: (q: AdminRebateAgentsQuery) => api<AdminRebateAgents>('/admin/agent-rebates/agents', { query: q }),
  setAgent: (id: string, body: AdminSetRebateRates) =>
    api<RebateMember>(`/admin/agent-rebates/agents/${id}/rates`, { method: 'PUT', body }),
  caps: () => api<RebateCaps>('/admin/agent-rebates/caps'),
  setCaps: (body: { caps: AgentRebateRates; reason: string }) =>
    api<RebateCaps>('/admin/agent-rebates/caps', { method: 'PUT', body }),
  runs: (page: number) => api<SettlementRuns>('/admin/agent-rebates/runs', { query: { page } }),
  rerun: (body: RerunPeriod) => api<SettlementRun>('/admin/agent-rebates/runs', { method: 'POST', body }),
};

export const agentRebatesAdminKeys = {
  all: ['admin', 'agentRebates'] as const,
  agents: (q: AdminRebateAgentsQuery) => ['admin', 'agentRebates', 'agents', q] as const,
  runs: (page: number) => ['admin', 'agentRebates', 'runs', page] as const,
};
