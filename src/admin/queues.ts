import { type StaffRouteKey, staffMayCall } from '../api/contract/access';
import type { StaffRole } from '../api/contract/accounts';
import type { StaffDeposit } from '../api/contract/deposits';
import { DEPOSIT_PAGE_SIZE, DEPOSIT_STATUSES, type DepositStatus } from '../api/contract/deposits.constants';
import type { StaffWithdrawal } from '../api/contract/withdrawals';
import {
  WITHDRAWAL_PAGE_SIZE,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../api/contract/withdrawals.constants';
import { useStaff } from './hooks';
import { type QueueFilters, queueKeys, queuesApi } from './queuesApi';

/**
 * The staff queues (deposits, withdrawals) as data: where the rows come from, which statuses there
 * are (the first, pending, is the default filter), the page size, the cache keys, and the API routes
 * of the two actions, whose roles decide who may act (src/api/contract/access.ts).
 */

/** What every queue item carries: a deposit or a withdrawal as staff see it. */
export interface QueueItem {
  id: string;
  memberId: string;
  username: string;
  /** Integer minor units. */
  amount: number;
  currencySymbol: string;
  minorUnitDigits: number;
  status: string;
  createdAt: number;
  reviewedAt: number | null;
  reviewedBy: string | null;
  reason: string | null;
}

export interface QueueList<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** Where a queue's rows come from. */
export interface QueueSource<T extends QueueItem, S extends string> {
  /**
   * The admin strings' section: nav.<section>, <section>.lead, .loading, .nonePending(Hint), .noMatch,
   * .rowLabel, .statuses.<status>.
   */
  section: 'deposits' | 'withdrawals';
  /**
   * The API routes of its two actions. A role they do not open (support) reads the queue without the
   * actions column, and the lead says so (<section>.leadReadOnly).
   */
  actions: { approve: StaffRouteKey; reject: StaffRouteKey };
  /** The first (pending) is the default filter. */
  statuses: readonly S[];
  pageSize: number;
  /** The queue's root query key: refreshed after every action. */
  queryKey: readonly unknown[];
  pageKey: (filters: QueueFilters<S>, page: number) => readonly unknown[];
  load: (filters: QueueFilters<S>, page: number) => Promise<QueueList<T>>;
}

export const depositQueue: QueueSource<StaffDeposit, DepositStatus> = {
  section: 'deposits',
  actions: {
    approve: 'POST /api/admin/finance/deposits/:id/confirm',
    reject: 'POST /api/admin/finance/deposits/:id/reject',
  },
  statuses: DEPOSIT_STATUSES,
  pageSize: DEPOSIT_PAGE_SIZE,
  queryKey: queueKeys.deposits,
  pageKey: queueKeys.depositPage,
  load: queuesApi.deposits,
};

export const withdrawalQueue: QueueSource<StaffWithdrawal, WithdrawalStatus> = {
  section: 'withdrawals',
  actions: {
    approve: 'POST /api/admin/finance/withdrawals/:id/approve',
    reject: 'POST /api/admin/finance/withdrawals/:id/reject',
  },
  statuses: WITHDRAWAL_STATUSES,
  pageSize: WITHDRAWAL_PAGE_SIZE,
  queryKey: queueKeys.withdrawals,
  pageKey: queueKeys.withdrawalPage,
  load: queuesApi.withdrawals,
};

/** What a role may do in a queue: the roles of the actions' API routes. */
export function queuePermissions(role: StaffRole | undefined, actions: QueueSource<QueueItem, string>['actions']) {
  const may = (key: StaffRouteKey) => !!role && staffMayCall(role, key);
  const approve = may(actions.approve);
  const reject = may(actions.reject);
  return { approve, reject, readOnly: !approve && !reject };
}

/** What the signed-in staff member may do in a queue. */
export function useQueuePermissions(actions: QueueSource<QueueItem, string>['actions']) {
  return queuePermissions(useStaff()?.role, actions);
}
