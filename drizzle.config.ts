import { defineConfig } from 'drizzle-kit';

// One set of SQL migrations for PGlite and PostgreSQL: `npx drizzle-kit generate` writes
// server/db/migrations from the pg-core schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
