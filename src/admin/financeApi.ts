import { api } from '../api/client';
import type {
  AdjustmentInput,
  AuditRow,
  LedgerCheck,
  MemberLedgerLine,
  MoneyDays,
  StaffMemberSummary,
  TurnoverWaiverInput,
} from '../api/contract/adminFinance';

/**
 * The back office's finance calls (server/modules/wallet/admin-finance.ts). Types only from the
 * contract: zod stays out of the bundle. Amounts are integer minor units.
 */

export interface Paged<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export type Balances = StaffMemberSummary['balances'];

export interface MemberLedger {
  member: StaffMemberSummary;
  entries: Paged<MemberLedgerLine>;
}

export interface AdjustmentResult {
  entryId: string;
  replayed: boolean;
  balances: Balances;
}

export interface AuditFilters {
  action?: string;
  staff?: string;
  targetId?: string;
}

/** Drops empty filters, so the query string carries only what was asked. */
const clean = (q: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** Rows per page of the ledger and audit tables (the server's default). */
export const FINANCE_PAGE_SIZE = 25;

export const financeApi = {
  /** Username prefix, mobile number or e-mail; at most 20 members. */
  searchMembers: (q: string) => api<StaffMemberSummary[]>('/admin/finance/members', { query: { q } }),
  memberLedger: (id: string, page: number) =>
    api<MemberLedger>(`/admin/finance/members/${encodeURIComponent(id)}/ledger`, {
      query: { page, size: FINANCE_PAGE_SIZE },
    }),
  /** 409 wallet.insufficient_funds, 409 auth.real_account_required, 400 request.invalid with fields. */
  adjust: (body: AdjustmentInput) => api<AdjustmentResult>('/admin/finance/adjustments', { method: 'POST', body }),
  /** 409 finance.already_processed (the figure changed), 409 finance.no_turnover, 400 request.invalid. */
  waiveTurnover: (memberId: string, body: TurnoverWaiverInput) =>
    api<{ member: StaffMemberSummary }>(`/admin/finance/members/${encodeURIComponent(memberId)}/turnover-waiver`, {
      method: 'POST',
      body,
    }),
  audit: (filters: AuditFilters, page: number) =>
    api<Paged<AuditRow>>('/admin/audit', { query: clean({ ...filters, page, size: FINANCE_PAGE_SIZE }) }),
  /** The last run of the ledger invariant check; null before the first. */
  ledgerCheck: () => api<LedgerCheck | null>('/admin/finance/ledger-check'),
  runLedgerCheck: () => api<LedgerCheck | null>('/admin/finance/ledger-check', { method: 'POST' }),
  /** Deposits credited and withdrawals paid per business day, oldest first (the home page's chart). */
  moneyDays: (days: number) => api<MoneyDays>('/admin/finance/daily', { query: { days } }),
};

export const financeKeys = {
  all: ['admin', 'finance'] as const,
  members: (q: string) => ['admin', 'finance', 'members', q] as const,
  memberLedger: (id: string, page: number) => ['admin', 'finance', 'member', id, page] as const,
  member: (id: string) => ['admin', 'finance', 'member', id] as const,
  /** 409 finance.already_processed (the figure changed), 409 finance.no_turnover, 400 request.invalid. */
  waiveTurnover: (memberId: string, body: TurnoverWaiverInput) =>
    api<{ member: StaffMemberSummary }>(`/admin/finance/members/${encodeURIComponent(memberId)}/turnover-waiver`, {
      method: 'POST',
      body,
    }),
  audit: (filters: AuditFilters, page: number) => ['admin', 'audit', filters, page] as const,
  ledgerCheck: ['admin', 'finance', 'ledger-check'] as const,
  moneyDays: (days: number) => ['admin', 'finance', 'daily', days] as const,
};
