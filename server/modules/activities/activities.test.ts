import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminApplication,
  AdminPromotionInput,
  Participation,
  Promotion,
} from '../../../src/api/contract/activities';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, members, promotionParticipations, protectionExclusions, staff } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, registered, signedInStaff, testApp, trialPlayer } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { createActivitiesAdmin, type RewardOffer } from '.';
import { imageKind } from './images';

const AURUM = 'aurum.localhost';

/** A whole 1×1 PNG (signature, IHDR, IDAT, IEND with real CRCs). */
function png(extra = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.concat([Buffer.from([0, 200, 120, 40]), Buffer.alloc(extra)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    ...(extra > 0 ? [chunk('tEXt', Buffer.alloc(extra))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** The shape of a JPEG: SOI, an APP0 marker, some bytes, EOI. */
const jpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);

/** A multipart/form-data body as a browser sends it. */
async function form(comment: string | null, files: { name: string; type: string; bytes: Buffer }[]) {
  const fd = new FormData();
  if (comment !== null) fd.set('comment', comment);
  for (const f of files) fd.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type')! };
}

describe.each(dbTargets())('promotions on $name', (target) => {
  let database: Database;
  let app: App;
  let marketing: Client;
  let support: Client;

  const valueIn = <T>(res: { statusCode: number; body: string; json: () => unknown }): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const visitor: () => Client = () => ({ app, ip: '10.9.9.9', headers: { host: AURUM } });
  const input = (over: Partial<AdminPromotionInput> = {}): AdminPromotionInput => ({
    translations: {
      en: { title: 'Weekend reload', content: '<p>Reload <script>alert(1)</script><b>bonus</b></p>' },
      'zh-CN': { title: '周末充值', content: '<p>充值<b>奖金</b></p>' },
    },
    images: [
      { url: '/media/promotions/b.svg', sequence: 5 },
      { url: '/media/promotions/a.svg', sequence: 1 },
    ],
    categoryIds: [],
    startDate: '2020-01-01',
    endDate: null,
    noExpiry: true,
    enabled: true,
    mode: 'apply',
    rewardAmount: 8800,
    payout: 'cash',
    bonusTemplateId: null,
    key: null,
    sequence: 0,
    ...over,
  });
  const create = async (over: Partial<AdminPromotionInput> = {}) =>
    valueIn<{ id: number }>(await call(marketing, 'POST', '/api/admin/activities/promotions', input(over))).id;
  const apply = async (c: Client, id: number, comment: string | null, files: Parameters<typeof form>[1]) => {
    const f = await form(comment, files);
    return c.app.inject({
      method: 'POST',
      url: `/api/activities/${id}/apply`,
      payload: f.body,
      headers: { 'content-type': f.type, cookie: c.cookie!, 'x-debug-client-ip': c.ip, ...(c.headers ?? {}) },
    });
  };
  const member = async () => {
    const r = await registered(app);
    r.client.headers = { host: AURUM };
    const [m] = await database.db.select().from(members).where(eq(members.username, r.username));
    return { client: r.client, id: m!.id };
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0', DEFAULT_BRAND: 'aurum' });
    marketing = { ...(await signedInStaff(app, database, 'marketing')), headers: { host: AURUM } };
    support = { ...(await signedInStaff(app, database, 'support')), headers: { host: AURUM } };
  });
  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('the demo seed: five promotions in three categories, the 120% welcome one information only', async () => {
    const list = valueIn<{ list: Promotion[] }>(await call(visitor(), 'GET', '/api/activities?lang=zh-CN')).list;
    const titles = list.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['迎新礼金：120%，最高 ¥3,000', '晒出大奖：送 ¥88']));
    const welcome = valueIn<{ list: Promotion[] }>(await call(visitor(), 'GET', '/api/activities?lang=en')).list[0]!;
    expect(welcome).toMatchObject({ title: 'Welcome bonus: 120% up to ¥3,000', mode: 'none', noExpiry: 1 });
    expect(welcome.announcementImages[0]!.url).toMatch(/^\/media\/promotions\/aurum-welcome\.svg$/);
    const art = await call(visitor(), 'GET', welcome.announcementImages[0]!.url);
    expect(art.statusCode).toBe(200);
    expect(new Set(list.map((p) => p.mode))).toEqual(new Set(['none', 'join', 'apply']));
    const cats = valueIn<{ list: unknown[] }>(await call(visitor(), 'GET', '/api/activities/categories')).list;
    expect(cats).toHaveLength(3);
  });

  it('imageKind: whole PNG and JPEG pass; a text file named .png, a bare signature or a truncated PNG do not', () => {
    expect(imageKind(png())).toBe('image/png');
    expect(imageKind(jpeg())).toBe('image/jpeg');
    expect(imageKind(Buffer.from('hello, I am text pretending to be a picture'))).toBeNull();
    expect(imageKind(png().subarray(0, 20))).toBeNull();
    expect(imageKind(png().subarray(0, png().length - 4))).toBeNull();
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBeNull();
  });

  it('staff create a promotion: sanitised, images in sequence, categories; players read it localised', async () => {
    const cat = valueIn<{ id: number }>(
      await call(marketing, 'POST', '/api/admin/activities/categories', {
        names: { en: 'Deposit', 'zh-CN': '存款' },
        sequence: 1,
      }),
    );
    const id = await create({ categoryIds: [cat.id], mode: 'none' });
    const list = valueIn<{ list: Promotion[] }>(
      await call(visitor(), 'GET', `/api/activities?categoryId=${cat.id}&lang=zh-CN`),
    ).list;
    const p = list.find((x) => x.id === id)!;
    expect(p.title).toBe('周末充值');
    expect(p.noExpiry).toBe(1);
    expect(p.endDate).toBeNull();
    expect(p.announcementImages).toEqual([
      { url: '/media/promotions/a.svg', sequence: 0 },
      { url: '/media/promotions/b.svg', sequence: 1 },
    ]);
    const en = valueIn<Promotion>(await call(visitor(), 'GET', `/api/activities/${id}?lang=en`));
    expect(en.content).not.toContain('script');
    expect(en.content).toContain('<b>bonus</b>');
    const cats = valueIn<{ list: { id: number; name: string }[] }>(
      await call(visitor(), 'GET', '/api/activities/categories?lang=zh-CN'),
    ).list;
    expect(cats.find((c) => c.id === cat.id)?.name).toBe('存款');
    // Another category's filter leaves it out; a disabled or future promotion is not listed.
    const other = valueIn<{ id: number }>(
      await call(marketing, 'POST', '/api/admin/activities/categories', { names: { en: 'Other' }, sequence: 2 }),
    );
    const none = valueIn<{ list: Promotion[] }>(await call(visitor(), 'GET', `/api/activities?categoryId=${other.id}`));
    expect(none.list).toEqual([]);
    const off = await create({ enabled: false });
    const future = await create({ startDate: '2999-01-01' });
    const ended = await create({ noExpiry: false, startDate: '2020-01-01', endDate: '2020-02-01' });
    const all = valueIn<{ list: Promotion[] }>(await call(visitor(), 'GET', '/api/activities')).list.map((x) => x.id);
    expect(all).toContain(id);
    for (const hidden of [off, future, ended]) expect(all).not.toContain(hidden);
    expectError(await call(visitor(), 'GET', `/api/activities/${off}`), 404, 'activity.not_found');
    // Deleting a category takes it off the promotion.
    valueIn(await call(marketing, 'DELETE', `/api/admin/activities/categories/${cat.id}`));
    const after = valueIn<{ categoryIds: number[] }>(
      await call(marketing, 'GET', `/api/admin/activities/promotions/${id}`),
    );
    expect(after.categoryIds).toEqual([]);
    // Audited.
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetType, 'promotion'));
    expect(rows.some((r) => r.action === 'promotion.create' && r.targetId === String(id))).toBe(true);
  });

  it('back-office refusals: the default language, unknown categories, REFERRAL once, support cannot write', async () => {
    expectError(
      await call(marketing, 'POST', '/api/admin/activities/promotions', {
        ...input(),
        translations: { 'zh-CN': { title: '只有中文', content: '' } },
      }),
      400,
      'activity.language_missing',
    );
    expectError(
      await call(marketing, 'POST', '/api/admin/activities/promotions', input({ categoryIds: [999_999] })),
      400,
      'activity.category_unknown',
    );
    // The demo seed's REFERRAL promotion holds the flag already.
    expectError(
      await call(marketing, 'POST', '/api/admin/activities/promotions', input({ key: 'REFERRAL' })),
      409,
      'activity.key_taken',
    );
    expect(valueIn<{ referral: boolean }>(await call(visitor(), 'GET', '/api/activities/flags')).referral).toBe(true);
    expectError(await call(support, 'POST', '/api/admin/activities/promotions', input()), 403, 'staff.forbidden');
    expectError(
      await call(marketing, 'POST', '/api/admin/activities/promotions', input({ noExpiry: false, endDate: null })),
      400,
      'request.invalid',
    );
  });

  it('join: one tap, idempotent; 30 at once make one participation; wrong mode, closed and trial refused', async () => {
    const id = await create({ mode: 'join', rewardAmount: null });
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(m.client, 'POST', `/api/activities/${id}/join`)),
    );
    const ids = new Set(answers.map((r) => valueIn<Participation>(r).id));
    expect(ids.size).toBe(1);
    const rows = await database.db
      .select()
      .from(promotionParticipations)
      .where(eq(promotionParticipations.memberId, m.id));
    expect(rows.filter((r) => r.promotionId === id)).toHaveLength(1);
    const mine = valueIn<{ list: Participation[] }>(await call(m.client, 'GET', '/api/activities/mine')).list;
    expect(mine.find((x) => x.promotionId === id)?.state).toBe('Joined');

    const applyMode = await create({ mode: 'apply' });
    expectError(await call(m.client, 'POST', `/api/activities/${applyMode}/join`), 409, 'activity.wrong_mode');
    const ended = await create({ mode: 'join', noExpiry: false, startDate: '2020-01-01', endDate: '2020-01-02' });
    expectError(await call(m.client, 'POST', `/api/activities/${ended}/join`), 409, 'activity.closed');
    expectError(await call(visitor(), 'POST', `/api/activities/${id}/join`), 401, 'auth.required');
    const trial = await trialPlayer(app);
    trial.client.headers = { host: AURUM };
    expectError(await call(trial.client, 'POST', `/api/activities/${id}/join`), 403, 'auth.trial_refused');
  });

  it('a joined promotion (without a reward) that ends reads Closed', async () => {
    const m = await member();
    const id = await create({
      mode: 'join',
      rewardAmount: null,
      noExpiry: false,
      startDate: '2020-01-01',
      endDate: '2999-01-01',
    });
    valueIn(await call(m.client, 'POST', `/api/activities/${id}/join`));
    valueIn(
      await call(
        marketing,
        'PUT',
        `/api/admin/activities/promotions/${id}`,
        input({ mode: 'join', rewardAmount: null, noExpiry: false, startDate: '2020-01-01', endDate: '2020-01-02' }),
      ),
    );
    // An ended promotion is off the list but its detail still reads (ended), and the join shows Closed.
    expect(valueIn<Promotion>(await call(visitor(), 'GET', `/api/activities/${id}`)).ended).toBe(true);
    const mine = valueIn<{ list: Participation[] }>(await call(m.client, 'GET', '/api/activities/mine')).list;
    expect(mine.find((x) => x.promotionId === id)?.state).toBe('Closed');
  });

  it('apply: every refusal has its code; the images are checked by content', async () => {
    const id = await create({ mode: 'apply' });
    const m = await member();
    const ok = { name: 'a.png', type: 'image/png', bytes: png() };
    expectError(await apply(m.client, id, 'x'.repeat(141), [ok]), 400, 'activity.comment_too_long');
    expectError(await apply(m.client, id, 'hi', [ok, ok, ok, ok]), 400, 'activity.too_many_images');
    // A text file named .png with an image/png header is refused by its content.
    const fake = { name: 'receipt.png', type: 'image/png', bytes: Buffer.from('not an image at all, only text') };
    expectError(await apply(m.client, id, 'hi', [fake]), 415, 'activity.image_type');
    // A GIF (a real image, but not png or jpg) is refused too.
    const gif = {
      name: 'a.gif',
      type: 'image/gif',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    };
    expectError(await apply(m.client, id, 'hi', [gif]), 415, 'activity.image_type');
    const big = { name: 'big.png', type: 'image/png', bytes: png(5 * 1024 * 1024) };
    expectError(await apply(m.client, id, 'hi', [big]), 413, 'activity.image_too_large');
    // A JSON body is not a form.
    expectError(
      await call(m.client, 'POST', `/api/activities/${id}/apply`, { comment: 'hi' }),
      400,
      'activity.form_invalid',
    );
    const joinMode = await create({ mode: 'join' });
    expectError(await apply(m.client, joinMode, 'hi', [ok]), 409, 'activity.wrong_mode');
    expectError(await apply(m.client, 999_999, 'hi', [ok]), 404, 'activity.not_found');
    // 140 characters (of CJK too) pass; a jpg with a .png name passes (the bytes decide).
    const sent = valueIn<Participation>(
      await apply(m.client, id, '中'.repeat(140), [ok, { name: 'b.png', type: 'image/png', bytes: jpeg() }]),
    );
    expect(sent.state).toBe('Applying');
    expect(sent.imageCount).toBe(2);
    expectError(await apply(m.client, id, 'again', [ok]), 409, 'activity.already_applied');
    // No comment and no image is a valid (if thin) application on another promotion.
    const other = await create({ mode: 'apply' });
    expect(valueIn<Participation>(await apply(m.client, other, null, [])).state).toBe('Applying');
  });

  it('a member under a time-out can neither join nor apply', async () => {
    const m = await member();
    const join = await create({ mode: 'join' });
    const applyTo = await create({ mode: 'apply' });
    await database.db.insert(protectionExclusions).values({
      memberId: m.id,
      brand: 'aurum',
      kind: 'timeout',
      duration: '24h',
      createdAt: new Date(),
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expectError(await call(m.client, 'POST', `/api/activities/${join}/join`), 403, 'protection.excluded');
    expectError(await apply(m.client, applyTo, 'hi', []), 403, 'protection.excluded');
  });

  it('review: approve without an amount -> Process, reject with a reason -> Rejected, then apply again; decided once', async () => {
    const id = await create({ mode: 'apply', rewardAmount: null });
    const m = await member();
    const first = valueIn<Participation>(
      await apply(m.client, id, 'my proof', [{ name: 'a.png', type: 'image/png', bytes: png() }]),
    );
    const queue = valueIn<{ list: AdminApplication[] }>(
      await call(support, 'GET', '/api/admin/activities/applications?state=Applying'),
    ).list;
    const seen = queue.find((a) => a.id === first.id)!;
    expect(seen.comment).toBe('my proof');
    expect(seen.images).toHaveLength(1);
    const img = await call(support, 'GET', seen.images[0]!);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expectError(
      await call(support, 'POST', `/api/admin/activities/applications/${first.id}/reject`, { reason: 'no' }),
      403,
      'staff.forbidden',
    );
    const rejected = valueIn<AdminApplication>(
      await call(marketing, 'POST', `/api/admin/activities/applications/${first.id}/reject`, {
        reason: 'Blurry receipt',
      }),
    );
    expect(rejected.state).toBe('Rejected');
    expectError(
      await call(marketing, 'POST', `/api/admin/activities/applications/${first.id}/approve`, {}),
      409,
      'activity.decided',
    );
    const mine = valueIn<{ list: Participation[] }>(await call(m.client, 'GET', '/api/activities/mine')).list;
    expect(mine.find((x) => x.id === first.id)).toMatchObject({ state: 'Rejected', reason: 'Blurry receipt' });
    const second = valueIn<Participation>(await apply(m.client, id, 'clear one', []));
    const approved = valueIn<AdminApplication>(
      await call(marketing, 'POST', `/api/admin/activities/applications/${second.id}/approve`, {}),
    );
    expect(approved).toMatchObject({ state: 'Process', amount: null });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetType, 'promotion_application'));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['promotion_application.reject', 'promotion_application.approve']),
    );
  });

  it('concurrent approvals offer one reward: Issued, and Claimed once the reward is claimed', async () => {
    const id = await create({ mode: 'apply', rewardAmount: 8800 });
    const m = await member();
    const sent = valueIn<Participation>(await apply(m.client, id, 'proof', []));
    const offers: RewardOffer[] = [];
    const [s] = await database.db.select().from(staff).limit(1);
    const admin = createActivitiesAdmin({
      db: database.db,
      brand: 'aurum',
      now: () => new Date(),
      offerReward: async (_tx, offer) => {
        offers.push(offer);
        return { id: '00000000-0000-4000-8000-000000000001' };
      },
    });
    const actor = { staff: { id: s!.id, username: s!.username, role: 'marketing' as const, brands: null }, ip: null };
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => admin.approve(sent.id, null, actor)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('activity.decided');
    }
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      amount: 8800n,
      memberId: m.id,
      idempotencyKey: `promotion-application:${sent.id}`,
    });
  });

  it('approving through the back office offers the reward in the reward centre: Issued, then Claimed once claimed', async () => {
    const id = await create({ mode: 'apply', rewardAmount: 8800 });
    const m = await member();
    const sent = valueIn<Participation>(await apply(m.client, id, 'proof', []));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(marketing, 'POST', `/api/admin/activities/applications/${sent.id}/approve`, { amount: 6600 }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers) if (r.statusCode !== 200) expectError(r, 409, 'activity.decided');
    let mine = valueIn<{ list: Participation[] }>(await call(m.client, 'GET', '/api/activities/mine')).list;
    expect(mine.find((x) => x.id === sent.id)).toMatchObject({ state: 'Issued', amount: 6600 });
    const rewards = valueIn<{ list: { id: string; source: string; amount: number }[] }>(
      await call(m.client, 'GET', '/api/rewards?tab=claimable'),
    ).list.filter((r) => r.source === 'promotion');
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.amount).toBe(6600);
    valueIn(await call(m.client, 'POST', `/api/rewards/${rewards[0]!.id}/claim`));
    mine = valueIn<{ list: Participation[] }>(await call(m.client, 'GET', '/api/activities/mine')).list;
    expect(mine.find((x) => x.id === sent.id)?.state).toBe('Claimed');
    const wallet = valueIn<{ breakdown: { cash: number } }>(await call(m.client, 'GET', '/api/wallet'));
    expect(wallet.breakdown.cash).toBe(6600);
  });

  it('promotion images: uploaded by content, served publicly; a text body is refused', async () => {
    const res = await marketing.app.inject({
      method: 'POST',
      url: '/api/admin/activities/images',
      payload: png(),
      headers: {
        'content-type': 'application/octet-stream',
        cookie: marketing.cookie!,
        host: AURUM,
        'x-debug-client-ip': marketing.ip,
      },
    });
    const { url } = valueIn<{ url: string }>(res);
    const got = await call(visitor(), 'GET', url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const bad = await marketing.app.inject({
      method: 'POST',
      url: '/api/admin/activities/images',
      payload: Buffer.from('<svg onload=alert(1)>'),
      headers: {
        'content-type': 'image/png',
        cookie: marketing.cookie!,
        host: AURUM,
        'x-debug-client-ip': marketing.ip,
      },
    });
    expectError(bad, 415, 'activity.image_type');
  });
});
