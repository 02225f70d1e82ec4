import type { StaffRole } from '../api/contract/accounts';

/**
 * Whether a staff role may use something open to `allowed`: the admin role always may, and an empty
 * list means any staff member. The one rule behind the server's `app.requireStaff(...roles)` and the
 * back office's route table (src/admin/routes.ts), so the two cannot disagree.
 */
export function staffRoleAllowed(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'admin' || allowed.length === 0 || allowed.includes(role);
}
