import { fileURLToPath } from 'node:url';
import type { Database } from './index';

/** The generated SQL migrations (`npx drizzle-kit generate`), shared by PGlite and PostgreSQL. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations. Safe to call on every start; already-applied ones are skipped. */
export function migrate(database: Database): Promise<void> {
  return database.migrate(MIGRATIONS_FOLDER);
}
