/**
 * Stable error codes of the platform API. The client maps each one to an i18n key; never rename one,
 * only add. Domains add their own codes here as they are built.
 */
export const ERROR_CODES = [
  /** Input failed validation; `fields` names each bad field. */
  'request.invalid',
  /** The body is not parseable (bad JSON, wrong encoding). */
  'request.malformed',
  /** The body is larger than the server accepts. */
  'request.too_large',
  /** The Content-Type is not one the route accepts. */
  'request.unsupported_media_type',
  /** No API route at this path. */
  'route.not_found',
  /** The path exists but not for this HTTP method (the `Allow` header lists the methods). */
  'route.method_not_allowed',
  /** A hashed asset or media file that does not exist. */
  'asset.not_found',
  /** A page was requested but the client bundle has not been built. */
  'site.not_built',
  /** The configured brand is not in the database. */
  'brand.not_found',
  /** Too many requests; retry later. */
  'rate.limited',
  /** The server is shutting down or a dependency is down; retry later. */
  'service.unavailable',
  /** An unexpected failure. Always a bug; the request id is in the logs. */
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (v: unknown): v is ErrorCode =>
  typeof v === 'string' && (ERROR_CODES as readonly string[]).includes(v);
