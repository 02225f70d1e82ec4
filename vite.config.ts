import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { downloadBarHeadScript } from './src/platform.ts';
import { colorModeHeadScript } from './themes/colorMode.ts';

/**
 * Inlines the tiny head scripts: the colour mode, so the first paint is already in the right mode, and
 * the download-bar flag, so server HTML never flashes a bar this browser hides.
 */
const colorModeScript = (): Plugin => ({
  name: 'color-mode-head-script',
  transformIndexHtml: (html) =>
    html.replace('<!--color-mode-script-->', `<script>${colorModeHeadScript};${downloadBarHeadScript}</script>`),
});

export default defineConfig(({ mode }) => ({
  resolve: {
    // react-router's package exports point every bundler at its development build (warnings and
    // invariants included); production builds take the production files it ships beside them.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  plugins: [react(), vanillaExtractPlugin(), colorModeScript()],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The bench reads it to find the initial JS: the static import closure of the entry and the home page.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/media', '/manifest.webmanifest', '/icon.svg', '/icon-maskable.svg'].map((p) => [
        p,
        'http://127.0.0.1:8080',
      ]),
    ),
  },
}));
