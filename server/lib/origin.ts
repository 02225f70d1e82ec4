import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * Cross-site request refusal (issue 13): a state-changing request (any method but GET, HEAD and
 * OPTIONS) that a browser sends from another site is refused with 403 `request.cross_origin` before
 * anything reads its body, so a page elsewhere cannot make a signed-in visitor's browser log out,
 * abandon a deposit or start a ledger check, body or no body.
 *
 * - With an `Origin` header, the origin decides: the request's own origin, or one of the allowed
 *   origins, passes; anything else (including `null`, from sandboxed frames and privacy redirects)
 *   is refused.
 * - Without one, `Sec-Fetch-Site` decides: `same-origin` and `none` (typed by the user) pass;
 *   `same-site` and `cross-site` are refused.
 * - With neither, the caller is not a browser (a game vendor's wallet call, a payment gateway's
 *   notification, a script, app.inject in tests): it passes. Those calls carry their own proof (a
 *   signature) or no cookie; browsers always send one of the two headers on these methods.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossOriginRefused = () =>
  new AppError(403, 'request.cross_origin', 'A request from another site may not change anything here');

/** The origin of a URL-ish string as browsers write it (scheme, host, non-default port), or null. */
function normalise(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The request's own origins: its scheme and Host (X-Forwarded-Proto and -Host when TRUST_PROXY lets
 * Fastify read them). Over plain HTTP the https origin of the same host counts too: TLS ended at a
 * proxy that is not trusted with the forwarded headers, and the browser's page is the same site.
 */
export function ownOrigins(request: Pick<FastifyRequest, 'protocol' | 'host'>): string[] {
  const host = request.host;
  if (!host) return [];
  const out = [normalise(`${request.protocol}://${host}`)];
  if (request.protocol === 'http') out.push(normalise(`https://${host}`));
  return out.filter((o): o is string => o !== null);
}

/** Whether a state-changing request with these headers may go on (pure: the rules above). */
export function sameSiteRequest(
  headers: { origin?: string | string[]; 'sec-fetch-site'?: string | string[] },
  allowed: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (Array.isArray(origin)) return false;
    const o = normalise(origin.trim());
    return o !== null && allowed.includes(o);
  }
  const site = headers['sec-fetch-site'];
  if (site === undefined) return true;
  if (Array.isArray(site)) return false;
  const v = site.trim().toLowerCase();
  return v === 'same-origin' || v === 'none';
}

export interface OriginCheckOptions {
  /**
   * Origins besides the request's own that may make state-changing calls (ALLOWED_ORIGINS). A function
   * of the request, so that brands resolved by host can bring their own list.
   */
  allowedOrigins(request: FastifyRequest): readonly string[];
}

export const originCheckPlugin = fp<OriginCheckOptions>(
  async (app, opts) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const allowed = [...ownOrigins(request), ...opts.allowedOrigins(request)];
      if (sameSiteRequest(request.headers, allowed)) return;
      request.log.info(
        { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'], url: request.url },
        'cross-origin request refused',
      );
      throw crossOriginRefused();
    });
  },
  { name: 'origin-check' },
);
