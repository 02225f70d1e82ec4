import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The dashboard's and the reports' daily rollups (ADR 0030): one row per brand, business day
 * (Asia/Shanghai, the back office's day), metric and dimension. The `stats-rollup` job recomputes
 * today and yesterday from that day's ledger entries, rounds and registrations only, and replaces
 * the day's rows (recomputing a day gives the same rows); `npm run stats:rollup -- --from` backfills.
 * Money metrics are integer minor units in the brand's `currency`; counts have the currency too, so
 * a brand's rows are read together. `dimension` is '' except for turnover (the game category).
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    brand: text('brand').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    currency: text('currency').notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.day, t.metric, t.dimension] }),
    index('stats_daily_day_idx').on(t.day, t.brand),
    check(
      'stats_daily_metric_check',
      sql`${t.metric} in ('stakes', 'payouts', 'bonus_cost', 'rebates', 'deposits', 'withdrawals', 'registrations', 'first_deposits', 'active_players', 'turnover')`,
    ),
  ],
);
