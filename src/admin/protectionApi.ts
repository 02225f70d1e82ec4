import type { z } from 'zod';
import { api } from '../api/client';
import type { LiftRequest, SetLimit, staffLiftRequestSchema, staffProtectionSchema } from '../api/contract/protection';

/** A player's protection page (GET /api/admin/protection/members/:id). Types only from the contract. */
export type StaffProtection = z.infer<typeof staffProtectionSchema>;
export type StaffLiftRequest = z.infer<typeof staffLiftRequestSchema>;
export type LiftStatus = LiftRequest['status'];

/**
 * Player protection in the back office (server/modules/protection; docs/player-protection.md):
 * a player's limits, exclusions and change log, the operator's limits, early-lift requests.
 * Every change is audited on the server with who, when and from where.
 */
export const protectionAdminApi = {
  member: (memberId: string) => api<StaffProtection>(`/admin/protection/members/${encodeURIComponent(memberId)}`),
  /** The operator's limit: applies at once; amount null removes it. */
  setOperatorLimit: (memberId: string, body: SetLimit) =>
    api<StaffProtection>(`/admin/protection/members/${encodeURIComponent(memberId)}/limits`, { method: 'PUT', body }),
  lifts: (status: LiftStatus) =>
    api<{ items: StaffLiftRequest[] }>('/admin/protection/lift-requests', { query: { status } }),
  /** 409 protection.lift_decided when someone decided first. */
  decide: (id: string, body: { decision: 'approve' | 'reject'; reason: string }) =>
    api<LiftRequest>(`/admin/protection/lift-requests/${encodeURIComponent(id)}/decide`, { method: 'POST', body }),
};

export const protectionAdminKeys = {
  all: ['admin', 'protection'] as const,
  member: (id: string) => ['admin', 'protection', 'member', id] as const,
  lifts: (status: LiftStatus) => ['admin', 'protection', 'lifts', status] as const,
};
