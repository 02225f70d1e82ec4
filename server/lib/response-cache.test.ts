import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Bus, createMemoryBus, createRedisBus } from './bus';
import { createResponseCache, isPersonal } from './response-cache';

const body = (text: string) => Buffer.from(text.repeat(50));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

/** Two processes' caches on one bus: what one drops, the other drops too. */
async function nodes(bus: () => Bus, channel = 'test:cache') {
  const buses = [bus(), bus()];
  const [a, b] = buses.map((x) =>
    createResponseCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1 << 20, bus: x, channel }),
  );
  await a!.listen();
  await b!.listen();
  const close = async () => {
    await a!.close();
    await b!.close();
    for (const x of new Set(buses)) await x.close();
  };
  return { a: a!, b: b!, close };
}

async function dropsEverywhere(bus: () => Bus, channel?: string) {
  const { a, b, close } = await nodes(bus, channel);
  try {
    for (const cache of [a, b]) {
      cache.store('aurum:x', 'aurum', cache.version('aurum'), body('a'), {});
      cache.store('verdant:x', 'verdant', cache.version('verdant'), body('v'), {});
    }
    a.invalidate('aurum');
    expect(a.get('aurum:x')).toBeUndefined();
    await until(() => b.get('aurum:x') === undefined);
    expect(b.get('verdant:x')).toBeDefined();
    b.invalidate();
    await until(() => a.get('verdant:x') === undefined);
  } finally {
    await close();
  }
}

describe('response cache', () => {
  it('compresses once: gzip and brotli decode to the body, and the ETag is the body hash', () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const { entry, stored } = cache.store('k', 'aurum', cache.version('aurum'), body('hello '), {
      'content-type': 'x',
    });
    expect(stored).toBe(true);
    expect(gunzipSync(entry.gzip).equals(entry.body)).toBe(true);
    expect(brotliDecompressSync(entry.br).equals(entry.body)).toBe(true);
    expect(cache.store('k2', 'aurum', cache.version('aurum'), body('hello '), {}).entry.etag).toBe(entry.etag);
    expect(cache.store('k3', 'aurum', cache.version('aurum'), body('other '), {}).entry.etag).not.toBe(entry.etag);
  });

  it('does not store an answer computed before its brand changed', () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const before = cache.version('aurum');
    const otherBrand = cache.version('verdant');
    cache.invalidate('aurum');
    expect(cache.store('k', 'aurum', before, body('old'), {}).stored).toBe(false);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.store('v', 'verdant', otherBrand, body('v'), {}).stored).toBe(true);
    cache.invalidate();
    expect(cache.get('v')).toBeUndefined();
    expect(cache.store('v', 'verdant', otherBrand, body('v'), {}).stored).toBe(false);
  });

  it('keeps its bounds: entries expire after the TTL, the least recently used go first', () => {
    let t = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1 << 20, now: () => t });
    const put = (k: string) => cache.store(k, 'aurum', cache.version('aurum'), body(k), {});
    put('a');
    put('b');
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    put('c');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    t = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats().entries).toBe(1);
    const tiny = createResponseCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 100 });
    expect(tiny.store('big', 'aurum', tiny.version('aurum'), body('too big'), {}).stored).toBe(false);
  });

  it('tells personal requests by their session cookies or credentials', () => {
    expect(isPersonal({})).toBe(false);
    expect(isPersonal({ cookie: 'language=en; theme=dark' })).toBe(false);
    expect(isPersonal({ cookie: 'language=en; sid=abc' })).toBe(true);
    expect(isPersonal({ cookie: 'admin_sid=abc' })).toBe(true);
    expect(isPersonal({ cookie: 'xsid=abc' })).toBe(false);
    expect(isPersonal({ authorization: 'Bearer x' })).toBe(true);
  });

  it('drops a brand on every node sharing the bus', async () => {
    const shared = createMemoryBus();
    await dropsEverywhere(() => shared);
  });

  it.skipIf(!process.env.REDIS_URL)('drops a brand on every node through Redis (REDIS_URL)', async () => {
    await dropsEverywhere(
      () => createRedisBus(process.env.REDIS_URL!),
      `test-${process.pid}-${randomBytes(4).toString('hex')}:cache`,
    );
  });
});
