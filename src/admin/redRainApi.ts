import { api } from '../api/client';
import type { RedRainList, RedRainResults, RedRainSchedule } from '../api/contract/redrain';

/** Red-envelope rains (server/modules/redrain; docs/red-rain.md): every rain's results, and brand-wide ones (audited). */
export const redRainAdminApi = {
  list: () => api<RedRainList>('/admin/red-rain'),
  schedule: (body: RedRainSchedule) => api<RedRainResults>('/admin/red-rain', { method: 'POST', body }),
};

export const redRainAdminKeys = { list: ['admin', 'redRain'] as const };
