import type { ErrorCode } from '../../src/api/contract/codes';

/**
 * An expected failure with a stable code. Services throw these; the error handler turns them into
 * `{ code, message, fields? }` with `status`. Anything that is not an AppError is a bug and becomes
 * 500 `internal`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra envelope fields: `captchaRequired` (log-in), `retryAt` (locks and waits, ms since epoch). */
    readonly extra?: { captchaRequired?: boolean; retryAt?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'request.invalid', message, fields);
