import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { Toaster } from '../../design-system/Toast';
import type { StaffRole } from '../api/contract/accounts';
import { i18next } from '../i18n';
import * as css from './AdminApp.css';
import { AdminShell } from './AdminShell';
import { ADMIN_NS } from './i18n';
import { ADMIN_HOME, ADMIN_LOGIN, type AdminRoute, builtRoutes, canOpen, findAdminRoute, loginPathFor } from './routes';
import { makeAdminQueryClient, sessionMarks, useStaffSession } from './session';
import { useDocumentTitle } from './useDocumentTitle';

const loadLogin = () => import('../../pages/admin/Login');
const Login = lazy(loadLogin);

/** Lazy page components, one per built route, made once. */
const pages = new Map<string, ComponentType>(builtRoutes().map((r) => [r.path, lazy(r.load!)]));

// Fetch the first screens' code while the session is checked: the log-in page, the overview it
// leads to, and this path's section. (Small chunks; later sections load when opened.)
if (typeof window !== 'undefined') {
  void loadLogin();
  void findAdminRoute(ADMIN_HOME)?.load?.();
  void findAdminRoute(window.location.pathname)?.load?.();
}

/** Set on <html> once the app shows its first real screen (the end-to-end tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Marks the app ready when it mounts: rendered beside a screen, inside the screen's Suspense boundary. */
function Ready() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

/** The staff back office at /admin: its own page (admin.html), sharing the design system and themes. */
export function AdminApp() {
  const [queryClient] = useState(makeAdminQueryClient);
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AdminRoutes />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function AdminRoutes() {
  const session = useStaffSession();

  if (session.isPending) return <Loading />;
  if (session.isError && session.data === undefined) return <Unreachable onRetry={() => void session.refetch()} />;
  const staff = session.data ?? null;

  return (
    <Routes>
      <Route
        path={ADMIN_LOGIN}
        element={
          <Suspense fallback={<Loading />}>
            <Login />
            <Ready />
          </Suspense>
        }
      />
      <Route path={ADMIN_HOME} element={staff ? <AdminShell staff={staff} /> : <ToLogin />}>
        {staff
          ? builtRoutes().map((route) => (
              <Route
                key={route.path}
                index={route.path === ADMIN_HOME}
                path={route.path === ADMIN_HOME ? undefined : route.path}
                element={<RoutePage route={route} role={staff.role} />}
              />
            ))
          : null}
        {/* A section that is not built (or not known) has no page: back to the overview. */}
        <Route path="*" element={<Navigate to={ADMIN_HOME} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={ADMIN_HOME} replace />} />
    </Routes>
  );
}

/** Nobody is signed in: to the log-in page, with the way back and, if the session ended, why. */
function ToLogin() {
  const location = useLocation();
  return (
    <Navigate
      to={loginPathFor(`${location.pathname}${location.search}`)}
      replace
      state={{ notice: sessionMarks.notice() }}
    />
  );
}

function RoutePage({ route, role }: { route: AdminRoute; role: StaffRole }) {
  const { t } = useTranslation(ADMIN_NS);
  const Page = pages.get(route.path);
  useDocumentTitle(t(route.titleKey));
  if (!canOpen(route, role) || !Page) {
    return (
      <div className={css.stack}>
        <h1 className={css.pageTitle}>{t(route.titleKey)}</h1>
        <EmptyState
          variant="notAvailable"
          title={t('forbidden.title')}
          description={t('forbidden.message', { role: t(`roles.${role}`) })}
        />
        <Ready />
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading inline />}>
      <Page />
      <Ready />
    </Suspense>
  );
}

function Loading({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className={inline ? css.loadingInline : css.loading}>
      <Spinner size="lg" tone="accent" label={t('loading')} />
    </div>
  );
}

function Unreachable({ onRetry }: { onRetry: () => void }): ReactNode {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle('');
  return (
    <main className={css.loading}>
      <h1 className={css.visuallyHidden}>{t('appTitle')}</h1>
      <EmptyState
        variant="error"
        title={t('failed.title')}
        description={t('failed.message')}
        action={<Button onPress={onRetry}>{t('failed.retry')}</Button>}
      />
      <Ready />
    </main>
  );
}
