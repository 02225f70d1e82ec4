/** Browser-storage flags from spec §3. Every access tolerates storage being unavailable. */
export const STORAGE_KEYS = {
  noticeAccepted: 'PACCOR',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  trialName: 'trialName',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (k: string) => safe(() => localStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => localStorage.setItem(k, v), undefined),
  remove: (k: string) => safe(() => localStorage.removeItem(k), undefined),
};
export const session = {
  get: (k: string) => safe(() => sessionStorage.getItem(k), null),
  set: (k: string, v: string) => safe(() => sessionStorage.setItem(k, v), undefined),
};

/** Reads a cached JSON value (e.g. the last system status) for "cached first, refreshed in the background". */
export function readCache<T>(key: string): T | undefined {
  const raw = local.get(key);
  if (!raw) return undefined;
  return safe(() => JSON.parse(raw) as T, undefined);
}
export const writeCache = (key: string, value: unknown) => local.set(key, JSON.stringify(value));
