// The real server on a fresh embedded database for the end-to-end tests (Playwright waits for /readyz).
// BLOCKED_COUNTRIES=US lets a test see the region-restricted screen through the debug client-IP header;
// CAPTCHA_FIXED=246810 is the captcha answer the account tests type (refused in production);
// ADMIN_PASSWORD is the first staff user's (`admin`) password, which the back-office tests sign in with.
import { spawnDemoServer } from './lib/demo-server';

const server = spawnDemoServer(Number(process.argv[2] ?? 8181), {
  BLOCKED_COUNTRIES: 'US',
  CAPTCHA_FIXED: '246810',
  ADMIN_PASSWORD: 'admin-e2e-2468',
});
process.on('SIGTERM', server.stop);
process.on('SIGINT', server.stop);
server.child.on('exit', (code) => process.exit(code ?? 0));
