import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { canUseMemberFeatures } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { RebateRecords, ReferralView, VipView } from './contract/vip';

/** Under the accounts key (src/app/useAuth.ts): signing in or out drops them with the member's other data. */
export const vipKeys = {
  vip: [...ACCOUNT_QUERY_KEY, 'vip'] as const,
  rebates: [...ACCOUNT_QUERY_KEY, 'vip', 'rebates'] as const,
  referral: [...ACCOUNT_QUERY_KEY, 'referral'] as const,
};

/** VIP, rebates and referral (/api/vip, /api/referral; docs/vip-rebates-referral.md). Amounts in minor units. */
export const vipApi = {
  get: () => api<VipView>('/vip'),
  rebates: () => api<RebateRecords>('/vip/rebates'),
  referral: () => api<ReferralView>('/referral'),
};

/** A signed-in real (non-trial) member: the only one these calls answer. */
function useMemberEnabled(enabled: boolean) {
  const info = useSessionInfo();
  return !!info && canUseMemberFeatures(info.type) && enabled;
}

/** The benefits page's level, progress and ladder; the side menu reads `hasVip` from it. */
export function useVip(enabled = true) {
  return useQuery({
    queryKey: vipKeys.vip,
    queryFn: vipApi.get,
    enabled: useMemberEnabled(enabled),
    staleTime: 60_000,
  });
}

/** The member's daily rebate lines (the betting record). */
export function useRebates(enabled = true) {
  return useQuery({ queryKey: vipKeys.rebates, queryFn: vipApi.rebates, enabled: useMemberEnabled(enabled) });
}

/** The referral page: code, invitees, rules, earnings (or the agent / disabled state). */
export function useReferral(enabled = true) {
  return useQuery({ queryKey: vipKeys.referral, queryFn: vipApi.referral, enabled: useMemberEnabled(enabled) });
}
