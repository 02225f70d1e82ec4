import '../themes/fonts';
import '../themes';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { installBrandPreview } from './app/brandPreview';
import { preloadPage } from './app/RoutePage';
import { stopTapCapture } from './app/tapsBeforeHydration';
import { captureTypedValues } from './app/typedBeforeHydration';
import { i18next, initI18n } from './i18n';
import { findRoute } from './routes/table';
import { captureInstallPrompt } from './stores/pwa';
import { syncSessionFromPage } from './stores/session';

// Chrome's install prompt can fire before the first render: kept for the download bar and popup.
captureInstallPrompt();
// The service worker (docs/pwa.md) registers after load, when the browser is idle: its code (a lazy
// chunk, then workbox-window) never weighs on the first paint.
if (import.meta.env.PROD) {
  const registerWorker = () => void import('./pwa/register').then((m) => m.registerWhenIdle());
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

// The server's word about the session cookie wins over what this browser stored (ADR 0006).
syncSessionFromPage();
// In the brand editor's preview frame: the frame's colour mode and the editor's drafts (ADR 0031).
installBrandPreview();

const root = document.getElementById('root')!;
// What a person types into the server HTML from here on is kept: App types it back once the forms are bound.
captureTypedValues(root);
// The server rendered this page (src/entry-server.tsx) in the language it names.
const renderedIn = root.getAttribute('data-ssr');
// Load the stored language and this route's page before the first render: nobody sees a flash of
// English, and a server-rendered page hydrates in one pass.
const page = preloadPage(findRoute(window.location.pathname)).catch(() => {
  // A failed chunk falls back to the lazy page, which shows its own error.
});
try {
  await Promise.all([initI18n(), page]);
} finally {
  // A tap the head script kept is replayed once the page is ready (RoutePage); from here on React
  // handles taps itself (a tap during hydration hydrates its target first). Switched off even if the
  // language failed to load, so no button stays cancelled for good.
  stopTapCapture();
}
if (renderedIn && renderedIn === i18next.language) {
  // Hydrating in a transition lets React yield to the browser every few milliseconds, so the page,
  // already painted and readable, never freezes in one long task while it becomes interactive.
  startTransition(() => {
    hydrateRoot(root, <App />, {
      onRecoverableError: (error) => console.error('hydration: the browser re-rendered part of the page', error),
    });
  });
} else {
  // No server HTML, or HTML in another language than this browser's stored choice: render afresh.
  createRoot(root).render(<App />);
}
