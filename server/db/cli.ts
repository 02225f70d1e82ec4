/**
 * Database chores without starting the server:
 *   node --import tsx server/db/cli.ts migrate   apply pending migrations
 *   node --import tsx server/db/cli.ts seed      insert the demo brands and banners if there is no brand yet
 *   node --import tsx server/db/cli.ts maintenance on|off [brand]   the operator's maintenance switch
 *   node --import tsx server/db/cli.ts ledger-check   the wallet's invariant check; exits 1 when it fails
 *   node --import tsx server/db/cli.ts stats-rollup --from YYYY-MM-DD [--to YYYY-MM-DD]   recompute the
 *     dashboard's daily rollups of every brand for those days (default to: today); ADR 0030
 * Uses the same environment as the server (DATABASE_URL, else PGlite in DATA_DIR). With PGlite,
 * stop the server first: one process per DATA_DIR.
 */
import { ConfigError, loadConfig } from '../config';
import { createStatsRollup, statsDayOf } from '../modules/stats';
import { createSystemService } from '../modules/system/service';
import { createLedger } from '../modules/wallet/ledger';
import { describeReport } from '../modules/wallet/ledger-check';
import { openConfiguredDatabase } from './index';
import { migrate } from './migrate';
import { seedDemo } from './seed';

async function run(argv: string[]) {
  const [command, ...args] = argv;
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.withStartupLock(() => migrate(database));
    if (command === 'migrate') return 'migrations applied';
    if (command === 'seed')
      return (await seedDemo(database)).seeded ? 'demo data seeded' : 'brands exist; nothing seeded';
    if (command === 'maintenance' && (args[0] === 'on' || args[0] === 'off')) {
      const brand = args[1] ?? config.defaultBrand;
      const service = createSystemService({
        db: database.db,
        brand,
        envMaintenance: false,
        blockedCountries: [],
        countryOf: () => null,
      });
      if (!(await service.brandExists())) throw new Error(`no brand "${brand}"`);
      await service.setMaintenance(args[0] === 'on');
      return `maintenance ${args[0]} for ${brand}`;
    }
    if (command === 'ledger-check') {
      const report = await createLedger(database.db).check();
      const text = JSON.stringify(describeReport(report), null, 2);
      if (!report.ok) throw new Error(`LEDGER INVARIANT BROKEN\n${text}`);
      return `ledger invariant check passed\n${text}`;
    }
    if (command === 'stats-rollup') {
      const flag = (name: string) => {
        const i = args.indexOf(`--${name}`);
        return i >= 0 ? args[i + 1] : undefined;
      };
      const day = /^\d{4}-\d{2}-\d{2}$/;
      const from = flag('from');
      const to = flag('to') ?? statsDayOf(new Date());
      if (!from || !day.test(from) || !day.test(to) || from > to)
        throw new Error('usage: cli.ts stats-rollup --from YYYY-MM-DD [--to YYYY-MM-DD]');
      const started = Date.now();
      const n = await createStatsRollup({ db: database.db, now: () => new Date() }).rollRange(from, to);
      return `stats rollups recomputed: ${n} brand-days from ${from} to ${to} in ${Date.now() - started} ms`;
    }
    throw new Error('usage: cli.ts migrate | seed | maintenance on|off [brand] | ledger-check | stats-rollup --from');
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (err: unknown) => {
    process.stderr.write(
      `${err instanceof ConfigError ? err.message : err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exitCode = 1;
  },
);
