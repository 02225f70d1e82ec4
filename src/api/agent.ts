import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { readerTimeZone } from '../i18n/dates';
import type { KpiPeriod } from '../rules/agent';
import { canOpenAgentHome } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { AgentHome, OpenAccountBody, TeamMembers, TeamMembersQuery, TeamOverview } from './contract/agent';

/** Under the accounts key (src/app/useAuth.ts): signing in or out drops them with the member's other data. */
export const agentKeys = {
  all: [...ACCOUNT_QUERY_KEY, 'agent'] as const,
  home: [...ACCOUNT_QUERY_KEY, 'agent', 'home'] as const,
  overview: (q: OverviewQuery) => [...ACCOUNT_QUERY_KEY, 'agent', 'overview', q] as const,
  members: (q: TeamMembersQuery) => [...ACCOUNT_QUERY_KEY, 'agent', 'members', q] as const,
  invite: [...ACCOUNT_QUERY_KEY, 'agent', 'invite'] as const,
};

export interface OverviewQuery {
  period: KpiPeriod;
  from?: string;
  to?: string;
}

/** The agent area's calls (/api/agent; docs/agents.md). Amounts in minor units; `tz` makes "today" the reader's. */
export const agentApi = {
  home: () => api<AgentHome>('/agent/home', { query: { tz: readerTimeZone() } }),
  overview: (q: OverviewQuery) => api<TeamOverview>('/agent/team/overview', { query: { ...q, tz: readerTimeZone() } }),
  members: (q: TeamMembersQuery) => api<TeamMembers>('/agent/team/members', { query: q }),
  invite: () => api<{ code: string }>('/agent/invite'),
  openAccount: (body: OpenAccountBody) =>
    api<{ id: string; username: string; type: number }>('/agent/accounts', { method: 'POST', body }),
};

/** A signed-in agent: the only session these calls answer. */
function useAgentEnabled() {
  const info = useSessionInfo();
  return !!info && canOpenAgentHome(info.type);
}

/**
 * Today's four team counters (spec §3 Team KPI footer). Refreshed every 30 s while the page is open
 * and whenever the window regains focus (a downline's log-in or bet shows without a reload).
 */
export function useAgentHome() {
  return useQuery({
    queryKey: agentKeys.home,
    queryFn: agentApi.home,
    enabled: useAgentEnabled(),
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
  });
}

export function useTeamOverview(q: OverviewQuery) {
  return useQuery({
    queryKey: agentKeys.overview(q),
    queryFn: () => agentApi.overview(q),
    enabled: useAgentEnabled(),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMembers(q: TeamMembersQuery) {
  return useQuery({
    queryKey: agentKeys.members(q),
    queryFn: () => agentApi.members(q),
    enabled: useAgentEnabled(),
    placeholderData: keepPreviousData,
  });
}

export function useAgentInvite() {
  return useQuery({ queryKey: agentKeys.invite, queryFn: agentApi.invite, enabled: useAgentEnabled() });
}

/** Opens an account under the agent; the team's lists and counters are fetched again after it. */
export function useOpenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agentApi.openAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
