/** The house virtual football vendor (issue 23; docs/virtual-football.md). */

export { footballArt } from './art';
export { FOOTBALL_MATCHES_JOB, FOOTBALL_SETTLE_JOB, startFootballClock } from './clock';
export { footballRoutes, matchProofRoutes } from './routes';
export { seedFootball } from './seed';
export { createFootball, type Football } from './service';
