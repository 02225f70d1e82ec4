import { BlockList, isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GAME_TYPES, type GameType } from '../../../src/api/contract/games.constants';
import { gameModule, type ModuleKey } from '../../../src/api/contract/modules';
import type { Db } from '../../db';
import { games, siteSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { normalizeIp } from '../../lib/geo';

/** The brand's site settings row as the rules use it. */
export interface SiteState {
  maintenance: boolean;
  maintenanceMessage: string | Record<string, string> | null;
  maintenanceUntil: Date | null;
  blockedCountries: readonly string[];
  allowedAddresses: readonly string[];
  disabledModules: ReadonlySet<string>;
}

const EMPTY: SiteState = {
  maintenance: false,
  maintenanceMessage: null,
  maintenanceUntil: null,
  blockedCountries: [],
  allowedAddresses: [],
  disabledModules: new Set(),
};

/** Reads the brand's site settings (no row: everything off and empty). */
export async function readSiteState(db: Db, brand: string): Promise<SiteState> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.brand, brand));
  if (!row) return EMPTY;
  return {
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenanceMessage ?? null,
    maintenanceUntil: row.maintenanceUntil,
    blockedCountries: row.blockedCountries,
    allowedAddresses: row.allowedAddresses,
    disabledModules: new Set(row.disabledModules),
  };
}

/** A BlockList of IPs and CIDRs; null for an entry that is neither (the caller refuses it). */
export function addressList(entries: readonly string[]): { list: BlockList; bad: string[] } {
  const list = new BlockList();
  const bad: string[] = [];
  for (const raw of entries) {
    const [addr = '', prefix, extra] = raw.trim().split('/');
    const family = isIP(addr);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (family === 0 || extra !== undefined || (bits !== null && !(bits >= 0 && bits <= (family === 6 ? 128 : 32)))) {
      bad.push(raw);
      continue;
    }
    if (bits === null) list.addAddress(addr, type);
    else list.addSubnet(addr, bits, type);
  }
  return { list, bad };
}

/** Whether `ip` is in `list` (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function addressAllowed(list: BlockList, ip: string): boolean {
  const addr = normalizeIp(ip);
  const family = isIP(addr);
  if (family === 0) return false;
  return list.check(addr, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The module kill switches per brand (ADR 0032), read through a short cache: a money route asks on
 * every call. A change on this node clears the brand at once; other nodes follow within the TTL.
 */
export function createModuleSwitches(opts: { db: Db; ttlMs?: number; now?: () => number }) {
  const ttl = opts.ttlMs ?? 5_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; state: Promise<SiteState> }>();
  const state = (brand: string): Promise<SiteState> => {
    const hit = cache.get(brand);
    if (hit && now() - hit.at < ttl) return hit.state;
    const fresh = readSiteState(opts.db, brand);
    cache.set(brand, { at: now(), state: fresh });
    // A failed read is not kept.
    fresh.catch(() => cache.delete(brand));
    return fresh;
  };
  return {
    state,
    async disabled(brand: string): Promise<ReadonlySet<string>> {
      return (await state(brand)).disabledModules;
    },
    clear(brand?: string) {
      if (brand === undefined) cache.clear();
      else cache.delete(brand);
    },
    /** The game type of a game of the brand (for a launch), or null when there is no such game. */
    async gameTypeOf(brand: string, nodeId: string): Promise<GameType | null> {
      const [row] = await opts.db
        .select({ type: games.gameType })
        .from(games)
        .where(and(eq(games.brand, brand), eq(games.nodeId, nodeId)));
      const type = row?.type;
      return type && (GAME_TYPES as readonly string[]).includes(type) ? (type as GameType) : null;
    },
  };
}
export type ModuleSwitches = ReturnType<typeof createModuleSwitches>;

export const featureUnavailable = () =>
  new AppError(403, 'feature.unavailable', 'No permission or feature temporarily unavailable');

/** A route's kill switch: a module, or `game` (the category of the game in the body's nodeId). */
export type RouteModule = ModuleKey | 'game';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module this player route belongs to: refused 403 feature.unavailable while it is off (ADR 0032). */
    module?: RouteModule;
  }
}

/**
 * One mechanism for every kill switch (ADR 0032): a route names its module in `config.module`, and
 * this preHandler refuses it while the request's brand has the module off, after the route's own
 * authentication (onRequest) and validation, before the handler: nothing is read or written.
 */
export const moduleSwitchPlugin = fp(
  async (app: FastifyInstance, { switches }: { switches: ModuleSwitches }) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const module = request.routeOptions.config?.module;
      if (module === undefined) return;
      const off = await switches.disabled(request.brand);
      if (off.size === 0) return;
      if (module !== 'game') {
        if (off.has(module)) throw featureUnavailable();
        return;
      }
      const nodeId = (request.body as { nodeId?: unknown } | undefined)?.nodeId;
      if (typeof nodeId !== 'string') return;
      const type = await switches.gameTypeOf(request.brand, nodeId);
      if (type && off.has(gameModule(type))) throw featureUnavailable();
    });
  },
  { name: 'module-switches' },
);
