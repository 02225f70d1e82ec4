import { type SQL, sql } from 'drizzle-orm';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** A moment: timestamptz, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money: integer minor units, BIGINT read as a bigint (never a float). */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * The hard ceiling of every amount and balance, in minor units: 10^15 (ADR 0011). The database
 * checks it (migration 0012); MONEY_MAX_MINOR may only lower it. A sum of up to nine such values
 * is still an exact JSON number (below 2^53).
 */
export const MONEY_CEILING_MINOR = 1_000_000_000_000_000n;
/** Turnover totals are counters, not money: they saturate at the largest exact JSON integer. */
export const COUNTER_CEILING = 9_007_199_254_740_991n;

/** `column` within ±MONEY_CEILING_MINOR (or [0, ceiling] when `nonNegative`), for a check constraint. */
export const withinCeiling = (column: unknown, nonNegative = false): SQL =>
  sql`${column} between ${sql.raw(nonNegative ? '0' : `-${MONEY_CEILING_MINOR}`)} and ${sql.raw(String(MONEY_CEILING_MINOR))}`;

/** Raw bytes (an uploaded image or attachment), read as a Buffer on both PGlite and PostgreSQL. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
