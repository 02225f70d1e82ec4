import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandPreview, withPreview } from '../app/brandPreview';
import { readCache, writeCache } from '../storage';
import { bootstrapFor, readBootstrap } from './bootstrap';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { Banner, BannerGroup, SiteConfig, SystemStatus } from './contract';

export const queryKeys = {
  status: ['system', 'status'] as const,
  config: (lang: string) => ['system', 'config', lang] as const,
  banners: (group: BannerGroup, lang: string) => ['system', 'banners', group, lang] as const,
};

const STATUS_CACHE = 'systemStatus';
const configCache = (lang: string) => `siteConfig:${lang}`;

/**
 * First answer: what the server embedded in the page (fresh), else the last answer kept in
 * localStorage (stale at once, so it is refreshed in the background — spec §4 "System status").
 */
function initial<T>(embedded: T | undefined, cacheKey: string) {
  if (embedded !== undefined) return { initialData: embedded, initialDataUpdatedAt: readBootstrap().at ?? Date.now() };
  return { initialData: () => readCache<T>(cacheKey), initialDataUpdatedAt: 0 };
}

function persisted<T>(cacheKey: string, fetcher: () => Promise<T>) {
  return async () => {
    const value = await fetcher();
    writeCache(cacheKey, value);
    return value;
  };
}

export function useSystemStatus() {
  // The language picks the operator's maintenance message; the status is otherwise the same.
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: queryKeys.status,
    queryFn: persisted<SystemStatus>(STATUS_CACHE, () => api('/system/status', { query: { lang } })),
    ...initial(bootstrapFor('status'), STATUS_CACHE),
  });
}

export function useSiteConfig() {
  const lang = useTranslation().i18n.language;
  // In the brand editor's preview frame, the draft shows over the live config (src/app/brandPreview.ts).
  const draft = useBrandPreview((s) => s.draft);
  const select = useCallback((c: SiteConfig) => withPreview(c, draft), [draft]);
  return useQuery({
    queryKey: queryKeys.config(lang),
    select,
    queryFn: persisted<SiteConfig>(configCache(lang), () => api('/system/config', { query: { lang } })),
    ...initial(bootstrapFor('config', lang), configCache(lang)),
    placeholderData: (previous) => previous,
  });
}

export function useBanners(group: BannerGroup, enabled = true) {
  const lang = useTranslation().i18n.language;
  const embedded = bootstrapFor('banners', lang)?.[group];
  return useQuery({
    queryKey: queryKeys.banners(group, lang),
    queryFn: () => api<Banner[]>('/system/banners', { query: { group, lang } }),
    enabled,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    ...(embedded ? { initialData: embedded, initialDataUpdatedAt: readBootstrap().at ?? Date.now() } : {}),
  });
}
