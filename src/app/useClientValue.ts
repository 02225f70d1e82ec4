import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * A value only the browser knows (browser storage, the display mode). The server renders with
 * `serverValue`, and so does the browser while it hydrates that HTML; the browser then re-renders
 * with `read()`. Without server HTML the browser uses `read()` from the start. `read` must return
 * the same value each call (a primitive, or a cached object).
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue);
}

const hydratedNow = () => true;

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and from the
 * start of a browser-only render). For work that must not change the page before React has hydrated
 * it: a query answer that arrived mid-hydration would make React throw that part's server HTML away.
 */
export const useHydrated = (): boolean => useClientValue(hydratedNow, false);
