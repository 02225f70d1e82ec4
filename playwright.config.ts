import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

import { chromiumArgs, chromiumPath } from './chromium';

const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const SB_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);
const suite = (name: string) => !process.env.PW_SUITE || process.env.PW_SUITE === name;
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
const phone = { ...devices['Pixel 7'], launchOptions };
// Service workers are blocked by default: each test has a fresh context, and a worker precaching the
// shell in every one would only add load. tests/e2e/pwa.spec.ts allows them for itself (docs/pwa.md).
const e2eUse = {
  ...phone,
  baseURL: `http://127.0.0.1:${E2E_PORT}`,
  trace: 'retain-on-failure' as const,
  serviceWorkers: 'block' as const,
};
const DEMO_JOURNEY = /demo-journey\.spec\.ts$/;

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  snapshotPathTemplate: '{testDir}/__snapshots__/{arg}{ext}',
  expect: {
    // A loaded CI machine (two browsers, the server and the database on two cores) answers slower.
    timeout: process.env.CI ? 10_000 : 5_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.15, animations: 'disabled', caret: 'hide' },
  },
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testIgnore: DEMO_JOURNEY,
      // Whole journeys (register, deposit, staff review, axe over several pages) on a 2-core machine
      // running two workers and the server: the longest take about a minute there, so the limit is two.
      timeout: 120_000,
      use: e2eUse,
    },
    {
      // The demo player's wallet journey changes the balance and records other specs read as seeded,
      // so it runs once they have all finished.
      name: 'demo-journey',
      testDir: 'tests/e2e',
      testMatch: DEMO_JOURNEY,
      dependencies: ['e2e'],
      timeout: 240_000,
      use: e2eUse,
    },
    {
      name: 'visual',
      testDir: 'tests/visual',
      use: {
        ...phone,
        baseURL: `http://127.0.0.1:${SB_PORT}`,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      },
    },
  ],
  // PW_SUITE=e2e or PW_SUITE=visual starts only the server that suite needs.
  webServer: [
    suite('e2e') && {
      // The real server on a fresh embedded database, serving the built site.
      command: `node --import tsx scripts/e2e-server.ts ${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    suite('visual') && {
      command: `node scripts/serve-static.mjs storybook-static ${SB_PORT}`,
      url: `http://127.0.0.1:${SB_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ].filter((s) => s !== false) as WebServer[],
});
