/**
 * Starts `npm start`'s server on a fresh, throw-away embedded database (never DATABASE_URL),
 * for the benchmark, the review screenshots and the end-to-end tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DemoServer {
  base: string;
  child: ChildProcess;
  stop: () => void;
}

export function spawnDemoServer(port: number, extraEnv: NodeJS.ProcessEnv = {}): DemoServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { base: `http://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}

/** Spawns the server and waits until /readyz answers (a fresh PGlite takes several seconds). */
export async function startDemoServer(port: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<DemoServer> {
  const server = spawnDemoServer(port, extraEnv);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${server.base}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.stop();
  throw new Error(`server on ${server.base} did not become ready`);
}
