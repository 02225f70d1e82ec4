import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Bus } from './bus';

/**
 * The shared response cache (ADR 0019): answers that are the same for every visitor of a brand
 * (the catalogue, the config, a visitor's server-rendered page) are computed once, compressed once
 * (gzip and brotli), given a strong ETag, and served from memory until staff change something or
 * their TTL passes. Nothing personal is ever stored: a request that carries a session (member or
 * staff cookie, an Authorization header) neither reads nor fills the cache.
 *
 * Invalidation is per brand: `invalidate(brand)` drops the brand's entries and bumps its version,
 * so an answer computed from data read before the change is not stored after it. Every invalidation
 * is published on the bus, so with REDIS_URL every process drops its copy.
 */
export interface CachedEntry {
  readonly brand: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** The strong ETag of the plain body, quoted; the compressed variants add -gz / -br inside the quotes. */
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly expires: number;
  readonly size: number;
}

export interface ResponseCacheOptions {
  /** How long an entry lives at most (ms); 0 turns the cache off. */
  ttlMs: number;
  /** At most this many entries (least recently used go first). */
  maxEntries: number;
  /** At most this many bytes of bodies (plain + gzip + brotli) in all. */
  maxBytes: number;
  bus?: Bus;
  /** The bus channel of invalidations (`<BUS_CHANNEL_PREFIX>:cache`). */
  channel?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

/** Cookies that carry a session: a request with one is personal. */
export const SESSION_COOKIE_NAMES: readonly string[] = ['sid', 'admin_sid'];

/** True when the request carries a member or staff session (or any credential): never from or into the cache. */
export function isPersonal(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  if (!cookie) return false;
  for (const pair of cookie.split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (SESSION_COOKIE_NAMES.includes(name)) return true;
  }
  return false;
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

export function createResponseCache(opts: ResponseCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, CachedEntry>();
  const versions = new Map<string, number>();
  let generation = 0;
  let bytes = 0;
  let unsubscribe: (() => Promise<void>) | undefined;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
  };

  /** Local only: drops the entries (one brand's, or all) and bumps the version. */
  const clear = (brand?: string) => {
    if (brand === undefined) {
      generation += 1;
      entries.clear();
      bytes = 0;
      return;
    }
    versions.set(brand, (versions.get(brand) ?? 0) + 1);
    for (const [key, e] of entries) if (e.brand === brand) drop(key);
  };

  return {
    enabled: opts.ttlMs > 0,

    /** Subscribes to the bus, so another process's invalidation drops this process's copies too. */
    async listen() {
      if (!opts.bus || !opts.channel) return;
      unsubscribe = await opts.bus.subscribe(opts.channel, (message) => {
        const m = message as { brand?: unknown } | null;
        clear(typeof m?.brand === 'string' ? m.brand : undefined);
      });
    },

    async close() {
      await unsubscribe?.();
      entries.clear();
      bytes = 0;
    },

    /** What `store` compares with: take it before reading the data an answer is made from. */
    version(brand: string): string {
      return `${generation}.${versions.get(brand) ?? 0}`;
    },

    get(key: string): CachedEntry | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expires <= now()) {
        drop(key);
        return undefined;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, e);
      return e;
    },

