import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../api/accounts';
import type { SessionInfoBody } from '../api/contract/accounts';
import { useDates } from '../i18n/dates';
import { HOME } from '../routes/table';
import { isTrial } from '../rules/customerType';
import { local, STORAGE_KEYS } from '../storage';
import { useSession, useSessionInfo } from '../stores/session';
import { useUi } from '../stores/ui';

/** Every account query lives under this key; signing in or out drops them all. */
export const ACCOUNT_QUERY_KEY = ['accounts'] as const;
export const memberInfoKey = [...ACCOUNT_QUERY_KEY, 'me'] as const;

/** After a log-in, a registration or a trial: keeps the session fields (MC_SESSION_INFO) and the flags. */
export function useSignIn() {
  const setSession = useSession((s) => s.setSession);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const dates = useDates();
  return useCallback(
    (info: SessionInfoBody) => {
      // A time-out or self-exclusion binds this person (issue 19): said at once, the session still opens.
      if (info.protection) {
        const { state, until } = info.protection;
        toast.info(t(state === 'excluded' ? 'protection.banner.excluded' : 'protection.banner.timeout'), {
          description: until
            ? t('protection.banner.until', { time: dates.dateTime(until) })
            : t('protection.banner.permanent'),
          duration: 'long',
        });
      }
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      setSession({
        userName: info.userName,
        merchantCode: info.merchantCode,
        type: info.type,
        firstTimeLogin: info.firstTimeLogin,
        nickname: info.nickname,
      });
      local.set(STORAGE_KEYS.autoLogin, '1');
      if (isTrial(info.type)) local.set(STORAGE_KEYS.trialName, info.userName);
      else local.remove(STORAGE_KEYS.trialName);
    },
    [queryClient, setSession, t, dates],
  );
}

/** Clears what the browser holds about the session: fields, trial name, member info; autoLogin '0'. */
export function useForgetSession() {
  const clear = useSession((s) => s.clear);
  const queryClient = useQueryClient();
  return useCallback(() => {
    clear();
    local.remove(STORAGE_KEYS.trialName);
    local.set(STORAGE_KEYS.autoLogin, '0');
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  }, [clear, queryClient]);
}

/**
 * Spec §4 log-out, after its confirmation: the logout call (which revokes the session and its
 * cookie), then the browser forgets the session and goes to /m/home. A failed call still signs the
 * browser out: the player asked to leave, and the session expires on the server anyway.
 */
export function useSignOut() {
  const forget = useForgetSession();
  const navigate = useNavigate();
  const setSigningOut = useUi((s) => s.setSigningOut);
  return useCallback(async () => {
    try {
      await accountsApi.logout();
    } catch {
      // Offline or already expired: forget it here regardless.
    }
    setSigningOut(true);
    forget();
    navigate(HOME, { replace: true });
  }, [forget, navigate, setSigningOut]);
}

/** The member info (nickname, account, VIP label), for a signed-in session. */
export function useMemberInfo() {
  const signedIn = !!useSessionInfo();
  return useQuery({ queryKey: memberInfoKey, queryFn: accountsApi.me, enabled: signedIn, staleTime: 60_000 });
}
