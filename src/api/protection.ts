import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY, memberInfoKey } from '../app/useAuth';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { LimitKey, Protection, SetLimit } from './contract/protection';
import type { RealityCheckMinutes, SelfExclusionDuration, TimeoutDuration } from './contract/protection.constants';

export interface SessionFigures {
  since: string;
  wagered: number;
  won: number;
  net: number;
  realityCheckMinutes: number | null;
  endsAt: string | null;
}

export interface Statement {
  from: string;
  to: string;
  deposits: number;
  withdrawals: number;
  depositNet: number;
  stakes: number;
  wins: number;
  gamingNet: number;
}

/** Under the accounts key (src/app/useAuth.ts), so signing in or out drops them with the member's other data. */
export const protectionKeys = {
  all: [...ACCOUNT_QUERY_KEY, 'protection'] as const,
  session: [...ACCOUNT_QUERY_KEY, 'protection', 'session'] as const,
  statement: (from: string, to: string) => [...ACCOUNT_QUERY_KEY, 'protection', 'statement', from, to] as const,
};

/** The player-protection calls (/api/protection; docs/player-protection.md). Amounts in minor units. */
export const protectionApi = {
  get: () => api<Protection>('/protection'),
  setLimit: (body: SetLimit) => api<Protection>('/protection/limits', { method: 'PUT', body }),
  confirm: (body: LimitKey) => api<Protection>('/protection/limits/confirm', { method: 'POST', body }),
  cancel: (body: LimitKey) => api<Protection>('/protection/limits/cancel', { method: 'POST', body }),
  realityCheck: (minutes: RealityCheckMinutes | null) =>
    api<Protection>('/protection/reality-check', { method: 'PUT', body: { minutes } }),
  sessionLimit: (minutes: number | null) =>
    api<Protection>('/protection/session-limit', { method: 'PUT', body: { minutes } }),
  timeOut: (duration: TimeoutDuration) =>
    api<Protection>('/protection/time-out', { method: 'POST', body: { duration } }),
  selfExclude: (duration: SelfExclusionDuration) =>
    api<Protection>('/protection/self-exclusion', { method: 'POST', body: { duration } }),
  liftRequest: () => api<Protection>('/protection/lift-request', { method: 'POST' }),
  session: () => api<SessionFigures>('/protection/session'),
  statement: (from: string, to: string) => api<Statement>('/protection/statement', { query: { from, to } }),
};

/** Everything the responsible-gaming page shows. */
export function useProtection(enabled = true) {
  const signedIn = !!useSessionInfo();
  return useQuery({
    queryKey: protectionKeys.all,
    queryFn: protectionApi.get,
    enabled: signedIn && enabled,
    staleTime: 0,
  });
}

/** A change: the answer is the whole protection view; the member info (its exclusion state) may change too. */
export function useProtectionChange<A>(call: (arg: A) => Promise<Protection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      queryClient.setQueryData(protectionKeys.all, data);
      void queryClient.invalidateQueries({ queryKey: memberInfoKey });
      void queryClient.invalidateQueries({ queryKey: protectionKeys.session });
    },
  });
}

/** The account statement over [from, to). */
export function useStatement(from: Date, to: Date) {
  const f = from.toISOString();
  const t = to.toISOString();
  return useQuery({ queryKey: protectionKeys.statement(f, t), queryFn: () => protectionApi.statement(f, t) });
}
