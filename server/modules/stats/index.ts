/** The stats module's public entry (issue 24, ADR 0030): the rollups, their job, the dashboard and reports. */

export {
  computeDay,
  createStatsRollup,
  STATS_ROLLUP_JOB,
  STATS_ROLLUP_MINUTES,
  type StatsRollup,
  statsDayOf,
} from './rollup';
export { statsAdminRoutes } from './routes';
export { createStatsService, type StatsService } from './service';
