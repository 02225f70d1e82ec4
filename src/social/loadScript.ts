/** How long a provider's script may take to load before its button is given up for this page. */
export const SCRIPT_TIMEOUT_MS = 8_000;

const scripts = new Map<string, Promise<boolean>>();

/**
 * Adds `<script src>` once and answers whether it loaded within `timeoutMs`. A failure is
 * forgotten, so a later page visit tries again.
 */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<boolean>((resolve) => {
      const el = document.createElement('script');
      const done = (ok: boolean) => {
        clearTimeout(timer);
        el.onload = null;
        el.onerror = null;
        if (!ok) el.remove();
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      el.onload = () => done(true);
      el.onerror = () => done(false);
      el.src = src;
      el.async = true;
      document.head.appendChild(el);
    });
    scripts.set(src, loading);
    void loading.then((ok) => {
      if (!ok) scripts.delete(src);
    });
  }
  return loading;
}
