import { api } from '../api/client';
import type {
  AdminVendorGames,
  AdminVendors,
  VendorCreate,
  VendorGameCreate,
  VendorGameUpdate,
  VendorSaved,
  VendorUpdate,
} from '../api/contract/adminVendors';

/**
 * Game vendors (server/modules/games/vendors-admin.ts; docs/vendors.md): the brand's vendors and
 * their games. A generated wallet secret comes back once, in the answer that made it. Types only
 * from the contract.
 */
export const vendorsApi = {
  list: () => api<AdminVendors>('/admin/vendors'),
  create: (body: VendorCreate) => api<VendorSaved>('/admin/vendors', { method: 'POST', body }),
  update: (code: string, body: VendorUpdate) =>
    api<VendorSaved>(`/admin/vendors/${encodeURIComponent(code)}`, { method: 'PATCH', body }),
  rotateSecret: (code: string, secret?: string) =>
    api<VendorSaved>(`/admin/vendors/${encodeURIComponent(code)}/secret`, {
      method: 'POST',
      body: secret ? { secret } : {},
    }),
  games: (code: string) => api<AdminVendorGames>(`/admin/vendors/${encodeURIComponent(code)}/games`),
  addGame: (code: string, body: VendorGameCreate) =>
    api<AdminVendorGames>(`/admin/vendors/${encodeURIComponent(code)}/games`, { method: 'POST', body }),
  updateGame: (code: string, gameId: number, body: VendorGameUpdate) =>
    api<AdminVendorGames>(`/admin/vendors/${encodeURIComponent(code)}/games/${gameId}`, { method: 'PATCH', body }),
};

export const vendorsKeys = {
  all: ['admin', 'vendors'] as const,
  games: (code: string) => ['admin', 'vendors', code, 'games'] as const,
};
