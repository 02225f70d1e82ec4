import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
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
  /**
   * Called each time the subscriptions are active again after the connection to Redis was lost
   * (messages published meanwhile are gone: listeners resynchronise). Never called by the memory bus.
   */
  onResubscribed(listener: () => void): void;
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
    onResubscribed() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The Redis bus: one connection publishes, one subscribes (a subscribed connection can do nothing
 * else). Connection names carry the pid and a random tag, so an operator (or a test) can tell each
 * process's connections apart in CLIENT LIST.
 *
 * Redis restarts: both connections reconnect (retryStrategy in createRedis). When the subscriber is
 * ready again, every channel is subscribed again explicitly and awaited (ioredis's autoResubscribe
 * does the same, unawaited), the event is logged, and `onResubscribed` listeners run. A publish while
 * Redis is unreachable rejects at once (no offline queue); the caller logs it.
 */
export function createRedisBus(url: string, log?: Pick<FastifyBaseLogger, 'info' | 'warn'>): Bus {
  const tag = `${process.pid}-${randomBytes(3).toString('hex')}`;
  const pub: Redis = createRedis(url, `bus-pub:${tag}`);
  const sub: Redis = createRedis(url, `bus-sub:${tag}`);
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const resubscribed = new Set<() => void>();
  let closing = false;
  let lost = false;
  sub.on('message', (channel: string, payload: string) => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  sub.on('close', () => {
    if (closing || lost || handlers.size === 0) return;
    lost = true;
    log?.warn({ connection: `bus-sub:${tag}` }, 'bus: Redis connection lost; reconnecting');
  });
  sub.on('ready', () => {
    const channels = [...handlers.keys()];
    if (channels.length === 0) return;
    sub.subscribe(...channels).then(
      () => {
        if (!lost) return;
        lost = false;
        log?.info({ channels: channels.length }, 'bus: Redis reconnected; subscriptions restored');
        for (const listener of resubscribed) listener();
      },
      (err: unknown) => log?.warn({ err }, 'bus: resubscribing failed; retrying on the next reconnect'),
    );
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
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (first) {
        try {
          await ready(sub);
          await sub.subscribe(channel);
        } catch (err) {
          // Kept in `handlers`: the next 'ready' subscribes it. Logged, not thrown, so a node can start
          // (and serve everything else) while Redis is briefly away.
          lost = true;
          log?.warn({ err, channel }, 'bus: subscribing failed (Redis unreachable); retrying on reconnect');
        }
      }
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
    onResubscribed(listener) {
      resubscribed.add(listener);
    },
    async close() {
      closing = true;
      handlers.clear();
      resubscribed.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}

export const createBus = (redisUrl: string | undefined, log?: Pick<FastifyBaseLogger, 'info' | 'warn'>): Bus =>
  redisUrl ? createRedisBus(redisUrl, log) : createMemoryBus();
