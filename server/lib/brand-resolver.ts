import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { brandDomains } from '../db/schema';

/**
 * Many brands on one server (ADR 0015): each request's brand comes from its host name through the
 * staff-edited `brand_domains` table; unknown hosts, localhost and IP addresses get DEFAULT_BRAND.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand code of this request, resolved from its host (ADR 0015). */
    brand: string;
  }
}

/** A DNS host name as a brand domain is stored: lower-case labels, dots, no port, no trailing dot. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * A staff-entered host name in its stored form (trimmed, lower-case, no trailing dot), or null when it
 * is not a bare host name: no scheme, port, path, user or IP address.
 */
export function parseBrandHost(input: string): string | null {
  const host = input.trim().toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(host) || isIP(host) !== 0) return null;
  return host;
}

/** The host of a request's Host header as a lookup key: lower-case, without port or trailing dot. */
export function hostKey(host: string | undefined): string {
  let h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') === -1 ? undefined : h.indexOf(']'));
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.replace(/\.$/, '');
}

/** Hosts that never need a look-up: they always get the default brand. */
export function isFallbackHost(host: string): boolean {
  return host === '' || host === 'localhost' || isIP(host) !== 0 || parseBrandHost(host) !== host;
}

export interface BrandResolverOptions {
  db: Db;
  defaultBrand: string;
  /** How long a looked-up host is remembered (default 15 s); an edit on this node clears it at once. */
  ttlMs?: number;
  now?: () => number;
  /** The brand of a host in the table, or null (tests replace the database look-up). */
  lookup?: (host: string) => Promise<string | null>;
}

/** Host -> brand through a small cache in front of `brand_domains`. */
export function createBrandResolver({
  db,
  defaultBrand,
  ttlMs = 15_000,
  now = Date.now,
  lookup,
}: BrandResolverOptions) {
  const find =
    lookup ??
    (async (host: string) => {
      const [row] = await db
        .select({ brand: brandDomains.brand })
        .from(brandDomains)
        .where(eq(brandDomains.host, host));
      return row?.brand ?? null;
    });
  const cache = new Map<string, { brand: string; at: number }>();
  return {
    defaultBrand,
    async resolve(rawHost: string | undefined): Promise<string> {
      const host = hostKey(rawHost);
      if (isFallbackHost(host)) return defaultBrand;
      const t = now();
      const hit = cache.get(host);
      if (hit && t - hit.at < ttlMs) return hit.brand;
      let found: string | null;
      try {
        found = await find(host);
      } catch (err) {
        // The database is unreachable: an expired entry is better than none.
        if (hit) return hit.brand;
        throw err;
      }
      const brand = found ?? defaultBrand;
      // Bounded: a flood of made-up hosts cannot grow it without limit.
      if (cache.size >= 10_000) cache.clear();
      cache.set(host, { brand, at: t });
      return brand;
    },
    /**
     * A host name that resolves to `brand`, for the app's requests to itself (the house studio calls
     * the provider API): `localhost` for the default brand, else one of the brand's domains.
     */
    async hostOf(brand: string): Promise<string> {
      if (brand === defaultBrand) return 'localhost';
      const [row] = await db
        .select({ host: brandDomains.host })
        .from(brandDomains)
        .where(eq(brandDomains.brand, brand))
        .orderBy(brandDomains.host)
        .limit(1);
      if (!row) throw new Error(`brand ${brand} has no domain`);
      return row.host;
    },
    /** Forgets every cached host (after an edit of brand_domains). */
    clear() {
      cache.clear();
    },
  };
}

export type BrandResolver = ReturnType<typeof createBrandResolver>;

/** The brand of the request being served, for services reached through `brandScoped`. */
const brandContext = new AsyncLocalStorage<string>();

/** The brand of the request in progress, or undefined outside a request (start-up, jobs). */
export const currentBrand = (): string | undefined => brandContext.getStore();

