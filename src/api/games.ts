import {
  hashKey,
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { useHydrated } from '../app/useClientValue';
import { useSettledLanguage } from '../app/useSettledLanguage';
import { favouritesReducer, type GameListFilter, gamesQuery } from '../rules/lobby';
import { useSessionInfo } from '../stores/session';
import { type Bootstrap, bootstrapFor, readBootstrap } from './bootstrap';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { AnnouncementsAnswer } from './contract/announcements';
import type { GamePage, LaunchResult, VendorsResponse, Winners } from './contract/games';
import type { SpinOutcome, StudioRotation, StudioSeeds, StudioState } from './contract/studio';
import { startEarly, takeEarly } from './early';

export type { GameListFilter };

/** Every announcements query starts with 'announcements' (src/app/live.ts invalidates them all on a publish). */
export const announcementsKey = (types: string, lang: string, viewer: string) =>
  ['announcements', types, lang, viewer] as const;

export const gamesKeys = {
  vendors: (lang: string) => ['games', 'vendors', lang] as const,
  list: (source: 'list' | 'hot', f: GameListFilter, lang: string) => ['games', source, lang, f] as const,
  winners: (lang: string) => ['games', 'winners', lang] as const,
  winnersAll: ['games', 'winners'] as const,
  /** Member-specific lists live under the accounts key: signing out drops them. */
  favouriteIds: [...ACCOUNT_QUERY_KEY, 'favouriteIds'] as const,
  memberList: (f: GameListFilter, lang: string) => [...ACCOUNT_QUERY_KEY, 'games', lang, f] as const,
};

/** The stale times of the catalogue's queries (the embedded answers age from `bootstrap.at`). */
const VENDORS_STALE_MS = 5 * 60_000;
const LIST_STALE_MS = 30_000;

/**
 * The server's answer embedded in the page (src/api/bootstrap.ts `games`), only while hydrating the
 * page it was rendered for: the hydrating render then shows what the server rendered. A query first
 * mounted later (another page, a list left and come back to) fetches as usual.
 */
const embeddedGames = (hydrated: boolean, lang: string) => (hydrated ? undefined : bootstrapFor('games', lang));

const embeddedList = (games: Bootstrap['games'], source: 'list' | 'hot', f: GameListFilter) => {
  const key = hashKey([f]);
  return games?.lists?.find((l) => l.source === source && hashKey([l.filter]) === key)?.page;
};

/** As the server first answered: fresh for the query's usual stale time from when the page was made. */
const initial = <T>(data: T | undefined) =>
  data === undefined ? {} : { initialData: data, initialDataUpdatedAt: readBootstrap().at ?? Date.now() };

/**
 * The server's render (src/entry-server.tsx): its QueryClient holds the embedded catalogue answers
 * under the keys the hooks below use, so the page renders what the browser's hydration will.
 */
export function seedEmbeddedGames(queryClient: QueryClient, games: Bootstrap['games'], lang: string, at: number) {
  if (games?.vendors) queryClient.setQueryData(gamesKeys.vendors(lang), games.vendors, { updatedAt: at });
  for (const { source, filter, page } of games?.lists ?? []) {
    const data: InfiniteData<GamePage, number> = { pages: [page], pageParams: [1] };
    queryClient.setQueryData(gamesKeys.list(source, filter, lang), data, { updatedAt: at });
  }
}

export function useVendors() {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  const embedded = embeddedGames(hydrated, lang)?.vendors;
  // While hydrating, the request leaves at once; the query takes it once hydration is over (./early).
  if (!hydrated && !embedded) startEarly('/games/vendors', { language: lang });
  return useQuery({
    ...initial(embedded),
    enabled: hydrated,
    queryKey: gamesKeys.vendors(lang),
    queryFn: () =>
      takeEarly('/games/vendors', { language: lang }, () =>
        api<VendorsResponse>('/games/vendors', { query: { language: lang } }),
      ),
    staleTime: VENDORS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export const fetchGames = (source: 'list' | 'hot', f: GameListFilter, pageNo: number, lang: string) => {
  const query = gamesQuery(source, f, pageNo, lang);
  return takeEarly(`/games/${source}`, query, () => api<GamePage>(`/games/${source}`, { query }));
};

/** During hydration: start the first page's request now, for the query to take afterwards (./early). */
const startFirstPage = (source: 'list' | 'hot', f: GameListFilter, lang: string) =>
  startEarly(`/games/${source}`, gamesQuery(source, f, 1, lang));

/** A member-only list (favourites, recent) is the member's, so it lives under the accounts key. */
const isMemberList = (f: GameListFilter) => f.dataType === 'fav' || f.dataType === 'recent';

/**
 * The lobby grid: pages of 25 (15 on the hot screen) appended as the player scrolls; a new filter is
 * a new key, so the list starts again at page 1, empty (spec §4 "Lobby dataType").
 */
export function useGamePages(source: 'list' | 'hot', f: GameListFilter, enabled = true) {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  const embedded = enabled && !isMemberList(f) ? embeddedList(embeddedGames(hydrated, lang), source, f) : undefined;
  if (enabled && !hydrated && !embedded) startFirstPage(source, f, lang);
  return useInfiniteQuery({
    ...initial<InfiniteData<GamePage, number>>(embedded && { pages: [embedded], pageParams: [1] }),
    queryKey: isMemberList(f) ? gamesKeys.memberList(f, lang) : gamesKeys.list(source, f, lang),
    queryFn: ({ pageParam }) => fetchGames(source, f, pageParam, lang),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: LIST_STALE_MS,
    // A list left behind is dropped at once: coming back to it starts again at page 1, empty.
    gcTime: 0,
    enabled: enabled && hydrated,
  });
}

/** One page (home sections, the hot strip, home favourites). */
export function useGamePage(source: 'list' | 'hot', f: GameListFilter, enabled = true) {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  if (enabled && !hydrated) startFirstPage(source, f, lang);
  return useQuery({
    queryKey: [...(isMemberList(f) ? gamesKeys.memberList(f, lang) : gamesKeys.list(source, f, lang)), 'one'],
    queryFn: () => fetchGames(source, f, 1, lang),
    staleTime: 30_000,
    enabled: enabled && hydrated,
    placeholderData: keepPreviousData,
  });
}

export function useWinners() {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  return useQuery({
    enabled: hydrated,
    queryKey: gamesKeys.winners(lang),
    queryFn: () => api<Winners>('/games/winners', { query: { language: lang } }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * Current announcements of `types`. Keyed by the signed-in account too: a member's answer carries
 * targeting and read flags (docs/announcements.md), so it is never a visitor's cached one.
 */
export function useAnnouncements(types: string) {
  const lang = useSettledLanguage();
  const hydrated = useHydrated();
  const viewer = useSessionInfo()?.userName ?? '';
  return useQuery({
    enabled: hydrated,
    queryKey: announcementsKey(types, lang, viewer),
    queryFn: () => api<AnnouncementsAnswer>('/announcements', { query: { types, lang } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The member's favourite node ids; visitors have none and never ask. */
export function useFavouriteIds() {
  const signedIn = !!useSessionInfo();
  const hydrated = useHydrated();
  return useQuery({
    queryKey: gamesKeys.favouriteIds,
    queryFn: () => api<string[]>('/games/favourites/ids'),
    enabled: signedIn && hydrated,
    staleTime: 60_000,
  });
}

/**
 * Adds or removes a favourite. The list changes at once (spec §4: adding one already there is
 * ignored, removing drops it locally), then the server is told; a failure puts the list back.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, add }: { nodeId: string; add: boolean }) =>
      add
        ? api('/games/favourites', { method: 'POST', body: { nodeId } })
        : api(`/games/favourites/${encodeURIComponent(nodeId)}`, { method: 'DELETE' }),
    onMutate: async ({ nodeId, add }) => {
      await queryClient.cancelQueries({ queryKey: gamesKeys.favouriteIds });
      const before = queryClient.getQueryData<string[]>(gamesKeys.favouriteIds);
      queryClient.setQueryData<string[]>(gamesKeys.favouriteIds, (ids = []) => [
        ...favouritesReducer(ids, { type: add ? 'add' : 'remove', nodeId }),
      ]);
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) queryClient.setQueryData(gamesKeys.favouriteIds, ctx.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: gamesKeys.favouriteIds });
      void queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'games'] });
    },
  });
}

/** POST /api/games/launch: the game window's URL, with its single-use token. */
export const launchGame = (nodeId: string, freePlay = false, from?: { returnPath: string; language: string }) =>
  api<LaunchResult>('/games/launch', { method: 'POST', body: { nodeId, freePlay, ...from } });

// ---------------------------------------------------------------------------------------------
// The house studio's game window (/api/studio, docs/studio.md)

export const studioApi = {
  open: (gameCode: string, token: string, lang?: string) =>
    api<StudioState>('/studio/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  state: (lang?: string) => api<StudioState>('/studio/state', { query: { lang } }),
  spin: (stake: number) =>
    api<{ spin: SpinOutcome; balance: number }>('/studio/spin', { method: 'POST', body: { stake } }),
  // Provable fairness (issue 22, docs/fairness.md): the player's seed pair.
  seeds: () => api<StudioSeeds>('/studio/seeds'),
  setClientSeed: (clientSeed: string) =>
    api<StudioSeeds>('/studio/seeds/client', { method: 'PUT', body: { clientSeed } }),
  rotate: (serverSeedHash: string) =>
    api<StudioRotation>('/studio/seeds/rotate', { method: 'POST', body: { serverSeedHash } }),
};
