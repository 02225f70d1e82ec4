import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy. Scripts only from this origin plus the exact inline scripts of the
 * built index.html (by hash); styles may be inline because vanilla-extract dynamic variables are set
 * in style attributes; images from anywhere over https (game and vendor art); no framing.
 */
export function cspDirectives(opts: { scriptHashes: readonly string[]; production: boolean }) {
  const directives: Record<string, string[] | null> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...opts.scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { scriptHashes: readonly string[]; production: boolean },
) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    crossOriginEmbedderPolicy: false,
    // Game windows and live-chat are opened in new tabs; keep the opener relationship same-origin only.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
