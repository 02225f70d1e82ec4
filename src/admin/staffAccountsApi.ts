import { api } from '../api/client';
import type {
  CreateStaffInput,
  ResetStaffPasswordInput,
  StaffAccount,
  StaffBrandOptions,
  StaffWithPassword,
  UpdateStaffInput,
} from '../api/contract/adminStaff';

/**
 * Staff accounts (server/modules/accounts/staff-admin.ts), admin only. Types only from the contract:
 * zod stays out of the bundle. A generated password comes back once, in `generatedPassword`.
 */
export const staffAccountsApi = {
  list: () => api<StaffAccount[]>('/admin/staff'),
  /** 409 staff.username_taken; a password left out is generated. */
  create: (body: CreateStaffInput) => api<StaffWithPassword>('/admin/staff', { method: 'POST', body }),
  /** 409 staff.self_change or staff.last_admin. */
  update: (id: string, body: UpdateStaffInput) =>
    api<StaffAccount>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  resetPassword: (id: string, body: ResetStaffPasswordInput = {}) =>
    api<StaffWithPassword>(`/admin/staff/${encodeURIComponent(id)}/password`, { method: 'POST', body }),
  /** The brands the signed-in admin may give (their own; every brand with `everyBrand` true). */
  brands: () => api<StaffBrandOptions>('/admin/brands'),
};

export const staffAccountKeys = { all: ['admin', 'staff'] as const, brands: ['admin', 'brands'] as const };
