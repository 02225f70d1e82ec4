import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { canOpenAgentHome } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type {
  AgentRebateRates,
  MyRebateRates,
  RebateDownline,
  RebateDownlineQuery,
  RebateEarnings,
  RebateMember,
  RebateReport,
} from './contract/agentRebates';

/** Under the accounts key: signing in or out drops them with the member's other data. */
export const rebateKeys = {
  all: [...ACCOUNT_QUERY_KEY, 'agentRebates'] as const,
  rates: [...ACCOUNT_QUERY_KEY, 'agentRebates', 'rates'] as const,
  downline: (q: RebateDownlineQuery) => [...ACCOUNT_QUERY_KEY, 'agentRebates', 'downline', q] as const,
  earnings: (page: number) => [...ACCOUNT_QUERY_KEY, 'agentRebates', 'earnings', page] as const,
  report: (period: string) => [...ACCOUNT_QUERY_KEY, 'agentRebates', 'report', period] as const,
  estimate: [...ACCOUNT_QUERY_KEY, 'agentRebates', 'estimate'] as const,
};

/** /api/agent/rebates (docs/agents.md "Rebates"): rates in basis points, amounts in minor units. */
export const rebateApi = {
  rates: () => api<MyRebateRates>('/agent/rebates/rates'),
  downline: (q: RebateDownlineQuery) => api<RebateDownline>('/agent/rebates/downline', { query: q }),
  setRates: (id: string, rates: AgentRebateRates) =>
    api<RebateMember>(`/agent/rebates/downline/${id}/rates`, { method: 'PUT', body: { rates } }),
  earnings: (page: number) => api<RebateEarnings>('/agent/rebates/earnings', { query: { page } }),
  report: (period: string) => api<RebateReport>(`/agent/rebates/earnings/${period}`),
  estimate: () => api<RebateReport>('/agent/rebates/estimate'),
};

function useAgentEnabled() {
  const info = useSessionInfo();
  return !!info && canOpenAgentHome(info.type);
}

export function useMyRebateRates() {
  return useQuery({ queryKey: rebateKeys.rates, queryFn: rebateApi.rates, enabled: useAgentEnabled() });
}

export function useRebateDownline(q: RebateDownlineQuery) {
  return useQuery({
    queryKey: rebateKeys.downline(q),
    queryFn: () => rebateApi.downline(q),
    enabled: useAgentEnabled(),
    placeholderData: keepPreviousData,
  });
}

export function useRebateEarnings(page: number) {
  return useQuery({
    queryKey: rebateKeys.earnings(page),
    queryFn: () => rebateApi.earnings(page),
    enabled: useAgentEnabled(),
    placeholderData: keepPreviousData,
  });
}

export function useRebateReport(period: string | null) {
  const enabled = useAgentEnabled() && period !== null;
  return useQuery({
    queryKey: rebateKeys.report(period ?? ''),
    queryFn: () => rebateApi.report(period!),
    enabled,
  });
}

export function useRebateEstimate() {
  return useQuery({ queryKey: rebateKeys.estimate, queryFn: rebateApi.estimate, enabled: useAgentEnabled() });
}

/** Sets a direct member's rates; the rebate lists are fetched again after it. */
export function useSetRebateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rates }: { id: string; rates: AgentRebateRates }) => rebateApi.setRates(id, rates),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rebateKeys.all }),
  });
}
