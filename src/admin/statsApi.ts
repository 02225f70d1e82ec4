import { api } from '../api/client';
import type { Dashboard, DashboardPeriod, Report, ReportKind } from '../api/contract/adminStats';

export interface DashboardFilter {
  period: DashboardPeriod;
  /** A custom period's days (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** `all` or one brand's code. */
  brand: string;
}

export interface ReportFilter {
  from: string;
  to: string;
  brand: string;
  page: number;
}

const csvQuery = (f: Omit<ReportFilter, 'page'>) => new URLSearchParams({ from: f.from, to: f.to, brand: f.brand });

/**
 * The dashboard and the reports (docs/admin.md "Dashboard", "Reports"; ADR 0030). Types only from the
 * contract; amounts are integer minor units.
 */
export const statsAdminApi = {
  dashboard: (f: DashboardFilter) =>
    api<Dashboard>('/admin/dashboard', {
      query:
        f.period === 'custom'
          ? { period: f.period, from: f.from, to: f.to, brand: f.brand }
          : { period: f.period, brand: f.brand },
    }),
  report: (kind: ReportKind, f: ReportFilter) =>
    api<Report>(`/admin/reports/${kind}`, { query: { from: f.from, to: f.to, brand: f.brand, page: f.page } }),
  /** The streamed CSV's address: the browser downloads it with the staff cookie (an attachment). */
  csvUrl: (kind: ReportKind, f: Omit<ReportFilter, 'page'>) => `/api/admin/reports/${kind}/csv?${csvQuery(f)}`,
};

export const statsAdminKeys = {
  all: ['admin', 'stats'] as const,
  dashboard: (f: DashboardFilter) => ['admin', 'stats', 'dashboard', f] as const,
  report: (kind: ReportKind, f: ReportFilter) => ['admin', 'stats', 'report', kind, f] as const,
};
