import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { referralResponseSchema } from '../../../src/api/contract/vip';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { ReferralService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

/** /api/referral: the member's code, invitees, rules and earnings (or 'agent' / 'disabled'). */
export const referralRoutes: FastifyPluginAsyncZod<{
  service: ReferralService;
  currency: (brand: string) => Promise<{ symbol: string; minorUnitDigits: number }>;
}> = async (app, { service, currency }) => {
  app.addHook('onRequest', app.requireNonTrial);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['referral'],
        summary:
          "The member's invitation code (made on first read), invitees with their status, the brand's rules and what was earned; agents get state 'agent', a disabled REFERRAL promotion 'disabled'",
        response: { 200: referralResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const c = await currency(member.brand);
      return ok({ ...(await service.view(member)), currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits });
    },
  );
};
