import { useQuery } from '@tanstack/react-query';
import { readCache, writeCache } from '../storage';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { Banner, BannerGroup, SiteConfig, SystemStatus } from './contract';

export const queryKeys = {
  status: ['system', 'status'] as const,
  config: ['system', 'config'] as const,
  banners: (group: BannerGroup) => ['system', 'banners', group] as const,
};

const STATUS_CACHE = 'systemStatus';
const CONFIG_CACHE = 'siteConfig';

/**
 * A query whose last answer is kept in localStorage: the cached value shows first, then is refreshed
 * in the background (spec §4 "System status"). initialDataUpdatedAt 0 marks it stale at once.
 */
function cachedQuery<T>(key: readonly unknown[], cacheKey: string, fetcher: () => Promise<T>) {
  return {
    queryKey: key,
    queryFn: async () => {
      const value = await fetcher();
      writeCache(cacheKey, value);
      return value;
    },
    initialData: () => readCache<T>(cacheKey),
    initialDataUpdatedAt: 0,
  };
}

export function useSystemStatus() {
  return useQuery(cachedQuery<SystemStatus>(queryKeys.status, STATUS_CACHE, () => api('/system/status')));
}

export function useSiteConfig() {
  return useQuery(cachedQuery<SiteConfig>(queryKeys.config, CONFIG_CACHE, () => api('/system/config')));
}

export function useBanners(group: BannerGroup, enabled = true) {
  return useQuery({
    queryKey: queryKeys.banners(group),
    queryFn: () => api<Banner[]>('/system/banners', { query: { group } }),
    enabled,
    staleTime: 60_000,
  });
}
