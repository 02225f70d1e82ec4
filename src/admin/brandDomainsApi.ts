import { api } from '../api/client';
import type { BrandDomain, CreateBrandDomainInput } from '../api/contract/adminBrandDomains';

/**
 * Brand domains (server/modules/system/brand-domains.ts, ADR 0015), admin only. Types only from the
 * contract: zod stays out of the bundle.
 */
export const brandDomainsApi = {
  list: () => api<{ list: BrandDomain[]; brands: string[]; defaultBrand: string }>('/admin/brand-domains'),
  /** 400 brand.domain_invalid, 409 brand.domain_taken, 404 brand.domain_not_found (unknown brand). */
  create: (body: CreateBrandDomainInput) => api<BrandDomain>('/admin/brand-domains', { method: 'POST', body }),
  remove: (host: string) => api<{ ok: true }>(`/admin/brand-domains/${encodeURIComponent(host)}`, { method: 'DELETE' }),
};

export const brandDomainKeys = { all: ['admin', 'brand-domains'] as const };
