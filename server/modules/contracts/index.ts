/** Agent contracts (issue 21, ADR 0026; docs/agents.md "Contracts and dividend"): routes, the service and its jobs. */
export { contractAdminRoutes, contractRoutes } from './routes';
export {
  CONTRACT_DIVIDEND_JOB,
  CONTRACT_HOURLY_JOB,
  CONTRACT_SALARY_JOB,
  type ContractsService,
  createContractsService,
} from './service';
