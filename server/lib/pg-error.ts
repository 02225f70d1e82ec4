/**
 * The PostgreSQL error under a driver or query-builder error (drizzle wraps the driver's error in
 * `cause`; node-postgres and PGlite both put the SQLSTATE in `code`). Null when there is none.
 */
export const PG_UNIQUE_VIOLATION = '23505';

/** The constraint a unique violation broke ('' when the driver does not say), or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const found = pgError(err);
  return found?.code === PG_UNIQUE_VIOLATION ? (found.constraint ?? '') : null;
}

export function pgError(err: unknown): { code: string; constraint?: string } | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) {
      return { code: o.code, ...(typeof o.constraint === 'string' ? { constraint: o.constraint } : {}) };
    }
    e = o.cause;
  }
  return null;
}
