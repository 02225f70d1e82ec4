import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { initialGraph } from './scripts/lib/initial-graph.ts';
import { tapCaptureHeadScript } from './src/app/tapsBeforeHydration.ts';
import { downloadBarHeadScript } from './src/platform.ts';
import { noticeHeadScript } from './src/storage.ts';
import { colorModeHeadScript } from './themes/colorMode.ts';

/**
 * Inlines the tiny head scripts: the colour mode, so the first paint is already in the right mode, and
 * the download-bar and session-notice flags, so server HTML never flashes a bar or a notice this
 * browser hides. The player site also
 * gets the capture of a tap made before hydration (src/app/tapsBeforeHydration.ts), which its main.tsx
 * switches off; the back office (vite.admin.config.ts) never does, so it goes without.
 */
export const colorModeScript = (opts: { tapCapture?: boolean } = {}): Plugin => ({
  name: 'color-mode-head-script',
  transformIndexHtml: (html) =>
    html.replace(
      '<!--color-mode-script-->',
      `<script>${colorModeHeadScript};${downloadBarHeadScript};${noticeHeadScript}${opts.tapCapture ? `;${tapCaptureHeadScript}` : ''}</script>`,
    ),
});

const initial = initialGraph();

/**
 * react-router's package exports point every bundler at its development build (warnings and
 * invariants included); production builds take the production files it ships beside them.
 */
export const productionAliases = (mode: string) =>
  mode === 'production'
    ? [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
        },
      ]
    : [];

/** The staff back office is its own page (admin.html); the dev server answers /admin and /admin/* with it. */
const ADMIN_PATH = /^\/admin(?:\/[^.]*)?(?:\?.*)?$/;
const adminPageInDev = (): Plugin => ({
  name: 'admin-page-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && ADMIN_PATH.test(req.url)) req.url = '/admin.html';
      next();
    });
  },
});

/**
 * The player site. The back office (admin.html, src/admin/) is built separately by
 * vite.admin.config.ts into the same dist/client, so nothing of it can enter the player's chunks.
 */
export default defineConfig(({ mode }) => ({
  resolve: { alias: productionAliases(mode) },
  plugins: [react(), vanillaExtractPlugin(), colorModeScript({ tapCapture: true }), initial, adminPageInDev()],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The bench reads it to find the initial JS: the static import closure of the entry and the home page.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: (id: string) => initial.ids.has(id) }] } },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/media', '/manifest.webmanifest', '/icon.svg', '/icon-maskable.svg'].map((p) => [
        p,
        // ws: the live channel (/api/live) is a WebSocket.
        { target: 'http://127.0.0.1:8080', ws: p === '/api' },
      ]),
    ),
  },
}));
