import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium';

/**
 * `STORYBOOK_FONT_DELAY_MS=1500 npx vitest run --project storybook design-system/GameTile` serves every
 * web font that late, as a slow fresh machine does. A play function that measures text before
 * `fontsSettled()` then sees the fallback font, at least for the faces that no earlier story loaded
 * (GameTile's Chinese story failed this way on every run alone, "expected 114 to be greater than 114").
 */
const fontDelay = Number(process.env.STORYBOOK_FONT_DELAY_MS ?? 0);
const slowFonts: Plugin = {
  name: 'slow-fonts',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (/\.woff2?(\?|$)/.test(req.url ?? '')) setTimeout(next, fontDelay);
      else next();
    });
  },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'themes/**/*.test.ts',
            'design-system/**/*.test.{ts,tsx}',
            'game-client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'pages/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Migrated template databases every file's fresh one is copied from (server/test/global-setup.ts).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: `${import.meta.dirname}/.storybook` }),
          ...(fontDelay > 0 ? [slowFonts] : []),
        ],
        // Pre-bundle up front: a mid-run re-optimisation reloads the page and fails a fresh clone's first run.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-i18next',
            'i18next',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tabs',
            'react-aria',
            'framer-motion',
            'lucide-react',
            'zustand',
            'zustand/react/shallow',
            'zustand/middleware',
            '@tanstack/react-query',
            'react-router-dom',
            'ofetch',
            'dompurify',
            'storybook/test',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'react-hook-form',
            '@hookform/resolvers/standard-schema',
            '@tanstack/react-table',
            'qrcode.react',
            'uplot',
            'zod',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
