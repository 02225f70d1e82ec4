import type { z } from 'zod';
import { api } from '../api/client';
import type {
  AdminGrant,
  adminGrantsResponseSchema,
  BonusTemplate,
  CostReport,
  TemplateInput,
  templatesResponseSchema,
} from '../api/contract/adminBonus';
import type { GrantStatus } from '../api/contract/bonus';

/** GET /api/admin/bonus/templates. Types only from the contract. */
export type BonusTemplates = z.infer<typeof templatesResponseSchema>['value'];
/** GET /api/admin/bonus/grants: one page of 25. */
export type BonusGrants = z.infer<typeof adminGrantsResponseSchema>['value'];
export type GrantDecision = 'forfeit' | 'approve' | 'reject';
export interface GrantsFilter {
  status?: GrantStatus;
  username?: string;
  page: number;
}

/**
 * The back office's bonuses (server/modules/promotions/admin.ts; docs/bonuses.md): templates and
 * their triggers, grants with the review queue, manual grant and forfeit, and the promotion cost.
 * Amounts are integer minor units; every write is audited on the server.
 */
export const bonusAdminApi = {
  templates: () => api<BonusTemplates>('/admin/bonus/templates'),
  /** 409 bonus.code_taken when another template has the code. */
  saveTemplate: (id: string | null, body: TemplateInput) =>
    id
      ? api<BonusTemplate>(`/admin/bonus/templates/${encodeURIComponent(id)}`, { method: 'PUT', body })
      : api<BonusTemplate>('/admin/bonus/templates', { method: 'POST', body }),
  grants: ({ status, username, page }: GrantsFilter) =>
    api<BonusGrants>('/admin/bonus/grants', { query: { status, username, page } }),
  /** Once per requestId: a retry answers the same grant. */
  grant: (body: { requestId: string; username: string; templateId: string; amount: number; reason: string }) =>
    api<AdminGrant>('/admin/bonus/grants', { method: 'POST', body }),
  /** 409 bonus.wrong_state when someone acted first. */
  decide: (id: string, action: GrantDecision, reason: string) =>
    api<AdminGrant>(`/admin/bonus/grants/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: { reason } }),
  cost: (from: string, to: string) => api<CostReport>('/admin/bonus/cost', { query: { from, to } }),
};

export const bonusAdminKeys = {
  all: ['admin', 'bonus'] as const,
  templates: ['admin', 'bonus', 'templates'] as const,
  grants: (filter: GrantsFilter) => ['admin', 'bonus', 'grants', filter] as const,
  reviewCount: ['admin', 'bonus', 'grants', 'review-count'] as const,
  cost: (from: string, to: string) => ['admin', 'bonus', 'cost', from, to] as const,
};
