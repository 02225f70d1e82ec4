import { useQuery } from '@tanstack/react-query';
import { rolesFor } from '../api/contract/access';
import type { StaffRole } from '../api/contract/accounts';
import type { LedgerCheck } from '../api/contract/adminFinance';
import { staffRoleAllowed } from '../rules/staffRole';
import { financeApi, financeKeys } from './financeApi';

/** Who sees the ledger check: the roles of the server's GET /api/admin/finance/ledger-check (finance and admin). */
export const LEDGER_CHECK_ROLES: readonly StaffRole[] = rolesFor('GET /api/admin/finance/ledger-check');

export const canSeeLedgerCheck = (role: StaffRole) => staffRoleAllowed(role, LEDGER_CHECK_ROLES);

/**
 * The last ledger invariant check, for finance and admin (disabled for other roles). Asked again when
 * the tab comes back into view, never on a timer: polling would keep an idle staff session alive.
 */
export function useLedgerCheck(role: StaffRole) {
  return useQuery({
    queryKey: financeKeys.ledgerCheck,
    queryFn: financeApi.ledgerCheck,
    enabled: canSeeLedgerCheck(role),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** What a failed check found: accounts whose balance differs from their postings, unbalanced entries, non-zero totals. */
export function problemCounts(check: LedgerCheck): { mismatches: number; unbalanced: number; totals: number } {
  const p = (check.problems ?? {}) as Record<string, unknown>;
  const n = (v: unknown) => (Array.isArray(v) ? v.length : 0);
  return { mismatches: n(p.balanceMismatches), unbalanced: n(p.unbalancedEntries), totals: n(p.totals) };
}
