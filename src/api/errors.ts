/** A failed API call, from the server's error envelope `{ code, message, fields }` or from the network. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** auth.*: the next log-in attempt must carry a captcha. */
    readonly captchaRequired = false,
    /** auth.locked, sms.too_soon: when a retry is allowed (ms since epoch). */
    readonly retryAt?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes the client raises itself when no envelope arrives. */
export const CLIENT_ERROR_CODES = {
  offline: 'network.offline',
  timeout: 'network.slow',
  unknown: 'unknown',
} as const;

/** The i18n key for an error code: `errors.<code>`; the caller falls back to `errors.unknown`. */
export const errorKey = (code: string) => `errors.${code}`;

export function toApiError(status: number | undefined, data: unknown, cause?: unknown): ApiError {
  if (data && typeof data === 'object' && 'code' in data && typeof (data as { code: unknown }).code === 'string') {
    const d = data as {
      code: string;
      message?: string;
      fields?: Record<string, string>;
      captchaRequired?: unknown;
      retryAt?: unknown;
    };
    return new ApiError(
      status ?? 0,
      d.code,
      d.message ?? d.code,
      d.fields ?? {},
      d.captchaRequired === true,
      typeof d.retryAt === 'number' ? d.retryAt : undefined,
    );
  }
  if (!status) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const timeout = cause instanceof Error && cause.name === 'TimeoutError';
    const code = offline
      ? CLIENT_ERROR_CODES.offline
      : timeout
        ? CLIENT_ERROR_CODES.timeout
        : CLIENT_ERROR_CODES.unknown;
    return new ApiError(0, code, code);
  }
  return new ApiError(status, CLIENT_ERROR_CODES.unknown, `HTTP ${status}`);
}

/**
 * The server refused this account a page (a free-play account, or a test account on a money page):
 * the page says why and offers a way home instead of a retry.
 */
export const isAccountRefused = (err: unknown) =>
  err instanceof ApiError && (err.code === 'auth.trial_refused' || err.code === 'auth.real_account_required');
