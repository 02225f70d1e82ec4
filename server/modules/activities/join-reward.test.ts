import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplicationsPage, AdminPromotionInput, Participation } from '../../../src/api/contract/activities';
import type { BonusTemplate, CostReport } from '../../../src/api/contract/adminBonus';
import type { App } from '../../app';
import type { Database } from '../../db';
import { journalEntries, members, promotionParticipations, rewards } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, registered, signedInStaff, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

const AURUM = 'aurum.localhost';

/**
 * The promotions' finishing gaps (docs/promotions.md): the editor's bonus template is one of the
 * brand's; a join-mode promotion with a reward pays it through the reward centre once; one featured
 * promotion per brand feeds the side menu; the review queue pages.
 */
describe.each(dbTargets())('promotion joins that pay, the template check and the queue pages on $name', (target) => {
  let database: Database;
  let app: App;
  let marketing: Client;

  const valueIn = <T>(res: { statusCode: number; body: string; json: () => unknown }): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const input = (over: Partial<AdminPromotionInput> = {}): AdminPromotionInput => ({
    translations: { en: { title: 'Join and win', content: '<p>Tap to join</p>' } },
    images: [],
    categoryIds: [],
    startDate: '2020-01-01',
    endDate: null,
    noExpiry: true,
    enabled: true,
    mode: 'join',
    rewardAmount: 1200,
    payout: 'cash',
    bonusTemplateId: null,
    key: null,
    sequence: 0,
    ...over,
  });
  const create = async (over: Partial<AdminPromotionInput> = {}) =>
    valueIn<{ id: number }>(await call(marketing, 'POST', '/api/admin/activities/promotions', input(over))).id;
  const member = async () => {
    const r = await registered(app);
    r.client.headers = { host: AURUM };
    const [m] = await database.db.select().from(members).where(eq(members.username, r.username));
    return { client: r.client, id: m!.id };
  };
  const templates = async () =>
    valueIn<{ list: BonusTemplate[] }>(await call(marketing, 'GET', '/api/admin/bonus/templates')).list;
  const today = () => new Date().toISOString().slice(0, 10);
  const costToday = async () =>
    valueIn<CostReport>(await call(marketing, 'GET', `/api/admin/bonus/cost?from=${today()}&to=${today()}`));
  const rewardsCost = async () => BigInt((await costToday()).days.find((d) => d.day === today())?.rewards ?? '0');
  const promotionCost = async (id: number) => (await costToday()).bySource.find((r) => r.promotionId === id);

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0', DEFAULT_BRAND: 'aurum' });
    marketing = { ...(await signedInStaff(app, database, 'marketing')), headers: { host: AURUM } };
  });
  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it("the editor's bonus template must be one of the brand's: an unknown id is 400 activity.bonus_template_unknown", async () => {
    const list = await templates();
    expect(list.length).toBeGreaterThan(0);
    expectError(
      await call(
        marketing,
        'POST',
        '/api/admin/activities/promotions',
        input({ payout: 'bonus', bonusTemplateId: '00000000-0000-4000-8000-000000000000' }),
      ),
      400,
      'activity.bonus_template_unknown',
    );
    // Another brand's template is unknown here too.
    const verdant = { ...marketing, headers: { host: 'verdant.localhost' } };
    const theirs = valueIn<{ list: BonusTemplate[] }>(await call(verdant, 'GET', '/api/admin/bonus/templates')).list;
    expectError(
      await call(marketing, 'POST', '/api/admin/activities/promotions', {
        ...input({ payout: 'bonus', bonusTemplateId: theirs[0]!.id }),
      }),
      400,
      'activity.bonus_template_unknown',
    );
    // A bonus payout without a template, and a malformed id, are refused by the contract.
    expectError(
      await call(marketing, 'POST', '/api/admin/activities/promotions', input({ payout: 'bonus' })),
      400,
      'request.invalid',
    );
    // One of the brand's own saves, and an update to an unknown one is refused the same way.
    const id = await create({ payout: 'bonus', bonusTemplateId: list[0]!.id });
    const saved = valueIn<{ bonusTemplateId: string }>(
      await call(marketing, 'GET', `/api/admin/activities/promotions/${id}`),
    );
    expect(saved.bonusTemplateId).toBe(list[0]!.id);
    expectError(
      await call(
        marketing,
        'PUT',
        `/api/admin/activities/promotions/${id}`,
        input({ payout: 'bonus', bonusTemplateId: '00000000-0000-4000-8000-000000000001' }),
      ),
      400,
      'activity.bonus_template_unknown',
    );
  });

  it('30 parallel joins of a paying promotion: one participation, one reward; claimed -> a ledger entry, Claimed, in the cost report', async () => {
    const id = await create({ rewardAmount: 1200, payout: 'cash' });
    const m = await member();
    const before = await rewardsCost();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(m.client, 'POST', `/api/activities/${id}/join`)),
    );
    const parts = answers.map((r) => valueIn<Participation>(r));
    expect(new Set(parts.map((p) => p.id)).size).toBe(1);
    expect(parts[0]).toMatchObject({ kind: 'join', state: 'Issued', amount: 1200 });
    const rows = await database.db
      .select()
      .from(promotionParticipations)
      .where(and(eq(promotionParticipations.memberId, m.id), eq(promotionParticipations.promotionId, id)));
    expect(rows).toHaveLength(1);
    const offered = await database.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.memberId, m.id), eq(rewards.source, 'promotion')));
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({
      amount: 1200n,
      payout: 'cash',
      idempotencyKey: `promotion-join:${id}:${m.id}`,
      sourceRef: String(id),
    });
    expect(rows[0]!.rewardId).toBe(offered[0]!.id);

    // The reward centre lists it; two claims at once pay once.
    const claimable = valueIn<{ list: { id: string; source: string; amount: number }[] }>(
      await call(m.client, 'GET', '/api/rewards?tab=claimable'),
    ).list.filter((r) => r.source === 'promotion');
    expect(claimable.map((r) => r.amount)).toEqual([1200]);
    const claims = await Promise.all(
      [0, 1].map(() => call(m.client, 'POST', `/api/rewards/${claimable[0]!.id}/claim`)),
    );
    for (const c of claims) expect(c.statusCode, c.body).toBe(200);
    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.type, 'reward'), eq(journalEntries.reference, claimable[0]!.id)));
    expect(entries).toHaveLength(1);
    const wallet = valueIn<{ breakdown: { cash: number } }>(await call(m.client, 'GET', '/api/wallet'));
    expect(wallet.breakdown.cash).toBe(1200);
    const mine = valueIn<{ list: Participation[] }>(await call(m.client, 'GET', '/api/activities/mine')).list;
    expect(mine.find((x) => x.promotionId === id)?.state).toBe('Claimed');
    // A repeat tap after the claim answers the same participation, Claimed, and offers nothing more.
    const again = valueIn<Participation>(await call(m.client, 'POST', `/api/activities/${id}/join`));
    expect(again).toMatchObject({ id: parts[0]!.id, state: 'Claimed' });
    expect(await rewardsCost()).toBe(before + 1200n);
    // The cost report names the promotion that paid it, by its title, with the claim counted once.
    expect(await promotionCost(id)).toEqual({
      source: 'promotion',
      promotionId: id,
      title: 'Join and win',
      claimed: 1,
      cash: '1200',
      bonus: '0',
    });
    const report = await costToday();
    expect(report.sourceDays.find((d) => d.day === today() && d.source === 'promotion')?.amount).toBe(
      String(
        report.bySource
          .filter((r) => r.source === 'promotion')
          .reduce((a, r) => a + BigInt(r.cash) + BigInt(r.bonus), 0n),
      ),
    );
    const check = await app.ledger.check();
    expect(check.ok, JSON.stringify(check)).toBe(true);
  });

  it('a paying join under a bonus template offers a bonus reward; a join without a reward is just Joined', async () => {
    const [template] = await templates();
    const bonusId = await create({ rewardAmount: 500, payout: 'bonus', bonusTemplateId: template!.id });
    const plainId = await create({ rewardAmount: null });
    const m = await member();
    expect(valueIn<Participation>(await call(m.client, 'POST', `/api/activities/${bonusId}/join`))).toMatchObject({
      state: 'Issued',
      amount: 500,
    });
    const [offer] = await database.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.memberId, m.id), eq(rewards.sourceRef, String(bonusId))));
    expect(offer).toMatchObject({ payout: 'bonus', templateId: template!.id, amount: 500n });
    // Offered is not yet a cost; claimed, it is a bonus of 500 under this promotion.
    expect(await promotionCost(bonusId)).toBeUndefined();
    valueIn(await call(m.client, 'POST', `/api/rewards/${offer!.id}/claim`));
    expect(await promotionCost(bonusId)).toMatchObject({ claimed: 1, cash: '0', bonus: '500', title: 'Join and win' });
    expect(valueIn<Participation>(await call(m.client, 'POST', `/api/activities/${plainId}/join`))).toMatchObject({
      state: 'Joined',
      amount: null,
    });
    const none = await database.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.memberId, m.id), eq(rewards.sourceRef, String(plainId))));
    expect(none).toEqual([]);
  });

  it('one featured promotion per brand: featuring another unfeatures the first; the flags answer it while shown and current', async () => {
    const visitor: Client = { app, ip: '10.9.8.7', headers: { host: AURUM } };
    const flags = async (c: Client = visitor) =>
      valueIn<{ referral: boolean; featuredId: number | null }>(await call(c, 'GET', '/api/activities/flags'));
    expect((await flags()).featuredId).toBeNull();
    const first = await create({ mode: 'none', featured: true });
    expect(await flags()).toEqual({ referral: true, featuredId: first });
    // Absent on update: unchanged.
    valueIn(await call(marketing, 'PUT', `/api/admin/activities/promotions/${first}`, input({ mode: 'none' })));
    expect((await flags()).featuredId).toBe(first);
    // Ten saves at once each featuring a different promotion: exactly one is featured after.
    const ids = await Promise.all(Array.from({ length: 10 }, () => create({ mode: 'none' })));
    const saves = await Promise.all(
      ids.map((id) =>
        call(marketing, 'PUT', `/api/admin/activities/promotions/${id}`, input({ mode: 'none', featured: true })),
      ),
    );
    for (const r of saves) expect(r.statusCode, r.body).toBe(200);
    const all = valueIn<{ list: { id: number; featured: boolean }[] }>(
      await call(marketing, 'GET', '/api/admin/activities/promotions'),
    ).list.filter((p) => p.featured);
    expect(all).toHaveLength(1);
    expect(ids).toContain(all[0]!.id);
    expect((await flags()).featuredId).toBe(all[0]!.id);
    // Hidden or ended: nothing to feature (the side menu drops its entry).
    const last = all[0]!.id;
    valueIn(
      await call(
        marketing,
        'PUT',
        `/api/admin/activities/promotions/${last}`,
        input({ mode: 'none', featured: true, enabled: false }),
      ),
    );
    expect((await flags()).featuredId).toBeNull();
    valueIn(
      await call(
        marketing,
        'PUT',
        `/api/admin/activities/promotions/${last}`,
        input({ mode: 'none', featured: true, noExpiry: false, endDate: '2020-02-01' }),
      ),
    );
    expect((await flags()).featuredId).toBeNull();
    // Another brand has its own (none here), and support may not feature.
    expect((await flags({ ...visitor, headers: { host: 'verdant.localhost' } })).featuredId).toBeNull();
    const support = { ...(await signedInStaff(app, database, 'support')), headers: { host: AURUM } };
    expectError(
      await call(support, 'PUT', `/api/admin/activities/promotions/${first}`, input({ featured: true })),
      403,
      'staff.forbidden',
    );
    // Unfeature: false takes it off.
    valueIn(
      await call(
        marketing,
        'PUT',
        `/api/admin/activities/promotions/${last}`,
        input({ mode: 'none', featured: false }),
      ),
    );
    const after = valueIn<{ list: { featured: boolean }[] }>(
      await call(marketing, 'GET', '/api/admin/activities/promotions'),
    ).list;
    expect(after.filter((p) => p.featured)).toEqual([]);
  });

  it('the review queue pages: 25 a page by default, page and pageSize validated, total on every page', async () => {
    const id = await create({ mode: 'apply', rewardAmount: null });
    const made: number[] = [];
    for (let i = 0; i < 28; i += 1) {
      const m = await member();
      const [row] = await database.db
        .insert(promotionParticipations)
        .values({ brand: 'aurum', promotionId: id, memberId: m.id, kind: 'apply', state: 'Applying' })
        .returning({ id: promotionParticipations.id });
      made.push(row!.id);
    }
    const url = `/api/admin/activities/applications?promotionId=${id}`;
    const first = valueIn<AdminApplicationsPage>(await call(marketing, 'GET', url));
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25 });
    expect(first.list).toHaveLength(25);
    const second = valueIn<AdminApplicationsPage>(await call(marketing, 'GET', `${url}&page=2`));
    expect(second).toMatchObject({ total: 28, page: 2, pageSize: 25 });
    expect(second.list).toHaveLength(3);
    // Newest first, each row on exactly one page.
    const seen = [...first.list, ...second.list].map((a) => a.id);
    expect(new Set(seen)).toEqual(new Set(made));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const small = valueIn<AdminApplicationsPage>(await call(marketing, 'GET', `${url}&page=3&pageSize=10`));
    expect(small).toMatchObject({ total: 28, page: 3, pageSize: 10 });
    expect(small.list).toHaveLength(8);
    const past = valueIn<AdminApplicationsPage>(await call(marketing, 'GET', `${url}&page=9`));
    expect(past.list).toEqual([]);
    for (const bad of ['page=0', 'page=-1', 'page=x', 'pageSize=0', 'pageSize=101', 'pageSize=2.5', 'page=10001'])
      expectError(await call(marketing, 'GET', `${url}&${bad}`), 400, 'request.invalid');
  });
});
