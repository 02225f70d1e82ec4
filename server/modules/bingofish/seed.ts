import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BINGO_GAMES, FISH_VENDOR, FISHING_GAMES, type HouseGameDef } from '../../../src/rules/bingofish/games';
import type { Db } from '../../db';
import { games, gameVendors } from '../../db/schema';
import { GAME_ASSET_URL, gameIconFile, vendorLogoFile } from '../../lib/game-art-paths';

export const FISH_VENDOR_DEF = {
  vassalage: FISH_VENDOR,
  displayName: 'Lumen Fishing',
  displayNames: { en: 'Lumen Fishing', 'zh-CN': '流明捕鱼' },
  gameType: 'FISH',
  gameCategory: 'FISH',
} as const;

const gameRow = (brand: string, vendorId: number, g: HouseGameDef, sorting: number) => ({
  brand,
  vendorId,
  vassalage: g.vassalage,
  gameCode: g.code,
  nodeId: g.code,
  gameName: g.names.en,
  gameNames: { ...g.names },
  gameType: g.gameType,
  gameClassify: g.gameClassify,
  minBet: BigInt(g.minBet),
  iconUrl: `${GAME_ASSET_URL}/${gameIconFile(g.code)}`,
  freePlay: true,
  sorting,
  rtp: g.rtp,
});

/**
 * House bingo and fishing in a brand's catalogue (issue 23): the bingo game under the studio's
 * vendor LUMEN (gameType RNG, gameClassify BG), and the vendor LUMEN_FISH (FISH, its own wallet
 * secret, random per brand) with its game. Each part is inserted only when missing, so it runs on
 * every start and on a brand seeded before (like the lottery's seed).
 */
export async function seedBingoFish(tx: Db, brand: string): Promise<boolean> {
  let changed = false;
  const [lumen] = await tx
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, 'LUMEN')));
  if (lumen) {
    for (const g of BINGO_GAMES) {
      const [has] = await tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.brand, brand), eq(games.gameCode, g.code)));
      if (has) continue;
      await tx.insert(games).values(gameRow(brand, lumen.id, g, 2000));
      changed = true;
    }
  }
  const [fish] = await tx
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, FISH_VENDOR)));
  if (!fish) {
    const [vendor] = await tx
      .insert(gameVendors)
      .values({
        brand,
        vassalage: FISH_VENDOR_DEF.vassalage,
        displayName: FISH_VENDOR_DEF.displayName,
        displayNames: { ...FISH_VENDOR_DEF.displayNames },
        mobileLargeIcon: `${GAME_ASSET_URL}/${vendorLogoFile(FISH_VENDOR, brand)}`,
        gameType: FISH_VENDOR_DEF.gameType,
        gameCategory: FISH_VENDOR_DEF.gameCategory,
        freePlay: true,
        sorting: 30,
        walletSecret: randomBytes(32).toString('hex'),
        unknownRollback: 'OK',
      })
      .returning({ id: gameVendors.id });
    await tx.insert(games).values(FISHING_GAMES.map((g, i) => gameRow(brand, vendor!.id, g, (i + 1) * 10)));
    changed = true;
  }
  return changed;
}
