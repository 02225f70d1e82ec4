import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { frameworkError, sendError } from './http-errors';

/**
 * The edge's text guard (issue 13, item 6). PostgreSQL cannot store U+0000 in text or jsonb, and a
 * lone UTF-16 surrogate is not text at all, so such a string reaching a query used to answer 500.
 * Every request is checked here once, before any route sees it: the decoded path and query, every
 * string of a JSON body (keys too), a raw string body, and percent-encoding that does not decode.
 * What fails answers 400 `request.bad_text`, with the field when it is known. Routes never need a
 * check of their own; a route that decodes a body itself (the encrypted log-in bodies) calls
 * `assertCleanText` on what it decoded.
 */

export const BAD_TEXT_MESSAGE = 'The request holds a NUL character, a lone surrogate or malformed percent-encoding';
const FIELD_MESSAGE = 'contains a NUL character, a lone surrogate or malformed percent-encoding';
/** Field names are echoed back; a hostile key is cut short. */
const FIELD_MAX = 100;

/** True for text PostgreSQL can store and every client can read: well-formed UTF-16, no U+0000. */
export const isCleanText = (s: string): boolean =>
  (s as string & { isWellFormed(): boolean }).isWellFormed() && !s.includes('\u0000');

const field = (name: string) => (name.length > FIELD_MAX ? `${name.slice(0, FIELD_MAX)}…` : name);

export const badText = (where?: string) =>
  new AppError(400, 'request.bad_text', BAD_TEXT_MESSAGE, where ? { [field(where)]: FIELD_MESSAGE } : undefined);

/**
 * The path of the first string (value or key) in `value` that is not clean text, or null. `root`
 * names the part ("body"); a value's path is its dotted key path ("user.name", "items.2"), a bad
 * key's is its parent's. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown, root = 'body'): string | null {
  const stack: { v: unknown; path: string }[] = [{ v: value, path: '' }];
  const name = (path: string) => path || root;
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanText(v)) return name(path);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: path ? `${path}.${i}` : String(i) });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
        if (!isCleanText(k)) return name(path);
        stack.push({ v: child, path: path ? `${path}.${k}` : k });
      }
    }
  }
  return null;
}

/** Throws 400 request.bad_text when `value` holds a string that is not clean text. */
export function assertCleanText(value: unknown, root = 'body'): void {
  const at = findBadText(value, root);
  if (at !== null) throw badText(at);
}

/** `decodeURIComponent`, or null for malformed percent-encoding (including encoded lone surrogates). */
function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Checks `a=1&b=2` text (a query string, or a form body): each name and value must decode and be
 * clean. Answers the field at fault ("query" when the name itself is bad), or null.
 */
export function findBadQuery(query: string, root = 'query'): string | null {
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = (eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ');
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1).replace(/\+/g, ' ');
    const name = decode(rawName);
    if (name === null || !isCleanText(name)) return root;
    const value = decode(rawValue);
    if (value === null || !isCleanText(value)) return name;
  }
  return null;
}

/** The field at fault in a raw URL (path and query), or null when it is clean. */
export function findBadUrl(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const decoded = decode(path);
  if (decoded === null || !isCleanText(decoded)) return 'path';
  return q === -1 ? null : findBadQuery(url.slice(q + 1));
}

/** A raw string body (routes that keep the bytes for a signature): the text itself, then its JSON or form fields. */
function findBadRawBody(body: string, contentType: string | undefined): string | null {
  if (!isCleanText(body)) return 'body';
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return findBadQuery(body, 'body');
  const start = body.trimStart()[0];
  if (start === '{' || start === '[' || start === '"') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return null; // Not JSON after all: the route answers that in its own way.
    }
    return findBadText(parsed);
  }
  return null;
}

/** The field at fault in a parsed request body, or null. */
function findBadBody(request: FastifyRequest): string | null {
  const body = request.body;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return findBadRawBody(body, request.headers['content-type']);
  if (Buffer.isBuffer(body)) return null;
  return findBadText(body);
}

/**
 * Registers the guard on the root instance, so it applies to every route (and to the not-found
 * handler): the URL is checked on request, the body once it is parsed and before validation.
 * Register it before any route.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const at = findBadUrl(request.url);
    if (at !== null) throw badText(at);
  });
  app.addHook('preValidation', async (request) => {
    const at = findBadBody(request);
    if (at !== null) throw badText(at);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/api/games/%zz`) is refused like any
 * other bad text, in the same envelope; the router's other refusals go to `frameworkError`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    request.log.info({ err: { code: error.code } }, 'request refused by the router');
    return sendError(reply, 400, {
      code: 'request.bad_text',
      message: BAD_TEXT_MESSAGE,
      fields: { path: FIELD_MESSAGE },
    });
  }
  return frameworkError(error, request, reply);
}
