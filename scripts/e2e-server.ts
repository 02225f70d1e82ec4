// The real server on a fresh embedded database for the end-to-end tests (Playwright waits for /readyz).
// BLOCKED_COUNTRIES=US lets a test see the region-restricted screen through the debug client-IP header.
import { spawnDemoServer } from './lib/demo-server';

const server = spawnDemoServer(Number(process.argv[2] ?? 8181), { BLOCKED_COUNTRIES: 'US' });
process.on('SIGTERM', server.stop);
process.on('SIGINT', server.stop);
server.child.on('exit', (code) => process.exit(code ?? 0));
