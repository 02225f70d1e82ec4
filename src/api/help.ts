import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../app/useClientValue';
import { useSettledLanguage } from '../app/useSettledLanguage';
import { HELP_LANGUAGE_DEBOUNCE_MS } from '../rules/help';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { HelpTopic } from './contract/help';

const helpDelay = () => HELP_LANGUAGE_DEBOUNCE_MS;

/**
 * The help center's topics in the UI language (the footer's titles and /m/help). A language change
 * refetches after 200 ms of quiet; the previous list stays up meanwhile. Asked only once hydrated,
 * so the server's HTML and the first client render agree.
 */
export function useHelpTopics() {
  const lang = useSettledLanguage(helpDelay);
  const hydrated = useHydrated();
  return useQuery({
    enabled: hydrated,
    queryKey: ['help', lang],
    queryFn: () => api<{ list: HelpTopic[] }>('/help', { query: { lang } }),
    select: (d) => d.list,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
