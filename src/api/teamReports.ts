import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKey } from '../app/useWallet';
import { readerTimeZone } from '../i18n/dates';
import type { KpiPeriod } from '../rules/agent';
import { canOpenAgentHome } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { agentKeys } from './agent';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { AgentTransferBody, AgentTransferResult, TeamBets, TeamPnl } from './contract/teamReports';

/** A period as the team pages send it: a preset, or a custom first..last day. */
export interface PeriodQuery {
  period: KpiPeriod;
  from?: string;
  to?: string;
}
export type PnlQuery = PeriodQuery & { parent?: string; page?: number };
export type BetsQuery = PeriodQuery & { member?: string; category?: string; game?: number; page?: number };

/** Under the agent key: signing in or out, or the team changing, drops them with the rest. */
export const teamReportKeys = {
  pnl: (q: PnlQuery) => [...agentKeys.all, 'pnl', q] as const,
  bets: (q: BetsQuery) => [...agentKeys.all, 'bets', q] as const,
};

/** /api/agent/team/pnl and /bets (docs/agents.md); `tz` makes the days the reader's. */
export const teamReportsApi = {
  pnl: (q: PnlQuery) => api<TeamPnl>('/agent/team/pnl', { query: { ...q, tz: readerTimeZone() } }),
  bets: (q: BetsQuery) => api<TeamBets>('/agent/team/bets', { query: { ...q, tz: readerTimeZone() } }),
};

function useAgentEnabled() {
  const info = useSessionInfo();
  return !!info && canOpenAgentHome(info.type);
}

export function useTeamPnl(q: PnlQuery) {
  return useQuery({
    queryKey: teamReportKeys.pnl(q),
    queryFn: () => teamReportsApi.pnl(q),
    enabled: useAgentEnabled(),
    placeholderData: keepPreviousData,
  });
}

export function useTeamBets(q: BetsQuery) {
  return useQuery({
    queryKey: teamReportKeys.bets(q),
    queryFn: () => teamReportsApi.bets(q),
    enabled: useAgentEnabled(),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/agent/transfers: cash to a direct member; the team's lists and the wallet are read again after it. */
export function useAgentTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentTransferBody) => api<AgentTransferResult>('/agent/transfers', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKey }),
      ]);
    },
  });
}
