import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { api } from '../api/client';
// A type only: zod stays out of the client bundle.
import type { Wallet } from '../api/contract/wallet';
import { local } from '../storage';
import { useSessionInfo } from '../stores/session';

/** Under the accounts key (src/app/useAuth.ts), so signing in or out drops it with the member info. */
export const walletKey = ['accounts', 'wallet'] as const;

/** The member's wallet (GET /api/wallet), for the header and the balance widgets; visitors never ask. */
export function useWallet() {
  const signedIn = !!useSessionInfo();
  return useQuery({
    queryKey: walletKey,
    queryFn: () => api<Wallet>('/wallet'),
    enabled: signedIn,
    staleTime: 10_000,
  });
}

const HIDE_KEY = 'hideBalance';

/** The player's choice to hide balances (asterisks everywhere), kept across visits. */
export const useBalanceHidden = create<{ hidden: boolean; toggle: () => void }>()((set, get) => ({
  hidden: typeof window !== 'undefined' && local.get(HIDE_KEY) === '1',
  toggle: () => {
    const hidden = !get().hidden;
    if (hidden) local.set(HIDE_KEY, '1');
    else local.remove(HIDE_KEY);
    set({ hidden });
  },
}));
