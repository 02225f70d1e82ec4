import { useQuery } from '@tanstack/react-query';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { rolesFor } from '../../../src/api/contract/access';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { MONEY_DAYS_DEFAULT, type MoneyDay } from '../../../src/api/contract/adminFinance';
import { staffRoleAllowed } from '../../../src/rules/staffRole';

/** Who sees the overview's money: the roles of GET /api/admin/finance/daily (finance, support, admin). */
const MONEY_ROLES = rolesFor('GET /api/admin/finance/daily');

/** The days a trend compares: the last 7 against the 7 before. */
export const TREND_DAYS = 7;

/**
 * The last 14 days of deposits and withdrawals (GET /api/admin/finance/daily), for the chart and the
 * figures above it: one query, so the overview asks once. Asked again when the tab comes back into view.
 */
export function useMoneyDays(role: StaffRole) {
  const allowed = staffRoleAllowed(role, MONEY_ROLES);
  const query = useQuery({
    queryKey: financeKeys.moneyDays(MONEY_DAYS_DEFAULT),
    queryFn: () => financeApi.moneyDays(MONEY_DAYS_DEFAULT),
    enabled: allowed,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  return { allowed, query };
}

/** A figure over the whole period, and (when the period holds two trend spans) the last span and the one before. */
export interface MoneyTotal {
  total: number;
  /** Null when the data is too short to compare. */
  recent: { current: number; previous: number } | null;
}

export interface MoneyTotals {
  deposits: MoneyTotal;
  withdrawals: MoneyTotal;
  /** Deposits less withdrawals (may be negative). */
  net: MoneyTotal;
}

/** Integer minor units, summed: no floats. */
const sum = (days: readonly MoneyDay[], pick: (d: MoneyDay) => number) => days.reduce((n, d) => n + pick(d), 0);

/**
 * The period's totals (oldest day first, as the API sends them) and, with at least twice `span` days,
 * the last `span` days against the `span` before them.
 */
export function moneyTotals(days: readonly MoneyDay[], span = TREND_DAYS): MoneyTotals {
  const comparable = days.length >= span * 2;
  const current = days.slice(-span);
  const previous = days.slice(-span * 2, -span);
  const figure = (pick: (d: MoneyDay) => number): MoneyTotal => ({
    total: sum(days, pick),
    recent: comparable ? { current: sum(current, pick), previous: sum(previous, pick) } : null,
  });
  return {
    deposits: figure((d) => d.deposits),
    withdrawals: figure((d) => d.withdrawals),
    net: figure((d) => d.deposits - d.withdrawals),
  };
}
