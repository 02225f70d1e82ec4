import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type {
  AdminVendor,
  AdminVendorGame,
  AdminVendorGames,
  AdminVendors,
  VendorCreate,
  VendorGameCreate,
  VendorGameUpdate,
  VendorSaved,
  VendorUpdate,
} from '../../../src/api/contract/adminVendors';
import type { GameClassify, GameType } from '../../../src/api/contract/games.constants';
import { gameTypeOfCategory, isHouseVendor } from '../../../src/rules/vendors';
import type { Db } from '../../db';
import { games, gameVendors } from '../../db/schema';
import { audit } from '../../lib/audit';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import type { StaffMember } from '../accounts';

type VendorRow = typeof gameVendors.$inferSelect;
type GameRow = typeof games.$inferSelect;

const notFound = () => new AppError(404, 'vendors.not_found', 'No such vendor');
const gameNotFound = () => new AppError(404, 'games.not_found', 'No such game');
const codeTaken = () => new AppError(409, 'vendors.code_taken', 'The brand already has a vendor with this code');
const gameTaken = () => new AppError(409, 'vendors.game_code_taken', 'The vendor already has a game with this code');
const houseProtected = () =>
  new AppError(409, 'vendors.house_protected', 'A house vendor may only be switched on or off and re-sorted');

/** A unique-index violation (PostgreSQL 23505), wrapped or not by the driver. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return !!e && (e.code === '23505' || isUniqueViolation(e.cause));
};

const newSecret = () => randomBytes(32).toString('hex');

/** The audit log's view of a vendor: never its secret. */
const snapshot = (v: VendorRow) => {
  const { walletSecret: _, createdAt: __, ...rest } = v;
  return rest;
};
const gameSnapshot = (g: GameRow) => ({
  gameCode: g.gameCode,
  nodeId: g.nodeId,
  gameName: g.gameName,
  gameNames: g.gameNames,
  minBet: g.minBet,
  gameClassify: g.gameClassify,
  iconUrl: g.iconUrl,
  enabled: g.enabled,
  sorting: g.sorting,
});

/**
 * The back office's vendors of one brand (issue 23; docs/vendors.md): list, add, edit, rotate the
 * wallet secret; a vendor's games: list, add, edit. Every change is audited in its own transaction.
 */
