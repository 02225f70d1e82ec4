/**
 * The VIP module's public entry (issue 20; docs/vip-rebates-referral.md): levels, promotion on
 * turnover and deposits, the daily rebate and monthly jobs, and their routes.
 */
export { dayBefore, dayBounds, localDay, localMonth } from './days';
export { vipAdminRoutes, vipRoutes } from './routes';
export {
  createVipService,
  type PayInput,
  type StaffActor,
  VIP_MONTHLY_CRON,
  VIP_MONTHLY_JOB,
  VIP_REBATE_CRON,
  VIP_REBATE_JOB,
  type VipService,
} from './service';
