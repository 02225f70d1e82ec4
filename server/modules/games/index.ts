/** The games module's public entry for other modules (issue 14 §4): the back office's hot games. */
export { createHotGamesAdmin, HOT_RANKING_JOB, type HotGamesAdmin, refreshHotRanking } from './hot';
export { adminHotGamesRoutes } from './hot-routes';
export { createVendorsAdmin, type VendorsAdmin } from './vendors-admin';
export { adminVendorsRoutes } from './vendors-routes';
