/**
 * GET requests started while the browser hydrates the server's HTML, for the queries that wait for
 * hydration to end (src/api/games.ts `useHydrated`): their answer may not reach the cache before
 * then, but the request itself can leave at once. The query's own fetch, once hydration is over,
 * takes the request that is already under way (or done) instead of starting a new one.
 *
 * On a 4×-throttled phone, hydrating /m/slot-games takes seconds; the lobby's list used to be
 * requested only after it, and the first tiles (the page's largest paint) waited for both.
 */
import { toApiError } from './errors';

type Query = Record<string, unknown>;

const started = new Map<string, Promise<unknown>>();

/** The request's URL under /api, with the query's entries in a stable order. */
export function earlyKey(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, String(v));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Starts `GET /api<path>?<query>` once, unless it is already under way. Does nothing on the server.
 * The body is unwrapped as the API client does (`{ value }`); a failure is kept as a rejection that
 * `takeEarly` turns into a fresh request, so the caller sees the client's usual errors.
 */
export function startEarly(path: string, query?: Query): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const url = earlyKey(path, query);
  if (started.has(url)) return;
  const request = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw toApiError(res.status, undefined, undefined);
    return ((await res.json()) as { value: unknown }).value;
  });
  // Nobody may take it (the page moved on): an unhandled rejection would only be noise.
  request.catch(() => {});
  started.set(url, request);
}

/**
 * The early request for `GET /api<path>?<query>`, taken once (a later fetch of the same URL is a
 * real refetch), or undefined. If it failed, `fallback` runs instead.
 */
export function takeEarly<T>(path: string, query: Query | undefined, fallback: () => Promise<T>): Promise<T> {
  const url = earlyKey(path, query);
  const request = started.get(url) as Promise<T> | undefined;
  if (!request) return fallback();
  started.delete(url);
  return request.catch(fallback);
}

/** Tests: forget every early request. */
export function resetEarly(): void {
  started.clear();
}
