import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from './index';
import { agentRebateCaps, agentRebateRates, members } from './schema';

/** The demo brand max per category (bp of turnover): slots and fishing most, cockfighting least. */
export const DEMO_REBATE_CAPS = {
  RNG: 200,
  FISH: 200,
  LIVE: 120,
  PVP: 150,
  SPORTS: 100,
  ESPORTS: 100,
  COCKFIGHT: 80,
  LOTT: 150,
  ELOTT: 150,
  BINGO: 150,
} as const;

/** agent01's rates (staff set them: it is top-level) and two of its players' (agent01 set them). */
export const DEMO_REBATE_RATES: Record<string, Record<string, number>> = {
  agent01: { RNG: 150, FISH: 120, LIVE: 100, PVP: 100, SPORTS: 80, LOTT: 100 },
  player01: { RNG: 50, LIVE: 30 },
  player02: { RNG: 80, FISH: 40 },
};

/**
 * Agent rebates of a demo brand (ADR 0025): the brand max and agent01's team's rates, once (a brand
 * that has a max already keeps staff's edits).
 */
export async function seedAgentRebates(tx: Db, brand: string) {
  const [has] = await tx.select({ n: count() }).from(agentRebateCaps).where(eq(agentRebateCaps.brand, brand));
  if ((has?.n ?? 0) > 0) return;
  await tx
    .insert(agentRebateCaps)
    .values(Object.entries(DEMO_REBATE_CAPS).map(([category, maxBp]) => ({ brand, category, maxBp })));
  const who = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.brand, brand), inArray(members.username, Object.keys(DEMO_REBATE_RATES))));
  const agent = who.find((m) => m.username === 'agent01');
  const rows = who.flatMap((m) =>
    Object.entries(DEMO_REBATE_RATES[m.username] ?? {}).map(([category, rateBp]) => ({
      brand,
      memberId: m.id,
      category,
      rateBp,
      setById: m.username === 'agent01' ? null : (agent?.id ?? null),
    })),
  );
  if (rows.length > 0) await tx.insert(agentRebateRates).values(rows).onConflictDoNothing();
}
