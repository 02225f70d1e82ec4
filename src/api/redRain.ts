import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { walletKey } from '../app/useWallet';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { RedRainCurrent, RedRainGrab, RedRainList, RedRainResults, RedRainSchedule } from './contract/redrain';

/** Under the accounts key (src/app/useAuth.ts): signing out drops it; the live channel's redrain.changed refetches it. */
export const redRainKey = [...ACCOUNT_QUERY_KEY, 'redRain'] as const;
const currentKey = [...redRainKey, 'current'] as const;
const agentKey = [...redRainKey, 'agent'] as const;

/** Red-envelope rain (/api/red-rain, /api/agent/red-rain; docs/red-rain.md). Amounts in minor units. */
export const redRainApi = {
  current: () => api<RedRainCurrent>('/red-rain/current'),
  grab: (id: string) => api<RedRainGrab>(`/red-rain/${encodeURIComponent(id)}/grab`, { method: 'POST' }),
  mine: () => api<RedRainList>('/agent/red-rain'),
  schedule: (body: RedRainSchedule) => api<RedRainResults>('/agent/red-rain', { method: 'POST', body }),
};

/** The member's live or next rain (with the server's clock); polled every 30 s besides the live channel. */
export function useCurrentRain(enabled = true) {
  const signedIn = !!useSessionInfo();
  return useQuery({
    queryKey: currentKey,
    queryFn: redRainApi.current,
    enabled: signedIn && enabled,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** The agent's own rains with their results (agents only). */
export function useMyRains(enabled: boolean) {
  return useQuery({ queryKey: agentKey, queryFn: redRainApi.mine, enabled, staleTime: 0 });
}

/** Grab an envelope: the balance and the rain's results change. */
export function useGrab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => redRainApi.grab(id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: redRainKey });
      void queryClient.invalidateQueries({ queryKey: walletKey });
    },
  });
}

/** Schedule a rain (agents): the budget leaves the wallet now. */
export function useScheduleRain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedRainSchedule) => redRainApi.schedule(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: redRainKey });
      void queryClient.invalidateQueries({ queryKey: walletKey });
    },
  });
}
