import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import {
  brandScoped,
  createBrandResolver,
  hostKey,
  isFallbackHost,
  parseBrandHost,
  perBrand,
  perBrandAsync,
} from './brand-resolver';

describe('brand hosts (ADR 0015)', () => {
  it('stores a staff-typed host lower-case, without trailing dot; refuses anything but a bare host name', () => {
    expect(parseBrandHost('  Play.Example.COM. ')).toBe('play.example.com');
    expect(parseBrandHost('verdant.localhost')).toBe('verdant.localhost');
    expect(parseBrandHost('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    for (const bad of [
      '',
      'https://play.example.com',
      'play.example.com:8080',
      'play.example.com/m',
      'user@play.example.com',
      '10.0.0.1',
      '[::1]',
      '-bad.example.com',
      'bad-.example.com',
      'a..b',
      'a b.com',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(parseBrandHost(bad), bad).toBeNull();
    }
  });

  it('reads a Host header as a lookup key: lower-case, port and trailing dot stripped', () => {
    expect(hostKey('Verdant.Localhost:5173')).toBe('verdant.localhost');
    expect(hostKey('verdant.localhost.')).toBe('verdant.localhost');
    expect(hostKey('[::1]:3000')).toBe('::1');
    expect(hostKey('::1')).toBe('::1');
    expect(hostKey(undefined)).toBe('');
  });

  it('never looks up localhost, IP addresses or malformed hosts', () => {
    for (const h of ['', 'localhost', '127.0.0.1', '::1', '10.1.2.3', 'a b', 'x_y.com']) {
      expect(isFallbackHost(h), h).toBe(true);
    }
    expect(isFallbackHost('verdant.localhost')).toBe(false);
  });
});

/** A brand_domains table in memory, counting look-ups. */
function fakeTable(table: Map<string, string>) {
  const seen: string[] = [];
  const lookup = async (host: string) => {
    seen.push(host);
    return table.get(host) ?? null;
  };
  return { lookup, seen, db: {} as Db };
}

describe('createBrandResolver', () => {
  it('maps hosts through the table, falls back to the default brand, and caches for its TTL', async () => {
    const table = new Map([['verdant.localhost', 'verdant']]);
    const { db, lookup, seen } = fakeTable(table);
    let t = 0;
    const resolver = createBrandResolver({ db, lookup, defaultBrand: 'aurum', ttlMs: 1000, now: () => t });
    expect(await resolver.resolve('verdant.localhost:3000')).toBe('verdant');
    expect(await resolver.resolve('VERDANT.localhost')).toBe('verdant');
    expect(seen).toHaveLength(1);
    expect(await resolver.resolve('localhost:3000')).toBe('aurum');
    expect(await resolver.resolve('127.0.0.1')).toBe('aurum');
    expect(seen).toHaveLength(1);
    expect(await resolver.resolve('other.example.com')).toBe('aurum');
    expect(seen).toHaveLength(2);

    // A change shows after the TTL, or at once after clear().
    table.set('verdant.localhost', 'aurum');
    expect(await resolver.resolve('verdant.localhost')).toBe('verdant');
    t = 1000;
    expect(await resolver.resolve('verdant.localhost')).toBe('aurum');
    table.set('verdant.localhost', 'verdant');
    resolver.clear();
    expect(await resolver.resolve('verdant.localhost')).toBe('verdant');
  });

  it('answers an expired entry when the table cannot be read, and fails without one', async () => {
    let down = false;
    let t = 0;
    const resolver = createBrandResolver({
      db: {} as Db,
      defaultBrand: 'aurum',
      ttlMs: 1000,
      now: () => t,
      lookup: async (host) => {
        if (down) throw new Error('database down');
        return host === 'verdant.localhost' ? 'verdant' : null;
      },
    });
    expect(await resolver.resolve('verdant.localhost')).toBe('verdant');
    down = true;
    t = 5000;
    expect(await resolver.resolve('verdant.localhost')).toBe('verdant');
    await expect(resolver.resolve('other.example.com')).rejects.toThrow('database down');
  });
});

describe('per-brand instances', () => {
  it('builds one instance per brand, once', () => {
    let built = 0;
    const get = perBrand((brand) => ({ brand, n: ++built }));
    expect(get('a')).toBe(get('a'));
    expect(get('b').brand).toBe('b');
    expect(built).toBe(2);
  });

  it('builds async instances once, retrying a failed build', async () => {
    let attempts = 0;
    const made = perBrandAsync(async (brand) => {
      attempts += 1;
      if (attempts === 1) throw new Error('first build fails');
      return { brand };
    });
    await expect(made.ready('a')).rejects.toThrow('first build fails');
    expect(() => made.get('a')).toThrow('not ready');
    const [x, y] = await Promise.all([made.ready('a'), made.ready('a')]);
    expect(x).toBe(y);
    expect(made.get('a')).toBe(x);
    expect(attempts).toBe(2);
  });

  it('a brand-scoped service is the fallback brand’s outside a request, and binds kept methods at call time', () => {
    const service = brandScoped(
      perBrand((brand) => ({
        brand,
        whoAmI() {
          return this.brand;
        },
      })),
      'aurum',
    );
    const kept = service.whoAmI;
    expect(service.brand).toBe('aurum');
    expect(kept()).toBe('aurum');
    const nested = brandScoped(
      perBrand((brand) => ({ staff: { brand, list: () => brand } })),
      'aurum',
    );
    const keptStaff = nested.staff;
    expect(keptStaff.list()).toBe('aurum');
    expect(keptStaff.brand).toBe('aurum');
  });
});
