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
  retrying = false,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  /** The retry is running: its button spins. */
  retrying?: boolean;
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
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

/** The query fields a failed list load needs (a react-query result has them). */
interface FailedQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** Fetching again: the retry button spins. */
  isFetching?: boolean;
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
            retrying: query.isFetching ?? false,
            retryLabel: t('common.retry'),
          }
        : undefined,
    [t, message],
  );
}
