import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { staffRoleAllowed } from '../../../src/rules/staffRole';
import type { Db } from '../../db';
import { staff, staffSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Guard } from './auth';
import { sha256 } from './crypto';

/** The staff session cookie, separate from the member one (`sid`). */
export const STAFF_COOKIE = 'admin_sid';

/** The staff member a guard let through: `request.staff` behind `app.requireStaff(...)`. */
export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
  /** The brands this member works on (ADR 0015); null: every brand. */
  brands: string[] | null;
}

/** A live staff session: its member, and the hash of its token (for log-out). */
export interface ResolvedStaffSession extends StaffMember {
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireStaff(...)` once it has let the request through; undefined elsewhere. */
    staff: StaffMember | undefined;
  }
  interface FastifyInstance {
    /**
     * The live staff session of the request's `admin_sid` cookie, or null (no cookie, unknown, revoked,
     * idle or past its absolute limit, or the staff member is inactive). Resolved once per request;
     * each resolution counts as use for the idle timer.
     */
    staffSession(request: FastifyRequest): Promise<ResolvedStaffSession | null>;
    /**
     * A guard for back-office routes (`onRequest` or `preHandler`): 401 `staff.auth_required` without a
     * live staff session, 403 `staff.brand_forbidden` when the member's brands do not cover the
     * request's brand (ADR 0015), 403 `staff.forbidden` when the member's role is not among `roles`. The admin
     * role is always allowed; no roles means any staff member. Sets `request.staff`.
     *
     *     app.get('/api/admin/deposits', { onRequest: app.requireStaff('finance') }, handler)
     */
    requireStaff(...roles: StaffRole[]): Guard;
  }
}

export const staffAuthRequired = () => new AppError(401, 'staff.auth_required', 'Staff log-in required');
export const staffForbidden = () => new AppError(403, 'staff.forbidden', 'Your role does not allow this');
export const staffBrandForbidden = () =>
  new AppError(403, 'staff.brand_forbidden', 'Your account does not cover this brand');

/** Whether a staff member's brand list covers `brand` (null or empty: every brand). */
export const staffCoversBrand = (brands: readonly string[] | null, brand: string) =>
  brands === null || brands.length === 0 || brands.includes(brand);

export interface StaffAuthOptions {
  db: Db;
  now: () => Date;
  /** A session ends after this long without use. */
  idleMs: number;
}

/**
 * Looks a staff session up by its cookie token. A request's look-up counts as use (the idle timer);
 * a background re-check (the console's live socket) passes `touch: false`, so an open tab alone does
 * not keep an idle session alive.
 */
export function createStaffSessions({ db, now, idleMs }: StaffAuthOptions) {
  return {
    async resolve(token: string | undefined, opts: { touch?: boolean } = {}): Promise<ResolvedStaffSession | null> {
      if (!token || token.length > 128) return null;
      const tokenHash = sha256(token);
      const rows = await db
        .select({ s: staffSessions, u: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
      const row = rows[0];
      const t = now().getTime();
      if (!row?.u.active || row.s.expiresAt.getTime() <= t || row.s.lastSeenAt.getTime() + idleMs <= t) {
        return null;
      }
      if (opts.touch !== false) {
        await db.update(staffSessions).set({ lastSeenAt: now() }).where(eq(staffSessions.tokenHash, tokenHash));
      }
      return {
        id: row.u.id,
        username: row.u.username,
        role: row.u.role as StaffRole,
        brands: row.u.brands ?? null,
        tokenHash,
      };
    },
  };
}

/**
 * Staff session resolution and the `app.requireStaff(...roles)` guard, available to every module
 * (the wallet's finance back office uses `app.requireStaff('finance')`). Needs @fastify/cookie
 * registered before it.
 */
export const staffAuthPlugin = fp<StaffAuthOptions>(
  async (app, opts) => {
    const sessions = createStaffSessions(opts);
    const resolved = new WeakMap<FastifyRequest, Promise<ResolvedStaffSession | null>>();
    app.decorateRequest('staff', undefined);
    const resolve = (request: FastifyRequest) => {
      let found = resolved.get(request);
      if (!found) {
        found = sessions.resolve(request.cookies[STAFF_COOKIE]);
        resolved.set(request, found);
      }
      return found;
    };
    app.decorate('staffSession', resolve);
    app.decorate('requireStaff', (...roles: StaffRole[]): Guard => {
      const allowed = [...roles];
      return async (request: FastifyRequest) => {
        const session = await resolve(request);
        if (!session) throw staffAuthRequired();
        // A member of another brand's staff is refused on this brand's host (ADR 0015).
        if (!staffCoversBrand(session.brands, request.brand)) {
          request.log.info(
            { staff: session.username, brand: request.brand, url: request.url },
            'staff request refused: brand not covered',
          );
          throw staffBrandForbidden();
        }
        if (!staffRoleAllowed(session.role, allowed)) {
          request.log.info(
            { staff: session.username, role: session.role, allowed, url: request.url },
            'staff request refused: role not allowed',
          );
          throw staffForbidden();
        }
        request.staff = { id: session.id, username: session.username, role: session.role, brands: session.brands };
      };
    });
  },
  { name: 'staff-auth' },
);

/** The staff member a guard has let through (call only behind `app.requireStaff`). */
export function staffOf(request: FastifyRequest): StaffMember {
  const member = request.staff;
  if (!member) throw staffAuthRequired();
  return member;
}
