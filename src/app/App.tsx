import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18next } from '../i18n';
import { makeQueryClient } from './queryClient';
import { makeRouter } from './router';

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(makeRouter);
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
