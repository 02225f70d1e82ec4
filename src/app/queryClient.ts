import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../../design-system/Toast';
import { ApiError } from '../api/errors';
import { i18next } from '../i18n';
import { local, STORAGE_KEYS } from '../storage';
import { useSession } from '../stores/session';

/**
 * A query answered `auth.required` while the browser holds a session: the server ended it (expired,
 * revoked by a password change elsewhere). The browser forgets it, so guards send the player to log in.
 */
function onQueryError(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'auth.required') return;
  if (!useSession.getState().info) return;
  useSession.getState().clear();
  local.remove(STORAGE_KEYS.trialName);
  toast.info(i18next.t('errors.auth.expired'), { id: 'session-expired' });
}

export function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not blips: don't retry them.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}
