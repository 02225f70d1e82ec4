import { api } from '../api/client';
import type {
  LinkedMember,
  MemberActionResult,
  MemberNote,
  MemberProfile,
  MemberRow,
  MemberSearchField,
} from '../api/contract/adminMembers';
import type { Paged } from './financeApi';

/**
 * The members console's calls (server/modules/members/routes.ts; docs/admin.md "Members"). Types only
 * from the contract: zod stays out of the bundle.
 */

export interface MemberLogin {
  at: string;
  ip: string;
  device: string;
  userAgent: string | null;
  method: string;
}

export type MemberAction = 'freeze' | 'unfreeze' | 'password-reset' | 'close';

const path = (id: string, rest = '') => `/admin/members/${encodeURIComponent(id)}${rest}`;

export const membersApi = {
  search: (by: MemberSearchField, q: string, page: number) =>
    api<Paged<MemberRow>>('/admin/members', { query: { by, q, page } }),
  profile: (id: string) => api<MemberProfile>(path(id)),
  logins: (id: string, page: number) => api<Paged<MemberLogin>>(path(id, '/logins'), { query: { page } }),
  linked: (id: string) => api<LinkedMember[]>(path(id, '/linked')),
  addNote: (id: string, body: string) => api<MemberNote[]>(path(id, '/notes'), { method: 'POST', body: { body } }),
  addTag: (id: string, tag: string) => api<string[]>(path(id, '/tags'), { method: 'POST', body: { tag } }),
  removeTag: (id: string, tag: string) =>
    api<string[]>(path(id, `/tags/${encodeURIComponent(tag)}`), { method: 'DELETE' }),
  /** Freeze, unfreeze, close: the status as it is now; password-reset: where the code went. */
  act: (id: string, action: MemberAction, reason: string) =>
    api<MemberActionResult | { sentTo: 'sms' | 'email' }>(path(id, `/${action}`), {
      method: 'POST',
      body: { reason },
    }),
  changeType: (id: string, customerType: number, reason: string) =>
    api<MemberActionResult>(path(id, '/type'), { method: 'POST', body: { customerType, reason } }),
  moveAgent: (id: string, parentId: string | null, reason: string) =>
    api<MemberActionResult>(path(id, '/agent'), { method: 'POST', body: { parentId, reason } }),
};

export const membersKeys = {
  all: ['admin', 'members'] as const,
  search: (by: string, q: string, page: number) => ['admin', 'members', 'search', by, q, page] as const,
  member: (id: string) => ['admin', 'members', id] as const,
  logins: (id: string, page: number) => ['admin', 'members', id, 'logins', page] as const,
  linked: (id: string) => ['admin', 'members', id, 'linked'] as const,
};
