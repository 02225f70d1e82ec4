import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A moment: timestamptz, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money: integer minor units, BIGINT read as a bigint (never a float). */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
