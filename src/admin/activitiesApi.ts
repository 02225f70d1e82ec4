import { api } from '../api/client';
// Types only from the contract.
import type {
  ActivityState,
  AdminApplication,
  AdminApplicationsPage,
  AdminCategory,
  AdminCategoryInput,
  AdminPromotion,
  AdminPromotionInput,
} from '../api/contract/activities';

export interface AdminPromotions {
  list: AdminPromotion[];
  languages: string[];
  defaultLanguage: string;
  currency: { symbol: string; digits: number };
}

/** Promotions in the back office (server/modules/activities; docs/promotions.md). Every write is audited. */
export const activitiesAdminApi = {
  promotions: () => api<AdminPromotions>('/admin/activities/promotions'),
  create: (body: AdminPromotionInput) => api<AdminPromotion>('/admin/activities/promotions', { method: 'POST', body }),
  update: (id: number, body: AdminPromotionInput) =>
    api<AdminPromotion>(`/admin/activities/promotions/${id}`, { method: 'PUT', body }),
  /** The body is the image itself; answers its URL for the promotion's images. */
  uploadImage: (file: Blob) =>
    api<{ url: string }>('/admin/activities/images', {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }),
  categories: () => api<{ list: AdminCategory[] }>('/admin/activities/categories'),
  createCategory: (body: AdminCategoryInput) =>
    api<AdminCategory>('/admin/activities/categories', { method: 'POST', body }),
  updateCategory: (id: number, body: AdminCategoryInput) =>
    api<AdminCategory>(`/admin/activities/categories/${id}`, { method: 'PUT', body }),
  deleteCategory: (id: number) => api<{ deleted: true }>(`/admin/activities/categories/${id}`, { method: 'DELETE' }),
  /** One page of the queue (25 a page), with the total. */
  applications: (state: ActivityState | undefined, page: number) =>
    api<AdminApplicationsPage>('/admin/activities/applications', { query: state ? { state, page } : { page } }),
  /** 409 activity.decided when someone decided first. */
  approve: (id: number, amount: number | null) =>
    api<AdminApplication>(`/admin/activities/applications/${id}/approve`, { method: 'POST', body: { amount } }),
  reject: (id: number, reason: string) =>
    api<AdminApplication>(`/admin/activities/applications/${id}/reject`, { method: 'POST', body: { reason } }),
};

export const activitiesAdminKeys = {
  all: ['admin', 'activities'] as const,
  promotions: ['admin', 'activities', 'promotions'] as const,
  categories: ['admin', 'activities', 'categories'] as const,
  applications: (state: ActivityState | undefined, page = 1) =>
    ['admin', 'activities', 'applications', state ?? 'all', page] as const,
};