export function createVendorsAdmin({ db, brand }: { db: Db; brand: string }) {
  const currencyOf = createCurrencyLookup();

  const toVendor = (v: VendorRow, n: number): AdminVendor => ({
    code: v.vassalage,
    names: { en: v.displayNames.en ?? v.displayName, 'zh-CN': v.displayNames['zh-CN'] ?? v.displayName },
    category: v.gameCategory as AdminVendor['category'],
    gameType: v.gameType as GameType,
    logoUrl: v.mobileLargeIcon,
    enabled: v.enabled,
    freePlay: v.freePlay,
    vassalageLobby: v.vassalageLobby,
    unknownRollback: v.unknownRollback as AdminVendor['unknownRollback'],
    sorting: v.sorting,
    launchUrlTemplate: v.launchUrlTemplate,
    house: isHouseVendor(v.vassalage),
    games: n,
    createdAt: v.createdAt.toISOString(),
  });

  const toGame = (g: GameRow): AdminVendorGame => ({
    gameId: g.id,
    code: g.gameCode,
    nodeId: g.nodeId,
    names: { en: g.gameNames.en ?? g.gameName, 'zh-CN': g.gameNames['zh-CN'] ?? g.gameName },
    minBet: Number(g.minBet),
    classify: g.gameClassify as GameClassify | null,
    iconUrl: g.iconUrl,
    enabled: g.enabled,
    sorting: g.sorting,
  });

  async function gameCount(vendorId: number) {
    const [row] = await db.select({ n: count() }).from(games).where(eq(games.vendorId, vendorId));
    return row?.n ?? 0;
  }

  async function find(code: string, exec: Pick<Db, 'select'> = db, lock = false) {
    const q = exec
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, code)));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound();
    return row;
  }

  async function one(code: string): Promise<AdminVendor> {
    const row = await find(code);
    return toVendor(row, await gameCount(row.id));
  }

  return {
    async list(): Promise<AdminVendors> {
      const rows = await db
        .select()
        .from(gameVendors)
        .where(eq(gameVendors.brand, brand))
        .orderBy(asc(gameVendors.gameCategory), asc(gameVendors.sorting), asc(gameVendors.id));
      const counts = await db
        .select({ vendorId: games.vendorId, n: count() })
        .from(games)
        .where(eq(games.brand, brand))
        .groupBy(games.vendorId);
      const { symbol, minorUnitDigits } = await currencyOf(db, brand);
      return {
        list: rows.map((v) => toVendor(v, counts.find((c) => c.vendorId === v.id)?.n ?? 0)),
        currencySymbol: symbol,
        currencyDigits: minorUnitDigits,
      };
    },

    async create(actor: StaffMember, input: VendorCreate, ip: string | null): Promise<VendorSaved> {
      // A house code is the studio's: staff cannot make one (its games and secret are the studio's).
      if (isHouseVendor(input.code)) throw houseProtected();
      const generated = input.secret ? null : newSecret();
      try {
        const row = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(gameVendors)
            .values({
              brand,
              vassalage: input.code,
              displayName: input.names.en,
              displayNames: input.names,
              mobileLargeIcon: input.logoUrl,
              gameType: gameTypeOfCategory(input.category),
              gameCategory: input.category,
              vassalageLobby: input.vassalageLobby,
              freePlay: input.freePlay,
              sorting: input.sorting,
              enabled: input.enabled,
              walletSecret: input.secret ?? (generated as string),
              unknownRollback: input.unknownRollback,
              launchUrlTemplate: input.launchUrlTemplate,
            })
            .returning();
          await audit(tx, {
            brand,
            staff: actor,
            action: 'vendor.create',
            targetType: 'vendor',
            targetId: input.code,
            after: { ...snapshot(row!), secret: generated ? 'generated' : 'entered' },
            ip,
          });
          return row!;
        });
        return { vendor: toVendor(row, 0), secret: generated };
      } catch (err) {
        if (isUniqueViolation(err)) throw codeTaken();
        throw err;
      }
    },

    async update(actor: StaffMember, code: string, input: VendorUpdate, ip: string | null): Promise<VendorSaved> {
      await db.transaction(async (tx) => {
        const before = await find(code, tx, true);
        if (isHouseVendor(code)) {
          // Its category, template and wallet behaviour are the studio's; staff switch, sort and name it.
          const allowed = new Set(['enabled', 'sorting', 'names', 'logoUrl']);
          const changes = (Object.keys(input) as (keyof VendorUpdate)[]).filter((k) => {
            if (allowed.has(k)) return false;
            // The form sends every field: one equal to what is stored is no change.
            const now = toVendor(before, 0);
            return JSON.stringify(input[k]) !== JSON.stringify(now[k as keyof AdminVendor]);
          });
          if (changes.length > 0) throw houseProtected();
        }
        const set: Partial<typeof gameVendors.$inferInsert> = {};
        if (input.names) {
          set.displayName = input.names.en;
          set.displayNames = input.names;
        }
        if (input.category) {
          set.gameCategory = input.category;
          set.gameType = gameTypeOfCategory(input.category);
        }
        if (input.logoUrl !== undefined) set.mobileLargeIcon = input.logoUrl;
        if (input.launchUrlTemplate !== undefined) set.launchUrlTemplate = input.launchUrlTemplate;
        for (const k of ['enabled', 'freePlay', 'vassalageLobby', 'unknownRollback', 'sorting'] as const) {
          if (input[k] !== undefined) (set as Record<string, unknown>)[k] = input[k];
        }
        if (Object.keys(set).length === 0) return;
        const [after] = await tx.update(gameVendors).set(set).where(eq(gameVendors.id, before.id)).returning();
        if (set.gameType && set.gameType !== before.gameType) {
          // The vendor's games follow it to its new lobby.
          await tx.update(games).set({ gameType: set.gameType }).where(eq(games.vendorId, before.id));
        }
        await audit(tx, {
          brand,
          staff: actor,
          action: 'vendor.update',
          targetType: 'vendor',
          targetId: code,
          before: snapshot(before),
          after: snapshot(after!),
          ip,
        });
      });
      return { vendor: await one(code), secret: null };
    },

    /** A new wallet secret: the one entered, or a generated one answered this once. House vendors: 409. */
    async rotateSecret(
      actor: StaffMember,
      code: string,
      input: { secret?: string | null },
      ip: string | null,
    ): Promise<VendorSaved> {
      if (isHouseVendor(code)) {
        await find(code);
        throw houseProtected();
      }
      const generated = input.secret ? null : newSecret();
      await db.transaction(async (tx) => {
        const before = await find(code, tx, true);
        await tx
          .update(gameVendors)
          .set({ walletSecret: input.secret ?? (generated as string) })
          .where(eq(gameVendors.id, before.id));
        await audit(tx, {
          brand,
          staff: actor,
          action: 'vendor.rotate_secret',
          targetType: 'vendor',
          targetId: code,
          after: { secret: generated ? 'generated' : 'entered' },
          ip,
        });
      });
      return { vendor: await one(code), secret: generated };
    },

    async games(code: string): Promise<AdminVendorGames> {
      const vendor = await find(code);
      const rows = await db
        .select()
        .from(games)
        .where(eq(games.vendorId, vendor.id))
        .orderBy(asc(games.sorting), asc(games.id));
      return { vendor: toVendor(vendor, rows.length), list: rows.map(toGame) };
    },

    async addGame(actor: StaffMember, code: string, input: VendorGameCreate, ip: string | null) {
      const vendor = await find(code);
      // The house's games are the studio's own: they come from its catalogue, not the back office.
      if (isHouseVendor(code)) throw houseProtected();
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(games)
            .values({
              brand,
              vendorId: vendor.id,
              vassalage: vendor.vassalage,
              gameCode: input.code,
              // Node ids are unique per brand: the vendor's code keeps two vendors' game codes apart.
              nodeId: `${vendor.vassalage.toLowerCase()}.${input.code}`.slice(0, 64),
              gameName: input.names.en,
              gameNames: input.names,
              gameType: vendor.gameType,
              gameClassify: input.classify,
              minBet: BigInt(input.minBet),
              iconUrl: input.iconUrl,
              enabled: input.enabled,
              freePlay: vendor.freePlay,
              sorting: input.sorting ?? 0,
            })
            .returning();
          await audit(tx, {
            brand,
            staff: actor,
            action: 'vendor.game_create',
            targetType: 'game',
            targetId: String(row!.id),
            after: { vendor: code, ...gameSnapshot(row!) },
            ip,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw gameTaken();
        throw err;
      }
      return this.games(code);
    },

    async updateGame(actor: StaffMember, code: string, gameId: number, input: VendorGameUpdate, ip: string | null) {
      const vendor = await find(code);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(games)
          .where(and(eq(games.id, gameId), eq(games.vendorId, vendor.id)))
          .for('update');
        if (!before) throw gameNotFound();
        if (isHouseVendor(code)) {
          const other = (Object.keys(input) as (keyof VendorGameUpdate)[]).some((k) => {
            if (k === 'enabled' || k === 'sorting') return false;
            return JSON.stringify(input[k]) !== JSON.stringify(toGame(before)[k]);
          });
          if (other) throw houseProtected();
        }
        const set: Partial<typeof games.$inferInsert> = {};
        if (input.names) {
          set.gameName = input.names.en;
          set.gameNames = input.names;
        }
        if (input.minBet !== undefined) set.minBet = BigInt(input.minBet);
        if (input.classify !== undefined) set.gameClassify = input.classify;
        if (input.iconUrl !== undefined) set.iconUrl = input.iconUrl;
        if (input.enabled !== undefined) set.enabled = input.enabled;
        if (input.sorting !== undefined) set.sorting = input.sorting;
        if (Object.keys(set).length === 0) return;
        const [after] = await tx.update(games).set(set).where(eq(games.id, gameId)).returning();
        await audit(tx, {
          brand,
          staff: actor,
          action: 'vendor.game_update',
          targetType: 'game',
          targetId: String(gameId),
          before: { vendor: code, ...gameSnapshot(before) },
          after: { vendor: code, ...gameSnapshot(after!) },
          ip,
        });
      });
      return this.games(code);
    },
  };
}

export type VendorsAdmin = ReturnType<typeof createVendorsAdmin>;
