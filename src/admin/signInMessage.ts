import { ApiError, errorKey } from '../api/errors';
import { formatTime } from '../i18n/dates';

/** An i18n key (with the namespace: `admin:login.locked`) and its values, as the form kit shows it. */
export interface SignInMessage {
  key: string;
  values?: Record<string, unknown>;
}

/**
 * What the log-in page says about a failed sign-in: wrong username or password; locked, with the
 * local time to try again; otherwise the error code's message (common namespace). A code without
 * words reads as "unknown" (the kit's FormAlert falls back to it).
 */
export function signInMessage(err: unknown, language: string): SignInMessage {
  if (err instanceof ApiError && err.code === 'auth.invalid_credentials')
    return { key: 'admin:login.invalidCredentials' };
  if (err instanceof ApiError && err.code === 'auth.locked' && err.retryAt) {
    const time = formatTime(err.retryAt, language);
    return { key: 'admin:login.locked', values: { time } };
  }
  return { key: errorKey(err instanceof ApiError ? err.code : 'unknown') };
}
