import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { type HotGames, hotGamesResponseSchema } from '../../../src/api/contract/adminHotGames';
import {
  type GamePage,
  HOT_PIN_LIMIT,
  HOT_TURNOVER_TOP,
  HOT_WINDOW_DAYS,
  launchResponseSchema,
} from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, games, gameVendors, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createProviderWalletClient, type ProviderWalletClient } from '../../lib/provider-client';
import {
  type Client,
  call,
  expectError,
  freshIp,
  registered,
  signedInStaff,
  testApp,
  testClock,
  trialPlayer,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_COOKIE } from '../studio/routes';

const PINNED = ['lumen-golden-dragon', 'lumen-lucky-sevens', 'lumen-pharaohs-sun'];

/**
 * What "hot" means (issue 16; docs/hot-games.md), proved through the real path only: stakes go in as
 * signed provider-wallet debits and house-studio spins over HTTP, the ranking is the scheduled job run
 * from the back office, and the badge is read from /api/games/list and /api/games/hot. No test here
 * calls the ranking helper.
 */
describe.each(dbTargets())('hot games on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  let admin: Client;
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const staffClient = (role: StaffRole) => signedInStaff(app, database, role);

  /** Runs the ranking job now, as an admin does from the Jobs page. */
  async function rank() {
    const { run } = valueIn<{ run: { outcome: string } }>(await call(admin, 'POST', '/api/admin/jobs/hot-ranking/run'));
    expect(run.outcome).toBe('succeeded');
  }

  /** Every game of the lobby with its hot flag. */
  async function hotFlags(): Promise<Map<string, boolean>> {
    const page = valueIn<GamePage>(await call({ app, ip: freshIp() }, 'GET', '/api/games/list?pageSize=100'));
    // Every enabled game of the demo brand: the studio's slots and house games, the lottery's, the card table's …
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.brand, 'aurum'), eq(games.enabled, true)));
    expect(page.games).toHaveLength(n);
    return new Map(page.games.map((g) => [g.nodeId, g.hot]));
  }
  const hotSet = async () => [...(await hotFlags())].filter(([, hot]) => hot).map(([id]) => id);
  const hotList = async () =>
    valueIn<GamePage>(await call({ app, ip: freshIp() }, 'GET', '/api/games/hot')).games.map((g) => g.nodeId);

  const launch = async (c: Client, nodeId: string) => {
    const launched = launchResponseSchema.parse((await call(c, 'POST', '/api/games/launch', { nodeId })).json()).value;
    return new URL(launched.url, 'http://x').searchParams.get('token')!;
  };

  /** A real player with `cash` credited by finance (audited adjustment), as in production. */
  async function realPlayer(cash: number): Promise<Client> {
    const { client, username } = await registered(app);
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
    const finance = await staffClient('finance');
    valueIn(
      await call(finance, 'POST', '/api/admin/finance/adjustments', {
        memberId: m!.id,
        account: 'cash',
        direction: 'credit',
        amount: cash,
        reason: 'Test float',
        clientRequestId: randomUUID(),
      }),
    );
    return client;
  }

  /** A signed provider debit of `amount` on `gameCode` for the player (a vendor's bet). */
  async function bet(c: Client, gameCode: string, amount: number) {
    const res = await lumen.debit({
      requestId: uid('req'),
      playerToken: await launch(c, gameCode),
      currency: 'CNY',
      gameCode,
      transactionId: uid('bet'),
      roundId: uid('round'),
      amount,
    });
    expect(res.body.status).toBe('OK');
  }

  /** Spins in the house studio's game window, over its HTTP API: the stakes it took. */
  async function spins(c: Client, gameCode: string, count: number, stake: number): Promise<number> {
    const token = await launch(c, gameCode);
    const opened = await app.inject({ method: 'POST', url: '/api/studio/sessions', payload: { gameCode, token } });
    expect(opened.statusCode, opened.body).toBe(200);
    const cookie = `${STUDIO_COOKIE}=${opened.cookies.find((x) => x.name === STUDIO_COOKIE)!.value}`;
    let staked = 0;
    for (let i = 0; i < count; i++) {
      const spin = await app.inject({
        method: 'POST',
        url: '/api/studio/spin',
        headers: { cookie },
        payload: { stake },
      });
      staked += valueIn<{ spin: { stake: number } }>(spin).spin.stake;
    }
    return staked;
  }

  const adminList = async (c: Client = admin) =>
    hotGamesResponseSchema.parse((await call(c, 'GET', '/api/admin/games/hot')).json()).value;
  const gameId = async (nodeId: string) =>
    (
      await database.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.brand, 'aurum'), eq(games.nodeId, nodeId)))
    )[0]!.id;
  const pins = async () =>
    (
      await database.db
        .select({ nodeId: games.nodeId, pin: games.hotPin })
        .from(games)
        .where(and(eq(games.brand, 'aurum'), isNotNull(games.hotPin)))
        .orderBy(games.hotPin)
    ).map((r) => [r.pin, r.nodeId] as const);

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    const [vendor] = await database.db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, 'aurum'), eq(gameVendors.vassalage, 'LUMEN')));
    lumen = createProviderWalletClient({
      vassalage: 'LUMEN',
      secret: vendor!.walletSecret,
      now: clock.now,
      send: async (path, headers, rawBody) => {
        const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
        return { status: res.statusCode, body: res.json() };
      },
    });
    admin = await staffClient('admin');
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('on a fresh demo with no bets, only the pinned games are hot, in pin order', async () => {
    await rank();
    expect(await hotList()).toEqual(PINNED);
    expect((await hotSet()).sort()).toEqual([...PINNED].sort());
    const list = await adminList();
    expect(list.rankedAt).not.toBeNull();
    expect(list.list.slice(0, 3).map((g) => [g.nodeId, g.pin, g.hot])).toEqual(
      PINNED.map((id, i) => [id, i + 1, 'pin']),
    );
    expect(list.list.filter((g) => g.hot !== null)).toHaveLength(3);
    expect(list.list.every((g) => g.turnover === '0' && g.rank === null)).toBe(true);
  });

  it('real bets make a game hot after the ranking; trial play-money bets on another never do', async () => {
    const player = await realPlayer(100_000);
    await bet(player, 'lumen-ocean-pearl', 3_000);
    await bet(player, 'lumen-ocean-pearl', 2_000);
    const studioStakes = await spins(player, 'lumen-jungle-gems', 2, 1_250);
    expect(studioStakes).toBeGreaterThan(0);

    // The same bets by a trial account (free play: play money), larger than the real ones.
    const { client: trial } = await trialPlayer(app);
    await bet(trial, 'lumen-frost-queen', 50_000);
    await bet(trial, 'lumen-frost-queen', 50_000);
    expect(await spins(trial, 'lumen-star-forge', 2, 1_000)).toBeGreaterThan(0);

    // Before the ranking runs, nothing changes.
    expect((await hotSet()).sort()).toEqual([...PINNED].sort());
    await rank();
    const flags = await hotFlags();
    expect(flags.get('lumen-ocean-pearl')).toBe(true);
    expect(flags.get('lumen-jungle-gems')).toBe(true);
    expect(flags.get('lumen-frost-queen')).toBe(false);
    expect(flags.get('lumen-star-forge')).toBe(false);
    expect((await hotSet()).sort()).toEqual([...PINNED, 'lumen-ocean-pearl', 'lumen-jungle-gems'].sort());
    // Pins first, then the turnover ranking, the larger first.
    const order =
      studioStakes > 5_000 ? ['lumen-jungle-gems', 'lumen-ocean-pearl'] : ['lumen-ocean-pearl', 'lumen-jungle-gems'];
    expect(await hotList()).toEqual([...PINNED, ...order]);

    const list = await adminList();
    const pearl = list.list.find((g) => g.nodeId === 'lumen-ocean-pearl')!;
    expect(pearl).toMatchObject({ turnover: '5000', rounds: 2, players: 1, hot: 'turnover', pin: null });
    expect(list.list.find((g) => g.nodeId === 'lumen-frost-queen')).toMatchObject({
      turnover: '0',
      rank: null,
      hot: null,
    });
  });

  it(`only the top ${HOT_TURNOVER_TOP} by turnover are hot: the next one carries no badge`, async () => {
    const player = await realPlayer(1_000_000);
    // Nine unpinned games, each staked more than the last: 100.00, 200.00, ... 900.00 (steps larger than
    // the earlier tests' stakes, so the order is known).
    const lumen = new Set(
      (
        await database.db
          .select({ code: games.gameCode })
          .from(games)
          .where(and(eq(games.brand, 'aurum'), eq(games.vassalage, 'LUMEN')))
      ).map((g) => g.code),
    );
    const candidates = [...(await hotFlags()).keys()]
      // LUMEN's games only: the bets are signed as LUMEN (not the lottery's, the card table's, …).
      .filter((id) => !PINNED.includes(id) && lumen.has(id))
      .slice(0, HOT_TURNOVER_TOP + 1);
    for (const [i, id] of candidates.entries()) await bet(player, id, (i + 1) * 10_000);
    await rank();
    const flags = await hotFlags();
    // The smallest of the nine falls out; the pins stay hot.
    expect(flags.get(candidates[0]!)).toBe(false);
    for (const id of candidates.slice(1)) expect(flags.get(id), id).toBe(true);
    for (const id of PINNED) expect(flags.get(id), id).toBe(true);
    expect(await hotSet()).toHaveLength(PINNED.length + HOT_TURNOVER_TOP);
    expect(await hotList()).toEqual([...PINNED, ...candidates.slice(1).reverse()]);
    const list = await adminList();
    expect(list.list.find((g) => g.nodeId === candidates[0])).toMatchObject({ rank: HOT_TURNOVER_TOP + 1, hot: null });
  });

  it('staff pin a game with no turnover (hot at once), move it, and unpin it (no badge), audited', async () => {
    const marketing = await staffClient('marketing');
    const quiet = (await adminList()).list.find((g) => g.hot === null && g.turnover === '0')!.nodeId;
    expect((await hotFlags()).get(quiet)).toBe(false);
    const id = await gameId(quiet);

    const pinned = valueIn<HotGames>(await call(marketing, 'PUT', `/api/admin/games/hot/pins/${id}`, {}));
    expect(pinned.list.find((g) => g.nodeId === quiet)).toMatchObject({ pin: 4, hot: 'pin', turnover: '0' });
    expect((await hotFlags()).get(quiet)).toBe(true);
    expect((await hotList()).slice(0, 4)).toEqual([...PINNED, quiet]);

    valueIn(await call(marketing, 'PUT', `/api/admin/games/hot/pins/${id}`, { position: 1 }));
    expect(await pins()).toEqual([[1, quiet], ...PINNED.map((p, i) => [i + 2, p] as const)]);
    expect((await hotList())[0]).toBe(quiet);
    // The same edit again changes nothing and writes no audit row.
    valueIn(await call(marketing, 'PUT', `/api/admin/games/hot/pins/${id}`, { position: 1 }));

    valueIn(await call(marketing, 'DELETE', `/api/admin/games/hot/pins/${id}`));
    expect(await pins()).toEqual(PINNED.map((p, i) => [i + 1, p] as const));
    expect((await hotFlags()).get(quiet)).toBe(false);
    // Unpinning a game that is not pinned is fine and changes nothing.
    valueIn(await call(marketing, 'DELETE', `/api/admin/games/hot/pins/${id}`));

    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['game.hot_pin', 'game.hot_pin', 'game.hot_unpin']);
    expect(rows.every((r) => r.targetType === 'game' && r.staffUsername.startsWith('mar'))).toBe(true);

    expectError(await call(marketing, 'PUT', '/api/admin/games/hot/pins/999999', {}), 404, 'games.not_found');
    expectError(await call(marketing, 'PUT', '/api/admin/games/hot/pins/abc', {}), 400, 'request.invalid');
    expectError(
      await call(marketing, 'PUT', `/api/admin/games/hot/pins/${id}`, { position: 0 }),
      400,
      'request.invalid',
    );
  });

  it('lets marketing (and admin) pin, support only look, and nobody else in', async () => {
    const id = await gameId('lumen-ocean-pearl');
    const path = `/api/admin/games/hot/pins/${id}`;
    const support = await staffClient('support');
    const finance = await staffClient('finance');
    expect((await adminList(support)).list).toHaveLength((await hotFlags()).size);
    expectError(await call(support, 'PUT', path, {}), 403, 'staff.forbidden');
    expectError(await call(support, 'DELETE', path), 403, 'staff.forbidden');
    expectError(await call(finance, 'GET', '/api/admin/games/hot'), 403, 'staff.forbidden');
    expectError(await call(finance, 'PUT', path, {}), 403, 'staff.forbidden');
    const visitor: Client = { app, ip: freshIp() };
    expectError(await call(visitor, 'GET', '/api/admin/games/hot'), 401, 'staff.auth_required');
    expectError(await call(visitor, 'PUT', path, {}), 401, 'staff.auth_required');
    const { client: member } = await registered(app);
    expectError(await call(member, 'PUT', path, {}), 401, 'staff.auth_required');
    expect(await pins()).toEqual(PINNED.map((p, i) => [i + 1, p] as const));
  });

  it(`30 concurrent pin edits over two nodes leave one dense order, at most ${HOT_PIN_LIMIT} pins, each position once`, async () => {
    const marketing = await staffClient('marketing');
    // A second node on the same database: the same staff session, so edits race across nodes too.
    const other = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    const nodes = [marketing, { ...marketing, app: other }];
    const all = (await adminList()).list;
    for (const p of PINNED) valueIn(await call(marketing, 'DELETE', `/api/admin/games/hot/pins/${await gameId(p)}`));
    expect(await pins()).toEqual([]);

    // Every game asks to be pinned first, at once: HOT_PIN_LIMIT win, the rest are told the pins are full.
    const answers = await Promise.all(
      all.map((g, i) => call(nodes[i % 2]!, 'PUT', `/api/admin/games/hot/pins/${g.gameId}`, { position: 1 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual(
      [...Array(HOT_PIN_LIMIT).fill(200), ...Array(all.length - HOT_PIN_LIMIT).fill(409)].sort(),
    );
    for (const r of answers.filter((a) => a.statusCode === 409)) expectError(r, 409, 'games.hot_pins_full');
    const after = await pins();
    expect(after.map(([pin]) => pin)).toEqual([1, 2, 3, 4, 5, 6, 7].slice(0, HOT_PIN_LIMIT));
    expect(new Set(after.map(([, id]) => id)).size).toBe(HOT_PIN_LIMIT);

    // Mixed moves and unpins at once: still 1..k, no position twice, no game twice.
    const pinnedIds = await Promise.all(after.map(([, id]) => gameId(id)));
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const id = pinnedIds[i % pinnedIds.length]!;
        const node = nodes[i % 2]!;
        return i % 3 === 0
          ? call(node, 'DELETE', `/api/admin/games/hot/pins/${id}`)
          : call(node, 'PUT', `/api/admin/games/hot/pins/${id}`, { position: (i % 5) + 1 });
      }),
    );
    for (const r of mixed) expect(r.statusCode, r.body).toBe(200);
    const final = await pins();
    expect(final.map(([pin]) => pin)).toEqual(final.map((_, i) => i + 1));
    expect(new Set(final.map(([, id]) => id)).size).toBe(final.length);
    expect(final.length).toBeLessThanOrEqual(HOT_PIN_LIMIT);
    // The lobby agrees with the table.
    expect((await hotList()).slice(0, final.length)).toEqual(final.map(([, id]) => id));
    await other.close();
  });

  it(`turnover older than ${HOT_WINDOW_DAYS} days no longer counts`, async () => {
    clock.advance((HOT_WINDOW_DAYS + 1) * 24 * 3600_000);
    admin = await staffClient('admin');
    await rank();
    const list = await adminList();
    expect(list.list.every((g) => g.turnover === '0' && g.rank === null)).toBe(true);
    expect(list.list.filter((g) => g.hot === 'turnover')).toEqual([]);
    expect((await hotSet()).sort()).toEqual(
      list.list
        .filter((g) => g.pin !== null)
        .map((g) => g.nodeId)
        .sort(),
    );
  });
});
