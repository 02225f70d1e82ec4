import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableError } from '../../design-system/DataTable';
import { ErrorState } from '../../design-system/ErrorState';
import { useErrorMessage } from '../api/useErrorMessage';
import { ADMIN_NS } from './i18n';

/**
 * A back-office load that failed: the kit's ErrorState with the back office's words ("This could not
 * be loaded", the error code's own words, "Try again").
 */
export function LoadError({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  return (
    <ErrorState
      compact={compact}
      title={t('common.loadFailed')}
      description={message(error)}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
}

/** The query fields a failed list load needs (a react-query result has them). */
interface FailedQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The same words for the kit DataTable's `error` prop: `loadError(query)` is undefined while the query
 * has not failed.
 */
export function useLoadError() {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  return useCallback(
    (query: FailedQuery): DataTableError | undefined =>
      query.isError
        ? {
            title: t('common.loadFailed'),
            description: message(query.error),
            onRetry: () => void query.refetch(),
            retryLabel: t('common.retry'),
          }
        : undefined,
    [t, message],
  );
}
