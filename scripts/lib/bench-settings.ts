/** What the benches (bench:wallet, bench:load) share: their numeric settings and their throw-away databases. */

/**
 * A numeric setting from its flag, else its environment variable, else the default; anything that is
 * not an integer in [min, max] stops the bench with a message (exit 2).
 */
export function setting(flag: string | undefined, env: string, fallback: number, min: number, max: number): number {
  const raw = flag ?? process.env[env];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${env} (or its flag) must be an integer ${min}-${max} (got "${raw}")`);
    process.exit(2);
  }
  return n;
}

/** The same PostgreSQL server's URL with another database name. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
