import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, envelope } from '../../../src/api/contract/envelope';
import {
  signinBodySchema,
  signinCalendarResponseSchema,
  signinDevClockSchema,
  signinResultResponseSchema,
  signinSettingsResponseSchema,
  signinSettingsSchema,
} from '../../../src/api/contract/signin';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { fromThisMachine, sessionOf, staffOf } from '../accounts';
import type { SigninService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['signin'];

/**
 * /api/signin (docs/signin-rewards.md): the member's calendar and signing in. Real accounts only
 * (trial: auth.trial_refused); a time-out or self-exclusion refuses signing in (protection.excluded).
 */
export const signinRoutes: FastifyPluginAsyncZod<{ service: SigninService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRealAccount);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "The member's sign-in calendar: each cycle day's reward and state (signed, today, missed, upcoming, makeup), the streak, signedToday",
        response: { 200: signinCalendarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.calendar(member.brand, member.id));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Sign in today, or make up a missed `day` of the current cycle; the reward waits in the reward centre (409 signin.already: once a day)',
        body: signinBodySchema.nullish(),
        response: { 200: signinResultResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.signIn(member.brand, member.id, request.body ?? {}));
    },
  );
};

/** /api/admin/signin (back office; roles in src/api/contract/access.ts): the brand's sign-in settings. */
export const signinAdminRoutes: FastifyPluginAsyncZod<{ service: SigninService; production: boolean }> = async (
  app,
  { service, production },
) => {
  app.get(
    '/signin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The brand's daily sign-in: cycle, per-day rewards, payout, make-up, time zone",
        response: { 200: signinSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.settings(request.brand)),
  );

  app.put(
    '/signin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the brand's daily sign-in settings (audited); one reward per cycle day",
        body: signinSettingsSchema,
        response: { 200: signinSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const s = staffOf(request);
      const ip = clientIp(request.ip, request.headers, { production }) || null;
      return ok(await service.saveSettings(request.brand, { id: s.id, username: s.username, ip }, request.body));
    },
  );
};

/**
 * /api/dev/signin-clock: outside production only (not registered there), answered to this machine
 * only, like the dev outbox. Moves one member's sign-in clock by whole days: the e2e test clock.
 */
export const signinDevRoutes: FastifyPluginAsyncZod<{
  db: Db;
  advance: (memberId: string, days: number) => number;
}> = async (app, { db, advance }) => {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) {
      throw new AppError(403, 'dev.loopback_only', 'The dev clock answers requests from this machine only');
    }
  });
  app.post(
    '/signin-clock',
    {
      schema: {
        tags: ['dev'],
        summary: "Move a member's sign-in clock by whole days (not in production; this machine only)",
        body: signinDevClockSchema,
        response: { 200: envelope(z.object({ offsetDays: z.number() })), ...errors },
      },
    },
    async (request) => {
      const [m] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brand, request.brand), eq(members.username, request.body.username.toLowerCase())))
        .limit(1);
      if (!m) throw new AppError(404, 'route.not_found', 'No such member');
      return ok({ offsetDays: advance(m.id, request.body.days) / 86_400_000 });
    },
  );
};