    /**
     * Compresses `body` once (gzip and brotli) and keeps it, unless the brand's data changed since
     * `version` was taken (the answer may predate the change): then it answers the entry unstored.
     */
    store(
      key: string,
      brand: string,
      version: string,
      body: Buffer,
      headers: Record<string, string>,
    ): { entry: CachedEntry; stored: boolean } {
      const gzip = zlib.gzipSync(body, { level: 6 });
      const br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      });
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
      const entry: CachedEntry = {
        brand,
        body,
        gzip,
        br,
        etag: `"${hash}"`,
        headers,
        expires: now() + opts.ttlMs,
        size: body.length + gzip.length + br.length + key.length,
      };
      const stored = opts.ttlMs > 0 && this.version(brand) === version && entry.size <= opts.maxBytes;
      if (stored) {
        drop(key);
        entries.set(key, entry);
        bytes += entry.size;
        for (const oldest of entries.keys()) {
          if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
          drop(oldest);
        }
      }
      return { entry, stored };
    },

    /** Drops one brand's entries (or all) here and, through the bus, in every other process. */
    invalidate(brand?: string) {
      clear(brand);
      if (opts.bus && opts.channel) {
        opts.bus.publish(opts.channel, brand === undefined ? {} : { brand }).catch((err: unknown) => {
          opts.log?.warn(
            { err, brand },
            'response cache: publishing an invalidation failed; other nodes expire by TTL',
          );
        });
      }
    },

    stats() {
      return { entries: entries.size, bytes };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Serving an entry

/** The encoding to send: brotli, then gzip, when accepted (q > 0); else the plain body. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of value.split(',').slice(0, 16)) {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const p of params) {
      const [k = '', v = ''] = p.split('=').map((s) => s.trim());
      if (k.toLowerCase() === 'q') q = Number(v);
    }
    if (!Number.isFinite(q)) q = 0;
    accepted.set(name.trim().toLowerCase(), q);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const variantTag = (etag: string, encoding: 'br' | 'gzip' | 'identity') =>
  encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding === 'gzip' ? 'gz' : 'br'}"`;

/** True when If-None-Match names this entry (any of its variants; weak comparison, as RFC 9110 says). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > 2048) return false;
  const hash = etag.slice(1, -1);
  for (const raw of value.split(',').slice(0, 32)) {
    let tag = raw.trim();
    if (tag === '*') return true;
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (!tag.startsWith('"') || !tag.endsWith('"') || tag.length < 2) continue;
    const inner = tag.slice(1, -1);
    if (inner === hash || inner === `${hash}-gz` || inner === `${hash}-br`) return true;
  }
  return false;
}

/**
 * Sets the entry's headers (its own, ETag, Vary, Content-Encoding) and answers what to send: the
 * body in the encoding the client accepts, or nothing with 304 when If-None-Match names it.
 * @fastify/compress leaves an answer alone once Content-Encoding is set, so nothing is compressed twice.
 */
export function serveEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedEntry): Buffer | string {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  reply.header('etag', variantTag(entry.etag, encoding));
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    reply.removeHeader('content-encoding');
    return '';
  }
  if (encoding === 'identity') return entry.body;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? entry.br : entry.gzip;
}

// ---------------------------------------------------------------------------------------------
// The plugin for API routes: a GET route opts in with `config: { responseCache: true }`.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET answer is the same for every visitor of a brand (its URL holds the language): cache it. */
    responseCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

interface CacheState {
  key: string;
  brand: string;
  version: string;
  hit: boolean;
}
const STATE = Symbol('responseCache');
type WithState = FastifyRequest & { [STATE]?: CacheState };

/** Headers an entry keeps (the rest is per request: request id, date, security headers set again). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language'];

export interface ResponseCachePluginOptions {
  cache: ResponseCache;
  brandOf: (request: FastifyRequest) => string;
  /**
   * A successful write under one of these prefixes drops every brand's entries (staff may act on any
   * brand; their writes are rare). Default: the back office, `/api/admin/`.
   */
  invalidatingPrefixes?: readonly string[];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const responseCachePlugin = fp(
  async (
    app: FastifyInstance,
    { cache, brandOf, invalidatingPrefixes = ['/api/admin/'] }: ResponseCachePluginOptions,
  ) => {
    app.decorate('responseCache', cache);
    await cache.listen();
    app.addHook('onClose', async () => cache.close());
    if (!cache.enabled) return;

    // Staff changed games, config, banners, notices, hot pins, domains...: before the answer leaves,
    // so the next request (from the same staff member, say) already misses the cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return payload;
      if (invalidatingPrefixes.some((prefix) => request.url.startsWith(prefix))) cache.invalidate();
      return payload;
    });

    app.addHook('onRequest', async (request: WithState, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (request.routeOptions.config?.responseCache !== true) return;
      if (isPersonal(request.headers)) return;
      const brand = brandOf(request);
      const key = `${brand}\napi\n${request.url}`;
      const state: CacheState = { key, brand, version: cache.version(brand), hit: false };
      request[STATE] = state;
      const entry = cache.get(key);
      if (!entry) return;
      state.hit = true;
      return reply.send(serveEntry(request, reply, entry));
    });

    app.addHook('onSend', async (request: WithState, reply, payload) => {
      const state = request[STATE];
      if (!state || state.hit || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding') !== undefined || reply.getHeader('set-cookie') !== undefined) {
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const { entry } = cache.store(state.key, state.brand, state.version, body, headers);
      return serveEntry(request, reply, entry);
    });
  },
  { name: 'response-cache' },
);
