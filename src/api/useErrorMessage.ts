import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorKey } from './errors';

/**
 * The translated message of a failed call, for the player site and the back office alike: the
 * words of its stable code, else "Unknown error".
 */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown) =>
      t(errorKey(err instanceof ApiError ? err.code : 'unknown'), { defaultValue: t('errors.unknown') }),
    [t],
  );
}
