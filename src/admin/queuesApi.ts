import { api } from '../api/client';
import type { StaffDeposit, StaffDepositPage } from '../api/contract/deposits';
import type { DepositStatus } from '../api/contract/deposits.constants';
import type { StaffWithdrawal, StaffWithdrawalDetail } from '../api/contract/withdrawals';
import type { WithdrawalStatus } from '../api/contract/withdrawals.constants';
import { type QueueDates, queueDateBounds } from '../rules/queueDates';

/**
 * The deposit and withdrawal queues (server/modules/wallet/deposits-routes.ts, withdrawals-routes.ts).
 * Confirm, approve and reject answer 409 `finance.already_processed` when another staff member acted
 * first. Types only from the contracts: zod stays out of the bundle.
 */

export interface QueueFilters<S extends string> extends QueueDates {
  /** Empty: every status. */
  status: S | '';
  /** Part of the member's username. */
  member: string;
}

export interface StaffWithdrawalPage {
  items: StaffWithdrawal[];
  total: number;
  page: number;
  size: number;
}

const query = (f: QueueFilters<string>, page: number) => ({
  page,
  ...(f.status ? { status: f.status } : {}),
  ...(f.member ? { member: f.member } : {}),
  ...queueDateBounds(f),
});

const id = (value: string) => encodeURIComponent(value);

export const queuesApi = {
  deposits: (f: QueueFilters<DepositStatus>, page: number) =>
    api<StaffDepositPage>('/admin/finance/deposits', { query: query(f, page) }),
  confirmDeposit: (depositId: string) =>
    api<StaffDeposit>(`/admin/finance/deposits/${id(depositId)}/confirm`, { method: 'POST' }),
  rejectDeposit: (depositId: string, reason: string) =>
    api<StaffDeposit>(`/admin/finance/deposits/${id(depositId)}/reject`, { method: 'POST', body: { reason } }),

  withdrawals: (f: QueueFilters<WithdrawalStatus>, page: number) =>
    api<StaffWithdrawalPage>('/admin/finance/withdrawals', { query: query(f, page) }),
  /** With the full account number for finance and admin (the server audits each view). */
  withdrawal: (withdrawalId: string) => api<StaffWithdrawalDetail>(`/admin/finance/withdrawals/${id(withdrawalId)}`),
  approveWithdrawal: (withdrawalId: string) =>
    api<StaffWithdrawal>(`/admin/finance/withdrawals/${id(withdrawalId)}/approve`, { method: 'POST', body: {} }),
  rejectWithdrawal: (withdrawalId: string, reason: string) =>
    api<StaffWithdrawal>(`/admin/finance/withdrawals/${id(withdrawalId)}/reject`, {
      method: 'POST',
      body: { reason },
    }),
};

export const queueKeys = {
  deposits: ['admin', 'queue', 'deposits'] as const,
  depositPage: (f: QueueFilters<string>, page: number) => ['admin', 'queue', 'deposits', f, page] as const,
  withdrawals: ['admin', 'queue', 'withdrawals'] as const,
  withdrawalPage: (f: QueueFilters<string>, page: number) => ['admin', 'queue', 'withdrawals', f, page] as const,
  withdrawal: (withdrawalId: string) => ['admin', 'queue', 'withdrawal', withdrawalId] as const,
};
