import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { SigninCalendar, SigninResult } from './contract/signin';
import { rewardsKey } from './rewards';

/** Under the accounts key (src/app/useAuth.ts), so signing out drops it with the member's other data. */
export const signinKey = [...ACCOUNT_QUERY_KEY, 'signin'] as const;

/** The daily sign-in (/api/signin; docs/signin-rewards.md). Amounts in minor units. */
export const signinApi = {
  calendar: () => api<SigninCalendar>('/signin'),
  signIn: (day?: number) => api<SigninResult>('/signin', { method: 'POST', body: day === undefined ? {} : { day } }),
};

/** The member's sign-in calendar; `enabled` false for a trial account (the server refuses it). */
export function useSigninCalendar(enabled = true) {
  const signedIn = !!useSessionInfo();
  return useQuery({ queryKey: signinKey, queryFn: signinApi.calendar, enabled: signedIn && enabled, staleTime: 0 });
}

/** Sign in today (no day) or make up a missed day: the calendar comes back with it; the rewards refetch. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day?: number) => signinApi.signIn(day),
    onSuccess: (data) => {
      queryClient.setQueryData(signinKey, data.calendar);
      void queryClient.invalidateQueries({ queryKey: rewardsKey });
    },
  });
}
