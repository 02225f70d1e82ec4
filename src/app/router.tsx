import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { HOME, HOME_PATHS, routes } from '../routes/table';
import { RoutePage } from './RoutePage';
import { Shell } from './Shell';

/** Every route of the table, its aliases and the home paths; anything else redirects to /m/home. */
export function routeObjects(): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of routes) {
    const paths = route.key === 'home' ? [...HOME_PATHS] : [route.path, ...(route.aliases ?? [])];
    for (const path of paths) children.push({ path, element: <RoutePage route={route} /> });
  }
  children.push({ path: '*', element: <Navigate to={HOME} replace /> });
  return [{ element: <Shell />, children }];
}

const table = routeObjects();

/**
 * The route table in declarative mode (ADR 0005): the app needs no loaders or actions, and the
 * same tree renders under `BrowserRouter` in the browser and `StaticRouter` on the server.
 */
export function AppRoutes() {
  return useRoutes(table);
}
