import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  adminVipResponseSchema,
  rebateRecordsResponseSchema,
  rebateReportQuerySchema,
  rebateReportResponseSchema,
  VIP_TIME_ZONE,
  vipLevelsBodySchema,
  vipResponseSchema,
  vipSettingsSchema,
} from '../../../src/api/contract/vip';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import { localDay } from './days';
import type { StaffActor, VipService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

type Currency = (brand: string) => Promise<{ symbol: string; minorUnitDigits: number }>;
const money = async (currency: Currency, brand: string) => {
  const c = await currency(brand);
  return { currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
};

/** /api/vip: the member's level, progress and every level (the benefits page), and their rebate lines. */
export const vipRoutes: FastifyPluginAsyncZod<{ service: VipService; currency: Currency }> = async (
  app,
  { service, currency },
) => {
  app.addHook('onRequest', app.requireNonTrial);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['vip'],
        summary:
          "The member's VIP level (checked for promotion on read), progress to the next, and every level with its benefits",
        response: { 200: vipResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok({ ...(await service.view(member.brand, member.id)), ...(await money(currency, member.brand)) });
    },
  );

  app.get(
    '/rebates',
    {
      schema: {
        tags: ['vip'],
        summary: "The member's daily rebates per game category (the betting record's rebate lines), newest first",
        response: { 200: rebateRecordsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok({ list: await service.rebatesOf(member.id), ...(await money(currency, member.brand)) });
    },
  );
};

/** /api/admin/vip (roles in src/api/contract/access.ts): levels, rebate rates, settings, the cost report. Audited. */
export const vipAdminRoutes: FastifyPluginAsyncZod<{
  service: VipService;
  currency: Currency;
  production: boolean;
  now: () => Date;
}> = async (app, { service, currency, production, now }) => {
  const actorOf = (request: Parameters<typeof staffOf>[0]): StaffActor => {
    const s = staffOf(request);
    return { id: s.id, username: s.username, ip: clientIp(request.ip, request.headers, { production }) || null };
  };

  app.get(
    '/vip',
    {
      schema: {
        tags: ['admin'],
        summary: 'VIP levels (with rebate rates), rebate and referral settings, members per level',
        response: { 200: adminVipResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.adminView(request.brand)),
  );

  app.put(
    '/vip/levels',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace the VIP levels (ranks 0..n-1, rising thresholds, the lowest free); audited',
        body: vipLevelsBodySchema,
        response: { 200: adminVipResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.saveLevels(request.brand, actorOf(request), request.body.levels)),
  );

  app.put(
    '/vip/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rebate payout (reward centre or cash), monthly demotion, and the referral rules; audited',
        body: vipSettingsSchema,
        response: { 200: adminVipResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.saveSettings(request.brand, actorOf(request), request.body)),
  );

  app.get(
    '/vip/rebate-report',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rebate cost per brand-local day and game category, and the other VIP and referral costs',
        querystring: rebateReportQuerySchema,
        response: { 200: rebateReportResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok({
        ...(await service.report(request.brand, request.query.days, localDay(now(), VIP_TIME_ZONE))),
        ...(await money(currency, request.brand)),
      }),
  );
};
