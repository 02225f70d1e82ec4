import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Third-party sources a configured feature needs, e.g. a social log-in SDK (docs/social-login.md):
 * its script, the endpoints it calls, its stylesheet. Frames need nothing extra (frame-src already
 * allows https:). Empty by default: nothing third-party may run.
 */
export interface ThirdPartySources {
  script: readonly string[];
  connect: readonly string[];
  style: readonly string[];
  /**
   * The feature opens a cross-origin pop-up that must talk back to this page (a provider's sign-in
   * window): Cross-Origin-Opener-Policy relaxes from same-origin to same-origin-allow-popups.
   */
  popups: boolean;
}

/**
 * The Content-Security-Policy. Scripts only from this origin plus the exact inline scripts of the
 * built index.html (by hash), plus the configured third-party sources; styles may be inline because
 * vanilla-extract dynamic variables are set in style attributes; images from anywhere over https
 * (game and vendor art); no framing.
 */
export function cspDirectives(opts: {
  scriptHashes: readonly string[];
  production: boolean;
  thirdParty?: ThirdPartySources;
}) {
  const extra = opts.thirdParty;
  const directives: Record<string, string[] | null> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...opts.scriptHashes, ...(extra?.script ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(extra?.style ?? [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(extra?.connect ?? [])],
    'media-src': ["'self'", 'blob:', 'https:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  // Only in production: on plain-http development hosts it would break every sub-resource.
  directives['upgrade-insecure-requests'] = opts.production ? [] : null;
  return directives;
}

/** The helmet options of every answer (helmet throws on an option set to `true`, so none is). */
function helmetOptions(opts: { scriptHashes: readonly string[]; production: boolean; thirdParty?: ThirdPartySources }) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    crossOriginEmbedderPolicy: false,
    // Game windows and live-chat are opened in new tabs; keep the opener relationship same-origin only.
    crossOriginOpenerPolicy: { policy: opts.thirdParty?.popups ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  } satisfies HelmetOptions;
}

/**
 * The security headers helmet sets, computed once: nothing in them depends on the request (no CSP
 * nonces, no per-request directives). @fastify/helmet builds helmet's middleware again on every
 * request, CSP parsing included, which a CPU profile under load showed as 9% of a cached answer
 * (issue 17); the answers carry exactly the same headers.
 */
export function securityHeaders(opts: {
  scriptHashes: readonly string[];
  production: boolean;
  thirdParty?: ThirdPartySources;
}): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(opts))({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { scriptHashes: readonly string[]; production: boolean; thirdParty?: ThirdPartySources },
) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The brand editor's preview (ADR 0031): a player page asked with `brandPreview=1` may be framed by
 * the same origin (the back office), and by no other site. Every other page stays unframeable.
 */
export function allowSameOriginFraming(reply: FastifyReply) {
  reply.header('x-frame-options', 'SAMEORIGIN');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  }
}
