import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { CreateDeposit, CreateDepositResult, Deposit, DepositChannels, DepositPage } from './contract/deposits';
import { DEPOSIT_POLL } from './contract/deposits.constants';
import { ApiError } from './errors';

/** Under the accounts key (src/app/useAuth.ts), so signing in or out drops them with the member's other data. */
export const depositKeys = {
  all: ['accounts', 'deposits'] as const,
  channels: (lang: string) => ['accounts', 'deposits', 'channels', lang] as const,
  one: (id: string) => ['accounts', 'deposits', 'one', id] as const,
  page: (page: number) => ['accounts', 'deposits', 'page', page] as const,
};

/** The deposit calls (/api/wallet/deposit*): amounts are integers in minor units. */
export const depositsApi = {
  channels: (lang: string) => api<DepositChannels>('/wallet/deposit/channels', { query: { lang } }),
  create: (body: CreateDeposit, lang: string) =>
    api<CreateDepositResult>('/wallet/deposits', { method: 'POST', body, query: { lang } }),
  get: (id: string, lang: string) => api<Deposit>(`/wallet/deposits/${encodeURIComponent(id)}`, { query: { lang } }),
  abandon: (id: string, lang: string) =>
    api<Deposit>(`/wallet/deposits/${encodeURIComponent(id)}/abandon`, { method: 'POST', query: { lang } }),
  list: (page: number, lang: string) => api<DepositPage>('/wallet/deposits', { query: { page, lang } }),
};

/** The enabled channels, names in the page's language. */
export function useDepositChannels() {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: depositKeys.channels(lang),
    queryFn: () => depositsApi.channels(lang),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * One deposit. While the gateway has not answered (`created`) it asks again every 2 s, for at most
 * DEPOSIT_POLL.maxMs after `since`; any other status stops it. `abandon`: the player came back from
 * the gateway without paying, so the open order is closed first (idempotent: a paid order stays paid).
 */
export function useDeposit(id: string | null, since: number, opts: { abandon?: boolean } = {}) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: depositKeys.one(id ?? ''),
    queryFn: () => (opts.abandon ? depositsApi.abandon(id!, lang) : depositsApi.get(id!, lang)),
    enabled: !!id,
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status > 0 && err.status < 500),
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'created') return false;
      return Date.now() - since < DEPOSIT_POLL.maxMs ? DEPOSIT_POLL.intervalMs : false;
    },
  });
}
