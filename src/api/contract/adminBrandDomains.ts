import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The host names each brand answers on (ADR 0015; /api/admin/brand-domains, admin only). A request's
 * brand is the brand of its host; unknown hosts, localhost and IP addresses get DEFAULT_BRAND.
 */

export const brandDomainSchema = z.object({
  /** Lower-case, without scheme, port or path: `play.example.com`. */
  host: z.string(),
  brand: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type BrandDomain = z.infer<typeof brandDomainSchema>;

export const brandDomainListSchema = z.object({
  list: z.array(brandDomainSchema),
  /** The brands the staff member may give a host to (every brand for an admin of all brands). */
  brands: z.array(z.string()),
  /** The brand of hosts that are not listed, localhost and IP addresses (DEFAULT_BRAND). */
  defaultBrand: z.string(),
});
export const brandDomainListResponseSchema = envelope(brandDomainListSchema);
export const brandDomainResponseSchema = envelope(brandDomainSchema);

export const createBrandDomainSchema = z.object({
  host: z.string().max(260).describe('A bare host name: no scheme, port or path (400 brand.domain_invalid)'),
  brand: z.string().max(32),
  reason: z.string().trim().max(500).optional().describe('Why, for the audit log'),
});
export type CreateBrandDomainInput = z.infer<typeof createBrandDomainSchema>;

export const brandDomainParamsSchema = z.object({ host: z.string().max(260) });
