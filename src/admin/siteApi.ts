import { api } from '../api/client';
import type {
  AdminBanner,
  BannerInput,
  MaintenanceInput,
  ModulesInput,
  RegionInput,
  SiteSettings,
} from '../api/contract/adminSite';
import type { BannerGroup } from '../api/contract/system';

/**
 * Site settings (server/modules/system/site-admin.ts; docs/admin.md "Site settings"): maintenance,
 * region restriction and kill switches (admin), banners (marketing). Every write is audited.
 */
export const siteApi = {
  get: () => api<SiteSettings>('/admin/site'),
  maintenance: (body: MaintenanceInput) => api<SiteSettings>('/admin/site/maintenance', { method: 'PUT', body }),
  region: (body: RegionInput) => api<SiteSettings>('/admin/site/region', { method: 'PUT', body }),
  modules: (body: ModulesInput) => api<SiteSettings>('/admin/site/modules', { method: 'PUT', body }),
  banners: (group: BannerGroup) => api<{ list: AdminBanner[] }>('/admin/site/banners', { query: { group } }),
  createBanner: (body: BannerInput) => api<AdminBanner>('/admin/site/banners', { method: 'POST', body }),
  updateBanner: (id: number, body: BannerInput) =>
    api<AdminBanner>(`/admin/site/banners/${id}`, { method: 'PUT', body }),
  moveBanner: (id: number, direction: 'up' | 'down') =>
    api<{ list: AdminBanner[] }>(`/admin/site/banners/${id}/move`, { method: 'POST', body: { direction } }),
  deleteBanner: (id: number) => api<{ ok: true }>(`/admin/site/banners/${id}`, { method: 'DELETE' }),
  /** The body is the image itself (PNG, JPEG or WebP, at most 1 MB); answers its URL. */
  uploadImage: (file: Blob) =>
    api<{ url: string }>('/admin/site/banner-images', {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }),
};

export const siteKeys = {
  settings: ['admin', 'site'] as const,
  banners: (group: BannerGroup) => ['admin', 'site', 'banners', group] as const,
};
