import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../api/accounts';
import { ApiError, errorKey } from '../api/errors';
import { useSignIn } from './useAuth';

/**
 * Free play from the header (spec §2 Header, §6): the trial log-in that /m/login and /m/trail start,
 * without leaving the page. The new trial account's play money shows in the header at once; a toast
 * says what happened, and a refusal (too many trials from one address, the network) says why.
 */
export function useFreePlay() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    setPending(true);
    try {
      signIn(await accountsApi.trial());
      toast.success(t('freePlay.started'));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'unknown';
      toast.error(t(errorKey(code), { defaultValue: t('errors.unknown') }));
    } finally {
      setPending(false);
    }
  }, [signIn, t]);
  return { start, pending };
}
