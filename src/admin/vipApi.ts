import { api } from '../api/client';
import type { AdminVip, RebateReport, VipLevel, VipSettings } from '../api/contract/vip';

/**
 * VIP levels (with rebate rates), rebate and referral settings, and the rebate cost report
 * (server/modules/vip; docs/vip-rebates-referral.md). Every save is audited and answers the whole view.
 */
export const vipAdminApi = {
  get: () => api<AdminVip>('/admin/vip'),
  saveLevels: (levels: VipLevel[]) => api<AdminVip>('/admin/vip/levels', { method: 'PUT', body: { levels } }),
  saveSettings: (settings: VipSettings) => api<AdminVip>('/admin/vip/settings', { method: 'PUT', body: settings }),
  report: (days: number) => api<RebateReport>('/admin/vip/rebate-report', { query: { days } }),
};

export const vipAdminKeys = {
  all: ['admin', 'vip'] as const,
  report: (days: number) => ['admin', 'vip', 'report', days] as const,
};
