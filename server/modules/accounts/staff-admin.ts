import { randomBytes } from 'node:crypto';
import { and, arrayContained, asc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '../../../src/api/contract/accounts';
import {
  type CreateStaffInput,
  createStaffSchema,
  type ResetStaffPasswordInput,
  resetStaffPasswordSchema,
  type StaffAccount,
  type StaffBrandOptions,
  type StaffWithPassword,
  staffAccountListResponseSchema,
  staffAccountResponseSchema,
  staffBrandOptionsResponseSchema,
  staffIdParamsSchema,
  staffWithPasswordResponseSchema,
  type UpdateStaffInput,
  updateStaffSchema,
} from '../../../src/api/contract/adminStaff';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import type { Db } from '../../db';
import { brands as brandsTable, staff, staffSessions } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { uniqueViolation } from '../../lib/pg-error';
import { hashPassword } from './passwords';
import { type StaffMember, staffBrandForbidden, staffForbidden, staffOf } from './staff-auth';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StaffRow = typeof staff.$inferSelect;

const notFound = () => new AppError(404, 'staff.not_found', 'No such staff member');
const usernameTaken = () =>
  new AppError(409, 'staff.username_taken', 'A staff member with this username already exists', {
    username: 'taken',
  });
const selfChange = () => new AppError(409, 'staff.self_change', 'You cannot disable yourself or change your own role');
const lastAdmin = () =>
  new AppError(409, 'staff.last_admin', 'The last active admin cannot be disabled or given another role');

/** A generated password: 16 characters of base64url (96 random bits). */
const generatePassword = () => randomBytes(12).toString('base64url');

export interface StaffAdminOptions {
  db: Db;
  /** The brand the audit rows are written under: the request's (ADR 0015). */
  brand: string;
  now: () => Date;
}

/** What the audit log keeps of a staff account (never the password or its hash). */
const snapshot = (row: Pick<StaffRow, 'username' | 'role' | 'active' | 'brands'>) => ({
  username: row.username,
  role: row.role,
  active: row.active,
  brands: row.brands ?? null,
});

/** Stored form of a brand list: sorted, no duplicates; empty means every brand, stored as null. */
const brandList = (list: readonly string[] | null | undefined) =>
  list && list.length > 0 ? [...new Set(list)].sort() : null;

/**
 * Checks the brands an admin gives a staff member (ADR 0015): each must exist (400 request.invalid),
 * and an admin limited to some brands can only give a non-empty subset of theirs (403 staff.brand_forbidden).
 */
async function checkBrands(exec: Pick<Db, 'select'>, actor: StaffMember, list: string[] | null) {
  if (list) {
    const known = await exec
      .select({ code: brandsTable.code })
      .from(brandsTable)
      .where(inArray(brandsTable.code, list));
    if (known.length !== list.length) {
      throw new AppError(400, 'request.invalid', 'No such brand', { brands: 'unknownBrand' });
    }
  }
  assertWithinActor(actor, list);
}

/** The brands of an admin limited to some, or null for an admin of every brand. */
const limitedTo = (actor: StaffMember) => (actor.brands && actor.brands.length > 0 ? actor.brands : null);

/** An admin limited to some brands acts only on accounts limited to (some of) the same brands. */
function assertWithinActor(actor: StaffMember, list: readonly string[] | null) {
  const own = limitedTo(actor);
  if (own && (!list || list.length === 0 || !list.every((b) => own.includes(b)))) throw staffBrandForbidden();
}

/**
 * The accounts an admin sees: every one for an admin of every brand; for one limited to some brands,
 * the accounts whose brands are a non-empty subset of theirs (the rule of assertWithinActor, in SQL:
 * an empty or null list, meaning every brand, has no cardinality above 0).
 */
function withinActor(actor: StaffMember): SQL | undefined {
  const own = limitedTo(actor);
  if (!own) return undefined;
  return and(sql`cardinality(${staff.brands}) > 0`, arrayContained(staff.brands, own));
}

/** Arbitrary constant for pg_advisory_xact_lock: changes to staff accounts, one at a time. */
const STAFF_CHANGES_LOCK_KEY = 0x5_7a_ff;

/**
 * Staff accounts (docs/admin.md "Staff"): the rules and the SQL. The last active admin can never be
 * disabled or demoted, under any concurrency: every change first takes one transaction-scoped advisory
 * lock (staff changes are rare, so running them one at a time costs nothing, and row locks alone
 * deadlocked on PostgreSQL when two admins demoted each other), then reads who is an active admin and
 * only then decides. The actor is checked to be an active admin in that same read, so a request that
 * passed the guard just before its author was demoted or disabled changes nothing. The rows read are
 * locked as well (FOR NO KEY UPDATE, which a concurrent sign-in's session insert does not wait for).
 */
export function createStaffAdminService({ db, brand, now }: StaffAdminOptions) {
  async function view(exec: Pick<Db, 'select'>, where?: SQL): Promise<StaffAccount[]> {
    const last = exec
      .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt).as('last_at') })
      .from(staffSessions)
      .groupBy(staffSessions.staffId)
      .as('last');
    const rows = await exec
      .select({ u: staff, lastAt: last.at })
      .from(staff)
      .leftJoin(last, eq(last.staffId, staff.id))
      .where(where)
      .orderBy(asc(staff.username));
    return rows.map(({ u, lastAt }) => ({
      id: u.id,
      username: u.username,
      role: u.role as StaffRole,
      active: u.active,
      createdAt: u.createdAt.toISOString(),
      lastSignInAt: lastAt ? new Date(lastAt as unknown as string | Date).toISOString() : null,
      brands: u.brands ?? null,
    }));
  }

  async function one(exec: Pick<Db, 'select'>, id: string): Promise<StaffAccount> {
    const [found] = await view(exec, eq(staff.id, id));
    if (!found) throw notFound();
    return found;
  }

  const revokeSessions = (tx: Tx, staffId: string) =>
    tx
      .update(staffSessions)
      .set({ revokedAt: now() })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));

  /**
   * Takes the staff-changes lock, then reads every active admin (rows locked) and checks that the actor
   * is one of them.
   */
  async function lockAdmins(tx: Tx, actor: StaffMember): Promise<string[]> {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGES_LOCK_KEY})`);
    const rows = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'admin'), eq(staff.active, true)))
      .orderBy(asc(staff.id))
      .for('no key update');
    const ids = rows.map((r) => r.id);
    if (!ids.includes(actor.id)) throw staffForbidden();
    return ids;
  }

  return {
    /** The accounts within the actor's brands (withinActor), by username. */
    list: (actor: StaffMember) => view(db, withinActor(actor)),

    /**
     * The brands the actor may give a staff account (GET /api/admin/brands): every brand for an admin
     * of every brand, who may also give "every brand" (`everyBrand`); else their own, by code.
     */
    async brands(actor: StaffMember): Promise<StaffBrandOptions> {
      const own = limitedTo(actor);
      const rows = await db
        .select({ code: brandsTable.code, name: brandsTable.name })
        .from(brandsTable)
        .where(own ? inArray(brandsTable.code, own) : undefined)
        .orderBy(asc(brandsTable.code));
      return { brands: rows, everyBrand: own === null };
    },

    async create(actor: StaffMember, input: CreateStaffInput, ip: string | null): Promise<StaffWithPassword> {
      const username = input.username.toLowerCase();
      const generated = input.password === undefined ? generatePassword() : undefined;
      const passwordHash = await hashPassword(input.password ?? (generated as string));
      try {
        const id = await db.transaction(async (tx) => {
          await lockAdmins(tx, actor);
          const brands = brandList(input.brands);
          await checkBrands(tx, actor, brands);
          const [row] = await tx
            .insert(staff)
            .values({ username, passwordHash, role: input.role, active: true, brands, createdAt: now() })
            .returning();
          if (!row) throw new Error('staff insert returned no row');
          await audit(tx, {
            brand,
            staff: actor,
            action: 'staff.create',
            targetType: 'staff',
            targetId: row.id,
            before: null,
            after: { ...snapshot(row), password: generated ? 'generated' : 'typed' },
            reason: input.reason || null,
            ip,
          });
          return row.id;
        });
        return { staff: await one(db, id), ...(generated ? { generatedPassword: generated } : {}) };
      } catch (err) {
        if (uniqueViolation(err) !== null) throw usernameTaken();
        throw err;
      }
    },

    async update(actor: StaffMember, id: string, input: UpdateStaffInput, ip: string | null): Promise<StaffAccount> {
      await db.transaction(async (tx) => {
        const admins = await lockAdmins(tx, actor);
        const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('no key update');
        if (!row) throw notFound();
        assertWithinActor(actor, row.brands ?? null);
        const role = input.role ?? row.role;
        const active = input.active ?? row.active;
        const brands = input.brands === undefined ? (row.brands ?? null) : brandList(input.brands);
        const brandsChanged = JSON.stringify(brands) !== JSON.stringify(row.brands ?? null);
        // A limited admin may not widen an account beyond their own brands.
        if (brandsChanged) await checkBrands(tx, actor, brands);
        if (role === row.role && active === row.active && !brandsChanged) return;
        const losesAdmin = row.role === 'admin' && row.active && (role !== 'admin' || !active);
        if (losesAdmin && id === actor.id) throw selfChange();
        if (losesAdmin && admins.filter((a) => a !== id).length === 0) throw lastAdmin();
        await tx.update(staff).set({ role, active, brands }).where(eq(staff.id, id));
        if (!active && row.active) await revokeSessions(tx, id);
        const changes = [role !== row.role, active !== row.active, brandsChanged].filter(Boolean).length;
        const action =
          active !== row.active
            ? active
              ? 'staff.enable'
              : 'staff.disable'
            : role !== row.role
              ? 'staff.role'
              : 'staff.brands';
        await audit(tx, {
          brand,
          staff: actor,
          action: changes > 1 ? 'staff.update' : action,
          targetType: 'staff',
          targetId: id,
          before: snapshot(row),
          after: snapshot({ ...row, role, active, brands }),
          reason: input.reason || null,
          ip,
        });
      });
      return one(db, id);
    },

    async resetPassword(
      actor: StaffMember,
      id: string,
      input: ResetStaffPasswordInput,
      ip: string | null,
    ): Promise<StaffWithPassword> {
      const generated = input.password === undefined ? generatePassword() : undefined;
      const passwordHash = await hashPassword(input.password ?? (generated as string));
      await db.transaction(async (tx) => {
        await lockAdmins(tx, actor);
        const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('no key update');
        if (!row) throw notFound();
        assertWithinActor(actor, row.brands ?? null);
        await tx.update(staff).set({ passwordHash }).where(eq(staff.id, id));
        await revokeSessions(tx, id);
        await audit(tx, {
          brand,
          staff: actor,
          action: 'staff.password_reset',
          targetType: 'staff',
          targetId: id,
          before: snapshot(row),
          after: { ...snapshot(row), password: generated ? 'generated' : 'typed', sessions: 'revoked' },
          reason: input.reason || null,
          ip,
        });
      });
      return { staff: await one(db, id), ...(generated ? { generatedPassword: generated } : {}) };
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

export interface StaffAdminRoutesOptions {
  service: StaffAdminService;
  production: boolean;
}

/** /api/admin/staff: HTTP only; the rules are the service's. */
export const staffAdminRoutes: FastifyPluginAsyncZod<StaffAdminRoutesOptions> = async (app, opts) => {
  const { service } = opts;
  const ipOf = (request: { ip: string; headers: Record<string, unknown> }) =>
    clientIp(request.ip, request.headers as never, { production: opts.production });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The staff accounts: username, role, active, created, last sign-in, brands. An admin limited to some brands sees only the accounts limited to (some of) theirs',
        response: { 200: staffAccountListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.list(staffOf(request)));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Create a staff account (username unique: 409 staff.username_taken); a password left out is generated and returned once; audited',
        body: createStaffSchema,
        response: { 200: staffWithPasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.create(staffOf(request), request.body, ipOf(request)));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change a role, disable or enable (disabling revokes the sessions). Never yourself (409 staff.self_change), never the last active admin (409 staff.last_admin); audited',
        params: staffIdParamsSchema,
        body: updateStaffSchema,
        response: { 200: staffAccountResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(staffOf(request), request.params.id, request.body, ipOf(request))),
  );

  app.post(
    '/:id/password',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Reset a staff member's password (generated and returned once when left out); revokes their sessions; audited",
        params: staffIdParamsSchema,
        body: resetStaffPasswordSchema,
        response: { 200: staffWithPasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.resetPassword(staffOf(request), request.params.id, request.body, ipOf(request)));
    },
  );
};

/** /api/admin/brands: the brands the admin may give a staff account; HTTP only, the service decides. */
export const staffBrandsRoutes: FastifyPluginAsyncZod<{ service: StaffAdminService }> = async (app, opts) => {
  app.get(
    '/brands',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The brands (code and name) the admin may give a staff account: their own, or every brand with everyBrand true (they may give null, every brand)',
        response: { 200: staffBrandOptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await opts.service.brands(staffOf(request)));
    },
  );
};
