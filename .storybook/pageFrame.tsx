import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vars } from '../themes/contract.css';

/**
 * The frame of a page's stories: a fresh query client (no retries, so a story's failed query shows its
 * error state at once), a router, and the page canvas one phone column wide, padded or not.
 */
export const pageFrame =
  ({ padded = false }: { padded?: boolean } = {}): Decorator =>
  (Story) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <div
          style={{
            background: vars.color.page,
            maxWidth: vars.size.column,
            ...(padded ? { padding: vars.space.md } : {}),
          }}
        >
          <Story />
        </div>
      </MemoryRouter>
    </QueryClientProvider>
  );
