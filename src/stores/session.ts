import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readBootstrap } from '../api/bootstrap';

/**
 * Non-secret session fields (spec §3, key MC_SESSION_INFO). The token itself lives in an
 * httpOnly cookie; this copy only drives the UI (guards, header state, member type).
 */
export interface SessionInfo {
  userName: string;
  merchantCode: string;
  /** Customer type: 0, 1, 2 real; 4 trial. */
  type: number;
  /** This session is the account's first (the server says so): greeted as a first visit. */
  firstTimeLogin: boolean;
  /** The member's nickname, shown before the account name; absent from copies stored before it was kept. */
  nickname?: string | null;
}

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

interface SessionState {
  info: SessionInfo | null;
  setSession: (info: SessionInfo) => void;
  clear: () => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      info: null,
      setSession: (info) => set({ info }),
      clear: () => set({ info: null }),
    }),
    { name: SESSION_STORAGE_KEY, storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/**
 * The server renders with the session of the request's cookie (src/entry-server.tsx provides it);
 * undefined in the browser, which reads the copy embedded in the page instead.
 */
export const ServerSessionContext = createContext<SessionInfo | null | undefined>(undefined);

const embeddedSession = () => readBootstrap().session ?? null;

/**
 * The signed-in member's session fields, for rendering. Server HTML and the browser's hydration both
 * use the session the server saw; afterwards the browser's store, which `syncSessionFromPage` has
 * already aligned with it. So a signed-in player's header is right from the first paint.
 */
export function useSessionInfo(): SessionInfo | null {
  const server = useContext(ServerSessionContext);
  return useSyncExternalStore(
    useSession.subscribe,
    () => useSession.getState().info,
    () => (server !== undefined ? server : embeddedSession()),
  );
}

const sameSession = (a: SessionInfo | null, b: SessionInfo | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.userName === b.userName &&
    a.type === b.type &&
    a.merchantCode === b.merchantCode &&
    a.firstTimeLogin === b.firstTimeLogin &&
    (a.nickname ?? null) === (b.nickname ?? null));

/**
 * Before the first render: the server's word about the cookie wins over what the browser stored. A
 * session that ended on the server is forgotten; one the browser lost (storage cleared) comes back;
 * a changed nickname or first-visit flag is taken from the server.
 */
export function syncSessionFromPage() {
  const page = readBootstrap();
  if (!('session' in page) || page.session === undefined) return;
  const server = page.session;
  const stored = useSession.getState().info;
  if (sameSession(stored, server)) return;
  // The server knows whether the session is the account's first, and the nickname as it is now.
  if (server) useSession.getState().setSession(server);
  else useSession.getState().clear();
}
