/** Red-envelope rain (issue 21, docs/red-rain.md): the member's, the agent's and the back office's routes, the service. */
export { agentRedRainRoutes, redRainAdminRoutes, redRainRoutes } from './routes';
export { createRedRainService, type Funder, RED_RAIN_RETURN_JOB, type RedRainService } from './service';
export { type InTeam, inTeamByTree } from './team';
