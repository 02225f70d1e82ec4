import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import type { StaffSession } from '../api/contract/accounts';
import { ApiError } from '../api/errors';
import { staffApi } from './api';

export const STAFF_SESSION_KEY = ['admin', 'session'] as const;

export const isStaffAuthError = (err: unknown) => err instanceof ApiError && err.code === 'staff.auth_required';

/**
 * Why the log-in page is showing: the session ended on the server while this tab was signed in
 * ('expired'), or the person signed out ('signedOut'). The tab remembers that it signed in
 * (sessionStorage), so a reload after the session ended still says so.
 */
export type SessionNotice = 'expired' | 'signedOut';

const SIGNED_IN_FLAG = 'adminSignedIn';
let endedBySignOut = false;

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export const sessionMarks = {
  signedIn() {
    endedBySignOut = false;
    storage()?.setItem(SIGNED_IN_FLAG, '1');
  },
  signedOut() {
    endedBySignOut = true;
    storage()?.removeItem(SIGNED_IN_FLAG);
  },
  /** What the log-in page should say, if anything. Reading it changes nothing. */
  notice(): SessionNotice | undefined {
    if (endedBySignOut) return 'signedOut';
    return storage()?.getItem(SIGNED_IN_FLAG) === '1' ? 'expired' : undefined;
  },
  /** The log-in page has shown its notice: a reload shows none. */
  settle() {
    endedBySignOut = false;
    storage()?.removeItem(SIGNED_IN_FLAG);
  },
};

/**
 * The back office's query client. Any query or mutation answered `staff.auth_required` means the
 * server ended the session (idle, absolute limit, revoked, or the member was deactivated): the
 * session becomes null, and the shell sends the person to the log-in page, which says so.
 */
export function makeAdminQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (err) => onAuthError(err) }),
    mutationCache: new MutationCache({ onError: (err) => onAuthError(err) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
  function onAuthError(err: unknown) {
    if (isStaffAuthError(err)) client.setQueryData(STAFF_SESSION_KEY, null);
  }
  return client;
}

/** The signed-in staff member, or null; checked again whenever the tab comes back into view. */
export function useStaffSession() {
  return useQuery<StaffSession | null>({
    queryKey: STAFF_SESSION_KEY,
    queryFn: async () => {
      try {
        return await staffApi.session();
      } catch (err) {
        if (isStaffAuthError(err)) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    // Coming back to the tab is use: it checks the session (and so keeps it alive), and shows at
    // once a session that ended meanwhile. No polling: that would keep an idle session alive forever.
    refetchOnWindowFocus: 'always',
  });
}
