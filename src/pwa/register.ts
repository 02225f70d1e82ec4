import { usePwa } from '../stores/pwa';
import { SW_FILE, SW_SCOPE } from './workbox';

/** How often an open tab asks for a new worker (issue 25: every hour), besides when it becomes visible. */
export const UPDATE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (docs/pwa.md) once the page has loaded and the browser is idle, so
 * neither the worker nor workbox-window (a lazy chunk) weighs on the first paint. Updates: a new
 * worker waits; the shell offers "Reload" (src/app/UpdatePromptHost.tsx), which activates it and
 * reloads once it controls the page. It never reloads by itself.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`/${SW_FILE}`, { scope: SW_SCOPE, updateViaCache: 'none' });
  let accepted = false;
  wb.addEventListener('waiting', () => {
    usePwa.getState().setUpdate(() => {
      accepted = true;
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // Another tab accepted the update: this one follows only if the player accepted here too.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && !accepted) usePwa.getState().setUpdate(null);
  });
  const registration = await wb.register();
  if (!registration) return;
  const check = () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  };
  setInterval(check, UPDATE_INTERVAL_MS);
  document.addEventListener('visibilitychange', check);
}

/** Registers after `load`, in an idle moment (a timeout where requestIdleCallback is missing). */
export function registerWhenIdle(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1_000));
    idle(() => void registerServiceWorker().catch((error) => console.warn('service worker not registered', error)));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
