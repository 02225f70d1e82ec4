/** The agent area's public entry (issue 21, ADR 0023; docs/agents.md). */
export { type AgentsAdmin, createAgentsAdmin } from './admin';
export { type AgentTreeAdmin, agentTreeAdminRoutes, createAgentTreeAdmin } from './admin-tree';
export { createTeamReports, type TeamReports } from './reports';
export { agentTransferRoutes, teamReportRoutes } from './reports-routes';
export { agentAdminRoutes, agentRoutes } from './routes';
export { depthInTeam, notInTeam, teamIds } from './scope';
export { type AgentsService, createAgentsService } from './service';
export { type AgentTransfers, createAgentTransfers } from './transfers';
