import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../src/api/contract/envelope';
import { isAppError } from './errors';

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** Field path of a validation issue: "group", "body.email"; the part name when the whole part is bad. */
function fieldKey(instancePath: string, context: string | undefined): string {
  const key = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return key || context || 'request';
}

/**
 * Every failure leaves as `{ code, message, fields? }` with the right status. Expected failures are
 * AppErrors or 4xx framework errors; anything else is a bug: 500 `internal`, logged with the request
 * id, and its details never reach the client.
 */
export function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      const key = fieldKey(v.instancePath, error.validationContext);
      fields[key] ??= v.message ?? 'invalid';
    }
    return send(reply, 400, { code: 'request.invalid', message: 'The request is invalid', fields });
  }
  if (isAppError(error)) {
    if (error.status >= 500) request.log.error({ err: error }, 'service failure');
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.extra?.captchaRequired !== undefined) body.captchaRequired = error.extra.captchaRequired;
    if (error.extra?.retryAt !== undefined) {
      body.retryAt = error.extra.retryAt;
      reply.header('retry-after', String(Math.max(1, Math.ceil((error.extra.retryAt - Date.now()) / 1000))));
    }
    return send(reply, error.status, body);
  }
  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
    return send(reply, 500, { code: 'internal', message: 'Internal server error' });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) return send(reply, 413, { code: 'request.too_large', message: 'The request body is too large' });
  if (status === 415) {
    return send(reply, 415, { code: 'request.unsupported_media_type', message: 'Unsupported Content-Type' });
  }
  if (status === 429) return send(reply, 429, { code: 'rate.limited', message: 'Too many requests' });
  if (status === 503) return send(reply, 503, { code: 'service.unavailable', message: 'Service unavailable' });
  if (status >= 400 && status < 500) {
    request.log.info({ err: { code: error.code, message: error.message } }, 'bad request');
    const malformed = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
    return send(reply, status, {
      code: malformed ? 'request.malformed' : 'request.invalid',
      message: malformed ? 'The request body could not be read' : 'The request is invalid',
    });
  }
  if (poolExhausted(error)) {
    // Every database connection stayed busy for the pool's whole wait (5 s): the node is overloaded,
    // nothing was done, and the client may try again shortly.
    request.log.warn({ err: error }, 'no database connection in time: answered 503');
    reply.header('retry-after', '1');
    return send(reply, 503, { code: 'service.unavailable', message: 'Service unavailable' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { code: 'internal', message: 'Internal server error' });
}

/** pg-pool's refusal when no connection frees up within connectionTimeoutMillis (also when wrapped by Drizzle). */
export function poolExhausted(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

/** A registered route: its method and its pattern as Fastify spells it (`/api/wallet/deposits/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * The router's own refusals, before any route runs, in the envelope: a path parameter over the
 * router's length limit is 414 request.invalid. The URL is not echoed back. (A URL that does not
 * decode is bad text: server/lib/text-guard.ts `frameworkErrors` answers it and hands the rest here.)
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: { code: error.code, message: error.message } }, 'request refused by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, { code: 'request.invalid', message: 'A path parameter is too long' });
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  return send(reply, status, { code: 'request.invalid', message: 'The request is invalid' });
}

/**
 * Remembers every route's method and pattern, so an unmatched request can be told apart:
 * unknown path (404 route.not_found) or known path with another method (405 + Allow). It also
 * keeps the list of every route the app registers (`list()`), which the authorisation-matrix test
 * compares with the access table (src/api/contract/access.ts).
 */
export function routeIndex(app: FastifyInstance) {
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  const all: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    for (const method of methods) all.push({ method, url: route.url });
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .split('/')
      .map((seg) => {
        if (seg === '*') return '.*';
        if (seg.startsWith(':')) return '[^/]+';
        return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    routes.push({ methods, pattern: new RegExp(`^${source}/?$`) });
  });
  return {
    /** Every route registered so far, in registration order (HEAD routes Fastify adds for GET included). */
    list: (): readonly RegisteredRoute[] => all,
    /** Methods registered for this concrete path (empty when the path is unknown). */
    allowedMethods(path: string): string[] {
      const allowed = new Set<string>();
      for (const r of routes) if (r.pattern.test(path)) for (const m of r.methods) allowed.add(m);
      return HTTP_METHODS.filter((m) => allowed.has(m));
    },
  };
}

export function sendNotFound(reply: FastifyReply, allowed: string[]) {
  if (allowed.length > 0) {
    reply.header('allow', allowed.join(', '));
    return send(reply, 405, {
      code: 'route.method_not_allowed',
      message: `Method not allowed; use ${allowed.join(', ')}`,
    });
  }
  return send(reply, 404, { code: 'route.not_found', message: 'No such API route' });
}

export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return send(reply, status, body);
}
