import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Unavailable } from '../../pages/Unavailable';
import type { RouteDef } from '../routes/table';
import { guardRedirect } from '../rules/guards';
import { useSessionInfo } from '../stores/session';
import { useUi } from '../stores/ui';
import { PageFallback } from './PageFallback';

/** Pages already loaded (`preloadPage`): they render at once, with no Suspense fallback. */
const loadedPages = new Map<string, ComponentType>();
const lazyPages = new Map<string, ComponentType>();

function pageFor(route: RouteDef): ComponentType | null {
  if (!route.load) return null;
  const loaded = loadedPages.get(route.key);
  if (loaded) return loaded;
  let page = lazyPages.get(route.key);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(route.key, page);
  }
  return page;
}

/**
 * Loads a route's page before the first render. The server renders the page into the HTML; the
 * browser loads its module before hydrating, so the page hydrates in the same pass as the shell
 * instead of flashing its fallback.
 */
export async function preloadPage(route: RouteDef | undefined): Promise<void> {
  if (!route?.load || loadedPages.has(route.key)) return;
  const mod = await route.load();
  loadedPages.set(route.key, mod.default);
}

/** Applies the route's guard, then renders its lazy page, or an honest "not available yet". */
export function RoutePage({ route }: { route: RouteDef }) {
  const session = useSessionInfo();
  const location = useLocation();
  const signingOut = useUi((s) => s.signingOut);
  const redirect = guardRedirect(route.guard, session);
  // Leaving a member page by signing out: render nothing while the router moves to home.
  if (redirect && signingOut) return null;
  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname + location.search }} />;
  const Page = pageFor(route);
  if (!Page) return <Unavailable route={route} />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
