import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { VIDEO_POKER_GAMES } from '../../../src/rules/videopoker/paytables';
import type { Db } from '../../db';
import { games, gameVendors } from '../../db/schema';
import { GAME_ASSET_URL, gameIconFile, vendorLogoFile } from '../../lib/game-art-paths';
import { BACCARAT_GAME, POKER_VENDOR, pokerRtpBp, TABLE_VENDOR, TABLE_VENDOR_DEF } from './catalogue';

/**
 * The house card games in a brand's catalogue (issue 23): the video poker games under the studio's
 * vendor LUMEN (when the brand has it) and the vendor LUMEN_TABLE with its baccarat table, its own
 * wallet secret random per brand. Inserts only what is missing (running it again adds nothing).
 */
export async function seedCards(tx: Db, brand: string): Promise<void> {
  const [lumen] = await tx
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, POKER_VENDOR)));
  if (lumen) {
    const present = await tx
      .select({ code: games.gameCode })
      .from(games)
      .where(
        and(
          eq(games.brand, brand),
          inArray(
            games.gameCode,
            VIDEO_POKER_GAMES.map((g) => g.code),
          ),
        ),
      );
    const missing = VIDEO_POKER_GAMES.filter((g) => !present.some((p) => p.code === g.code));
    if (missing.length > 0) {
      await tx.insert(games).values(
        missing.map((g, i) => ({
          brand,
          vendorId: lumen.id,
          vassalage: POKER_VENDOR,
          gameCode: g.code,
          nodeId: g.code,
          gameName: g.names.en,
          gameNames: { ...g.names },
          gameType: 'RNG',
          gameClassify: 'VP',
          minBet: BigInt(g.minStake),
          iconUrl: `${GAME_ASSET_URL}/${gameIconFile(g.code)}`,
          freePlay: true,
          sorting: 1000 + i * 10,
          rtp: pokerRtpBp(g.rtp),
        })),
      );
    }
  }
  const [table] = await tx
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, TABLE_VENDOR)));
  if (table) return;
  const [vendor] = await tx
    .insert(gameVendors)
    .values({
      brand,
      vassalage: TABLE_VENDOR,
      displayName: TABLE_VENDOR_DEF.displayName,
      displayNames: { ...TABLE_VENDOR_DEF.displayNames },
      mobileLargeIcon: `${GAME_ASSET_URL}/${vendorLogoFile(TABLE_VENDOR, brand)}`,
      gameType: TABLE_VENDOR_DEF.gameType,
      gameCategory: TABLE_VENDOR_DEF.gameCategory,
      freePlay: true,
      sorting: 30,
      walletSecret: randomBytes(32).toString('hex'),
      unknownRollback: 'OK',
    })
    .returning({ id: gameVendors.id });
  await tx.insert(games).values({
    brand,
    vendorId: vendor!.id,
    vassalage: TABLE_VENDOR,
    gameCode: BACCARAT_GAME.code,
    nodeId: BACCARAT_GAME.code,
    gameName: BACCARAT_GAME.names.en,
    gameNames: { ...BACCARAT_GAME.names },
    gameType: 'PVP',
    gameClassify: 'TG',
    minBet: BigInt(BACCARAT_GAME.minBet),
    iconUrl: `${GAME_ASSET_URL}/${gameIconFile(BACCARAT_GAME.code)}`,
    freePlay: true,
    sorting: 10,
    // The best bet's RTP (banker).
    rtp: 9894,
  });
}
