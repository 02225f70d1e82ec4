import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type {
  LinkedMember,
  MemberActionResult,
  MemberProfile,
  MemberRow,
} from '../../../src/api/contract/adminMembers';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, bankAccounts, loginHistory, members, sessions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  confirmedDeposit,
  encrypted,
  expectError,
  lastCode,
  loggedIn,
  login,
  registered,
  registerPayload,
  signedInStaff,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

/**
 * The members console through the real API (issue 24 §Members), on PGlite and PostgreSQL: search by
 * each field, the profile, log-ins and linked accounts, notes and tags, and every action with each
 * role allowed or refused, its error paths, its audit row, and the races (30 concurrent freezes and
 * closes: one change, one audit row). A frozen or closed member's log-in is refused on the real
 * `/api/accounts/login` path with the spec's message.
 */
describe.each(dbTargets())('members console on $name', (target) => {
  let database: Database;
  let app: App;
  const staffOf: Partial<Record<StaffRole, Client>> = {};
  const as = (role: StaffRole) => staffOf[role]!;
  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  async function member(over: Record<string, unknown> = {}) {
    const r = await registered(app, over);
    return { ...r, id: await idOf(r.username) };
  }
  const audits = (id: string, action: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));
  const reason = { reason: 'checked by the risk desk' };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' });
    for (const role of ['admin', 'finance', 'support', 'marketing'] as const) {
      staffOf[role] = await signedInStaff(app, database, role);
    }
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  describe('search', () => {
    it('finds by username prefix, mobile, e-mail, ID number, IP and agent, 25 a page', async () => {
      const m = await member();
      const mobile = `139${String(Date.now()).slice(-8)}`;
      const idNumber = `ID${randomUUID().slice(0, 10).toUpperCase()}`;
      const email = `${m.username}@example.com`;
      await database.db
        .update(members)
        .set({ mobile, countryDialingCode: '+86', email, idNumber })
        .where(eq(members.id, m.id));
      const agent = await member();
      await database.db.update(members).set({ customerType: 1 }).where(eq(members.id, agent.id));
      valueIn(await call(as('admin'), 'POST', `/api/admin/members/${m.id}/agent`, { parentId: agent.id, ...reason }));
      const ip = (await database.db.select().from(loginHistory).where(eq(loginHistory.memberId, m.id)))[0]?.ip;
      const find = async (by: string, q: string) =>
        valueIn<{ list: MemberRow[]; pageSize: number }>(
          await call(as('support'), 'GET', `/api/admin/members?by=${by}&q=${encodeURIComponent(q)}`),
        );
      expect((await find('username', m.username.slice(0, -2))).list.map((r) => r.id)).toContain(m.id);
      expect((await find('username', m.username)).pageSize).toBe(25);
      expect((await find('mobile', mobile)).list.map((r) => r.id)).toEqual([m.id]);
      expect((await find('mobile', `+86${mobile}`)).list.map((r) => r.id)).toEqual([m.id]);
      expect((await find('email', email.toUpperCase())).list.map((r) => r.id)).toEqual([m.id]);
      expect((await find('idNumber', idNumber.toLowerCase())).list.map((r) => r.id)).toEqual([m.id]);
      expect((await find('agent', agent.username)).list.map((r) => r.id)).toEqual([m.id]);
      if (ip) expect((await find('ip', ip)).list.map((r) => r.id)).toContain(m.id);
      expect((await find('username', 'zz-nobody-zz')).list).toEqual([]);
      expectError(await call(as('support'), 'GET', '/api/admin/members?by=phone&q=1'), 400, 'request.invalid');
      expectError(await call(as('marketing'), 'GET', '/api/admin/members?q=a'), 403, 'staff.forbidden');
      expectError(await call({ app, ip: '10.9.9.9' }, 'GET', '/api/admin/members?q=a'), 401, 'staff.auth_required');
    });
  });

  describe('profile, log-ins, linked accounts, notes and tags', () => {
    it('shows the profile with the agent chain and devices; 404 for an unknown member', async () => {
      const top = await member();
      await database.db.update(members).set({ customerType: 1 }).where(eq(members.id, top.id));
      const m = await member();
      valueIn(await call(as('admin'), 'POST', `/api/admin/members/${m.id}/agent`, { parentId: top.id, ...reason }));
      await loggedIn(app, m.username, m.password);
      const p = valueIn<MemberProfile>(await call(as('finance'), 'GET', `/api/admin/members/${m.id}`));
      expect(p).toMatchObject({ id: m.id, username: m.username, status: 'active', customerType: 0 });
      expect(p.agentChain.map((a) => a.username)).toEqual([top.username]);
      expect(p.devices.length).toBeGreaterThan(0);
      expect(p.protection).not.toBeNull();
      const logins = valueIn<{ list: unknown[]; total: number }>(
        await call(as('support'), 'GET', `/api/admin/members/${m.id}/logins`),
      );
      expect(logins.total).toBeGreaterThanOrEqual(1);
      expectError(await call(as('support'), 'GET', `/api/admin/members/${randomUUID()}`), 404, 'member.not_found');
      expectError(await call(as('support'), 'GET', '/api/admin/members/not-an-id'), 404, 'member.not_found');
      expectError(await call(as('marketing'), 'GET', `/api/admin/members/${m.id}`), 403, 'staff.forbidden');
    });

    it('lists members sharing a device, a bank account or the ID number, with what they share', async () => {
      const a = await member();
      const b = await member();
      const c = await member();
      const device = randomUUID();
      const idNumber = `ID${randomUUID().slice(0, 10)}`;
      await database.db.update(members).set({ deviceId: device, idNumber }).where(eq(members.id, a.id));
      await database.db.update(members).set({ deviceId: device }).where(eq(members.id, b.id));
      await database.db.update(members).set({ idNumber: idNumber.toUpperCase() }).where(eq(members.id, c.id));
      const number = `6222${String(Date.now()).slice(-10)}`;
      for (const id of [a.id, c.id]) {
        await database.db.insert(bankAccounts).values({
          memberId: id,
          bankName: 'ICBC',
          accountNumber: number,
          accountLast4: number.slice(-4),
          payeeName: 'X',
        });
      }
      const linked = valueIn<LinkedMember[]>(await call(as('support'), 'GET', `/api/admin/members/${a.id}/linked`));
      const byId = new Map(linked.map((l) => [l.id, l.shared.sort()]));
      expect(byId.get(b.id)).toEqual(expect.arrayContaining(['device']));
      expect(byId.get(c.id)).toEqual(expect.arrayContaining(['bank', 'idNumber']));
      expect(byId.has(a.id)).toBe(false);
    });

    it('keeps notes with author and time, and tags once each; both audited', async () => {
      const m = await member();
      const notes = valueIn<{ body: string; author: string }[]>(
        await call(as('support'), 'POST', `/api/admin/members/${m.id}/notes`, { body: 'Called about a deposit' }),
      );
      expect(notes[0]).toMatchObject({ body: 'Called about a deposit' });
      expectError(
        await call(as('support'), 'POST', `/api/admin/members/${m.id}/notes`, { body: '  ' }),
        400,
        'request.invalid',
      );
      const add = () => call(as('finance'), 'POST', `/api/admin/members/${m.id}/tags`, { tag: ' VIP-Watch ' });
      const results = await Promise.all(Array.from({ length: 10 }, add));
      for (const r of results) expect(valueIn<string[]>(r)).toEqual(['vip-watch']);
      expect(await audits(m.id, 'member.tag_add')).toHaveLength(1);
      expect(
        valueIn<string[]>(await call(as('finance'), 'DELETE', `/api/admin/members/${m.id}/tags/vip-watch`)),
      ).toEqual([]);
      expect(await audits(m.id, 'member.tag_remove')).toHaveLength(1);
      expect(await audits(m.id, 'member.note')).toHaveLength(1);
      expectError(
        await call(as('marketing'), 'POST', `/api/admin/members/${m.id}/notes`, { body: 'x' }),
        403,
        'staff.forbidden',
      );
    });
  });

  describe('freeze and unfreeze', () => {
    it('refuses the frozen member’s log-in with the spec’s message and revokes the live session at once', async () => {
      const m = await member();
      const player = await loggedIn(app, m.username, m.password);
      expect((await call(player, 'GET', '/api/accounts/me')).statusCode).toBe(200);
      const res = valueIn<MemberActionResult>(
        await call(as('support'), 'POST', `/api/admin/members/${m.id}/freeze`, reason),
      );
      expect(res).toMatchObject({ status: 'disabled', changed: true });
      expect((await call(player, 'GET', '/api/accounts/me')).statusCode).toBe(401);
      const live = await database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, m.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      expectError(await login({ app, ip: '10.1.2.3' }, m.username, m.password), 403, 'auth.account_disabled');
      const [row] = await audits(m.id, 'member.freeze');
      expect(row).toMatchObject({ reason: reason.reason, before: { status: 'active' }, after: { status: 'disabled' } });
      valueIn(await call(as('finance'), 'POST', `/api/admin/members/${m.id}/unfreeze`, reason));
      await loggedIn(app, m.username, m.password);
      expect(await audits(m.id, 'member.unfreeze')).toHaveLength(1);
    });

    it('30 concurrent freezes make one change and one audit row', async () => {
      const m = await member();
      const all = await Promise.all(
        Array.from({ length: 30 }, () => call(as('support'), 'POST', `/api/admin/members/${m.id}/freeze`, reason)),
      );
      const changed = all.map((r) => valueIn<MemberActionResult>(r)).filter((r) => r.changed);
      expect(changed).toHaveLength(1);
      expect(await audits(m.id, 'member.freeze')).toHaveLength(1);
    });

    it('asks a reason, refuses unknown members and roles outside the table', async () => {
      const m = await member();
      const url = `/api/admin/members/${m.id}/freeze`;
      expectError(await call(as('support'), 'POST', url, { reason: 'no' }), 400, 'request.invalid');
      expectError(await call(as('support'), 'POST', url, { reason: 'x'.repeat(201) }), 400, 'request.invalid');
      expectError(await call(as('support'), 'POST', url, {}), 400, 'request.invalid');
      expectError(await call(as('marketing'), 'POST', url, reason), 403, 'staff.forbidden');
      expectError(
        await call(as('admin'), 'POST', `/api/admin/members/${randomUUID()}/freeze`, reason),
        404,
        'member.not_found',
      );
      // Unfreezing an active member changes nothing (and writes no audit row).
      expect(
        valueIn<MemberActionResult>(await call(as('support'), 'POST', `/api/admin/members/${m.id}/unfreeze`, reason))
          .changed,
      ).toBe(false);
      expect(await audits(m.id, 'member.unfreeze')).toHaveLength(0);
    });
  });

  describe('password reset', () => {
    it('sends the member a code (never to staff), revokes sessions; the member resets with it', async () => {
      const m = await member();
      const email = `${m.username}@example.com`;
      await database.db.update(members).set({ email }).where(eq(members.id, m.id));
      const player = await loggedIn(app, m.username, m.password);
      const res = await call(as('support'), 'POST', `/api/admin/members/${m.id}/password-reset`, reason);
      expect(valueIn(res)).toEqual({ sentTo: 'email' });
      expect(res.body).not.toMatch(/\b\d{6}\b/);
      expect((await call(player, 'GET', '/api/accounts/me')).statusCode).toBe(401);
      const code = await lastCode(app, email);
      const reset = await call({ app, ip: '10.4.4.4' }, 'POST', '/api/accounts/password/email', {
        username: m.username,
        code,
        newPassword: 'newpass123',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await loggedIn(app, m.username, 'newpass123');
      const [row] = await audits(m.id, 'member.password_reset');
      expect(JSON.stringify({ ...row, id: String(row?.id) })).not.toContain(code);
      expectError(
        await call(as('finance'), 'POST', `/api/admin/members/${m.id}/password-reset`, reason),
        403,
        'staff.forbidden',
      );
    });

    it('answers 409 member.no_contact when there is nowhere to send a code', async () => {
      const m = await member();
      await database.db.update(members).set({ email: null, mobile: null }).where(eq(members.id, m.id));
      expectError(
        await call(as('admin'), 'POST', `/api/admin/members/${m.id}/password-reset`, reason),
        409,
        'member.no_contact',
      );
    });
  });

  describe('type and agent', () => {
    it('changes a player to an agent and back; refuses leaving the family and demoting an agent with a downline', async () => {
      const m = await member();
      const url = `/api/admin/members/${m.id}/type`;
      expect(
        valueIn<MemberActionResult>(await call(as('admin'), 'POST', url, { customerType: 1, ...reason })),
      ).toMatchObject({
        customerType: 1,
        changed: true,
      });
      expectError(
        await call(as('admin'), 'POST', url, { customerType: 40, ...reason }),
        409,
        'member.type_not_allowed',
      );
      expectError(await call(as('admin'), 'POST', url, { customerType: 4, ...reason }), 409, 'member.type_not_allowed');
      const below = await member();
      valueIn(await call(as('admin'), 'POST', `/api/admin/members/${below.id}/agent`, { parentId: m.id, ...reason }));
      expectError(await call(as('admin'), 'POST', url, { customerType: 0, ...reason }), 409, 'member.has_downline');
      valueIn(await call(as('admin'), 'POST', `/api/admin/members/${below.id}/agent`, { parentId: null, ...reason }));
      expect(
        valueIn<MemberActionResult>(await call(as('admin'), 'POST', url, { customerType: 0, ...reason })).changed,
      ).toBe(true);
      expect(await audits(m.id, 'member.type')).toHaveLength(2);
      expect(await audits(below.id, 'agent.move')).toHaveLength(2);
      expectError(await call(as('finance'), 'POST', url, { customerType: 1, ...reason }), 403, 'staff.forbidden');
      expectError(
        await call(as('support'), 'POST', `/api/admin/members/${m.id}/agent`, { parentId: null, ...reason }),
        403,
        'staff.forbidden',
      );
    });

    it('refuses a move under a player (409 member.not_agent) or an unknown upline (404)', async () => {
      const m = await member();
      const p = await member();
      const url = `/api/admin/members/${m.id}/agent`;
      expectError(await call(as('admin'), 'POST', url, { parentId: p.id, ...reason }), 409, 'member.not_agent');
      expectError(await call(as('admin'), 'POST', url, { parentId: randomUUID(), ...reason }), 404, 'member.not_found');
    });
  });

  describe('close', () => {
    it('refuses while money is held (409), closes at zero; the closed member cannot log in and the name stays taken', async () => {
      const m = await member();
      const player = await loggedIn(app, m.username, m.password);
      await confirmedDeposit(app, database, player, 10_000);
      const url = `/api/admin/members/${m.id}/close`;
      expectError(await call(as('finance'), 'POST', url, reason), 409, 'member.balance_not_settled');
      expectError(await call(as('support'), 'POST', url, reason), 403, 'staff.forbidden');
      const empty = await member();
      const all = await Promise.all(
        Array.from({ length: 30 }, () => call(as('finance'), 'POST', `/api/admin/members/${empty.id}/close`, reason)),
      );
      expect(all.map((r) => valueIn<MemberActionResult>(r)).filter((r) => r.changed)).toHaveLength(1);
      expect(await audits(empty.id, 'member.close')).toHaveLength(1);
      expectError(await login({ app, ip: '10.5.5.5' }, empty.username, empty.password), 403, 'auth.account_disabled');
      const again = await encrypted(
        { app, ip: '10.5.5.6' },
        'PUT',
        '/api/accounts/register',
        registerPayload({ username: empty.username }),
      );
      expect(again.statusCode, again.body).toBe(409);
      const [row] = await database.db.select().from(members).where(eq(members.username, empty.username));
      expect(row?.status).toBe('closed');
      expectError(
        await call(as('finance'), 'POST', `/api/admin/members/${empty.id}/unfreeze`, reason),
        409,
        'member.status_conflict',
      );
    });
  });
});
