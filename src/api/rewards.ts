import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { walletKey } from '../app/useWallet';
import { canUseMemberFeatures } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { ClaimResponse, RewardsResponse } from './contract/bonus';

export type RewardTab = 'claimable' | 'history';

/** Under the accounts key (src/app/useAuth.ts), so signing out drops them; the live channel's rewards.changed refetches. */
export const rewardsKey = [...ACCOUNT_QUERY_KEY, 'rewards'] as const;
export const rewardsTabKey = (tab: RewardTab) => [...rewardsKey, tab] as const;

/** The reward centre (/api/rewards; docs/bonuses.md, docs/signin-rewards.md). Amounts in minor units. */
export const rewardsApi = {
  list: (tab: RewardTab) => api<RewardsResponse>('/rewards', { query: { tab } }),
  /** A second claim answers the first (replayed); 409 rewards.expired. */
  claim: (id: string) => api<ClaimResponse>(`/rewards/${encodeURIComponent(id)}/claim`, { method: 'POST' }),
};

/** A signed-in real member (not free play): the reward centre is theirs. */
function useMayHaveRewards() {
  const session = useSessionInfo();
  return !!session && canUseMemberFeatures(session.type);
}

/** One tab of the reward centre. */
export function useRewards(tab: RewardTab) {
  const allowed = useMayHaveRewards();
  return useQuery({ queryKey: rewardsTabKey(tab), queryFn: () => rewardsApi.list(tab), enabled: allowed });
}

/** The number of claimable rewards, for the menu badges (shares the Claimable tab's query); 0 until known. */
export function useClaimableCount(enabled = true): number {
  const allowed = useMayHaveRewards();
  const query = useQuery({
    queryKey: rewardsTabKey('claimable'),
    queryFn: () => rewardsApi.list('claimable'),
    enabled: allowed && enabled,
    staleTime: 30_000,
  });
  return allowed ? (query.data?.claimableCount ?? 0) : 0;
}

/** Claim one reward: the wallet and both tabs refetch. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rewardsApi.claim,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: rewardsKey });
      void queryClient.invalidateQueries({ queryKey: walletKey });
    },
  });
}
