import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { games, gameVendors } from '../../db/schema';
import { GAME_ASSET_URL, gameIconFile, vendorLogoFile } from '../../lib/game-art-paths';
import { STUDIO_GAMES, STUDIO_VENDOR, studioGameNames } from '../studio';

/**
 * The catalogue of a demo brand (issue 5, "Seed"): the house vendor LUMEN and its 30 slots, the
 * only games that really launch here. The vendor's wallet secret is random per brand; the house
 * studio reads it from this row, as a third-party vendor would be given it. Inserts nothing when
 * the brand already has the vendor.
 */
export async function seedGames(tx: Db, brand: string): Promise<boolean> {
  const existing = await tx.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.brand, brand));
  if (existing.length > 0) return false;
  const [vendor] = await tx
    .insert(gameVendors)
    .values({
      brand,
      vassalage: STUDIO_VENDOR.vassalage,
      displayName: STUDIO_VENDOR.displayName,
      mobileLargeIcon: `${GAME_ASSET_URL}/${vendorLogoFile(STUDIO_VENDOR.vassalage, brand)}`,
      gameType: STUDIO_VENDOR.gameType,
      gameCategory: STUDIO_VENDOR.gameCategory,
      freePlay: true,
      sorting: 10,
      walletSecret: randomBytes(32).toString('hex'),
      unknownRollback: 'OK',
    })
    .returning({ id: gameVendors.id });
  await tx.insert(games).values(
    STUDIO_GAMES.map((g, i) => ({
      brand,
      vendorId: vendor!.id,
      vassalage: STUDIO_VENDOR.vassalage,
      gameCode: g.code,
      nodeId: g.code,
      gameName: g.name,
      gameNames: studioGameNames(g.code),
      gameType: STUDIO_VENDOR.gameType,
      minBet: BigInt(g.minBet),
      lines: g.lines,
      iconUrl: `${GAME_ASSET_URL}/${gameIconFile(g.code)}`,
      freePlay: true,
      // The demo's staff pins: with no bets yet, only they are hot (docs/hot-games.md).
      hotPin: g.hotPin ?? null,
      sorting: (i + 1) * 10,
      rtp: g.rtp,
    })),
  );
  return true;
}
