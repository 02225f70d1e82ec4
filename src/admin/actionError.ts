import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { useErrorMessage } from '../api/useErrorMessage';
import { ADMIN_NS } from './i18n';

/**
 * The words for a failed staff action on money (confirm, approve, reject, waive): another staff member
 * acting first is "already processed"; anything else is the error code's words.
 */
export function useActionError() {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  return (err: unknown) =>
    err instanceof ApiError && err.code === 'finance.already_processed'
      ? t('queue.alreadyProcessed')
      : errorMessage(err);
}

/** Someone else settled the item first (or it is gone): refresh instead of reporting a failure. */
export const isAlreadyProcessed = (err: unknown) =>
  err instanceof ApiError && (err.code === 'finance.already_processed' || err.code === 'finance.not_found');
