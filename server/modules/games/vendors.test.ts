import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../scripts/provider-selftest';
import type { AdminVendorGames, AdminVendors, VendorSaved } from '../../../src/api/contract/adminVendors';
import type { GamePage, LaunchResult, VendorsResponse } from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, gameVendors } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, expectError, loggedIn, signedInStaff, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { CONFORMANCE_CHECKS } from './conformance';

/**
 * Back-office vendors, the third-party launch through the vendor's template, and the provider
 * self-test run by its CLI's main function against the app on a real port (issue 23; docs/vendors.md).
 */
describe.each(dbTargets())('game vendors on $name', (target) => {
  let database: Database;
  let app: App;
  let admin: Client;
  let marketing: Client;
  let player: Client;

  const req = (c: Client, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { 'x-debug-client-ip': c.ip, ...(c.cookie ? { cookie: c.cookie } : {}), host: 'play.aurum.test' },
    });
  const value = <T>(res: { statusCode: number; body: string; json: () => unknown }): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  const LIVE = {
    code: 'ACME_LIVE',
    names: { en: 'Acme Live', 'zh-CN': '艾克米真人' },
    category: 'LIVE',
    logoUrl: 'https://cdn.acme.example/logo.png',
    launchUrlTemplate: 'https://live.acme.example/open?t={token}&g={gameCode}&l={lang}&c={currency}&back={returnUrl}',
    enabled: true,
    freePlay: false,
    vassalageLobby: false,
    unknownRollback: 'OK',
    sorting: 5,
  };
  const TABLE = {
    code: 'baccarat-1',
    names: { en: 'Speed Baccarat', 'zh-CN': '极速百家乐' },
    minBet: 1_000,
    classify: null,
    iconUrl: '/media/acme/baccarat.png',
    enabled: true,
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
    admin = await signedInStaff(app, database, 'admin');
    marketing = await signedInStaff(app, database, 'marketing');
    player = await loggedIn(app, 'player01', 'player1234');
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  const audits = (targetId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brand, 'aurum'), eq(auditLog.targetId, targetId)));

  describe('back office', () => {
    it('lists the house vendors, house-flagged, with their game counts', async () => {
      const { list } = value<AdminVendors>(await req(admin, 'GET', '/api/admin/vendors'));
      const lumen = list.find((v) => v.code === 'LUMEN');
      expect(lumen).toMatchObject({ house: true, category: 'RNG', gameType: 'RNG', enabled: true });
      expect(lumen!.games).toBeGreaterThanOrEqual(30);
      // Marketing may look, not change.
      value(await req(marketing, 'GET', '/api/admin/vendors'));
      expectError(await req(marketing, 'POST', '/api/admin/vendors', LIVE), 403, 'staff.forbidden');
    });

    it('adds a LIVE vendor with a generated secret shown once, audited without the secret; a duplicate code is 409', async () => {
      const saved = value<VendorSaved>(await req(admin, 'POST', '/api/admin/vendors', LIVE));
      expect(saved.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(saved.vendor).toMatchObject({ code: 'ACME_LIVE', gameType: 'LIVE', house: false, games: 0 });
      const [row] = await database.db.select().from(gameVendors).where(eq(gameVendors.vassalage, 'ACME_LIVE'));
      expect(row?.walletSecret).toBe(saved.secret);
      const { list } = value<AdminVendors>(await req(admin, 'GET', '/api/admin/vendors'));
      expect(JSON.stringify(list)).not.toContain(saved.secret!);
      const [log] = await audits('ACME_LIVE');
      expect(log).toMatchObject({ action: 'vendor.create', targetType: 'vendor' });
      expect(JSON.stringify([log?.before, log?.after])).not.toContain(saved.secret!);
      expectError(await req(admin, 'POST', '/api/admin/vendors', LIVE), 409, 'vendors.code_taken');
      // An entered secret is kept and not answered back.
      const esports = value<VendorSaved>(
        await req(admin, 'POST', '/api/admin/vendors', {
          ...LIVE,
          code: 'ACME_ES',
          category: 'ESPORTS',
          secret: 'x'.repeat(32),
        }),
      );
      expect(esports).toMatchObject({ secret: null, vendor: { category: 'ESPORTS', gameType: 'SPORTS' } });
    });

    it('refuses a bad code, logo, short secret and a bad template with 400 and the field', async () => {
      const bad = async (over: Record<string, unknown>, field: string, problem: string) => {
        const res = await req(admin, 'POST', '/api/admin/vendors', { ...LIVE, code: 'ACME_BAD', ...over });
        expectError(res, 400, 'request.invalid');
        const fields = (res.json() as { fields: Record<string, string> }).fields;
        expect(Object.entries(fields).find(([k]) => k.endsWith(field))?.[1], JSON.stringify(fields)).toBe(problem);
      };
      await bad({ code: 'acme live' }, 'code', 'code');
      await bad({ logoUrl: 'http://cdn.acme.example/logo.png' }, 'logoUrl', 'logoUrl');
      await bad({ secret: 'short' }, 'secret', 'secretShort');
      await bad(
        { launchUrlTemplate: 'https://live.acme.example/open?g={gameCode}' },
        'launchUrlTemplate',
        'templateToken',
      );
      await bad(
        { launchUrlTemplate: 'https://live.acme.example/open?t={token}&p={player}' },
        'launchUrlTemplate',
        'templatePlaceholder',
      );
      await bad({ launchUrlTemplate: 'http://live.acme.example/?t={token}' }, 'launchUrlTemplate', 'templateHttps');
      const res = await req(admin, 'POST', '/api/admin/vendors', { ...LIVE, code: 'ACME_BAD', category: 'BINGO' });
      expectError(res, 400, 'request.invalid');
      expect(await audits('ACME_BAD')).toEqual([]);
    });

    it('protects the house vendors: switched and sorted yes, template, secret, category and games no (409)', async () => {
      const off = value<VendorSaved>(
        await req(admin, 'PATCH', '/api/admin/vendors/LUMEN', { enabled: false, sorting: 3 }),
      );
      expect(off.vendor).toMatchObject({ enabled: false, sorting: 3 });
      value(await req(admin, 'PATCH', '/api/admin/vendors/LUMEN', { enabled: true, sorting: 10 }));
      const house = { code: 409, err: 'vendors.house_protected' } as const;
      expectError(
        await req(admin, 'PATCH', '/api/admin/vendors/LUMEN', { launchUrlTemplate: 'https://x.example/?t={token}' }),
        house.code,
        house.err,
      );
      expectError(await req(admin, 'PATCH', '/api/admin/vendors/LUMEN', { category: 'LIVE' }), house.code, house.err);
      expectError(await req(admin, 'POST', '/api/admin/vendors/LUMEN/secret', {}), house.code, house.err);
      expectError(await req(admin, 'POST', '/api/admin/vendors/LUMEN/games', TABLE), house.code, house.err);
      expectError(
        await req(admin, 'POST', '/api/admin/vendors', { ...LIVE, code: 'LUMEN_LIVE' }),
        house.code,
        house.err,
      );
      expect((await audits('LUMEN')).map((a) => a.action)).toEqual(['vendor.update', 'vendor.update']);
    });

    it('adds and edits a game, refusing a duplicate code (409) and bad input (400); rotates the secret once', async () => {
      const added = value<AdminVendorGames>(await req(admin, 'POST', '/api/admin/vendors/ACME_LIVE/games', TABLE));
      expect(added.list).toEqual([
        expect.objectContaining({ code: 'baccarat-1', nodeId: 'acme_live.baccarat-1', minBet: 1_000, enabled: true }),
      ]);
      expect(added.vendor.games).toBe(1);
      expectError(
        await req(admin, 'POST', '/api/admin/vendors/ACME_LIVE/games', TABLE),
        409,
        'vendors.game_code_taken',
      );
      expectError(
        await req(admin, 'POST', '/api/admin/vendors/ACME_LIVE/games', { ...TABLE, code: 'b2', minBet: 0 }),
        400,
        'request.invalid',
      );
      expectError(
        await req(admin, 'POST', '/api/admin/vendors/ACME_LIVE/games', { ...TABLE, code: 'b2', iconUrl: 'ftp://x' }),
        400,
        'request.invalid',
      );
      expectError(await req(admin, 'POST', '/api/admin/vendors/NOPE/games', TABLE), 404, 'vendors.not_found');
      const gameId = added.list[0]!.gameId;
      const edited = value<AdminVendorGames>(
        await req(admin, 'PATCH', `/api/admin/vendors/ACME_LIVE/games/${gameId}`, { minBet: 2_000 }),
      );
      expect(edited.list[0]).toMatchObject({ minBet: 2_000 });
      value(await req(admin, 'PATCH', `/api/admin/vendors/ACME_LIVE/games/${gameId}`, { minBet: 1_000 }));
      expect((await audits(String(gameId))).map((a) => a.action)).toEqual([
        'vendor.game_create',
        'vendor.game_update',
        'vendor.game_update',
      ]);
      const rotated = value<VendorSaved>(await req(admin, 'POST', '/api/admin/vendors/ACME_ES/secret', {}));
      expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
      expect((await audits('ACME_ES')).map((a) => a.action)).toEqual(['vendor.create', 'vendor.rotate_secret']);
    });
  });

  describe('player side', () => {
    it('lists the LIVE vendor and launches its game at the template, expanded and URL-encoded', async () => {
      const vendors = value<VendorsResponse>(await req(player, 'GET', '/api/games/vendors'));
      expect(vendors.mapping.LIVE?.map((v) => v.vassalage)).toEqual(['ACME_LIVE']);
      const launched = value<LaunchResult>(
        await req(player, 'POST', '/api/games/launch', {
          nodeId: 'acme_live.baccarat-1',
          returnPath: '/m/live-games?x=1',
          language: 'zh-CN',
        }),
      );
      const url = new URL(launched.url);
      expect(url.origin + url.pathname).toBe('https://live.acme.example/open');
      expect(url.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(url.searchParams.get('g')).toBe('baccarat-1');
      expect(url.searchParams.get('l')).toBe('zh-CN');
      expect(url.searchParams.get('c')).toBe('CNY');
      expect(url.searchParams.get('back')).toBe('http://play.aurum.test/m/live-games?x=1');
      expect(launched.url).toContain('back=http%3A%2F%2Fplay.aurum.test%2Fm%2Flive-games%3Fx%3D1');
      // A return path off the player site is refused.
      expectError(
        await req(player, 'POST', '/api/games/launch', {
          nodeId: 'acme_live.baccarat-1',
          returnPath: '//evil.example',
        }),
        400,
        'request.invalid',
      );
    });

    it('refuses to launch a third-party game without a template, and hides and refuses a disabled vendor', async () => {
      value(await req(admin, 'PATCH', '/api/admin/vendors/ACME_LIVE', { launchUrlTemplate: null }));
      expectError(
        await req(player, 'POST', '/api/games/launch', { nodeId: 'acme_live.baccarat-1' }),
        409,
        'games.unavailable',
      );
      value(await req(admin, 'PATCH', '/api/admin/vendors/ACME_LIVE', { launchUrlTemplate: LIVE.launchUrlTemplate }));
      value(await req(admin, 'PATCH', '/api/admin/vendors/ACME_LIVE', { enabled: false }));
      const vendors = value<VendorsResponse>(await req(player, 'GET', '/api/games/vendors'));
      expect(vendors.mapping.LIVE).toBeUndefined();
      const games = value<GamePage>(await req(player, 'GET', '/api/games/list?gameType=LIVE'));
      expect(games.games).toEqual([]);
      expectError(
        await req(player, 'POST', '/api/games/launch', { nodeId: 'acme_live.baccarat-1' }),
        409,
        'games.unavailable',
      );
      value(await req(admin, 'PATCH', '/api/admin/vendors/ACME_LIVE', { enabled: true }));
    });
  });

  describe('provider self-test (the CLI against the app on a real port)', () => {
    let base: string;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    it('passes every check signing as the vendor, with the secret read from the database, and prints a line each', async () => {
      const lines: string[] = [];
      const code = await main(['--vendor', 'ACME_LIVE', '--url', base], {
        log: (l) => lines.push(l),
        secretFromDatabase: async (vendor) =>
          (await database.db.select().from(gameVendors).where(eq(gameVendors.vassalage, vendor)))[0]?.walletSecret ??
          null,
      });
      expect(lines.join('\n'), lines.join('\n')).toContain(`all ${CONFORMANCE_CHECKS.length} checks passed`);
      expect(code).toBe(0);
      for (const check of CONFORMANCE_CHECKS) expect(lines).toContain(`✓ ${check.name}: ${check.title}`);
    });

    it('exits non-zero with a ✗ and why for each failing check (a wrong secret), and 2 without a game', async () => {
      const lines: string[] = [];
      const code = await main(['--vendor', 'ACME_LIVE', '--url', base, '--secret', 'w'.repeat(40)], {
        log: (l) => lines.push(l),
      });
      expect(code).toBe(1);
      expect(lines.filter((l) => l.startsWith('✗ '))).toHaveLength(CONFORMANCE_CHECKS.length);
      expect(lines.join('\n')).toContain('INVALID_SIGNATURE');
      const none: string[] = [];
      expect(
        await main(['--vendor', 'ACME_ES', '--url', base, '--secret', 'x'.repeat(32)], { log: (l) => none.push(l) }),
      ).toBe(2);
      expect(none.join('\n')).toContain('no enabled game');
      expect(await main(['--url', base], { log: () => {} })).toBe(2);
    });
  });
});
