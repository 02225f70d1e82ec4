import { api } from '../api/client';
import type { StaffSession } from '../api/contract/accounts';

/** The staff API (server/modules/accounts/staff.ts): its own httpOnly cookie, `admin_sid`. */
export const staffApi = {
  /** Who is signed in; 401 `staff.auth_required` when nobody is. */
  session: () => api<StaffSession>('/admin/session'),
  /** 401 `auth.invalid_credentials`; 429 `auth.locked` with `retryAt`. */
  signIn: (body: { username: string; password: string }) =>
    api<StaffSession>('/admin/session', { method: 'POST', body }),
  signOut: () => api<{ ok: true }>('/admin/session', { method: 'DELETE' }),
};
