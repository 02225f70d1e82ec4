import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canOpenAgentHome, isRealAccount, isTrial } from '../../../src/rules/customerType';
import { AppError } from '../../lib/errors';
import { type AccountsService, type Session, trialRefused } from './service';

/** The member session cookie: httpOnly, SameSite=Lax, Secure in production, path /. */
export const SESSION_COOKIE = 'sid';

/** A guard: use it as `onRequest` (runs before body validation, so a visitor gets 401, not 400) or `preHandler`. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The resolved member session: undefined until asked for, then the session or null. */
    memberSession: Session | null | undefined;
  }
  interface FastifyInstance {
    /** Resolves (once per request) the member session from the cookie; null for a visitor. */
    memberSession(request: FastifyRequest): Promise<Session | null>;
    /** Guard: 401 auth.required without a live session. */
    requireMember: Guard;
    /** Guard: also 403 auth.trial_refused for a trial account (the spec's free_reject). */
    requireNonTrial: Guard;
    /** Guard: types 0, 1, 2 only; trial gets auth.trial_refused, test accounts auth.real_account_required. */
    requireRealAccount: Guard;
    /** Guard: the agent area (types other than 0, 4, 40); trial gets auth.trial_refused, anyone else agent.required. */
    requireAgent: Guard;
  }
}

export interface SessionCookieOptions {
  production: boolean;
  maxAgeSeconds: number;
}

export function setSessionCookie(reply: FastifyReply, token: string, opts: SessionCookieOptions) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.production,
    path: '/',
    maxAge: opts.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, opts: SessionCookieOptions) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: opts.production, path: '/' });
}

const authRequired = () => new AppError(401, 'auth.required', 'Log in first');

/**
 * Session resolution and guards, available to every module (`app.requireMember` etc.). Needs
 * @fastify/cookie registered before it.
 */
export const authPlugin = fp<{ service: AccountsService }>(
  async (app, { service }) => {
    app.decorateRequest('memberSession', undefined);
    const resolve = async (request: FastifyRequest) => {
      if (request.memberSession === undefined) {
        request.memberSession = await service.resolveSession(request.cookies[SESSION_COOKIE]);
      }
      return request.memberSession;
    };
    app.decorate('memberSession', resolve);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      if (!(await resolve(request))) throw authRequired();
    });
    app.decorate('requireNonTrial', async (request: FastifyRequest) => {
      const session = await resolve(request);
      if (!session) throw authRequired();
      if (isTrial(session.member.customerType)) throw trialRefused();
    });
    app.decorate('requireRealAccount', async (request: FastifyRequest) => {
      const session = await resolve(request);
      if (!session) throw authRequired();
      if (isTrial(session.member.customerType)) throw trialRefused();
      if (!isRealAccount(session.member.customerType)) {
        throw new AppError(403, 'auth.real_account_required', 'This needs a real account');
      }
    });
    app.decorate('requireAgent', async (request: FastifyRequest) => {
      const session = await resolve(request);
      if (!session) throw authRequired();
      if (isTrial(session.member.customerType)) throw trialRefused();
      if (!canOpenAgentHome(session.member.customerType)) {
        throw new AppError(403, 'agent.required', 'Non-agents cannot log in to the agent area');
      }
    });
  },
  { name: 'member-auth' },
);

/** The session a guard has resolved (call only behind requireMember and friends). */
export function sessionOf(request: FastifyRequest): Session {
  const session = request.memberSession;
  if (!session) throw authRequired();
  return session;
}
