import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandEditor, BrandVersion } from '../../../src/api/contract/adminBrand';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, brandVersions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  confirmedDeposit,
  expectError,
  registered,
  signedInStaff,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(dbTargets())('brand editor on $name', (target) => {
  let database: Database;
  let app: App;
  let admin: Client;
  let marketing: Client;

  const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const editor = async (c: Client = admin) => value<BrandEditor>(await call(c, 'GET', '/api/admin/brand'));
  const save = (c: Client, settings: unknown, note?: string) =>
    call(c, 'PUT', '/api/admin/brand/draft', { settings, ...(note ? { note } : {}) });
  const publish = (c: Client, draftId: number, reason = 'Reviewed change') =>
    call(c, 'POST', '/api/admin/brand/publish', { draftId, reason });
  const config = async () =>
    value<{ themeOverrides?: Record<string, string>; whitelabel: Record<string, boolean>; look?: unknown }>(
      await app.inject({ method: 'GET', url: '/api/system/config' }),
    );
  /** Uploads bytes as the logo, with a content type (the server decides by the bytes). */
  const upload = (c: Client, body: Buffer | string, type = 'application/octet-stream') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/brand/logo',
      payload: body,
      headers: { 'content-type': type, cookie: c.cookie ?? '', 'x-debug-client-ip': c.ip },
    });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
    admin = await signedInStaff(app, database, 'admin');
    marketing = await signedInStaff(app, database, 'marketing');
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('starts from the live settings as version 1, with no draft', async () => {
    const state = await editor();
    expect(state.brand).toBe('aurum');
    expect(state.live.status).toBe('published');
    expect(state.draft).toBeNull();
    expect(state.diff).toEqual([]);
    expect(state.appLanguages).toContain('zh-CN');
    // Asking again makes no second live version.
    expect((await editor()).live.id).toBe(state.live.id);
  });

  it('saves a draft, reviews its diff, publishes it at runtime with an audit row', async () => {
    const before = await editor();
    await config(); // the visitor's config is now in the shared cache
    const settings = {
      ...before.live.settings,
      themeOverrides: { brandAccent: '#0ea5e9', onBrandAccent: '#00141f' },
      whitelabel: { ...before.live.settings.whitelabel, vip: false },
      look: { radius: 'round', font: 'nunito' },
    };
    const saved = value<BrandEditor>(await save(marketing, settings, 'Spring look'));
    expect(saved.draft).toMatchObject({
      status: 'draft',
      baseVersionId: before.live.id,
      stale: false,
      note: 'Spring look',
    });
    expect(saved.diff).toEqual(
      expect.arrayContaining([
        { key: 'themeOverrides.brandAccent', after: '#0ea5e9' },
        { key: 'whitelabel.vip', before: 'true', after: 'false' },
        { key: 'look.radius', after: 'round' },
      ]),
    );
    // Saving again edits the same draft.
    const again = value<BrandEditor>(await save(marketing, settings));
    expect(again.draft?.id).toBe(saved.draft?.id);
    // The draft changes nothing live.
    expect((await config()).whitelabel.vip).toBe(true);

    // Marketing may draft but not publish.
    expectError(await publish(marketing, saved.draft!.id), 403, 'staff.forbidden');
    const published = value<BrandEditor>(await publish(admin, saved.draft!.id, 'Spring campaign'));
    expect(published.live.id).toBe(saved.draft!.id);
    expect(published.draft).toBeNull();
    const live = await config();
    expect(live.themeOverrides).toEqual({ brandAccent: '#0ea5e9', onBrandAccent: '#00141f' });
    expect(live.whitelabel.vip).toBe(false);
    expect(live.look).toEqual({ radius: 'round', font: 'nunito' });

    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.publish'), eq(auditLog.targetId, String(saved.draft!.id))));
    expect(row).toMatchObject({ brand: 'aurum', reason: 'Spring campaign' });
    expect(row?.after).toMatchObject({ version: saved.draft!.id, 'whitelabel.vip': 'false' });
    expect(row?.before).toMatchObject({ version: before.live.id, 'whitelabel.vip': 'true' });
  });

  it('refuses bad settings with field paths and a low contrast with its ratio', async () => {
    const { live } = await editor();
    const bad = expectError(
      await save(admin, { ...live.settings, themeOverrides: { brandAccent: 'gold' }, ageLimit: 30 }),
      400,
      'request.invalid',
    );
    expect(Object.keys(bad.fields ?? {}).join(' ')).toMatch(/themeOverrides\.brandAccent/);
    expect(Object.keys(bad.fields ?? {}).join(' ')).toMatch(/ageLimit/);
    const low = expectError(
      await save(admin, { ...live.settings, themeOverrides: { brandAccent: '#777777', onBrandAccent: '#808080' } }),
      400,
      'brand.contrast_low',
    );
    expect(low.message).toMatch(/onBrandAccent on brandAccent.*1\.\d\d:1; at least 4\.5:1/);
    expect(low.fields).toMatchObject({ 'settings.themeOverrides.brandAccent': 'contrast' });
    expect((await editor()).draft).toBeNull();
  });

  it('refuses a currency change while a member holds a balance', async () => {
    const { live } = await editor();
    const member = await registered(app);
    await confirmedDeposit(app, database, member.client, 10_000);
    expectError(
      await save(admin, { ...live.settings, currency: { code: 'USD', symbol: '$', minorUnitDigits: 2 } }),
      409,
      'brand.currency_in_use',
    );
  });

  it('refuses to publish a stale draft, and lets only one of 30 concurrent publishes win', async () => {
    const { live } = await editor();
    const draft = value<BrandEditor>(await save(admin, { ...live.settings, ageLimit: 21 })).draft!;
    // Another version goes live meanwhile (a rollback), so the draft is stale.
    const versions = value<{ list: BrandVersion[] }>(await call(admin, 'GET', '/api/admin/brand/versions')).list;
    const first = versions.at(-1)!;
    value(await call(admin, 'POST', `/api/admin/brand/versions/${first.id}/rollback`, { reason: 'Back to seed' }));
    expect((await editor()).draft?.stale).toBe(true);
    expectError(await publish(admin, draft.id), 409, 'brand.stale_draft');
    value(await call(admin, 'DELETE', '/api/admin/brand/draft'));

    const fresh = value<BrandEditor>(await save(admin, { ...(await editor()).live.settings, ageLimit: 21 })).draft!;
    const answers = await Promise.all(Array.from({ length: 30 }, () => publish(admin, fresh.id)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : (r.json() as { code: string }).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'brand.stale_draft')).toBe(true);
    const liveRows = await database.db
      .select()
      .from(brandVersions)
      .where(and(eq(brandVersions.brand, 'aurum'), eq(brandVersions.status, 'published')));
    expect(liveRows.map((r) => r.id)).toEqual([fresh.id]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.publish'), eq(auditLog.targetId, String(fresh.id))));
    expect(audits).toHaveLength(1);
  });

  it('rolls back to any earlier version as a new published version, audited', async () => {
    const { live } = await editor();
    const versions = value<{ list: BrandVersion[] }>(await call(marketing, 'GET', '/api/admin/brand/versions')).list;
    const first = versions.at(-1)!;
    expectError(
      await call(admin, 'POST', `/api/admin/brand/versions/${live.id}/rollback`, { reason: 'Same one' }),
      409,
      'brand.version_live',
    );
    expectError(
      await call(admin, 'POST', '/api/admin/brand/versions/999999/rollback', { reason: 'Nothing' }),
      404,
      'brand.version_not_found',
    );
    expectError(
      await call(marketing, 'POST', `/api/admin/brand/versions/${first.id}/rollback`, { reason: 'Back' }),
      403,
      'staff.forbidden',
    );
    expectError(
      await call(admin, 'POST', `/api/admin/brand/versions/${first.id}/rollback`, { reason: 'x' }),
      400,
      'request.invalid',
    );
    const after = value<BrandEditor>(
      await call(admin, 'POST', `/api/admin/brand/versions/${first.id}/rollback`, { reason: 'Undo the campaign' }),
    );
    expect(after.live).toMatchObject({ rolledBackFrom: first.id, status: 'published' });
    expect(after.live.id).toBeGreaterThan(live.id);
    const [firstRow] = await database.db.select().from(brandVersions).where(eq(brandVersions.id, first.id));
    expect(after.live.settings).toEqual(firstRow?.settings);
    expect((await config()).whitelabel.vip).toBe(true);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.rollback'), eq(auditLog.targetId, String(after.live.id))));
    expect(rows[0]).toMatchObject({ reason: 'Undo the campaign' });
    expect(rows[0]?.after).toMatchObject({ rolledBackFrom: first.id });
  });

  it('stores logos: SVG cleaned of scripts and external references, PNG by its bytes, anything else refused', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><foreignObject><div>x</div></foreignObject><image href="https://evil.example/x.png"/><rect width="10" height="10" fill="url(https://evil.example/#a)" onclick="x()"/><circle r="3" fill="#0ea5e9"/></svg>`;
    const logo = value<{ url: string; mime: string }>(await upload(marketing, svg, 'image/svg+xml'));
    expect(logo.mime).toBe('image/svg+xml');
    const served = await app.inject({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toContain('<circle');
    for (const gone of ['script', 'onload', 'onclick', 'foreignObject', 'evil.example', 'image']) {
      expect(served.body).not.toContain(gone);
    }
    const png = value<{ url: string; mime: string }>(await upload(admin, PNG_1x1, 'image/png'));
    expect(png.mime).toBe('image/png');
    expect((await app.inject({ method: 'GET', url: png.url })).rawPayload.equals(PNG_1x1)).toBe(true);
    expectError(await upload(admin, '<html><body>hi</body></html>', 'image/svg+xml'), 415, 'brand.logo_type');
    expectError(await upload(admin, Buffer.from('GIF89a....'), 'image/gif'), 415, 'brand.logo_type');
    expectError(await upload(admin, Buffer.alloc(0)), 415, 'brand.logo_type');
    expectError(await upload(admin, `<svg>${'<g/>'.repeat(60_000)}</svg>`), 413, 'brand.logo_too_large');
    const uploads = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [logo.url.split('/').pop()!, png.url.split('/').pop()!]));
    expect(uploads.map((r) => r.action)).toEqual(['brand.logo_upload', 'brand.logo_upload']);
    // A logo URL is a valid look.
    const { live } = await editor();
    value(await save(admin, { ...live.settings, look: { logoUrl: logo.url } }));
    value(await call(admin, 'DELETE', '/api/admin/brand/draft'));
  });

  it('lets only admin and marketing in', async () => {
    for (const role of ['finance', 'support'] as const) {
      const c = await signedInStaff(app, database, role);
      expectError(await call(c, 'GET', '/api/admin/brand'), 403, 'staff.forbidden');
      expectError(await save(c, {}), 403, 'staff.forbidden');
    }
    expectError(await call({ app, ip: '10.9.9.9' }, 'GET', '/api/admin/brand'), 401, 'staff.auth_required');
    expectError(await call(marketing, 'DELETE', '/api/admin/brand/draft'), 404, 'brand.version_not_found');
  });
});
