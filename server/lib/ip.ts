import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { normalizeIp } from './geo';

/**
 * Test and demo header that overrides the client IP, e.g. to see the region block from localhost.
 * Honoured only when NODE_ENV is not production; in production it is ignored.
 */
export const DEBUG_CLIENT_IP_HEADER = 'x-debug-client-ip';

/**
 * The client IP to use for geo decisions. `requestIp` is Fastify's `request.ip`, which already
 * honours X-Forwarded-For only when TRUST_PROXY is configured.
 */
export function clientIp(
  requestIp: string | undefined,
  headers: IncomingHttpHeaders,
  opts: { production: boolean },
): string {
  if (!opts.production) {
    const raw = headers[DEBUG_CLIENT_IP_HEADER];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value && isIP(value) !== 0) return normalizeIp(value);
  }
  // A client that hung up before its request was handled has no address any more (Fastify's
  // request.ip reads the closed socket): '' is "unknown", never a status that fails to build.
  return normalizeIp(requestIp ?? '');
}
