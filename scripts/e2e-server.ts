// The real server on a fresh embedded database for the end-to-end tests (Playwright waits for /readyz).
// BLOCKED_COUNTRIES=US lets a test see the region-restricted screen through the debug client-IP header;
// CAPTCHA_FIXED=246810 is the captcha answer the account tests type (refused in production);
// LOTTERY_TEST_SPEED=3 makes the 1-minute lottery games draw every 20 s (docs/lottery.md);
// SW_TEST_DIR lets the worker update test serve a changed sw.js (refused in production);
// ADMIN_PASSWORD is the first staff user's (`admin`) password, which the back-office tests sign in with.
import { spawnDemoServer } from './lib/demo-server';
import { e2eWorkerDir } from './lib/e2e-worker';

const server = spawnDemoServer(Number(process.argv[2] ?? 8181), {
  BLOCKED_COUNTRIES: 'US',
  CAPTCHA_FIXED: '246810',
  ADMIN_PASSWORD: 'admin-e2e-2468',
  // The lottery's fast games three times faster: a 1-minute game draws every 20 s, closing 5 s before.
  LOTTERY_TEST_SPEED: '3',
  // Virtual football twelve times faster (docs/virtual-football.md): a round every 15 s, each match
  // playing 5 s. Its clock ticks every 3 s (one process, one embedded database for every test).
  FOOTBALL_TEST_SPEED: '12',
  // The service worker's update test (tests/e2e/pwa.spec.ts, docs/pwa.md) puts a "new build" of sw.js here.
  SW_TEST_DIR: e2eWorkerDir(Number(process.argv[2] ?? 8181)),
});
process.on('SIGTERM', server.stop);
process.on('SIGINT', server.stop);
server.child.on('exit', (code) => process.exit(code ?? 0));
