import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Unavailable } from '../../pages/Unavailable';
import type { RouteDef } from '../routes/table';
import { guardRedirect } from '../rules/guards';
import { useSession } from '../stores/session';
import { PageFallback } from './PageFallback';

const lazyPages = new Map<string, ComponentType>();
function pageFor(route: RouteDef): ComponentType | null {
  if (!route.load) return null;
  let page = lazyPages.get(route.key);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(route.key, page);
  }
  return page;
}

/** Applies the route's guard, then renders its lazy page, or an honest "not available yet". */
export function RoutePage({ route }: { route: RouteDef }) {
  const session = useSession((s) => s.info);
  const location = useLocation();
  const redirect = guardRedirect(route.guard, session);
  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname + location.search }} />;
  const Page = pageFor(route);
  if (!Page) return <Unavailable route={route} />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
