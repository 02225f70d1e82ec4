import { ApiError, errorKey } from '../api/errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the log-in page says about a failed sign-in: wrong username or password; locked, with the
 * local time to try again; otherwise the error code's message (common namespace), else "unknown".
 * `t` is the admin namespace's, `tCommon` the common one's.
 */
export function signInMessage(err: unknown, t: Translate, tCommon: Translate, language: string): string {
  if (err instanceof ApiError && err.code === 'auth.invalid_credentials') return t('login.invalidCredentials');
  if (err instanceof ApiError && err.code === 'auth.locked' && err.retryAt) {
    const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(err.retryAt);
    return t('login.locked', { time });
  }
  const code = err instanceof ApiError ? err.code : 'unknown';
  return tCommon(errorKey(code), { defaultValue: tCommon('errors.unknown') });
}
