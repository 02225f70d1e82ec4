import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  BANNER_GROUPS,
  bannersResponseSchema,
  siteConfigResponseSchema,
  systemStatusResponseSchema,
} from '../../../src/api/contract/system';
import { MENU_KEYS } from '../../../src/api/contract/whitelabel';
import { type App, buildApp, MEDIA_DIR } from '../../app';
import type { Database } from '../../db';
import { banners, brands, siteSettings } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { createSystemService, writeBrand } from './service';

describe.each(dbTargets())('system module on $name', (target) => {
  let database: Database;
  const apps: App[] = [];

  /** An app over the shared database with the given environment. */
  const appWith = async (env: Record<string, string> = {}) => {
    const app = await buildApp({ config: testConfig(env), db: database, logger: silentLogger() });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await target.open();
    expect(await seedDemo(database)).toEqual({ seeded: true });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.cleanup();
  });

  describe('seed', () => {
    it('is idempotent: a second run inserts nothing', async () => {
      const countAll = async () => ({
        brands: (await database.db.select({ n: count() }).from(brands))[0]?.n,
        banners: (await database.db.select({ n: count() }).from(banners))[0]?.n,
        settings: (await database.db.select({ n: count() }).from(siteSettings))[0]?.n,
      });
      const before = await countAll();
      expect(before).toEqual({ brands: 2, banners: 12, settings: 2 });
      expect(await seedDemo(database)).toEqual({ seeded: false });
      expect(await countAll()).toEqual(before);
    });

    it('points every banner at a self-hosted file that exists', async () => {
      const rows = await database.db.select({ imageUrl: banners.imageUrl }).from(banners);
      for (const { imageUrl } of rows) {
        expect(imageUrl).toMatch(/^\/media\/banners\/[a-z-]+\.svg$/);
        expect(existsSync(path.join(MEDIA_DIR, imageUrl.replace(/^\/media\//, '')))).toBe(true);
      }
    });

    it('refuses to write an invalid brand config', async () => {
      const aurum = DEMO_BRANDS[0]!;
      await expect(
        writeBrand(database.db, {
          code: 'broken',
          name: 'Broken',
          settings: { ...aurum.settings, themeOverrides: { brandAccent: 'gold' } },
        }),
      ).rejects.toThrow();
      expect(await database.db.select().from(brands).where(eq(brands.code, 'broken'))).toHaveLength(0);
    });
  });

  describe('GET /api/system/status', () => {
    const status = async (app: App, headers: Record<string, string> = {}) => {
      const res = await app.inject({ method: 'GET', url: '/api/system/status', headers });
      expect(res.statusCode).toBe(200);
      return systemStatusResponseSchema.parse(res.json()).value;
    };

    it('is 0 (normal) with no maintenance and no block; loopback has no country', async () => {
      const app = await appWith();
      expect(await status(app)).toEqual({
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: '127.0.0.1', country: null },
      });
    });

    it('is 2 for a client in a blocked country (x-debug-client-ip outside production)', async () => {
      const app = await appWith({ BLOCKED_COUNTRIES: 'US' });
      expect(await status(app, { 'x-debug-client-ip': '8.8.8.8' })).toEqual({
        status: 2,
        maintenance: false,
        regionRestriction: true,
        location: { ip: '8.8.8.8', country: 'US' },
      });
      // The same client from a country that is not blocked.
      const other = await status(app, { 'x-debug-client-ip': '81.2.69.142' });
      expect(other.location.country).toBe('GB');
      expect(other.status).toBe(0);
    });

    it('never blocks private or loopback addresses', async () => {
      const app = await appWith({ BLOCKED_COUNTRIES: 'US' });
      for (const ip of ['10.1.2.3', '192.168.0.10', '::1']) {
        const s = await status(app, { 'x-debug-client-ip': ip });
        expect(s).toMatchObject({ status: 0, regionRestriction: false, location: { ip, country: null } });
      }
    });

    it('is 1 under MAINTENANCE, and still 1 when the client is also region-blocked', async () => {
      const app = await appWith({ MAINTENANCE: 'true', BLOCKED_COUNTRIES: 'US' });
      expect(await status(app)).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
      expect(await status(app, { 'x-debug-client-ip': '8.8.8.8' })).toMatchObject({
        status: 1,
        maintenance: true,
        regionRestriction: true,
      });
    });

    it('follows the database maintenance flag without a restart', async () => {
      const app = await appWith();
      const service = createSystemService({
        db: database.db,
        brand: 'aurum',
        envMaintenance: false,
        blockedCountries: [],
        countryOf: () => null,
      });
      try {
        await service.setMaintenance(true);
        expect(await status(app)).toMatchObject({ status: 1, maintenance: true });
      } finally {
        await service.setMaintenance(false);
      }
      expect(await status(app)).toMatchObject({ status: 0, maintenance: false });
    });

    it('ignores x-debug-client-ip in production', async () => {
      const app = await appWith({ NODE_ENV: 'production', BLOCKED_COUNTRIES: 'US' });
      expect(await status(app, { 'x-debug-client-ip': '8.8.8.8' })).toMatchObject({
        status: 0,
        regionRestriction: false,
        location: { ip: '127.0.0.1', country: null },
      });
    });

    it('honours X-Forwarded-For only when TRUST_PROXY is set', async () => {
      const untrusting = await appWith({ BLOCKED_COUNTRIES: 'US' });
      const trusting = await appWith({ BLOCKED_COUNTRIES: 'US', TRUST_PROXY: 'true' });
      const xff = { 'x-forwarded-for': '8.8.8.8' };
      expect(await status(untrusting, xff)).toMatchObject({ status: 0, location: { ip: '127.0.0.1' } });
      expect(await status(trusting, xff)).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
    });
  });

  describe('GET /api/system/config', () => {
    it('returns the active brand, valid against the contract, with the seeded values', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/api/system/config' });
      expect(res.statusCode).toBe(200);
      const config = siteConfigResponseSchema.parse(res.json()).value;
      expect(config).toMatchObject({
        brand: 'aurum',
        siteName: 'Aurum Play',
        currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
        defaultLanguage: 'en',
        languages: ['en', 'zh-CN'],
        ageLimit: 18,
        features: { liveChat: true, smsLogin: true, referral: true },
      });
      expect(Object.keys(config.whitelabel).sort()).toEqual([...MENU_KEYS].sort());
      expect(config.whitelabel.deposit).toBe(true);
      expect(config.whitelabel.redRain).toBe(false);
      expect(Object.keys(config.downloads).sort()).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
      expect(Object.keys(config.social).sort()).toEqual(
        ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'TELEGRAM_1', 'WHATSAPP', 'YOUTUBE'].sort(),
      );
      expect(config.social).not.toHaveProperty('VIBER');
      expect(config.customerService[0]).toEqual({
        csType: 'LIVE_CHAT',
        title: 'Live chat',
        url: 'https://support.example.com/aurum/chat',
      });
      expect(config.notice.paragraphs).toHaveLength(3);
      expect(config.notice.paragraphs[1]).toContain('18');
      expect(config.themeOverrides).toBeUndefined();
    });

    it('serves another brand with DEFAULT_BRAND, including its accent override and no downloads', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'verdant' });
      const config = siteConfigResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/system/config' })).json(),
      ).value;
      expect(config.brand).toBe('verdant');
      expect(config.themeOverrides).toEqual({
        brandAccent: '#34d399',
        brandAccentHover: '#6ee7b7',
        onBrandAccent: '#022c22',
      });
      expect(config.downloads).toEqual({});
      expect(config.whitelabel.vip).toBe(false);
    });

    it('answers 404 brand.not_found for an unknown brand', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'nobrand' });
      const res = await app.inject({ method: 'GET', url: '/api/system/config' });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).code).toBe('brand.not_found');
    });
  });

  describe('GET /api/system/banners', () => {
    it('returns each group, ordered by sequence', async () => {
      const app = await appWith();
      const expected = { m_home: 3, m_hotgames: 1, m_leftmenu: 1, m_reg: 1 };
      for (const group of BANNER_GROUPS) {
        const res = await app.inject({ method: 'GET', url: `/api/system/banners?group=${group}` });
        expect(res.statusCode).toBe(200);
        const list = bannersResponseSchema.parse(res.json()).value;
        expect(list).toHaveLength(expected[group]);
        expect(list.every((b) => b.groupName === group)).toBe(true);
      }
      const home = bannersResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/system/banners?group=m_home' })).json(),
      ).value;
      expect(home.map((b) => b.title)).toEqual(['Welcome bonus 120%', 'Sign in daily', 'Invite friends, earn 10%']);
    });

    it('orders by sequence, not insertion, and hides inactive banners', async () => {
      const app = await appWith();
      const added = await database.db
        .insert(banners)
        .values([
          { brand: 'aurum', groupName: 'm_hotgames', imageUrl: '/media/x.svg', title: 'Earlier', sequence: 1 },
          {
            brand: 'aurum',
            groupName: 'm_hotgames',
            imageUrl: '/media/y.svg',
            title: 'Hidden',
            sequence: 2,
            active: false,
          },
        ])
        .returning({ id: banners.id });
      try {
        const list = bannersResponseSchema.parse(
          (await app.inject({ method: 'GET', url: '/api/system/banners?group=m_hotgames' })).json(),
        ).value;
        expect(list.map((b) => b.title)).toEqual(['Earlier', 'Hot this week']);
      } finally {
        await database.db.delete(banners).where(
          inArray(
            banners.id,
            added.map((a) => a.id),
          ),
        );
      }
    });

    it('gives only the active brand’s banners', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'verdant' });
      const list = bannersResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/system/banners?group=m_home' })).json(),
      ).value;
      expect(list).toHaveLength(3);
      expect(list.every((b) => b.imageUrl.startsWith('/media/banners/verdant-'))).toBe(true);
    });

    it('rejects an unknown or missing group with 400 request.invalid and the field', async () => {
      const app = await appWith();
      for (const url of ['/api/system/banners?group=m_nope', '/api/system/banners']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.code).toBe('request.invalid');
        expect(Object.keys(body.fields ?? {})).toEqual(['group']);
      }
    });

    it('serves the banner art from /media/', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/media/banners/aurum-home-welcome.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('Welcome bonus');
      const missing = await app.inject({ method: 'GET', url: '/media/banners/nope.svg' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'asset.not_found' });
    });
  });
});
