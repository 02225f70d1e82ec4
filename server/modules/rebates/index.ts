/** Differential agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates"): the service, its routes and its job. */
export { agentRebateAdminRoutes, agentRebateRoutes } from './routes';
export { AGENT_REBATE_CRON, AGENT_REBATE_JOB, type AgentRebateService, createAgentRebateService } from './service';
