import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LOTTERY_VENDOR } from '../../../src/api/contract/lottery';
import { betTypesFor } from '../../../src/rules/lottery/bets';
import { LOTTERY_GAMES } from '../../../src/rules/lottery/games';
import type { Db } from '../../db';
import { games, gameVendors } from '../../db/schema';
import { GAME_ASSET_URL, gameIconFile, vendorLogoFile } from '../../lib/game-art-paths';

export const LOTTERY_VENDOR_DEF = {
  vassalage: LOTTERY_VENDOR,
  displayName: 'Lumen Lotto',
  displayNames: { en: 'Lumen Lotto', 'zh-CN': '流明彩票' },
  gameType: 'LOTT',
  gameCategory: 'LOTT',
} as const;

/**
 * The house lottery vendor in a brand's catalogue (issue 22; docs/lottery.md): LUMEN_LOTTO with its
 * own wallet secret (random per brand), and its ten games. Fast draws are ELOTT with lottoMode
 * Entertainment (play type ent); the daily draw is LOTT, Tradition. Inserts nothing when the brand
 * already has the vendor. A game's declared RTP is the best of its bet types.
 */
export async function seedLottery(tx: Db, brand: string): Promise<boolean> {
  const existing = await tx
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, LOTTERY_VENDOR)));
  if (existing.length > 0) return false;
  const [vendor] = await tx
    .insert(gameVendors)
    .values({
      brand,
      vassalage: LOTTERY_VENDOR_DEF.vassalage,
      displayName: LOTTERY_VENDOR_DEF.displayName,
      displayNames: { ...LOTTERY_VENDOR_DEF.displayNames },
      mobileLargeIcon: `${GAME_ASSET_URL}/${vendorLogoFile(LOTTERY_VENDOR, brand)}`,
      gameType: LOTTERY_VENDOR_DEF.gameType,
      gameCategory: LOTTERY_VENDOR_DEF.gameCategory,
      freePlay: true,
      sorting: 20,
      walletSecret: randomBytes(32).toString('hex'),
      unknownRollback: 'OK',
    })
    .returning({ id: gameVendors.id });
  await tx.insert(games).values(
    LOTTERY_GAMES.map((g, i) => ({
      brand,
      vendorId: vendor!.id,
      vassalage: LOTTERY_VENDOR,
      gameCode: g.code,
      nodeId: g.code,
      gameName: g.names.en,
      gameNames: { ...g.names },
      gameType: g.gameType,
      minBet: BigInt(g.minStake),
      iconUrl: `${GAME_ASSET_URL}/${gameIconFile(g.code)}`,
      freePlay: true,
      lottoMode: g.gameType === 'ELOTT' ? 'Entertainment' : 'Tradition',
      sorting: (i + 1) * 10,
      rtp: Math.max(...betTypesFor(g.family).map((t) => t.rtp)),
    })),
  );
  return true;
}