/**
 * A lazily built instance per brand: `perBrand((brand) => createX({ db, brand }))` answers a getter
 * that builds brand's X on first use and returns the same one afterwards.
 */
export function perBrand<T>(make: (brand: string) => T): (brand: string) => T {
  const made = new Map<string, T>();
  return (brand) => {
    let found = made.get(brand);
    if (found === undefined) {
      found = make(brand);
      made.set(brand, found);
    }
    return found;
  };
}

/**
 * `perBrand` for a factory that is asynchronous: `ready(brand)` builds (once) and waits; `get(brand)`
 * then answers the instance synchronously. A failed build is forgotten, so the next request retries.
 */
export function perBrandAsync<T>(make: (brand: string) => Promise<T>) {
  const pending = new Map<string, Promise<T>>();
  const made = new Map<string, T>();
  return {
    ready: async (brand: string): Promise<T> => {
      const found = made.get(brand);
      if (found !== undefined) return found;
      let p = pending.get(brand);
      if (!p) {
        p = make(brand).then(
          (value) => {
            made.set(brand, value);
            return value;
          },
          (err: unknown) => {
            pending.delete(brand);
            throw err;
          },
        );
        pending.set(brand, p);
      }
      return p;
    },
    get: (brand: string): T => {
      const found = made.get(brand);
      if (found === undefined) throw new Error(`brand ${brand} is not ready`);
      return found;
    },
  };
}

/**
 * An object that stands for `forBrand(brand of the current request)`: each property read goes to the
 * instance of the request's brand, and a method read outside a request (a plugin keeping a method
 * reference at start-up) is bound at call time. Outside any request it is the fallback brand's
 * (DEFAULT_BRAND) instance, as before. Route plugins keep taking one service object, unchanged.
 */
export function brandScoped<T extends object>(forBrand: (brand: string) => T, fallbackBrand: string): T {
  const current = () => forBrand(currentBrand() ?? fallbackBrand);
  const template = forBrand(fallbackBrand);
  /** Nested service objects (`withdrawals.staff`), kept by a plugin at start-up, forward the same way. */
  const nested = new Map<PropertyKey, unknown>();
  return new Proxy(template, {
    get(_target, prop) {
      const value = Reflect.get(template, prop);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const instance = current();
          return (Reflect.get(instance, prop) as (...a: unknown[]) => unknown).apply(instance, args);
        };
      }
      if (value !== null && typeof value === 'object') {
        let inner = nested.get(prop);
        if (inner === undefined) {
          inner = brandScoped((brand) => Reflect.get(forBrand(brand), prop) as object, fallbackBrand);
          nested.set(prop, inner);
        }
        return inner;
      }
      return Reflect.get(current(), prop);
    },
  });
}

/**
 * Sets `request.brand` from the host on every request (before any other hook that reads the brand),
 * and runs the rest of the request with that brand as the current one. `prepare` awaits anything a
 * brand needs built asynchronously before its first request is served.
 */
export const brandPlugin = fp<{ resolver: BrandResolver; prepare?: (brand: string) => Promise<unknown> }>(
  async (app, { resolver, prepare }) => {
    app.decorateRequest('brand', '');
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      resolver
        .resolve(request.host)
        .then(async (brand) => {
          request.brand = brand;
          if (prepare) await prepare(brand);
          return brand;
        })
        .catch((err: unknown) => {
          // The host cannot be looked up (the database is down): probes and files still answer, with
          // the fallback brand; anything that needs the database fails on its own.
          request.log.warn({ err, host: request.host }, 'brand of the host unknown: using the default brand');
          request.brand = resolver.defaultBrand;
          return resolver.defaultBrand;
        })
        .then(
          (brand) => brandContext.run(brand, () => done()),
          (err: Error) => done(err),
        );
    });
    // A body is read through stream events, which run outside the context entered above: the
    // handler and its preValidation/preHandler guards get the brand back here (nodejs/node#34430).
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      brandContext.run(request.brand, () => done());
    });
  },
  { name: 'brand' },
);
