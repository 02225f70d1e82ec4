import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { lotteryChains } from '../../db/schema';
import { newChain } from './chain';

export interface LinkRequest {
  brand: string;
  gameCode: string;
  /** Links of a newly published chain. */
  length: number;
  /** A new chain is published when fewer links than this are left unallocated. */
  renewBelow: number;
  now: () => Date;
}

/**
 * The next unallocated link of a game's hash chains (lottery draws, football matches): the oldest
 * chain with links left, taken by a guarded `allocated + 1` so two nodes never share a link. A new
 * chain is published first when the game runs low; with none left at all it tries again after.
 */
export async function allocateLink(db: Db, req: LinkRequest): Promise<{ chainId: string; index: number }> {
  const { brand, gameCode } = req;
  for (let attempt = 0; attempt < 5; attempt++) {
    const chains = await db
      .select()
      .from(lotteryChains)
      .where(and(eq(lotteryChains.brand, brand), eq(lotteryChains.gameCode, gameCode)))
      .orderBy(asc(lotteryChains.publishedAt), asc(lotteryChains.id));
    const left = chains.reduce((n, c) => n + (c.length - c.allocated), 0);
    if (left < req.renewBelow || left === 0) {
      await db.insert(lotteryChains).values({ brand, gameCode, ...newChain(req.length), publishedAt: req.now() });
      if (left === 0) continue;
    }
    for (const c of chains) {
      if (c.allocated >= c.length) continue;
      const [taken] = await db
        .update(lotteryChains)
        .set({ allocated: sql`${lotteryChains.allocated} + 1` })
        .where(and(eq(lotteryChains.id, c.id), lt(lotteryChains.allocated, lotteryChains.length)))
        .returning({ allocated: lotteryChains.allocated });
      if (taken) return { chainId: c.id, index: taken.allocated };
    }
  }
  throw new Error(`no chain link for ${gameCode}`);
}
