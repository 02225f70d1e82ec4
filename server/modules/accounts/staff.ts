import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  type StaffRole,
  staffLoginSchema,
  staffSessionResponseSchema,
} from '../../../src/api/contract/accounts';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import type { Db } from '../../db';
import { staff, staffSessions } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { newToken, sha256 } from './crypto';
import { createLimits } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { createSecretGuards } from './secret-guards';
import { STAFF_COOKIE, staffAuthRequired, staffBrandForbidden, staffCoversBrand } from './staff-auth';

export { STAFF_COOKIE };

/**
 * The first start creates staff user `admin` (role admin) when there is no staff at all, with
 * ADMIN_PASSWORD or else a generated password that is written to the log this once, so the
 * operator can log in and change it. Several nodes starting together create it once.
 */
export async function ensureFirstAdmin(db: Db, password: string | undefined, log: FastifyBaseLogger) {
  const existing = await db.select({ id: staff.id }).from(staff).limit(1);
  if (existing.length > 0) return;
  const chosen = password ?? randomBytes(18).toString('base64url');
  const inserted = await db
    .insert(staff)
    .values({ username: 'admin', passwordHash: await hashPassword(chosen), role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (inserted.length === 0) return;
  if (password) log.info('staff user admin created with ADMIN_PASSWORD');
  // The one secret the log ever carries, by design: the generated first password, shown once. (Not
  // under a `password` key: the logger redacts those.)
  else {
    log.warn(
      { username: 'admin', initialPassword: chosen },
      'staff user admin created with a generated password (initialPassword): log in and change it',
    );
  }
}

/** What the staff log-in needs: the database, the clock, the session limit and the captcha step. */
export interface StaffLoginOptions {
  db: Db;
  now: () => Date;
  /** The absolute limit of a staff session (the idle limit is the staff-auth plugin's). */
  maxMs: number;
  /** The captcha step (the accounts service's): throws captcha.required / captcha.invalid, uses it up when right. */
  requireCaptcha: (answer: { id: string; answer: string } | undefined) => Promise<void>;
}

export interface StaffRoutesOptions extends StaffLoginOptions {
  production: boolean;
}

/** Staff log-in tries per address (right or wrong), before any password is checked. */
export const STAFF_LOGIN_PER_IP = { limit: 30, windowMs: 10 * 60_000 };

/** The staff log-in and log-out rules; the routes below hold HTTP only. */
export function createStaffLogin(opts: StaffLoginOptions) {
  const { db, now } = opts;
  const guards = createSecretGuards(db, now);
  const limits = createLimits(db, now);
  const dummy = hashPassword(randomBytes(16).toString('hex'));
  return {
    /**
     * Checks a staff member's password and opens a session: the new session's token and its member,
     * or 429 rate.limited / 401 auth.invalid_credentials (with captchaRequired).
     */
    async logIn(input: {
      username: string;
      password: string;
      captcha: { id: string; answer: string } | undefined;
      ip: string;
      /** The brand of the host signed in on (ADR 0015). */
      brand: string;
    }) {
      const username = input.username.trim().toLowerCase();
      const { ip } = input;
      const dummyHash = await dummy;
      // Per address first (every try), then the guess guards (ADR 0010): the username+address pair
      // locks after 10 wrong; the username and the address ask for a captcha after 3; the username
      // as a whole is never locked, so nobody can lock a staff member out from another address.
      const rate = await limits.hit(`staff-login:${ip}`, STAFF_LOGIN_PER_IP.limit, STAFF_LOGIN_PER_IP.windowMs);
      if (!rate.allowed) {
        throw new AppError(429, 'rate.limited', 'Too many requests; retry later', undefined, { retryAt: rate.retryAt });
      }
      let user: typeof staff.$inferSelect | undefined;
      const outcome = await guards.password.guess(
        {
          scope: 'staff-pw',
          account: username,
          ip,
          gateAddress: true,
          captcha: () => opts.requireCaptcha(input.captcha),
        },
        async () => {
          [user] = await db.select().from(staff).where(eq(staff.username, username));
          const right = await verifyPassword(user?.passwordHash ?? dummyHash, input.password);
          return right && user?.active === true;
        },
      );
      if (!outcome.right || !user) {
        throw new AppError(401, 'auth.invalid_credentials', 'Wrong username or password', undefined, {
          captchaRequired: outcome.captchaRequired,
        });
      }
      // Staff limited to other brands cannot sign in on this brand's host (ADR 0015).
      if (!staffCoversBrand(user.brands ?? null, input.brand)) throw staffBrandForbidden();
      const token = newToken();
      const t = now();
      await db.insert(staffSessions).values({
        tokenHash: sha256(token),
        staffId: user.id,
        createdAt: t,
        lastSeenAt: t,
        expiresAt: new Date(t.getTime() + opts.maxMs),
      });
      return { token, username: user.username, role: user.role as StaffRole };
    },

    /** Revokes the session of a token hash (log-out). */
    async logOut(tokenHash: string) {
      await db.update(staffSessions).set({ revokedAt: now() }).where(eq(staffSessions.tokenHash, tokenHash));
    },
  };
}

/**
 * /api/admin/session: staff log-in, who am I, log-out. Needs the staff-auth plugin (staff-auth.ts)
 * registered before it: sessions are resolved by `app.staffSession`.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  const login = createStaffLogin(opts);
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: opts.production, path: '/' };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema };
  const ipOf = (request: FastifyRequest) => clientIp(request.ip, request.headers, { production: opts.production });

  app.post(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff log-in; sets the admin_sid cookie',
        body: staffLoginSchema,
        response: { 200: staffSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, username, role } = await login.logIn({
        username: request.body.username,
        password: request.body.password,
        captcha: request.body.captcha,
        ip: ipOf(request),
        brand: request.brand,
      });
      reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(opts.maxMs / 1000) });
      reply.header('cache-control', 'no-store');
      return ok({ username, role });
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'The logged-in staff member',
        response: { 200: staffSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const s = await app.staffSession(request);
      if (!s) throw staffAuthRequired();
      reply.header('cache-control', 'no-store');
      return ok({ username: s.username, role: s.role });
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff log-out',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const s = await app.staffSession(request);
      if (s) await login.logOut(s.tokenHash);
      reply.clearCookie(STAFF_COOKIE, cookieOptions);
      return ok({ ok: true as const });
    },
  );
};
