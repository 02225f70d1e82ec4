import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FOOTBALL_GAME_CODE, FOOTBALL_VENDOR } from '../../../src/api/contract/football';
import { DECLARED_RTP, MARKETS } from '../../../src/rules/football/markets';
import type { Db } from '../../db';
import { games, gameVendors } from '../../db/schema';
import { GAME_ASSET_URL, gameIconFile, vendorLogoFile } from '../../lib/game-art-paths';
import { FOOTBALL_LIMITS } from './service';

export const FOOTBALL_GAME_NAMES = { en: 'Lumen Virtual Football', 'zh-CN': '流明虚拟足球' } as const;

/**
 * The house sports vendor in a brand's catalogue (issue 23; docs/virtual-football.md): LUMEN_SPORTS
 * (gameType / gameCategory SPORTS) with its own wallet secret, and its one game, virtual football.
 * Inserts nothing when the brand already has the vendor.
 */
export async function seedFootball(tx: Db, brand: string): Promise<boolean> {
  const existing = await tx
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, FOOTBALL_VENDOR)));
  if (existing.length > 0) return false;
  const [vendor] = await tx
    .insert(gameVendors)
    .values({
      brand,
      vassalage: FOOTBALL_VENDOR,
      displayName: 'Lumen Sports',
      displayNames: { en: 'Lumen Sports', 'zh-CN': '流明体育' },
      mobileLargeIcon: `${GAME_ASSET_URL}/${vendorLogoFile(FOOTBALL_VENDOR, brand)}`,
      gameType: 'SPORTS',
      gameCategory: 'SPORTS',
      freePlay: true,
      sorting: 10,
      walletSecret: randomBytes(32).toString('hex'),
      unknownRollback: 'OK',
    })
    .returning({ id: gameVendors.id });
  await tx.insert(games).values({
    brand,
    vendorId: vendor!.id,
    vassalage: FOOTBALL_VENDOR,
    gameCode: FOOTBALL_GAME_CODE,
    nodeId: FOOTBALL_GAME_CODE,
    gameName: FOOTBALL_GAME_NAMES.en,
    gameNames: { ...FOOTBALL_GAME_NAMES },
    gameType: 'SPORTS',
    minBet: BigInt(FOOTBALL_LIMITS.minStake),
    iconUrl: `${GAME_ASSET_URL}/${gameIconFile(FOOTBALL_GAME_CODE)}`,
    freePlay: true,
    sorting: 10,
    rtp: Math.max(...MARKETS.map((m) => DECLARED_RTP[m])),
  });
  return true;
}
