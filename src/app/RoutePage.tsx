import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '../../design-system/Toast';
import { FeatureOff, Unavailable } from '../../pages/Unavailable';
import { moduleOff } from '../api/contract/modules.constants';
import { useSystemStatus } from '../api/queries';
import type { RouteDef } from '../routes/table';
import { isTrial } from '../rules/customerType';
import { guardRedirect } from '../rules/guards';
import { moduleOfPath } from '../rules/modules';
import { useSessionInfo } from '../stores/session';
import { useUi } from '../stores/ui';
import { PageFallback } from './PageFallback';
import { replayTap } from './tapsBeforeHydration';
import { replayTypedValues } from './typedBeforeHydration';

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
export async function preloadPage(route: RouteDef | undefined, opts: { parts?: boolean } = {}): Promise<void> {
  if (!route?.load) return;
  if (loadedPages.has(route.key) && !opts.parts) return;
  const mod = await route.load();
  // The parts a page loads lazily (home's winner board): the server loads them too, to render them;
  // the browser loads them when it renders them, after the page has hydrated around them.
  if (opts.parts) await mod.preloadParts?.();
  loadedPages.set(route.key, mod.default);
}

/** Applies the route's guard, then renders its lazy page, or an honest "not available yet". */
export function RoutePage({ route }: { route: RouteDef }) {
  const session = useSessionInfo();
  const location = useLocation();
  const signingOut = useUi((s) => s.signingOut);
  const redirect = guardRedirect(route.guard, session);
  const status = useSystemStatus();
  const module = moduleOfPath(route.path);
  // Spec §6: a signed-in account that is not real is refused deposit and withdraw with the spec's
  // message (trial: free_reject), then sent home by the guard.
  const { t } = useTranslation();
  const refusedType = route.guard === 'real' && redirect && session && !signingOut ? session.type : null;
  useEffect(() => {
    if (refusedType === null) return;
    toast.info(t(isTrial(refusedType) ? 'errors.auth.trial_refused' : 'errors.auth.real_account_required'));
  }, [refusedType, t]);
  // Leaving a member page by signing out: render nothing while the router moves to home.
  if (redirect && signingOut) return null;
  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname + location.search }} />;
  // A module the operator switched off (ADR 0032) shows the spec's message instead of its page.
  if (module !== null && moduleOff(status.data?.disabledModules, module)) return <FeatureOff route={route} />;
  const Page = pageFor(route);
  if (!Page) return <Unavailable route={route} />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
      <PageReady />
    </Suspense>
  );
}

/**
 * Marks the first page as rendered: its effect runs once the page (and its Suspense boundary) has
 * hydrated, after the page's own mount effects, so it is also where what the person typed into the
 * server HTML is typed back into the forms that just bound (and reset) their fields, and where a tap
 * made before hydration is replayed (tapsBeforeHydration.ts).
 */
function PageReady() {
  const setPageReady = useUi((s) => s.setPageReady);
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) {
      replayTypedValues(root);
      // Then the tap made before hydration (a button, a form's submit), on the fields just restored.
      replayTap(root);
    }
    setPageReady();
  }, [setPageReady]);
  return null;
}
