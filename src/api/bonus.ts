import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { GrantsResponse, GrantView } from './contract/bonus';

export type { GrantsResponse, GrantView };

/** Under the accounts key (src/app/useAuth.ts), so signing in or out drops them with the member's other data. */
export const bonusKeys = {
  grants: [...ACCOUNT_QUERY_KEY, 'bonus', 'grants'] as const,
};

/** The member's bonus calls (/api/bonus; docs/bonuses.md). Amounts in minor units. */
export const bonusApi = {
  grants: () => api<GrantsResponse>('/bonus/grants'),
  redeem: (code: string) => api<{ grant: GrantView }>('/bonus/code', { method: 'POST', body: { code } }),
};
