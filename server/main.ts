/**
 * Entry point: `node --import tsx server/main.ts`.
 * Validates the environment, opens and migrates the database (seeding the demo data on a fresh
 * one), listens, and shuts down gracefully on SIGTERM/SIGINT: stop accepting, finish in-flight
 * requests, close the database, exit 0.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';

/** A shutdown that takes longer than this is stuck (a hung request or connection); exit anyway. */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      // One line a person can act on; no stack trace.
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const logger = createLogger(config.logLevel);
  logger.info(
    {
      nodeEnv: config.nodeEnv,
      database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})`,
      redis: config.redisUrl ? 'on' : 'off',
      defaultBrand: config.defaultBrand,
      maintenance: config.maintenance,
      blockedCountries: config.blockedCountries,
    },
    'starting',
  );

  const app = await buildApp({ config, logger });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed; exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${config.port}` : address;
  const docs =
    config.apiDocs === 'off' ? 'off' : `${shown}/api/docs${config.apiDocs === 'staff' ? ' (staff only)' : ''}`;
  logger.info({ url: shown, address, docs }, `listening on ${shown}`);
  if (app.metricsListener) {
    logger.info({ metrics: `${await app.metricsListener.listen()}/metrics` }, 'metrics listener started');
  } else if (!app.hasRoute({ method: 'GET', url: '/metrics' })) {
    logger.warn('metrics are not served: set METRICS_TOKEN or METRICS_PORT to expose them (docs/operations.md)');
  }
}

main().catch((err: unknown) => {
  // Start-up failures (database unreachable, migration failed, port in use) end the process.
  const logger = createLogger('error');
  logger.fatal({ err }, 'failed to start');
  logger.flush();
  process.exit(1);
});
