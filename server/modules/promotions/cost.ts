import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CostReport } from '../../../src/api/contract/adminBonus';
import { COST_MAX_DAYS } from '../../../src/api/contract/adminBonus';
import type { RewardSource } from '../../../src/api/contract/bonus';
import type { Db } from '../../db';
import {
  bonusGrants,
  bonusTemplates,
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  promotions,
  rewards,
} from '../../db/schema';
import { invalid } from '../../lib/errors';
import { readBrand } from '../system';

const DAY_MS = 86_400_000;
const utcDay = (col: typeof journalEntries.createdAt | typeof rewards.claimedAt) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The UTC day range [from, to + 1 day), refused when empty or longer than COST_MAX_DAYS. */
function dayRange(q: { from: string; to: string }) {
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS);
  if (!(from < to) || to.getTime() - from.getTime() > COST_MAX_DAYS * DAY_MS) {
    throw invalid('The range is empty or too long', { to: 'validation.range' });
  }
  return { from, to };
}

/** Per day from the ledger: bonus granted, converted to cash, forfeited, and rewards paid in cash. */
async function costDays(db: Db, brand: string, from: Date, to: Date): Promise<CostReport['days']> {
  const day = utcDay(journalEntries.createdAt);
  const rows = await db
    .select({
      day,
      type: journalEntries.type,
      kind: ledgerAccounts.kind,
      total: sql<string>`sum(${ledgerPostings.amount})::text`,
    })
    .from(journalEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(journalEntries.brand, brand),
        inArray(journalEntries.type, ['bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'reward']),
        gte(journalEntries.createdAt, from),
        lt(journalEntries.createdAt, to),
      ),
    )
    .groupBy(day, journalEntries.type, ledgerAccounts.kind);
  const days = new Map<string, { granted: bigint; converted: bigint; forfeited: bigint; rewards: bigint }>();
  for (const r of rows) {
    const d = days.get(r.day) ?? { granted: 0n, converted: 0n, forfeited: 0n, rewards: 0n };
    const v = BigInt(r.total);
    if (r.type === 'bonus_grant' && r.kind === 'bonus') d.granted += v;
    if (r.type === 'bonus_conversion' && r.kind === 'cash') d.converted += v;
    if (r.type === 'bonus_conversion' && r.kind === 'promotion_cost') d.forfeited += v;
    if (r.type === 'bonus_forfeit' && r.kind === 'bonus') d.forfeited -= v;
    if (r.type === 'reward' && r.kind === 'cash') d.rewards += v;
    days.set(r.day, d);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([d, v]) => ({
      day: d,
      granted: String(v.granted),
      converted: String(v.converted),
      forfeited: String(v.forfeited),
      rewards: String(v.rewards),
      net: String(v.converted + v.rewards),
    }));
}

/** Per template, from the grants created in the range. */
function costByTemplate(db: Db, brand: string, from: Date, to: Date): Promise<CostReport['byTemplate']> {
  return db
    .select({
      templateId: bonusGrants.templateId,
      name: bonusTemplates.name,
      granted: sql<string>`coalesce(sum(${bonusGrants.amount}) filter (where ${bonusGrants.status} not in ('review', 'rejected')), 0)::text`,
      converted: sql<string>`coalesce(sum(${bonusGrants.convertedAmount}), 0)::text`,
      forfeited: sql<string>`coalesce(sum(${bonusGrants.forfeitedAmount}), 0)::text`,
      grants: count(),
    })
    .from(bonusGrants)
    .leftJoin(bonusTemplates, eq(bonusTemplates.id, bonusGrants.templateId))
    .where(and(eq(bonusGrants.brand, brand), gte(bonusGrants.createdAt, from), lt(bonusGrants.createdAt, to)))
    .groupBy(bonusGrants.templateId, bonusTemplates.name)
    .orderBy(bonusTemplates.name);
}

/**
 * The rewards claimed in the range: per source, and for source `promotion` per promotion (its
 * `source_ref` is the promotion's id), titled in the brand's default language; and per day and source.
 */
async function rewardCost(
  db: Db,
  brand: string,
  from: Date,
  to: Date,
): Promise<Pick<CostReport, 'bySource' | 'sourceDays'>> {
  const claimedIn = and(
    eq(rewards.brand, brand),
    eq(rewards.status, 'claimed'),
    gte(rewards.claimedAt, from),
    lt(rewards.claimedAt, to),
  );
  /** A promotion reward's `source_ref` is its promotion's id; anything else is not a promotion. */
  const promotionIdOf = (ref: string | null) => (ref !== null && /^[0-9]{1,9}$/.test(ref) ? Number(ref) : null);
  const promotionRef = sql<string | null>`case when ${rewards.source} = 'promotion' then ${rewards.sourceRef} end`;
  const rows = await db
    .select({
      source: rewards.source,
      ref: promotionRef,
      claimed: count(),
      cash: sql<string>`coalesce(sum(${rewards.amount}) filter (where ${rewards.payout} = 'cash'), 0)::text`,
      bonus: sql<string>`coalesce(sum(${rewards.amount}) filter (where ${rewards.payout} = 'bonus'), 0)::text`,
    })
    .from(rewards)
    .where(claimedIn)
    .groupBy(rewards.source, promotionRef);
  const day = utcDay(rewards.claimedAt);
  const perDay = await db
    .select({ day, source: rewards.source, amount: sql<string>`sum(${rewards.amount})::text` })
    .from(rewards)
    .where(claimedIn)
    .groupBy(day, rewards.source)
    .orderBy(day, rewards.source);

  const parsed = rows.map((r) => ({ ...r, promotionId: promotionIdOf(r.ref) }));
  const ids = parsed.flatMap((r) => (r.promotionId === null ? [] : [r.promotionId]));
  const titles = new Map<number, string>();
  if (ids.length > 0) {
    const settings = (await readBrand(db, brand))?.settings;
    const lang = settings?.defaultLanguage ?? 'en';
    const found = await db
      .select({ id: promotions.id, translations: promotions.translations })
      .from(promotions)
      .where(and(eq(promotions.brand, brand), inArray(promotions.id, ids)));
    for (const p of found) {
      const title = p.translations[lang]?.title ?? Object.values(p.translations)[0]?.title;
      if (title) titles.set(p.id, title);
    }
  }
  const bySource = parsed
    .map(({ source, promotionId, claimed, cash, bonus }) => ({
      source: source as RewardSource,
      promotionId,
      title: promotionId === null ? null : (titles.get(promotionId) ?? null),
      claimed,
      cash,
      bonus,
    }))
    .sort((a, b) => {
      const total = (x: typeof a) => BigInt(x.cash) + BigInt(x.bonus);
      const d = total(b) - total(a);
      return d > 0n ? 1 : d < 0n ? -1 : a.source.localeCompare(b.source) || (a.promotionId ?? 0) - (b.promotionId ?? 0);
    });
  return {
    bySource,
    sourceDays: perDay.map((r) => ({ day: r.day, source: r.source as RewardSource, amount: r.amount })),
  };
}

/**
 * The promotion cost report over a range of UTC days: per day from the ledger, per template from the
 * grants, and the claimed rewards per source and promotion.
 */
export async function costReport(
  db: Db,
  brand: string,
  q: { from: string; to: string },
): Promise<Omit<CostReport, 'currencySymbol' | 'currencyDigits'>> {
  const { from, to } = dayRange(q);
  const [days, byTemplate, byReward] = await Promise.all([
    costDays(db, brand, from, to),
    costByTemplate(db, brand, from, to),
    rewardCost(db, brand, from, to),
  ]);
  return { days, byTemplate, ...byReward };
}
