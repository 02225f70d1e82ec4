import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../src/api/contract/accounts';
import {
  type BrandDomain,
  brandDomainListResponseSchema,
  brandDomainParamsSchema,
  brandDomainResponseSchema,
  type CreateBrandDomainInput,
  createBrandDomainSchema,
} from '../../../src/api/contract/adminBrandDomains';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import type { Db } from '../../db';
import { brandDomains, brands } from '../../db/schema';
import { audit } from '../../lib/audit';
import { parseBrandHost } from '../../lib/brand-resolver';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { uniqueViolation } from '../../lib/pg-error';
import { type StaffMember, staffBrandForbidden, staffCoversBrand, staffOf } from '../accounts';

const invalidHost = () =>
  new AppError(400, 'brand.domain_invalid', 'Not a bare host name (no scheme, port, path or IP address)', {
    host: 'format',
  });
const hostTaken = () =>
  new AppError(409, 'brand.domain_taken', 'This host name already belongs to a brand', { host: 'taken' });
const notFound = () => new AppError(404, 'brand.domain_not_found', 'No such brand or host name');

type Row = typeof brandDomains.$inferSelect;
const view = (r: Row): BrandDomain => ({ host: r.host, brand: r.brand, createdAt: r.createdAt.toISOString() });

export interface BrandDomainsOptions {
  db: Db;
  defaultBrand: string;
  /** Called after every change, so this node's host cache forgets at once (others within its TTL). */
  changed: () => void;
}

/**
 * Brand domains (ADR 0015): the rules and the SQL. An admin limited to some brands sees and edits only
 * their hosts; another brand's host is 403 staff.brand_forbidden. Every change is audited, under the
 * brand of the host, in the transaction of the change.
 */
export function createBrandDomains({ db, defaultBrand, changed }: BrandDomainsOptions) {
  const covered = (actor: StaffMember, brand: string) => staffCoversBrand(actor.brands, brand);

  return {
    async list(actor: StaffMember) {
      const rows = await db.select().from(brandDomains).orderBy(asc(brandDomains.brand), asc(brandDomains.host));
      const codes = await db.select({ code: brands.code }).from(brands).orderBy(asc(brands.code));
      return {
        list: rows.filter((r) => covered(actor, r.brand)).map(view),
        brands: codes.map((c) => c.code).filter((c) => covered(actor, c)),
        defaultBrand,
      };
    },

    async create(actor: StaffMember, input: CreateBrandDomainInput, ip: string | null): Promise<BrandDomain> {
      const host = parseBrandHost(input.host);
      if (!host || host === 'localhost') throw invalidHost();
      const [brand] = await db.select({ code: brands.code }).from(brands).where(eq(brands.code, input.brand));
      if (!brand) throw notFound();
      if (!covered(actor, brand.code)) throw staffBrandForbidden();
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(brandDomains).values({ host, brand: brand.code }).returning();
          if (!inserted) throw new Error('brand domain insert returned no row');
          await audit(tx, {
            brand: brand.code,
            staff: actor,
            action: 'brand_domain.create',
            targetType: 'brand_domain',
            targetId: host,
            before: null,
            after: { host, brand: brand.code },
            reason: input.reason || null,
            ip,
          });
          return inserted;
        });
        changed();
        return view(row);
      } catch (err) {
        if (uniqueViolation(err) !== null) throw hostTaken();
        throw err;
      }
    },

    async remove(actor: StaffMember, rawHost: string, ip: string | null): Promise<void> {
      const host = parseBrandHost(rawHost);
      if (!host) throw notFound();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(brandDomains).where(eq(brandDomains.host, host)).for('update');
        if (!row) throw notFound();
        if (!covered(actor, row.brand)) throw staffBrandForbidden();
        await tx.delete(brandDomains).where(eq(brandDomains.host, host));
        await audit(tx, {
          brand: row.brand,
          staff: actor,
          action: 'brand_domain.delete',
          targetType: 'brand_domain',
          targetId: host,
          before: { host, brand: row.brand },
          after: null,
          ip,
        });
      });
      changed();
    },
  };
}

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

/** /api/admin/brand-domains: HTTP only; the rules are createBrandDomains'; guarded by the back office's plugin. */
export const brandDomainsRoutes: FastifyPluginAsyncZod<BrandDomainsOptions & { production: boolean }> = async (
  app,
  opts,
) => {
  const service = createBrandDomains(opts);
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/brand-domains',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The host names each brand answers on (ADR 0015), those of the brands the admin covers; unlisted hosts get defaultBrand',
        response: { 200: brandDomainListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.list(staffOf(request))),
  );

  app.post(
    '/brand-domains',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Gives a host name to a brand (lower-cased; 400 brand.domain_invalid, 409 brand.domain_taken, 404 brand.domain_not_found for an unknown brand); audited',
        body: createBrandDomainSchema,
        response: { 200: brandDomainResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(staffOf(request), request.body, ipOf(request))),
  );

  app.delete(
    '/brand-domains/:host',
    {
      schema: {
        tags: ['admin'],
        summary: 'Removes a host name (its requests then get DEFAULT_BRAND); 404 brand.domain_not_found; audited',
        params: brandDomainParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(staffOf(request), request.params.host, ipOf(request));
      return ok({ ok: true as const });
    },
  );
};
