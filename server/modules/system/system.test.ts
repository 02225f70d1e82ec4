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
import { banners, bannerTranslations, brands, siteSettings } from '../../db/schema';
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
        translations: (await database.db.select({ n: count() }).from(bannerTranslations))[0]?.n,
      });
      const before = await countAll();
      expect(before).toEqual({ brands: 2, banners: 12, settings: 2, translations: 12 });
      expect(await seedDemo(database)).toEqual({ seeded: false });
      expect(await countAll()).toEqual(before);
    });

    it('points every banner and translation at a self-hosted file that exists', async () => {
      const rows = await database.db.select({ imageUrl: banners.imageUrl }).from(banners);
      const translated = await database.db
        .select({ imageUrl: bannerTranslations.imageUrl, lang: bannerTranslations.lang })
        .from(bannerTranslations);
      for (const { imageUrl } of rows) expect(imageUrl).toMatch(/^\/media\/banners\/[a-z-]+\.svg$/);
      for (const t of translated)
        expect(t).toMatchObject({ lang: 'zh-CN', imageUrl: expect.stringMatching(/\.zh-CN\.svg$/) });
      for (const { imageUrl } of [...rows, ...translated]) {
        expect(existsSync(path.join(MEDIA_DIR, (imageUrl ?? '').replace(/^\/media\//, '')))).toBe(true);
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
        maintenanceMessage: null,
        maintenanceUntil: null,
        disabledModules: [],
        location: { ip: '127.0.0.1', country: null },
      });
    });

    it('is 2 for a client in a blocked country (x-debug-client-ip outside production)', async () => {
      const app = await appWith({ BLOCKED_COUNTRIES: 'US' });
      expect(await status(app, { 'x-debug-client-ip': '8.8.8.8' })).toEqual({
        status: 2,
        maintenance: false,
        regionRestriction: true,
        maintenanceMessage: null,
        maintenanceUntil: null,
        disabledModules: [],
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
        contentLanguage: 'en',
        currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
        defaultLanguage: 'en',
        languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'id', 'pt-BR', 'hi', 'ur'],
        ageLimit: 18,
        features: { liveChat: true, smsLogin: true, referral: true },
      });
      expect(Object.keys(config.whitelabel).sort()).toEqual([...MENU_KEYS].sort());
      expect(config.whitelabel.deposit).toBe(true);
      expect(config.whitelabel.redRain).toBe(true);
      expect(config.whitelabel.esportGames).toBe(false);
      expect(Object.keys(config.downloads).sort()).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
      expect(Object.keys(config.social).sort()).toEqual(
        ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'TELEGRAM_1', 'WHATSAPP', 'YOUTUBE'].sort(),
      );
      expect(config.social).not.toHaveProperty('VIBER');
      // The footer's payment-method images, served from the media route.
      expect(config.paymentMethods).toEqual([
        { name: 'Bank transfer', imageUrl: '/media/payments/bank-transfer.svg' },
        { name: 'Instant pay', imageUrl: '/media/payments/instant-pay.svg' },
      ]);
      expect(config.customerService[0]).toEqual({
        csType: 'LIVE_CHAT',
        title: 'Live chat',
        titleLanguage: 'en',
        url: 'https://support.example.com/aurum/chat',
      });
      expect(config.notice.paragraphs).toHaveLength(3);
      expect(config.notice.paragraphs[1]).toContain('18');
      expect(config.notice.paragraphLanguages).toEqual(['en', 'en', 'en']);
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
      expect(home.every((b) => b.titleLanguage === 'en' && !b.imageUrl.includes('zh-CN'))).toBe(true);
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
      const zh = await app.inject({ method: 'GET', url: '/media/banners/aurum-home-welcome.zh-CN.svg' });
      expect(zh.statusCode).toBe(200);
      expect(zh.body).toContain('迎新礼金');
      expect(zh.body).toContain('lang="zh-CN"');
      const missing = await app.inject({ method: 'GET', url: '/media/banners/nope.svg' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'asset.not_found' });
    });
  });

  describe('localised operator content (?lang=)', () => {
    const getConfig = async (app: App, query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/system/config${query}` });
      expect(res.statusCode).toBe(200);
      return { config: siteConfigResponseSchema.parse(res.json()).value, headers: res.headers };
    };
    const getBanners = async (app: App, query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/system/banners?${query}` });
      expect(res.statusCode).toBe(200);
      return bannersResponseSchema.parse(res.json()).value;
    };

    it('lang=zh-CN returns the Chinese notice and channel titles', async () => {
      const app = await appWith();
      const { config, headers } = await getConfig(app, '?lang=zh-CN');
      expect(config.contentLanguage).toBe('zh-CN');
      expect(headers['content-language']).toBe('zh-CN');
      expect(config.notice.paragraphLanguages).toEqual(['zh-CN', 'zh-CN', 'zh-CN']);
      expect(config.notice.paragraphs[0]).toMatch(/^请理性游戏/);
      expect(config.notice.paragraphs[1]).toContain('18');
      for (const p of config.notice.paragraphs) expect(p).toMatch(/[\u4e00-\u9fff]/);
      expect(config.customerService.map((c) => [c.title, c.titleLanguage])).toEqual([
        ['在线客服', 'zh-CN'],
        ['WhatsApp', 'en'],
        ['Telegram', 'en'],
        ['Facebook', 'en'],
        ['YouTube 教程', 'zh-CN'],
        ['电子邮件', 'zh-CN'],
      ]);
      // Nothing but the text changes.
      const { config: en } = await getConfig(app);
      const strip = ({ contentLanguage, notice, customerService, ...rest }: typeof config) => rest;
      expect(strip(config)).toEqual(strip(en));
      expect(config.customerService.map((c) => c.url)).toEqual(en.customerService.map((c) => c.url));
    });

    it.each([
      ['a language the brand does not offer', 'fr', 'en'],
      ['the default language itself', 'en', 'en'],
      ['another case of the region', 'zh-cn', 'zh-CN'],
      ['a bare primary subtag', 'zh', 'zh-CN'],
      ['a regional English', 'en-GB', 'en'],
    ])('resolves %s (%s -> %s)', async (_name, lang, expected) => {
      const app = await appWith();
      const { config, headers } = await getConfig(app, `?lang=${lang}`);
      expect(config.contentLanguage).toBe(expected);
      expect(headers['content-language']).toBe(expected);
      expect(config.notice.paragraphLanguages).toEqual([expected, expected, expected]);
      const banners = await getBanners(app, `group=m_home&lang=${lang}`);
      expect(banners.every((b) => b.titleLanguage === expected)).toBe(true);
    });

    it('answers 400 request.invalid with fields.lang for a malformed tag', async () => {
      const app = await appWith();
      for (const url of [
        '/api/system/config?lang=%3Cscript%3E',
        '/api/system/config?lang=zh_CN',
        '/api/system/banners?group=m_home&lang=x',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.code).toBe('request.invalid');
        expect(Object.keys(body.fields ?? {})).toEqual(['lang']);
      }
    });

    it('banners: lang=zh-CN gives the Chinese titles and art; no lang gives English', async () => {
      const app = await appWith();
      const zh = await getBanners(app, 'group=m_home&lang=zh-CN');
      expect(zh.map((b) => b.title)).toEqual(['迎新礼金 120%', '每日签到', '邀请好友，赚 10%']);
      expect(zh.map((b) => b.imageUrl)).toEqual([
        '/media/banners/aurum-home-welcome.zh-CN.svg',
        '/media/banners/aurum-home-signin.zh-CN.svg',
        '/media/banners/aurum-home-invite.zh-CN.svg',
      ]);
      expect(zh.every((b) => b.titleLanguage === 'zh-CN')).toBe(true);
      const en = await getBanners(app, 'group=m_home');
      expect(zh.map(({ id, link, sequence }) => ({ id, link, sequence }))).toEqual(
        en.map(({ id, link, sequence }) => ({ id, link, sequence })),
      );
      const verdant = await getBanners(await appWith({ DEFAULT_BRAND: 'verdant' }), 'group=m_leftmenu&lang=zh-CN');
      expect(verdant).toMatchObject([
        { title: 'VIP 俱乐部', imageUrl: '/media/banners/verdant-leftmenu-vip.zh-CN.svg', titleLanguage: 'zh-CN' },
      ]);
    });

    it('banners: a missing translation falls back field by field', async () => {
      const app = await appWith();
      const rows = await database.db
        .insert(banners)
        .values([
          { brand: 'aurum', groupName: 'm_reg', imageUrl: '/media/t/title-only.svg', title: 'Title only', sequence: 1 },
          { brand: 'aurum', groupName: 'm_reg', imageUrl: '/media/t/art-only.svg', title: 'Art only', sequence: 2 },
          { brand: 'aurum', groupName: 'm_reg', imageUrl: '/media/t/none.svg', title: 'Untranslated', sequence: 3 },
        ])
        .returning({ id: banners.id });
      const [titleOnly, artOnly] = rows;
      await database.db.insert(bannerTranslations).values([
        { bannerId: titleOnly!.id, lang: 'zh-CN', title: '只有标题' },
        { bannerId: artOnly!.id, lang: 'zh-CN', imageUrl: '/media/t/art-only.zh-CN.svg' },
      ]);
      try {
        const list = await getBanners(app, 'group=m_reg&lang=zh-CN');
        expect(
          list.slice(0, 3).map(({ title, titleLanguage, imageUrl }) => ({ title, titleLanguage, imageUrl })),
        ).toEqual([
          { title: '只有标题', titleLanguage: 'zh-CN', imageUrl: '/media/t/title-only.svg' },
          { title: 'Art only', titleLanguage: 'en', imageUrl: '/media/t/art-only.zh-CN.svg' },
          { title: 'Untranslated', titleLanguage: 'en', imageUrl: '/media/t/none.svg' },
        ]);
        // The seeded banner of the group keeps its own translation.
        expect(list[3]).toMatchObject({ title: '注册即享 120%', titleLanguage: 'zh-CN' });
      } finally {
        await database.db.delete(banners).where(
          inArray(
            banners.id,
            rows.map((r) => r.id),
          ),
        );
      }
      // Translations go with their banner.
      expect(
        await database.db
          .select()
          .from(bannerTranslations)
          .where(
            inArray(
              bannerTranslations.bannerId,
              rows.map((r) => r.id),
            ),
          ),
      ).toHaveLength(0);
    });

    it('banner_translations refuses an empty row and a malformed language', async () => {
      const [seeded] = await database.db.select({ id: banners.id }).from(banners).limit(1);
      await expect(
        database.db.insert(bannerTranslations).values({ bannerId: seeded!.id, lang: 'fr' }),
      ).rejects.toThrow();
      await expect(
        database.db.insert(bannerTranslations).values({ bannerId: seeded!.id, lang: 'zh_CN', title: 'x' }),
      ).rejects.toThrow();
    });

    it('config: a missing translation falls back paragraph by paragraph and title by title', async () => {
      const aurum = DEMO_BRANDS[0]!;
      await writeBrand(database.db, {
        code: 'partial',
        name: 'Partial Play',
        settings: {
          ...aurum.settings,
          languages: ['en', 'zh-CN', 'ja'],
          notice: {
            paragraphs: [
              { en: 'One', 'zh-CN': '一', ja: '一つ' },
              { en: 'Two', ja: '二つ' },
              'Three, the same in every language',
            ],
          },
          customerService: [
            {
              csType: 'LIVE_CHAT',
              title: { en: 'Live chat', ja: 'ライブチャット' },
              url: 'https://support.example.com/c',
            },
          ],
        },
      });
      try {
        const app = await appWith({ DEFAULT_BRAND: 'partial' });
        const { config } = await getConfig(app, '?lang=zh-CN');
        expect(config.contentLanguage).toBe('zh-CN');
        expect(config.notice).toEqual({
          paragraphs: ['一', 'Two', 'Three, the same in every language'],
          paragraphLanguages: ['zh-CN', 'en', 'en'],
        });
        expect(config.customerService[0]).toMatchObject({ title: 'Live chat', titleLanguage: 'en' });
        const { config: ja } = await getConfig(app, '?lang=ja');
        expect(ja.notice.paragraphs).toEqual(['一つ', '二つ', 'Three, the same in every language']);
        expect(ja.customerService[0]).toMatchObject({ title: 'ライブチャット', titleLanguage: 'ja' });
      } finally {
        await database.db.delete(brands).where(eq(brands.code, 'partial'));
      }
    });

    it.each([
      [
        'a copy without the default language',
        { paragraphs: [{ 'zh-CN': '一' }, 'b', 'c'] },
        'needs a copy in the default language',
      ],
      [
        'a language the brand does not offer',
        { paragraphs: [{ en: 'a', 'zh-cn': '一' }, 'b', 'c'] },
        'zh-cn is not one of languages',
      ],
    ])('refuses to store %s', async (_name, notice, message) => {
      const aurum = DEMO_BRANDS[0]!;
      await expect(
        writeBrand(database.db, { code: 'badtext', name: 'Bad', settings: { ...aurum.settings, notice } }),
      ).rejects.toThrow(message);
      expect(await database.db.select().from(brands).where(eq(brands.code, 'badtext'))).toHaveLength(0);
    });

    it('reads a brand stored before translations existed (plain strings)', async () => {
      const aurum = DEMO_BRANDS[0]!;
      const legacy = {
        ...aurum.settings,
        notice: { paragraphs: ['a', 'b', 'c'] },
        customerService: [{ csType: 'LIVE_CHAT', title: 'Live chat', url: 'https://support.example.com/c' }],
      };
      // Written raw, as the earlier release stored it.
      await database.db.insert(brands).values({ code: 'legacy', name: 'Legacy', config: legacy });
      try {
        const { config } = await getConfig(await appWith({ DEFAULT_BRAND: 'legacy' }), '?lang=zh-CN');
        expect(config.notice).toEqual({ paragraphs: ['a', 'b', 'c'], paragraphLanguages: ['en', 'en', 'en'] });
        expect(config.customerService[0]).toMatchObject({ title: 'Live chat', titleLanguage: 'en' });
      } finally {
        await database.db.delete(brands).where(eq(brands.code, 'legacy'));
      }
    });
  });
});
