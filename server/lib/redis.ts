import { Redis } from 'ioredis';

/**
 * A Redis connection for health checks and the bus. Fails fast instead of queueing: a command
 * issued while Redis is down rejects at once, so /readyz answers promptly.
 */
export function createRedis(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: `platform-api:${name}`,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Without a listener, a connection error would be an unhandled 'error' event and crash the process.
  client.on('error', () => {});
  return client;
}

/** PING with a deadline; resolves when Redis answers PONG, rejects otherwise. */
export async function pingRedis(client: Redis, timeoutMs = 1_500): Promise<void> {
  if (client.status === 'wait' || client.status === 'end') {
    await withTimeout(client.connect(), timeoutMs, 'redis connect');
  }
  const answer = await withTimeout(client.ping(), timeoutMs, 'redis ping');
  if (answer !== 'PONG') throw new Error(`redis ping answered ${answer}`);
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
