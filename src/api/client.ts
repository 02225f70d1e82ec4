import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import { toApiError } from './errors';

/**
 * The one HTTP client. It sends credentials (the httpOnly session cookie), unwraps the
 * `{ value }` success envelope, and turns every failure into a typed ApiError.
 */
const raw = ofetch.create({
  baseURL: '/api',
  credentials: 'include',
  timeout: 15_000,
  retry: 0,
  headers: { Accept: 'application/json' },
});

export async function api<T>(path: string, opts: FetchOptions<'json'> = {}): Promise<T> {
  try {
    const res = await raw<{ value: T }>(path, opts);
    return res.value;
  } catch (err) {
    if (err instanceof FetchError) throw toApiError(err.statusCode, err.data, err.cause ?? err);
    throw toApiError(undefined, undefined, err);
  }
}
