/**
 * The accounts module's public entry: what other modules may import from it (issue 14 §4). Anything
 * else under accounts/ is internal. Guards themselves are Fastify decorations (`app.requireMember`,
 * `app.requireStaff(...)`); these read what a guard let through.
 */
export { SESSION_COOKIE, sessionOf } from './auth';
export { fromThisMachine } from './dev-routes';
export { requestContext } from './device';
export { createLimits } from './limits';
export { createPaymentPasswordCheck, type PaymentPasswordCheck } from './payment-password';
export type { AccountsService } from './service';
export { staffRoutes } from './staff';
export { createStaffAdminService, type StaffAdminService, staffAdminRoutes, staffBrandsRoutes } from './staff-admin';
export {
  createStaffSessions,
  STAFF_COOKIE,
  type StaffMember,
  staffBrandForbidden,
  staffCoversBrand,
  staffOf,
} from './staff-auth';
