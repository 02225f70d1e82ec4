import { NOTICE_AGREED, NOTICE_ATTRIBUTE } from '../design-system/NoticePopup/noticeFlag';

/** Browser-storage flags from spec §3. Every access tolerates storage being unavailable. */
export const STORAGE_KEYS = {
  noticeAccepted: 'PACCOR',
  /** The pop-up announcements (PU) this browser has shown: a JSON array of ids (localStorage). */
  popupsSeen: 'popupAnnouncementsSeen',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  trialName: 'trialName',
  /** This browser's random device id (x-device-id at registration: the bonus abuse guard). */
  deviceId: 'deviceId',
} as const;

/**
 * Runs inline in <head>, like the colour-mode script: a session that has agreed to the notice (PACCOR)
 * marks <html> so the notice in the server's HTML never paints (design-system/NoticePopup). Keep it
 * tiny; the server hashes it for the Content-Security-Policy.
 */
export const noticeHeadScript = `(function(){try{if(sessionStorage.getItem('${STORAGE_KEYS.noticeAccepted}')==='1')document.documentElement.setAttribute('${NOTICE_ATTRIBUTE}','${NOTICE_AGREED}')}catch(e){}})()`;

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

/** This browser's device id: random, made once and kept (null when storage is unavailable). */
export function deviceId(): string | null {
  const kept = local.get(STORAGE_KEYS.deviceId);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = safe(() => crypto.randomUUID().replace(/-/g, ''), null);
  if (!made) return null;
  local.set(STORAGE_KEYS.deviceId, made);
  return local.get(STORAGE_KEYS.deviceId) === made ? made : null;
}

/** Reads a cached JSON value (e.g. the last system status) for "cached first, refreshed in the background". */
export function readCache<T>(key: string): T | undefined {
  const raw = local.get(key);
  if (!raw) return undefined;
  return safe(() => JSON.parse(raw) as T, undefined);
}
export const writeCache = (key: string, value: unknown) => local.set(key, JSON.stringify(value));
