import type { $Fetch, FetchError as FetchErrorType, FetchOptions } from 'ofetch';
import { toApiError } from './errors';

interface Client {
  raw: $Fetch;
  FetchError: typeof FetchErrorType;
}

let client: Promise<Client> | undefined;

/**
 * ofetch loads with the first request, not with the page: the first screen renders from the data
 * the server embeds in it (src/api/bootstrap.ts), so the HTTP client stays out of the initial JS.
 */
function loadClient(): Promise<Client> {
  client ??= import('ofetch').then(({ ofetch, FetchError }) => ({
    FetchError,
    raw: ofetch.create({
      baseURL: '/api',
      credentials: 'include',
      timeout: 15_000,
      retry: 0,
      headers: { Accept: 'application/json' },
    }),
  }));
  return client;
}

/**
 * The one HTTP client. It sends credentials (the httpOnly session cookie), unwraps the
 * `{ value }` success envelope, and turns every failure into a typed ApiError.
 */
export async function api<T>(path: string, opts: FetchOptions<'json'> = {}): Promise<T> {
  let loaded: Client;
  try {
    loaded = await loadClient();
  } catch (err) {
    // The chunk could not load (offline, or a deploy replaced it): a network error to the caller.
    client = undefined;
    throw toApiError(undefined, undefined, err);
  }
  try {
    const res = await loaded.raw<{ value: T }>(path, opts);
    return res.value;
  } catch (err) {
    if (err instanceof loaded.FetchError) throw toApiError(err.statusCode, err.data, err.cause ?? err);
    throw toApiError(undefined, undefined, err);
  }
}
