import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type {
  BankAccount,
  BindBankAccount,
  WithdrawalPage,
  WithdrawInfo,
  WithdrawRequest,
  WithdrawResult,
} from './contract/withdrawals';

/** Under the accounts key (src/app/useAuth.ts), so signing in or out drops them with the member's other data. */
export const withdrawKeys = {
  all: ['accounts', 'withdraw'] as const,
  info: ['accounts', 'withdraw', 'info'] as const,
  page: (page: number, size: number) => ['accounts', 'withdraw', 'page', page, size] as const,
};

/** The withdrawal calls (/api/wallet/...): amounts are integers in minor units. */
export const withdrawalsApi = {
  info: () => api<WithdrawInfo>('/wallet/withdraw/info'),
  bankAccounts: () => api<BankAccount[]>('/wallet/bank-accounts'),
  bind: (body: BindBankAccount) => api<BankAccount>('/wallet/bank-accounts', { method: 'POST', body }),
  submit: (body: WithdrawRequest) => api<WithdrawResult>('/wallet/withdrawals', { method: 'POST', body }),
  list: (page: number, size: number) => api<WithdrawalPage>('/wallet/withdrawals', { query: { page, size } }),
};

/** Everything the withdraw page shows (cash, limits, turnover, bank accounts, payment password). */
export function useWithdrawInfo() {
  const signedIn = !!useSessionInfo();
  return useQuery({ queryKey: withdrawKeys.info, queryFn: withdrawalsApi.info, enabled: signedIn, staleTime: 0 });
}

/** The member's latest withdrawals. */
export function useWithdrawals(page = 1, size = 10) {
  const signedIn = !!useSessionInfo();
  return useQuery({
    queryKey: withdrawKeys.page(page, size),
    queryFn: () => withdrawalsApi.list(page, size),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
