import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentHome, TeamMembers, TeamOverview } from '../../../src/api/contract/agent';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { agentTree, auditLog, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import type { ProviderWalletClient } from '../../lib/provider-client';
import {
  type Client,
  call,
  confirmedDeposit,
  expectError,
  freshIp,
  freshName,
  loggedIn,
  registered,
  signedInStaff,
  testApp,
  testClock,
  vendorWallet,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

/**
 * The agent tree and the agent area through the real API (issue 21, ADR 0023), on PGlite and
 * PostgreSQL: the closure table written by registration, an agent's open account and staff moves;
 * visibility with two sibling agents and one nested agent; today's counters and the team overview
 * from real log-ins, bets and deposits; team manage; and the races (30 parallel sign-ups under one
 * agent, sign-ups racing a move) that must leave the closure table exact.
 */
describe.each(dbTargets())('agent tree and agent area on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  // Noon in Asia/Shanghai: "today" is the same day for the whole file.
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;
  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  interface Agent {
    client: Client;
    id: string;
    username: string;
    password: string;
    code: string;
  }
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  /** A member registered through the form, under `parent`'s invitation code when given. */
  async function member(parent?: Agent) {
    const r = await registered(app, parent ? { affiliateCode: parent.code } : {});
    return { ...r, id: await idOf(r.username) };
  }
  /** A member made an agent of `type` (1 or 2) with its own code, as staff do. */
  async function agent(type: 1 | 2, parent?: Agent): Promise<Agent> {
    const m = await member(parent);
    const code = `AG${randomUUID().slice(0, 8).toUpperCase()}`;
    await database.db.update(members).set({ customerType: type, affiliateCode: code }).where(eq(members.id, m.id));
    const client = await loggedIn(app, m.username, m.password);
    return { client, id: m.id, username: m.username, password: m.password, code };
  }

  /** The closure table as stored, and as recomputed from members.parent_id; they must be equal. */
  async function closureMatchesParents() {
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const expected = sql`
      with recursive up(ancestor_id, descendant_id, depth) as (
        select id, id, 0 from members
        union all
        select p.parent_id, up.descendant_id, up.depth + 1 from up join members p on p.id = up.ancestor_id
        where p.parent_id is not null)
      select ancestor_id, descendant_id, depth from up`;
    const stored = sql`select ancestor_id, descendant_id, depth from agent_tree`;
    const missing = await rows(sql`${expected} except ${stored}`);
    const extra = await rows(sql`${stored} except (${expected})`);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  }

  const home = (c: Client) => call(c, 'GET', '/api/agent/home?tz=Asia/Shanghai');
  const teamOf = async (c: Client, query = '') =>
    valueIn<TeamMembers>(await call(c, 'GET', `/api/agent/team/members${query}`));

  let a: Agent;
  let b: Agent;
  let c: Agent;
  let playerA: Awaited<ReturnType<typeof member>>;
  let playerB: Awaited<ReturnType<typeof member>>;
  let playerC: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    lumen = await vendorWallet(app, database, 'LUMEN', clock.now);
    // Two sibling agents, A and B, and C nested under A; one player under each.
    a = await agent(1);
    b = await agent(1);
    c = await agent(2, a);
    playerA = await member(a);
    playerB = await member(b);
    playerC = await member(c);
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('registration under an invitation code writes the closure rows in its transaction', async () => {
    const rows = await database.db
      .select({ ancestor: agentTree.ancestorId, depth: agentTree.depth })
      .from(agentTree)
      .where(eq(agentTree.descendantId, playerC.id));
    expect(rows.sort((x, y) => x.depth - y.depth)).toEqual([
      { ancestor: playerC.id, depth: 0 },
      { ancestor: c.id, depth: 1 },
      { ancestor: a.id, depth: 2 },
    ]);
    // The demo seed's downline is in the table too.
    const agent01 = await idOf('agent01');
    const seeded = await database.db
      .select({ d: agentTree.descendantId })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, agent01), eq(agentTree.depth, 1)));
    expect(seeded).toHaveLength(3);
    await closureMatchesParents();
  });

  it('only agents open the agent area: visitor 401, trial and player 403 with stable codes', async () => {
    expectError(await home({ app, ip: freshIp() }), 401, 'auth.required');
    expectError(await home(playerA.client), 403, 'agent.required');
    const trial = { app, ip: freshIp() } as Client;
    const started = await call(trial, 'POST', '/api/accounts/trial');
    trial.cookie = `sid=${started.cookies.find((x) => x.name === 'sid')!.value}`;
    expectError(await home(trial), 403, 'auth.trial_refused');
    expectError(await call(playerA.client, 'GET', '/api/agent/team/members'), 403, 'agent.required');
  });

  it('an agent sees only its own subtree; a sibling’s or an upline’s member is 404 agent.member_not_found', async () => {
    const listA = await teamOf(a.client);
    expect(listA.items.map((m) => m.username).sort()).toEqual([c.username, playerA.username, playerC.username].sort());
    expect(listA.items.find((m) => m.username === playerC.username)).toMatchObject({
      depth: 2,
      parentUsername: c.username,
    });
    expect((await teamOf(b.client)).items.map((m) => m.username)).toEqual([playerB.username]);
    expect((await teamOf(c.client)).items.map((m) => m.username)).toEqual([playerC.username]);

    // Sibling: A cannot read B's player, B cannot read C's; the nested agent cannot read its upline's player.
    for (const [who, id] of [
      [a, playerB.id],
      [b, playerC.id],
      [c, playerA.id],
      [c, a.id],
      [a, a.id],
      [a, randomUUID()],
    ] as const) {
      expectError(await call(who.client, 'GET', `/api/agent/team/members/${id}`), 404, 'agent.member_not_found');
    }
    const own = valueIn<{ username: string; depth: number }>(
      await call(a.client, 'GET', `/api/agent/team/members/${playerC.id}`),
    );
    expect(own).toMatchObject({ username: playerC.username, depth: 2 });

    // Filters: direct members only, agents only, a search.
    expect((await teamOf(a.client, '?scope=direct')).items.map((m) => m.username).sort()).toEqual(
      [c.username, playerA.username].sort(),
    );
    expect((await teamOf(a.client, '?type=agent')).items.map((m) => m.username)).toEqual([c.username]);
    expect(
      (await teamOf(a.client, `?q=${playerC.username.slice(1, 6).toUpperCase()}`)).items.map((m) => m.id),
    ).toContain(playerC.id);
    expectError(await call(a.client, 'GET', '/api/agent/team/members?scope=everyone'), 400, 'request.invalid');
    const zone = expectError(
      await call(a.client, 'GET', '/api/agent/home?tz=Mars/Olympus_Mons'),
      400,
      'request.invalid',
    );
    expect(zone.fields).toEqual({ tz: 'validation.timeZone' });
  });

  it('team manage shows balance only where the brand allows it, with deposits and turnover', async () => {
    const list = await teamOf(a.client);
    expect(list).toMatchObject({ showsBalance: true, pageSize: 25, page: 1, total: 3, currencySymbol: '¥' });
    for (const m of list.items) expect(m.balance).toBe(0);
  });

  it("today's counters move with real log-ins, bets and registrations in the subtree, and nowhere else", async () => {
    const signUpDay = valueIn<AgentHome>(await home(a.client));
    expect(signUpDay).toMatchObject({ day: '2026-06-15', teamSize: 3 });
    // Each sign-up started a session, which is a log-in and makes the member online.
    expect(signUpDay.footer).toMatchObject({ teamRegisterMemberCount: 3, teamLoginMemberCount: 3 });
    expect(signUpDay.footer.teamOnlineCount).toBe(3);
    // The next day: the sessions went idle; the agents log in again (C, under A, counts for A).
    clock.advance(24 * 3_600_000);
    for (const ag of [a, b, c]) ag.client = await loggedIn(app, ag.username, ag.password);
    const before = valueIn<AgentHome>(await home(a.client));
    expect(before).toMatchObject({ day: '2026-06-16', teamSize: 3 });
    expect(before.footer).toEqual({
      teamLoginMemberCount: 1,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 1,
    });
    const beforeB = valueIn<AgentHome>(await home(b.client));

    // playerC logs in (depth 2 under A) and bets in the house studio's provider API.
    const pc = await loggedIn(app, playerC.username, playerC.password);
    await confirmedDeposit(app, database, pc, 50_000);
    const launched = launchResponseSchema.parse(
      (await call(pc, 'POST', '/api/games/launch', { nodeId: 'lumen-lucky-sevens' })).json(),
    ).value;
    const playerToken = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const base = { playerToken, currency: 'CNY', gameCode: 'lumen-lucky-sevens', roundId: uid('round') };
    expect(
      (await lumen.debit({ ...base, requestId: uid('r'), transactionId: uid('t'), amount: 10_000 })).body.status,
    ).toBe('OK');
    expect(
      (
        await lumen.credit({
          ...base,
          requestId: uid('r'),
          transactionId: uid('t'),
          amount: 4_000,
          roundClosed: true,
        })
      ).body.status,
    ).toBe('OK');

    const after = valueIn<AgentHome>(await home(a.client));
    expect(after.footer).toEqual({
      teamLoginMemberCount: 2,
      teamBetMemberCount: 1,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 2,
    });
    // C sees its own player's activity too; B (a sibling) sees none of it.
    expect(valueIn<AgentHome>(await home(c.client)).footer.teamBetMemberCount).toBe(1);
    expect(valueIn<AgentHome>(await home(b.client)).footer).toEqual(beforeB.footer);

    // The overview: deposits, first deposits, turnover, wins and net over today, members by level.
    const ov = valueIn<TeamOverview>(
      await call(a.client, 'GET', '/api/agent/team/overview?period=today&tz=Asia/Shanghai'),
    );
    expect(ov.first).toBe('2026-06-16');
    expect(ov.totals).toMatchObject({
      registrations: 0,
      firstDeposits: 1,
      deposits: 50_000,
      activeBettors: 1,
      turnover: 10_000,
      wins: 4_000,
      net: -6_000,
    });
    expect(ov.levels).toEqual([
      { depth: 1, members: 2 },
      { depth: 2, members: 1 },
    ]);
    expect(ov).toMatchObject({ direct: 2, indirect: 1 });
    const week = valueIn<TeamOverview>(await call(a.client, 'GET', '/api/agent/team/overview?period=last7'));
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)).toMatchObject({ day: '2026-06-16', turnover: 10_000 });
    expect(week.series.at(-2)).toMatchObject({ day: '2026-06-15', registrations: 3, turnover: 0 });
    expect(week.totals.registrations).toBe(3);
    expect(
      valueIn<TeamOverview>(await call(b.client, 'GET', '/api/agent/team/overview?period=last7')).totals.turnover,
    ).toBe(0);
    const bad = await call(a.client, 'GET', '/api/agent/team/overview?period=custom&from=2026-06-16&to=2026-06-20');
    // A custom period after today is refused with the fields named.
    expectError(bad, 400, 'request.invalid');
    const list = await teamOf(a.client, `?q=${playerC.username}`);
    expect(list.items[0]).toMatchObject({ deposits: 50_000, turnover: 10_000 });
    // Cash 500.00 − 100.00 + 40.00, and the welcome bonus on the first deposit.
    expect(list.items[0]?.balance).toBeGreaterThanOrEqual(44_000);
    expect(list.items[0]?.lastLoginAt).not.toBeNull();
  });

  it('an agent opens a player or sub-agent directly under itself, validated like registration', async () => {
    const username = freshName('op');
    const opened = valueIn<{ id: string; type: number }>(
      await call(c.client, 'POST', '/api/agent/accounts', {
        kind: 'player',
        username,
        password: 'open1234',
        confirmPassword: 'open1234',
      }),
    );
    expect(opened.type).toBe(0);
    const sub = valueIn<{ id: string; type: number }>(
      await call(a.client, 'POST', '/api/agent/accounts', {
        kind: 'agent',
        username: freshName('sa'),
        password: 'open1234',
        confirmPassword: 'open1234',
      }),
    );
    expect(sub.type).toBe(2);
    // The new player logs in and is in C's team (and A's, two levels down), not in B's.
    await loggedIn(app, username, 'open1234');
    expect((await teamOf(c.client)).items.map((m) => m.username)).toContain(username.toLowerCase());
    expect((await teamOf(a.client, `?q=${username}`)).items[0]).toMatchObject({ depth: 2 });
    expect((await teamOf(b.client)).items.map((m) => m.id)).not.toContain(opened.id);

    const fields = expectError(
      await call(c.client, 'POST', '/api/agent/accounts', {
        kind: 'player',
        username: '1x',
        password: 'short',
        confirmPassword: 'other',
      }),
      400,
      'request.invalid',
    ).fields;
    expect(Object.keys(fields ?? {}).sort()).toEqual(['confirmPassword', 'password', 'username']);
    expectError(
      await call(c.client, 'POST', '/api/agent/accounts', {
        kind: 'player',
        username,
        password: 'open1234',
        confirmPassword: 'open1234',
      }),
      409,
      'account.username_taken',
    );
    const pa = await loggedIn(app, playerA.username, playerA.password);
    expectError(
      await call(pa, 'POST', '/api/agent/accounts', {
        kind: 'player',
        username: freshName('no'),
        password: 'open1234',
        confirmPassword: 'open1234',
      }),
      403,
      'agent.required',
    );
    await closureMatchesParents();
  });

  it('30 parallel registrations under one agent keep the closure table exact', async () => {
    const joined = await Promise.all(Array.from({ length: 30 }, () => member(c)));
    expect(new Set(joined.map((j) => j.id)).size).toBe(30);
    const direct = await database.db
      .select({ d: agentTree.descendantId })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, c.id), eq(agentTree.depth, 1)));
    expect(direct.length).toBeGreaterThanOrEqual(31);
    const underA = await database.db
      .select({ d: agentTree.descendantId })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, a.id), eq(agentTree.depth, 2)));
    expect(underA.map((r) => r.d)).toEqual(expect.arrayContaining(joined.map((j) => j.id)));
    await closureMatchesParents();
  });

  it('staff move a subtree (audited, reason required); a cycle is refused; visibility follows', async () => {
    const admin = await signedInStaff(app, database, 'admin');
    const support = await signedInStaff(app, database, 'support');
    const move = (who: Client, body: Record<string, unknown>) => call(who, 'POST', '/api/admin/agents/move', body);
    expectError(await move(support, { memberId: c.id, parentId: b.id, reason: 'rebalance' }), 403, 'staff.forbidden');
    expectError(await move(admin, { memberId: c.id, parentId: b.id }), 400, 'request.invalid');
    expectError(await move(admin, { memberId: a.id, parentId: playerC.id, reason: 'loop' }), 409, 'agent.move_cycle');
    expectError(await move(admin, { memberId: c.id, parentId: c.id, reason: 'self' }), 409, 'agent.move_cycle');
    expectError(
      await move(admin, { memberId: randomUUID(), parentId: b.id, reason: 'who' }),
      404,
      'agent.member_not_found',
    );

    const sizeOfC = (await teamOf(c.client)).total + 1;
    const moved = valueIn<{ subtreeSize: number; fromParentId: string }>(
      await move(admin, { memberId: c.id, parentId: b.id, reason: 'Agent C joins team B' }),
    );
    expect(moved).toMatchObject({ fromParentId: a.id, subtreeSize: sizeOfC });
    expectError(await call(a.client, 'GET', `/api/agent/team/members/${playerC.id}`), 404, 'agent.member_not_found');
    expect(valueIn<{ depth: number }>(await call(b.client, 'GET', `/api/agent/team/members/${playerC.id}`)).depth).toBe(
      2,
    );
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent.move'), eq(auditLog.targetId, c.id)));
    expect(row).toMatchObject({ reason: 'Agent C joins team B', before: { parentId: a.id } });
    // Now A is no longer above C: moving A under C's player is allowed, and back again.
    valueIn(await move(admin, { memberId: a.id, parentId: playerC.id, reason: 'test' }));
    valueIn(await move(admin, { memberId: a.id, parentId: null, reason: 'back to top' }));
    await closureMatchesParents();
  });

  it('registrations racing moves of their agent still leave the closure table exact', async () => {
    const admin = await signedInStaff(app, database, 'admin');
    const moves = [b.id, a.id, b.id, a.id].map((parentId) =>
      call(admin, 'POST', '/api/admin/agents/move', { memberId: c.id, parentId, reason: 'race' }),
    );
    const [joined, answers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => member(c))),
      Promise.all(moves),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(joined).toHaveLength(20);
    await closureMatchesParents();
  });
});
