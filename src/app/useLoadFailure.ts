import { useTranslation } from 'react-i18next';
import type { DataTableError } from '../../design-system/DataTable';
import { ApiError, errorKey } from '../api/errors';

interface FailedQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A player list's load failure for the DataTable: "Loading failed", with the reason only when it is
 * worth telling (the network: "No internet"), not a second "unknown error", and a retry.
 * Undefined while the query has not failed.
 */
export function useLoadFailure(query: FailedQuery, retryLabel?: string): DataTableError | undefined {
  const { t } = useTranslation();
  if (!query.isError) return undefined;
  const { error } = query;
  return {
    title: t('errors.loadFailed'),
    description:
      error instanceof ApiError && error.code.startsWith('network.')
        ? t(errorKey(error.code), { defaultValue: t('errors.unknown') })
        : undefined,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    retryLabel,
  };
}
