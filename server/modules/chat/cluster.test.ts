import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTION_SCHEME, type PublicKey } from '../../../src/api/contract/accounts';
import { encryptBody } from '../../../src/api/encryptBody';
import { dbTargets, eachLine, freePort } from '../../test/harness';
import { type LiveClient, openLive } from '../../test/live';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ADMIN_PASSWORD = 'chat-cluster-admin-1';

interface Node {
  child: ChildProcess;
  base: string;
  port: number;
  lines: string[];
  /** Resolves once the server logs the line with its URL (listening). */
  listening: Promise<void>;
}

function startNode(env: Record<string, string>, port: number): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${lines.slice(-20).join('\n')}`)), 90_000);
    eachLine(child.stdout, (line) => {
      lines.push(line);
      try {
        if (typeof (JSON.parse(line) as { url?: unknown }).url === 'string') {
          clearTimeout(timer);
          resolve();
        }
      } catch {}
    });
    child.once('exit', (code) => reject(new Error(`node exited (${code}):\n${lines.slice(-20).join('\n')}`)));
  });
  child.stderr?.on('data', (c: Buffer) => lines.push(c.toString()));
  return { child, port, base: `http://127.0.0.1:${port}`, lines, listening };
}

async function stopNode(node: Node) {
  if (node.child.exitCode !== null) return;
  const exited = once(node.child, 'exit');
  node.child.kill('SIGTERM');
  await exited;
}

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0])[0]!;

/**
 * Live chat across two server processes on one PostgreSQL database and one Redis (docs/chat.md): the
 * player's live socket is on node A, the agent's console socket on node B. A player's message reaches
 * the agent, the reply reaches the player, and typing goes both ways, through Redis.
 */
describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'live chat across two nodes (PostgreSQL + Redis)',
  () => {
    const target = dbTargets().find((t) => t.name === 'postgres')!;
    let a: Node;
    let b: Node;
    let memberCookie: string;
    let staffCookie: string;
    let player: LiveClient;
    let agent: LiveClient;

    beforeAll(async () => {
      const fresh = await target.freshConfig();
      const env = {
        DATABASE_URL: fresh.databaseUrl!,
        DATA_DIR: fresh.dataDir,
        STATIC_DIR: path.join(fresh.dataDir, 'no-site'),
        REDIS_URL: process.env.REDIS_URL!,
        BUS_CHANNEL_PREFIX: `chat-test-${process.pid}-${randomBytes(4).toString('hex')}`,
        ADMIN_PASSWORD,
        LEDGER_CHECK_MINUTES: '0',
      };
      const [portA, portB] = [await freePort(), await freePort()];
      // One after the other (two nodes migrating a fresh database at once can deadlock in pg-boss).
      a = startNode(env, portA);
      await a.listening;
      b = startNode(env, portB);
      await b.listening;

      // The agent signs in on B, goes online, and opens the console's socket there.
      const signIn = await fetch(`${b.base}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      staffCookie = cookieOf(signIn);
      const online = await fetch(`${b.base}/api/admin/chat/presence`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: staffCookie },
        body: JSON.stringify({ online: true }),
      });
      expect(online.status, await online.clone().text()).toBe(200);
      const staffWs = await openLive(`ws://127.0.0.1:${portB}/api/admin/live`, { cookie: staffCookie, origin: b.base });
      if (!staffWs.ok) throw new Error(`staff live refused: ${staffWs.status} ${staffWs.code}`);
      agent = staffWs.client;
      await agent.next((m) => m.type === 'hello');

      // The demo player signs in on A and opens the live channel there.
      const key = ((await (await fetch(`${a.base}/api/accounts/public-key`)).json()) as { value: PublicKey }).value;
      const login = await fetch(`${a.base}/api/accounts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME },
        body: JSON.stringify(await encryptBody({ type: 'username', username: 'demo', password: 'demo1234' }, key)),
      });
      expect(login.status, await login.clone().text()).toBe(200);
      memberCookie = cookieOf(login);
      const memberWs = await openLive(`ws://127.0.0.1:${portA}/api/live`, { cookie: memberCookie, origin: a.base });
      if (!memberWs.ok) throw new Error(`live refused: ${memberWs.status} ${memberWs.code}`);
      player = memberWs.client;
      await player.next((m) => m.type === 'hello');
    }, 180_000);

    afterAll(async () => {
      player?.close();
      agent?.close();
      await Promise.all([a && stopNode(a), b && stopNode(b)]);
      await target.cleanup();
    });

    const post = (node: Node, url: string, cookie: string, body?: unknown) =>
      fetch(`${node.base}${url}`, {
        method: 'POST',
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: node.base },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const value = async <T>(res: Response): Promise<T> => {
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { value: T }).value;
    };

    it("a player's message on A reaches the agent on B; the reply on B reaches the player on A; typing both ways", async () => {
      const started = Date.now();
      await value(
        await post(a, '/api/chat/messages', memberCookie, { clientMessageId: randomUUID(), body: 'Hello from node A' }),
      );
      const pushed = await agent.next((m) => m.type === 'chat.message', 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      const conversationId = pushed.conversationId as string;

      // B answers what the push says to fetch.
      const detail = await value<{ messages: { body: string }[] }>(
        await fetch(`${b.base}/api/admin/chat/conversations/${conversationId}`, { headers: { cookie: staffCookie } }),
      );
      expect(detail.messages.map((m) => m.body)).toEqual(['Hello from node A']);

      await value(await post(a, '/api/chat/typing', memberCookie));
      await agent.next((m) => m.type === 'chat.typing' && m.from === 'member', 2_000);

      await value(await post(b, `/api/admin/chat/conversations/${conversationId}/typing`, staffCookie));
      await player.next((m) => m.type === 'chat.typing' && m.from === 'staff', 2_000);

      await value(
        await post(b, `/api/admin/chat/conversations/${conversationId}/messages`, staffCookie, {
          clientMessageId: randomUUID(),
          body: 'Hello from node B',
        }),
      );
      await player.next((m) => m.type === 'chat.message', 2_000);
      await player.next((m) => m.type === 'unread.changed', 2_000);
      const history = await value<{ messages: { sender: string; body: string }[] }>(
        await fetch(`${a.base}/api/chat/messages`, { headers: { cookie: memberCookie } }),
      );
      expect(history.messages.map((m) => [m.sender, m.body])).toEqual([
        ['member', 'Hello from node A'],
        ['staff', 'Hello from node B'],
      ]);
    });
  },
);
