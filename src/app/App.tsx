import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18next } from '../i18n';
import { makeQueryClient } from './queryClient';
import { AppRoutes } from './router';

/** The providers every render shares: the browser's (App) and the server's (src/entry-server.tsx). */
export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

/** Set on <html> once the app has rendered or hydrated: from then on every control responds. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App() {
  const [queryClient] = useState(makeQueryClient);
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <AppProviders i18n={i18next} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
