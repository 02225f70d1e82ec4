/**
 * Server rendering (ADR 0005). The server builds the page's bootstrap data (status, white-label
 * config, home banners), then calls `renderApp` to render the same React tree the browser will
 * hydrate: the shell, the route's page, in the page's content language. Built by
 * `vite build --ssr src/entry-server.tsx` into dist/server; server/lib/ssr.ts loads it.
 */
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Bootstrap } from './api/bootstrap';
import { seedEmbeddedGames } from './api/games';
import { queryKeys } from './api/queries';
import { AppProviders } from './app/App';
import { makeQueryClient } from './app/queryClient';
import { preloadPage } from './app/RoutePage';
import { AppRoutes } from './app/router';
import { preloadShell } from './app/Shell';
import { allResources, i18nOptions, LANGUAGE_FONT_MODULES, resolveLanguage, withIcu } from './i18n';
import { findRoute, HOME } from './routes/table';
import { type LobbyFirstQueries, lobbyFirstQueries } from './rules/lobby';
import { ServerSessionContext } from './stores/session';

/** Every language's strings, loaded once: the server renders any of them. */
const resources = allResources();

export type RenderResult =
  /** The app's HTML for `<div id="root">`, and the lazy modules it rendered (build-manifest keys). */
  | { kind: 'html'; html: string; lang: string; modules: string[] }
  /** An unknown path: the browser would land on home, so the server redirects there. */
  | { kind: 'redirect'; location: string }
  /** Rendered by the browser alone, and why. */
  | { kind: 'client'; reason: 'guarded' | 'bootstrap-incomplete' };

/**
 * The catalogue answers the first render of `url` asks for (a lobby's vendors and first page of
 * games), for the server to embed in its bootstrap; null for a page that shows none, or that the
 * browser renders alone.
 */
export function firstQueries(url: string): LobbyFirstQueries | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const route = findRoute(pathname);
  if (route?.guard !== 'visitor') return null;
  return lobbyFirstQueries(route.module, pathname, searchParams);
}

/**
 * The HTML of `url` for a visitor. Member-only routes are left to the browser: their content
 * depends on the session it holds. So is any page whose bootstrap data is incomplete, since the
 * browser would then start from its own cache and the two renders would differ.
 */
export async function renderApp(url: string, bootstrap: Bootstrap): Promise<RenderResult> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = findRoute(pathname);
  if (!route) return { kind: 'redirect', location: HOME };
  if (route.guard !== 'visitor') return { kind: 'client', reason: 'guarded' };
  const banner = route.key === 'home';
  if (!bootstrap.lang || !bootstrap.status || !bootstrap.config || (banner && !bootstrap.banners?.m_home)) {
    return { kind: 'client', reason: 'bootstrap-incomplete' };
  }

  const lang = resolveLanguage(bootstrap.lang);
  const i18n = withIcu(createInstance());
  await i18n.init({ ...i18nOptions, resources: await resources, lng: lang });

  // The same data the browser's queries start from (src/api/queries.ts reads the page's copy).
  const queryClient = makeQueryClient();
  const at = bootstrap.at ?? Date.now();
  queryClient.setQueryData(queryKeys.status, bootstrap.status, { updatedAt: at });
  queryClient.setQueryData(queryKeys.config(lang), bootstrap.config, { updatedAt: at });
  for (const [group, banners] of Object.entries(bootstrap.banners ?? {})) {
    queryClient.setQueryData(queryKeys.banners(group as keyof typeof bootstrap.banners & string, lang), banners, {
      updatedAt: at,
    });
  }
  // The browser's queries take these only when the page is in the bootstrap's language (bootstrapFor).
  if (lang === bootstrap.lang) seedEmbeddedGames(queryClient, bootstrap.games, lang, at);

  // Everything this page renders is loaded first: renderToString then never meets a suspended
  // lazy module, so the HTML is complete and carries no inline scripts (the CSP allows none).
  await Promise.all([preloadPage(route, { parts: true }), preloadShell()]);
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <ServerSessionContext.Provider value={bootstrap.session ?? null}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ServerSessionContext.Provider>
    </AppProviders>,
  );
  queryClient.clear();
  // The page's module, and its language's font faces (inlined by the server with the page's own rules).
  const fonts = LANGUAGE_FONT_MODULES[lang];
  return { kind: 'html', html, lang, modules: [...(route.module ? [route.module] : []), ...(fonts ? [fonts] : [])] };
}
