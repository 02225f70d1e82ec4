import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { createRedis } from './redis';

/**
 * Cross-node events (live chat, unread counts, balance pushes). With REDIS_URL every node sees every
 * message through Redis pub/sub; without it the in-process bus gives the same behaviour on one node.
 * Messages are JSON values.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Same JSON round trip as Redis, so handlers never share mutable objects with the publisher.
      const copy: unknown = JSON.parse(JSON.stringify(message ?? null));
      queueMicrotask(() => emitter.emit(channel, copy));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(url: string): Bus {
  const pub: Redis = createRedis(url, 'bus-pub');
  const sub: Redis = createRedis(url, 'bus-sub');
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  sub.on('message', (channel: string, payload: string) => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  const ready = async (client: Redis) => {
    if (client.status === 'wait') await client.connect();
  };
  return {
    kind: 'redis',
    async publish(channel, message) {
      await ready(pub);
      await pub.publish(channel, JSON.stringify(message ?? null));
    },
    async subscribe(channel, handler) {
      await ready(sub);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(channel).catch(() => {});
        }
      };
    },
    async close() {
      handlers.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}

export const createBus = (redisUrl: string | undefined): Bus =>
  redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
