import { api } from '../api/client';
import type { StaffLogin, StaffSession } from '../api/contract/accounts';

/** The staff API (server/modules/accounts/staff.ts): its own httpOnly cookie, `admin_sid`. */
export const staffApi = {
  /** Who is signed in; 401 `staff.auth_required` when nobody is. */
  session: () => api<StaffSession>('/admin/session'),
  /**
   * 401 `auth.invalid_credentials`; 400 `captcha.required` / `captcha.invalid`; 429 `auth.locked`
   * with `retryAt`, `rate.limited`. `captchaRequired` on an answer: the next try needs `captcha`.
   */
  signIn: (body: StaffLogin) => api<StaffSession>('/admin/session', { method: 'POST', body }),
  signOut: () => api<{ ok: true }>('/admin/session', { method: 'DELETE' }),
};
