import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dbTargets, eachLine, freePort } from './test/harness';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Resolves with the first log line that matches, or rejects when the process exits first. */
function waitForLog(child: ChildProcess, lines: string[], test: (line: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    eachLine(child.stdout, (line) => {
      lines.push(line);
      try {
        const json = JSON.parse(line) as Record<string, unknown>;
        if (test(json)) resolve(json);
      } catch {
        // Not JSON (a Node warning); keep it for the failure message.
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before the log line:\n${lines.join('\n')}`)));
  });
}

describe.each(dbTargets())('node --import tsx server/main.ts on $name', (target) => {
  afterAll(() => target.cleanup());

  it('migrates, seeds, listens, logs its URL, and exits 0 on SIGTERM', async () => {
    const fresh = await target.freshConfig();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: fresh.dataDir,
        ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: path.join(fresh.dataDir, 'no-site'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    child.stderr?.on('data', (c: Buffer) => lines.push(c.toString()));
    try {
      const listening = await waitForLog(child, lines, (l) => typeof l.url === 'string');
      expect(listening.url).toBe(`http://127.0.0.1:${port}`);
      expect(lines.some((l) => l.includes('demo data seeded'))).toBe(true);
      expect(lines.some((l) => l.includes('site not built'))).toBe(true);

      const res = await fetch(`http://127.0.0.1:${port}/api/system/config`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { value: { brand: string } }).value.brand).toBe('aurum');

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code, signal] = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describe('node --import tsx server/main.ts with a bad environment', () => {
  it('refuses to start on an invalid environment with one clear line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid environment: PORT must be an integer 1-65535 (got "abc")');
  });
});
