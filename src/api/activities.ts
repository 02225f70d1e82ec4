import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { useHydrated } from '../app/useClientValue';
import { useSettledLanguage } from '../app/useSettledLanguage';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { Participation, Promotion, PromotionCategory, PromotionFlags } from './contract/activities';

/** Promotions (docs/promotions.md): the list per category, one promotion, the categories, the member's participations. */
export const activitiesKeys = {
  all: ['activities'] as const,
  list: (lang: string, categoryId: number | null) => ['activities', 'list', lang, categoryId] as const,
  one: (lang: string, id: number) => ['activities', 'one', lang, id] as const,
  categories: (lang: string) => ['activities', 'categories', lang] as const,
  flags: ['activities', 'flags'] as const,
  /** Under the accounts key, so signing in or out drops them. */
  mine: (lang: string) => [...ACCOUNT_QUERY_KEY, 'activities', lang] as const,
};

export const activitiesApi = {
  list: (lang: string, categoryId: number | null) =>
    api<{ list: Promotion[] }>('/activities', { query: { lang, ...(categoryId ? { categoryId } : {}) } }),
  one: (lang: string, id: number) => api<Promotion>(`/activities/${id}`, { query: { lang } }),
  categories: (lang: string) => api<{ list: PromotionCategory[] }>('/activities/categories', { query: { lang } }),
  mine: (lang: string) => api<{ list: Participation[] }>('/activities/mine', { query: { lang } }),
  /** The REFERRAL flag and the featured promotion's id (the side menu's "promotion" entry). */
  flags: () => api<PromotionFlags>('/activities/flags'),
  join: (id: number) => api<Participation>(`/activities/${id}/join`, { method: 'POST', body: {} }),
  apply: (id: number, comment: string, images: readonly File[]) => {
    const form = new FormData();
    form.set('comment', comment);
    for (const image of images) form.append('images', image, image.name);
    return api<Participation>(`/activities/${id}/apply`, { method: 'POST', body: form });
  },
};

export function usePromotions(categoryId: number | null) {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  return useQuery({
    enabled: hydrated,
    queryKey: activitiesKeys.list(lang, categoryId),
    queryFn: () => activitiesApi.list(lang, categoryId),
    select: (d) => d.list,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePromotion(id: number | null) {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  return useQuery({
    enabled: hydrated && id !== null,
    queryKey: activitiesKeys.one(lang, id ?? 0),
    queryFn: () => activitiesApi.one(lang, id ?? 0),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePromotionCategories() {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  return useQuery({
    enabled: hydrated,
    queryKey: activitiesKeys.categories(lang),
    queryFn: () => activitiesApi.categories(lang),
    select: (d) => d.list,
    staleTime: 5 * 60_000,
  });
}

/** The promotions' flags: REFERRAL on, and the featured promotion (asked while `enabled`, e.g. the drawer is open). */
export function usePromotionFlags(enabled = true) {
  const hydrated = useHydrated();
  return useQuery({
    enabled: hydrated && enabled,
    queryKey: activitiesKeys.flags,
    queryFn: activitiesApi.flags,
    staleTime: 60_000,
  });
}

/** The member's participations (none for a visitor or a trial account). */
export function useMyParticipations() {
  const session = useSessionInfo();
  const lang = useSettledLanguage();
  return useQuery({
    enabled: !!session && session.type !== 4,
    queryKey: activitiesKeys.mine(lang),
    queryFn: () => activitiesApi.mine(lang),
    select: (d) => d.list,
    staleTime: 0,
  });
}

/** Join or apply; the member's participations refresh after. */
export function useTakePart() {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'activities'] });
  return {
    join: useMutation({ mutationFn: activitiesApi.join, onSuccess: done }),
    apply: useMutation({
      mutationFn: (a: { id: number; comment: string; images: readonly File[] }) =>
        activitiesApi.apply(a.id, a.comment, a.images),
      onSuccess: done,
    }),
  };
}
