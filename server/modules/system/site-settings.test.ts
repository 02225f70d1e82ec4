import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { adminBannerListResponseSchema, siteSettingsResponseSchema } from '../../../src/api/contract/adminSite';
import { bannersResponseSchema, systemStatusResponseSchema } from '../../../src/api/contract/system';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, games, members, siteSettings } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, registered, signedInStaff, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

/** A PNG as the upload check reads it: signature, a 1×1 IHDR first, IEND last. */
function png(): Buffer {
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(1, 8);
  ihdr.writeUInt32BE(1, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([sig, ihdr, iend]);
}

describe.each(dbTargets())('site settings on $name', (target) => {
  let database: Database;
  let app: App;
  let admin: Client;
  const staff: Partial<Record<StaffRole, Client>> = {};

  const value = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const status = async (ip = '10.9.9.9', lang?: string) =>
    systemStatusResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/system/status${lang ? `?lang=${lang}` : ''}`,
          headers: { 'x-debug-client-ip': ip },
        })
      ).json(),
    ).value;
  const publicBanners = async (group = 'm_home') =>
    bannersResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/system/banners?group=${group}` })).json())
      .value;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' });
    admin = await signedInStaff(app, database, 'admin');
    for (const role of ['finance', 'support', 'marketing'] as const)
      staff[role] = await signedInStaff(app, database, role);
  });

  afterEach(async () => {
    // Every test leaves the brand's switches as the seed has them.
    await database.db
      .update(siteSettings)
      .set({
        maintenance: false,
        maintenanceMessage: null,
        maintenanceUntil: null,
        blockedCountries: [],
        allowedAddresses: [],
        disabledModules: [],
      })
      .where(eq(siteSettings.brand, 'aurum'));
    await call(admin, 'PUT', '/api/admin/site/modules', { disabled: [] });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('is the admin’s; marketing keeps the banners; others are refused', async () => {
    expect(value<unknown>(await call(admin, 'GET', '/api/admin/site'))).toMatchObject({
      brand: 'aurum',
      maintenance: { on: false, env: false, message: null, until: null },
      disabledModules: [],
    });
    expectError(await app.inject({ method: 'GET', url: '/api/admin/site' }), 401, 'staff.auth_required');
    for (const role of ['finance', 'support', 'marketing'] as const) {
      expectError(await call(staff[role]!, 'GET', '/api/admin/site'), 403, 'staff.forbidden');
      expectError(
        await call(staff[role]!, 'PUT', '/api/admin/site/modules', { disabled: ['chat'] }),
        403,
        'staff.forbidden',
      );
    }
    value(await call(staff.marketing!, 'GET', '/api/admin/site/banners?group=m_home'));
    value(await call(admin, 'GET', '/api/admin/site/banners?group=m_home'));
    for (const role of ['finance', 'support'] as const) {
      expectError(await call(staff[role]!, 'GET', '/api/admin/site/banners?group=m_home'), 403, 'staff.forbidden');
    }
  });

  describe('maintenance', () => {
    it('shows players the message in their language and the end time, while staff sign in and work', async () => {
      const until = new Date(Date.now() + 3_600_000).toISOString();
      const message = { en: 'Back soon: new games', 'zh-CN': '马上回来' };
      const settings = siteSettingsResponseSchema.parse(
        (await call(admin, 'PUT', '/api/admin/site/maintenance', { on: true, message, until })).json(),
      ).value;
      expect(settings.maintenance).toMatchObject({ on: true, message, until });

      expect(await status()).toMatchObject({
        status: 1,
        maintenance: true,
        maintenanceMessage: 'Back soon: new games',
        maintenanceUntil: until,
      });
      expect((await status('10.9.9.9', 'zh-CN')).maintenanceMessage).toBe('马上回来');
      // Staff sign in and the back office answers during maintenance.
      const finance = await signedInStaff(app, database, 'finance');
      value(await call(finance, 'GET', '/api/admin/finance/deposits'));
      value(await call(admin, 'GET', '/api/admin/site'));

      const [row] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'site.maintenance_on'), eq(auditLog.brand, 'aurum')));
      expect(row).toMatchObject({ targetType: 'site', targetId: 'aurum', before: { maintenance: false } });
      expect(row!.after).toMatchObject({ maintenance: true, message });

      value(await call(admin, 'PUT', '/api/admin/site/maintenance', { on: false }));
      expect(await status()).toMatchObject({ status: 0, maintenanceMessage: null, maintenanceUntil: null });
    });

    it('refuses an end time in the past, a message without the default language, and a bad shape', async () => {
      const past = new Date(Date.now() - 60_000).toISOString();
      expectError(
        await call(admin, 'PUT', '/api/admin/site/maintenance', { on: true, until: past }),
        400,
        'site.maintenance_end_past',
      );
      expectError(
        await call(admin, 'PUT', '/api/admin/site/maintenance', { on: true, message: { 'zh-CN': '只有中文' } }),
        400,
        'request.invalid',
      );
      expectError(await call(admin, 'PUT', '/api/admin/site/maintenance', { on: 'yes' }), 400, 'request.invalid');
      expect((await status()).status).toBe(0);
    });
  });

  describe('region restriction', () => {
    it('blocks the brand’s countries, lets the allowlist through, and refuses bad codes and ranges', async () => {
      expectError(
        await call(admin, 'PUT', '/api/admin/site/region', { blockedCountries: ['XX'], allowedAddresses: [] }),
        400,
        'site.country_invalid',
      );
      expectError(
        await call(admin, 'PUT', '/api/admin/site/region', { blockedCountries: ['USA'], allowedAddresses: [] }),
        400,
        'site.country_invalid',
      );
      for (const bad of ['10.0.0.0/33', 'example.com', '1.2.3.4/8/1', '300.1.1.1', '::1/129']) {
        expectError(
          await call(admin, 'PUT', '/api/admin/site/region', { blockedCountries: [], allowedAddresses: [bad] }),
          400,
          'site.address_invalid',
        );
      }
      const saved = siteSettingsResponseSchema.parse(
        (
          await call(admin, 'PUT', '/api/admin/site/region', {
            blockedCountries: ['us', 'GB'],
            allowedAddresses: ['8.8.8.0/24', '2001:db8::/32'],
          })
        ).json(),
      ).value;
      expect(saved.region).toEqual({
        blockedCountries: ['GB', 'US'],
        allowedAddresses: ['8.8.8.0/24', '2001:db8::/32'],
        envBlockedCountries: [],
      });
      expect(await status('8.8.4.4')).toMatchObject({ status: 2, regionRestriction: true });
      expect(await status('81.2.69.142')).toMatchObject({ status: 2, regionRestriction: true });
      expect(await status('8.8.8.8')).toMatchObject({
        status: 0,
        regionRestriction: false,
        location: { country: 'US' },
      });
      const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, 'site.region'));
      expect(audited.at(-1)!.after).toEqual({
        blockedCountries: ['GB', 'US'],
        allowedAddresses: ['8.8.8.0/24', '2001:db8::/32'],
      });
    });

    it('keeps BLOCKED_COUNTRIES as a floor the brand’s list adds to', async () => {
      const envApp = await testApp(database, { BLOCKED_COUNTRIES: 'US' });
      try {
        value(await call(admin, 'PUT', '/api/admin/site/region', { blockedCountries: ['GB'], allowedAddresses: [] }));
        const s = async (ip: string) =>
          systemStatusResponseSchema.parse(
            (
              await envApp.inject({ method: 'GET', url: '/api/system/status', headers: { 'x-debug-client-ip': ip } })
            ).json(),
          ).value;
        expect((await s('8.8.8.8')).status).toBe(2);
        expect((await s('81.2.69.142')).status).toBe(2);
      } finally {
        await envApp.close();
      }
    });
  });

  describe('module kill switches', () => {
    it('refuse each module’s player route with 403 feature.unavailable and leave the money untouched', async () => {
      const { client, username, password } = await registered(app);
      // A player ready to withdraw: a payment password and a bound bank account.
      value(
        await call(client, 'POST', '/api/accounts/security/payment-password', {
          password,
          newPaymentPassword: '135790',
          confirmPaymentPassword: '135790',
        }),
      );
      const bankAccountId = value<{ id: string }>(
        await call(client, 'POST', '/api/wallet/bank-accounts', {
          bankName: 'ICBC',
          accountNumber: `6222${String(Date.now()).slice(-12)}`,
          payeeName: 'Zhang San',
        }),
      ).id;
      const [member] = await database.db.select().from(members).where(eq(members.username, username));
      const cash = 500_000n;
      await app.ledger.post({
        brand: 'aurum',
        type: 'deposit',
        idempotencyKey: `test-credit:${randomUUID()}`,
        actor: { kind: 'system' },
        postings: [
          { account: { memberId: member!.id, kind: 'cash' }, amount: cash },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
        ],
      });
      const before = await app.ledger.memberBalances('aurum', member!.id);
      const channels = value<{ channels: { id: string; code: string }[] }>(
        await call(client, 'GET', '/api/wallet/deposit/channels'),
      );
      const bank = channels.channels.find((c) => c.code === 'bank')!;
      const gameOf = async (rng: boolean) =>
        (
          await database.db
            .select({ nodeId: games.nodeId })
            .from(games)
            .where(and(eq(games.brand, 'aurum'), rng ? eq(games.gameType, 'RNG') : ne(games.gameType, 'RNG')))
            .limit(1)
        )[0]!.nodeId;
      const slot = await gameOf(true);
      const other = await gameOf(false);

      const off = ['deposits', 'withdrawals', 'chat', 'promotions', 'games.RNG'];
      const saved = value<{ disabledModules: string[] }>(
        await call(admin, 'PUT', '/api/admin/site/modules', { disabled: off }),
      );
      expect(saved.disabledModules).toEqual(['deposits', 'withdrawals', 'chat', 'promotions', 'games.RNG']);
      expect((await status()).disabledModules).toEqual(saved.disabledModules);

      const refused = [
        await call(client, 'POST', '/api/wallet/deposits', {
          clientRequestId: randomUUID(),
          channelId: bank.id,
          amount: 10_000,
          reference: 'REF-KILL',
        }),
        await call(client, 'POST', '/api/wallet/withdrawals', {
          amount: 10_000,
          paymentPassword: '135790',
          bankAccountId,
          clientRequestId: randomUUID(),
        }),
        await call(client, 'GET', '/api/chat/launch'),
        await call(client, 'POST', '/api/chat/messages', { clientMessageId: randomUUID(), body: 'hello' }),
        await call(client, 'POST', '/api/activities/1/join'),
        await call(client, 'POST', '/api/games/launch', { nodeId: slot }),
      ];
      for (const res of refused) {
        const body = expectError(res, 403, 'feature.unavailable');
        expect(body.message).toBe('No permission or feature temporarily unavailable');
      }
      // Another category still launches (it is not refused as unavailable).
      const otherLaunch = await call(client, 'POST', '/api/games/launch', { nodeId: other });
      expect(otherLaunch.json().code).not.toBe('feature.unavailable');
      // Money untouched: no deposit, no withdrawal hold.
      expect(await app.ledger.memberBalances('aurum', member!.id)).toEqual(before);
      const deposits = value<{ items: unknown[] }>(await call(client, 'GET', '/api/wallet/deposits'));
      expect(deposits.items).toHaveLength(0);
      // A visitor is still asked to sign in first (the route's own guard runs before the switch).
      expectError(await app.inject({ method: 'POST', url: '/api/wallet/deposits', payload: {} }), 401, 'auth.required');

      // Switched back on: the change clears the cache at once.
      value(await call(admin, 'PUT', '/api/admin/site/modules', { disabled: [] }));
      const created = await call(client, 'POST', '/api/wallet/deposits', {
        clientRequestId: randomUUID(),
        channelId: bank.id,
        amount: 10_000,
        reference: 'REF-BACK',
      });
      expect(created.statusCode, created.body).toBe(200);
      const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, 'site.modules'));
      expect(audited.map((a) => a.after)).toContainEqual({ disabledModules: off });
    });

    it('refuses an unknown module', async () => {
      expectError(
        await call(admin, 'PUT', '/api/admin/site/modules', { disabled: ['casino'] }),
        400,
        'request.invalid',
      );
    });
  });

  describe('banners', () => {
    const input = (over: Record<string, unknown> = {}) => ({
      group: 'm_reg',
      title: 'Welcome bonus',
      imageUrl: '/media/banners/welcome.svg',
      link: '/m/promotions',
      ...over,
    });

    it('uploads art by its bytes, refuses other bodies, and serves it publicly', async () => {
      const upload = (body: Buffer, c: Client = staff.marketing!) =>
        c.app.inject({
          method: 'POST',
          url: '/api/admin/site/banner-images',
          payload: body,
          headers: { cookie: c.cookie!, 'content-type': 'application/octet-stream', 'x-debug-client-ip': c.ip },
        });
      expectError(await upload(Buffer.from('<html>not an image</html>')), 415, 'banner.image_type');
      expectError(await upload(Buffer.alloc(1_048_577, 1)), 413, 'banner.image_too_large');
      expectError(await upload(png(), staff.finance!), 403, 'staff.forbidden');
      const { url } = value<{ url: string }>(await upload(png()));
      expect(url).toMatch(/^\/api\/system\/banner-images\/[0-9a-f-]{36}$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png())).toBe(true);
      expectError(
        await app.inject({ method: 'GET', url: `/api/system/banner-images/${randomUUID()}` }),
        404,
        'banner.image_not_found',
      );
    });

    it('adds, schedules, orders, hides and deletes banners; the public list follows', async () => {
      const m = staff.marketing!;
      for (const link of ['javascript:alert(1)', 'http://example.com/x', '//evil.example', '/admin', 'ftp://x.y']) {
        expectError(await call(m, 'POST', '/api/admin/site/banners', input({ link })), 400, 'banner.link_invalid');
      }
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      const later = new Date(Date.now() + 7_200_000).toISOString();
      expectError(
        await call(m, 'POST', '/api/admin/site/banners', input({ startsAt: later, endsAt: soon })),
        400,
        'banner.schedule_invalid',
      );
      const a = value<{ id: number }>(await call(m, 'POST', '/api/admin/site/banners', input({ title: 'A' })));
      const b = value<{ id: number }>(
        await call(m, 'POST', '/api/admin/site/banners', input({ title: 'B', link: 'https://example.com/promo' })),
      );
      const future = value<{ id: number }>(
        await call(m, 'POST', '/api/admin/site/banners', input({ title: 'Future', startsAt: soon, link: null })),
      );
      const past = new Date(Date.now() - 60_000).toISOString();
      const mine = ['A', 'B', 'Future', 'Ended'];
      const shown = async () => (await publicBanners('m_reg')).map((x) => x.title).filter((t) => mine.includes(t));
      const ended = value<{ id: number }>(
        await call(m, 'POST', '/api/admin/site/banners', input({ title: 'Ended', endsAt: past })),
      );
      expect(await shown()).toEqual(['A', 'B']);

      const moved = adminBannerListResponseSchema.parse(
        (await call(m, 'POST', `/api/admin/site/banners/${b.id}/move`, { direction: 'up' })).json(),
      ).value.list;
      expect(moved.map((x) => x.title).filter((t) => mine.includes(t))).toEqual(['B', 'A', 'Future', 'Ended']);
      expect(await shown()).toEqual(['B', 'A']);

      value(await call(m, 'PUT', `/api/admin/site/banners/${a.id}`, input({ title: 'A', active: false })));
      expect(await shown()).toEqual(['B']);

      for (const id of [a.id, b.id, future.id, ended.id])
        value(await call(m, 'DELETE', `/api/admin/site/banners/${id}`));
      expectError(await call(m, 'DELETE', `/api/admin/site/banners/${a.id}`), 404, 'banner.not_found');
      expectError(await call(m, 'PUT', '/api/admin/site/banners/999999', input()), 404, 'banner.not_found');
      expect(await shown()).toEqual([]);
      const actions = (await database.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
      for (const action of ['banner.create', 'banner.move', 'banner.update', 'banner.delete'])
        expect(actions).toContain(action);
    });

    it('keeps the order a permutation under 30 concurrent moves', async () => {
      const m = staff.marketing!;
      const ids: number[] = [];
      for (const title of ['1', '2', '3', '4', '5']) {
        ids.push(
          value<{ id: number }>(await call(m, 'POST', '/api/admin/site/banners', input({ group: 'm_leftmenu', title })))
            .id,
        );
      }
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(m, 'POST', `/api/admin/site/banners/${ids[i % ids.length]}/move`, { direction: i % 2 ? 'up' : 'down' }),
        ),
      );
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      const list = value<{ list: { id: number; sequence: number }[] }>(
        await call(m, 'GET', '/api/admin/site/banners?group=m_leftmenu'),
      ).list.filter((x) => ids.includes(x.id));
      expect(new Set(list.map((x) => x.sequence)).size).toBe(list.length);
      expect(list.map((x) => x.id).sort()).toEqual([...ids].sort());
      for (const id of ids) value(await call(m, 'DELETE', `/api/admin/site/banners/${id}`));
    });
  });
});
