import { api } from '../api/client';
import type { BrandEditor, BrandVersion } from '../api/contract/adminBrand';
import type { BrandSettings } from '../api/contract/system';

/**
 * The brand editor (server/modules/system/brand-editor.ts; docs/admin.md "Brand & white-label"):
 * the live version and the open draft, save, discard, publish, history, rollback, logo upload.
 */
export const brandAdminApi = {
  get: () => api<BrandEditor>('/admin/brand'),
  /** 400 request.invalid with field paths, 400 brand.contrast_low, 409 brand.currency_in_use. */
  save: (settings: BrandSettings) => api<BrandEditor>('/admin/brand/draft', { method: 'PUT', body: { settings } }),
  discard: () => api<BrandEditor>('/admin/brand/draft', { method: 'DELETE' }),
  /** 409 brand.stale_draft when the live version moved since the draft was started. */
  publish: (draftId: number, reason: string) =>
    api<BrandEditor>('/admin/brand/publish', { method: 'POST', body: { draftId, reason } }),
  versions: () => api<{ list: BrandVersion[] }>('/admin/brand/versions'),
  rollback: (id: number, reason: string) =>
    api<BrandEditor>(`/admin/brand/versions/${id}/rollback`, { method: 'POST', body: { reason } }),
  uploadLogo: (file: Blob) =>
    api<{ url: string; mime: string }>('/admin/brand/logo', {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }),
};

export const brandAdminKeys = {
  editor: ['admin', 'brand'] as const,
  versions: ['admin', 'brand', 'versions'] as const,
};
