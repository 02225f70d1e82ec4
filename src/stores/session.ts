import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Non-secret session fields (spec §3, key MC_SESSION_INFO). The token itself lives in an
 * httpOnly cookie; this copy only drives the UI (guards, header state, member type).
 */
export interface SessionInfo {
  userName: string;
  merchantCode: string;
  /** Customer type: 0, 1, 2 real; 4 trial. */
  type: number;
  firstTimeLogin: boolean;
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
