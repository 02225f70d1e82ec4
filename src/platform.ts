import { STORAGE_KEYS } from './storage.ts';

/**
 * Where the site is running. Pure parsers take the user agent so they can be unit-tested;
 * `detectPlatform()` reads the real browser once.
 */
export interface Platform {
  ios: boolean;
  android: boolean;
  /** iOS major.minor, e.g. 12.1; null when not iOS. */
  iosVersion: number | null;
  /** True Safari on iOS (not Chrome/Firefox/in-app browsers, which cannot install profiles or apps). */
  iosSafari: boolean;
  /** Launched from the home screen (PWA / standalone web clip). */
  standalone: boolean;
  /** Inside the operator's native app shell. */
  inApp: boolean;
}

/** The native shell appends this token to its user agent; `?app=1` on first load also marks it. */
export const APP_UA_TOKEN = 'LumenApp';
export const APP_SESSION_FLAG = 'inApp';
/** The app needs iOS 12.4 or later. */
export const MIN_IOS_APP_VERSION = 12.4;

export function parseIosVersion(ua: string): number | null {
  if (!/iP(hone|od|ad)/.test(ua)) return null;
  const m = ua.match(/OS (\d+)[._](\d+)/);
  return m ? Number(`${m[1]}.${m[2]}`) : null;
}

export function isIosSafari(ua: string): boolean {
  return (
    /iP(hone|od|ad)/.test(ua) &&
    /Safari\//.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(ua)
  );
}

/** Older iOS (12.0–12.1, or 11 and lower) needs manual add-to-home-screen tips. */
export function needsOldIosTips(iosVersion: number | null): boolean {
  return iosVersion !== null && iosVersion < 12.2;
}

export function parsePlatform(ua: string, opts: { standalone: boolean; inAppFlag: boolean }): Platform {
  const iosVersion = parseIosVersion(ua);
  return {
    ios: iosVersion !== null,
    android: /Android/i.test(ua),
    iosVersion,
    iosSafari: isIosSafari(ua),
    standalone: opts.standalone,
    inApp: opts.inAppFlag || ua.includes(APP_UA_TOKEN),
  };
}

/** The download bar, popup and "app" menu entry are hidden in the app and in a PWA. */
export const isInstalled = (p: Pick<Platform, 'standalone' | 'inApp'>) => p.standalone || p.inApp;

/** `<html data-download-bar="hidden">`: set before the first paint when the download bar will not show. */
export const DOWNLOAD_BAR_ATTRIBUTE = 'data-download-bar';

/**
 * Runs inline in <head>, like the colour-mode script. A server-rendered page carries the download
 * bar; in the app, in a PWA, or once the player has closed it, this hides it before it can paint,
 * so it never flashes and then collapses. The same tests as `detectPlatform` and the Shell's
 * `hideDownloadBar` flag; keep it tiny, the server hashes it for the Content-Security-Policy.
 */
export const downloadBarHeadScript = `(function(){try{var q=new URLSearchParams(location.search);if(q.get('app')==='1'||sessionStorage.getItem('${APP_SESSION_FLAG}')==='1'||navigator.userAgent.indexOf('${APP_UA_TOKEN}')>=0||navigator.standalone===true||matchMedia('(display-mode: standalone)').matches||localStorage.getItem('${STORAGE_KEYS.hideDownloadBar}')==='1')document.documentElement.setAttribute('${DOWNLOAD_BAR_ATTRIBUTE}','hidden')}catch(e){}})()`;

let cached: Platform | undefined;
export function detectPlatform(): Platform {
  if (cached) return cached;
  if (typeof window === 'undefined') return parsePlatform('', { standalone: false, inAppFlag: false });
  let inAppFlag = false;
  try {
    if (new URLSearchParams(window.location.search).get('app') === '1') sessionStorage.setItem(APP_SESSION_FLAG, '1');
    inAppFlag = sessionStorage.getItem(APP_SESSION_FLAG) === '1';
  } catch {
    // storage unavailable
  }
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  cached = parsePlatform(navigator.userAgent, { standalone, inAppFlag });
  return cached;
}
