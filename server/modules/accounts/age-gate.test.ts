import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRulesResponseSchema, sessionResponseSchema } from '../../../src/api/contract/accounts';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  encrypted,
  expectError,
  freshIp,
  freshName,
  registerPayload,
  sessionCookie,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { writeBrand } from '../system/service';

/**
 * The age gate (issue 19): registration needs a birthday that makes the person at least the brand's
 * ageLimit (18, or 21) on the brand's calendar day (Asia/Shanghai), checked on the server for every
 * method; free play (a trial account) confirms its age before its first game.
 *
 * The clock stands at 2026-06-14 17:00 UTC, which is already 2026-06-15 01:00 in the brand's day:
 * someone born on 2008-06-15 is 18 there (and would still be 17 by the UTC day).
 */
describe.each(dbTargets())('age gate on $name', (target) => {
  let database: Database;
  let app: App;
  let app21: App;
  const clock = testClock(new Date('2026-06-14T17:00:00Z'));
  const client = (a: App = app): Client => ({ app: a, ip: freshIp() });
  const register = (a: App, over: Record<string, unknown>) =>
    encrypted(client(a), 'PUT', '/api/accounts/register', registerPayload(over));
  const memberNamed = async (username: string) =>
    (await database.db.select().from(members).where(eq(members.username, username.toLowerCase())))[0];

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    const aurum = DEMO_BRANDS[0]!;
    // A brand of a 21 market, otherwise aurum's settings.
    await writeBrand(database.db, { code: 'adult21', name: 'Adult 21', settings: { ...aurum.settings, ageLimit: 21 } });
    app = await testApp(database, {}, clock.now);
    app21 = await testApp(database, { DEFAULT_BRAND: 'adult21' }, clock.now);
  });

  afterAll(async () => {
    await app.close();
    await app21.close();
    await target.cleanup();
  });

  describe('registration', () => {
    it('the rules show the birthday as required, whatever the brand settings say', async () => {
      for (const a of [app, app21]) {
        const rules = registerRulesResponseSchema.parse(
          (await call(client(a), 'GET', '/api/accounts/register-rules')).json(),
        ).value;
        expect(rules.fields.birthday).toEqual({ enabled: true, required: true });
      }
    });

    it('a missing birthday is 400 validation.required for the username and the mobile method, and makes no member', async () => {
      const username = freshName('nb');
      const missing = await register(app, { username, birthday: undefined });
      expect(expectError(missing, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.required' });
      expect(sessionCookie(missing)).toBeUndefined();
      expect(await memberNamed(username)).toBeUndefined();
      const blank = await register(app, { birthday: '' });
      expect(expectError(blank, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.required' });
      const mobile = await register(app, {
        method: 'mobile',
        username: undefined,
        birthday: undefined,
        countryDialingCode: '+86',
        mobileNum: '13900000001',
        verificationCode: '123456',
      });
      expect(expectError(mobile, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.required' });
    });

    it('a malformed or impossible birthday is validation.birthday (1900 to the end of this year)', async () => {
      for (const birthday of ['15/06/2000', '2000-02-30', '1899-12-31', '2027-01-01', 'x'.repeat(10)]) {
        const res = await register(app, { birthday });
        expect(expectError(res, 400, 'request.invalid').fields, birthday).toEqual({ birthday: 'validation.birthday' });
      }
    });

    it('18 on the brand day passes, a day short is validation.age (aurum, 18)', async () => {
      const young = freshName('y');
      const refused = await register(app, { username: young, birthday: '2008-06-16' });
      expect(expectError(refused, 400, 'request.invalid').fields).toEqual({ birthday: 'validation.age' });
      expect(await memberNamed(young)).toBeUndefined();
      // 18 today by the brand's calendar (Asia/Shanghai), though still 17 by the UTC day.
      const adult = freshName('a');
      const ok = await register(app, { username: adult, birthday: '2008-06-15' });
      expect(ok.statusCode, ok.body).toBe(200);
      const member = await memberNamed(adult);
      expect(member).toMatchObject({ birthday: '2008-06-15' });
      expect(member!.ageConfirmedAt).toBeInstanceOf(Date);
    });

    it('a brand of 21: 21 on the brand day passes, a day short and an 18-year-old are validation.age', async () => {
      for (const birthday of ['2005-06-16', '2008-06-15']) {
        const res = await register(app21, { birthday });
        expect(expectError(res, 400, 'request.invalid').fields, birthday).toEqual({ birthday: 'validation.age' });
      }
      const username = freshName('t');
      const ok = await register(app21, { username, birthday: '2005-06-15' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await memberNamed(username)).toMatchObject({ brand: 'adult21', birthday: '2005-06-15' });
    });
  });

  describe('free play', () => {
    const trial = async (a: App = app) => {
      const c = client(a);
      const res = await call(c, 'POST', '/api/accounts/trial');
      expect(res.statusCode, res.body).toBe(200);
      c.cookie = sessionCookie(res);
      const name = sessionResponseSchema.parse(res.json()).value.userName;
      return { c, name };
    };
    const launch = (c: Client) => call(c, 'POST', '/api/games/launch', { nodeId: 'lumen-golden-dragon' });
    const confirm = (c: Client, body: unknown) => call(c, 'POST', '/api/accounts/age-confirmation', body);

    it('a trial account cannot launch a game before it confirms its age: 403 games.age_unconfirmed', async () => {
      const { c, name } = await trial();
      expectError(await launch(c), 403, 'games.age_unconfirmed');
      expect((await memberNamed(name))!.ageConfirmedAt).toBeNull();
      // "I am 18 or older", recorded on the server; then the game opens with play money.
      expect((await confirm(c, { confirmed: true, ageLimit: 18 })).json()).toEqual({ value: { ageConfirmed: true } });
      expect((await memberNamed(name))!.ageConfirmedAt).toBeInstanceOf(Date);
      const ok = await launch(c);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(launchResponseSchema.parse(ok.json()).value.playMoney).toBe(true);
    });

    it('a birthday confirms it too, checked like the registration: too young or missing stays refused', async () => {
      const { c, name } = await trial();
      const young = expectError(await confirm(c, { birthday: '2008-06-16' }), 400, 'request.invalid');
      expect(young.fields).toEqual({ birthday: 'validation.age' });
      const bad = expectError(await confirm(c, { birthday: '2008-13-01' }), 400, 'request.invalid');
      expect(bad.fields).toEqual({ birthday: 'validation.birthday' });
      expectError(await confirm(c, {}), 400, 'request.invalid');
      expectError(await confirm(c, { confirmed: false, ageLimit: 18 }), 400, 'request.invalid');
      expectError(await launch(c), 403, 'games.age_unconfirmed');
      expect((await confirm(c, { birthday: '2008-06-15' })).statusCode).toBe(200);
      expect(await memberNamed(name)).toMatchObject({ birthday: '2008-06-15' });
      expect((await launch(c)).statusCode).toBe(200);
    });

    it("the confirmation must be of the brand's own limit: an 18 confirmation on a 21 brand is refused", async () => {
      const { c } = await trial(app21);
      const wrong = expectError(await confirm(c, { confirmed: true, ageLimit: 18 }), 400, 'request.invalid');
      expect(wrong.fields).toEqual({ ageLimit: 'validation.age' });
      const young = expectError(await confirm(c, { birthday: '2005-06-16' }), 400, 'request.invalid');
      expect(young.fields).toEqual({ birthday: 'validation.age' });
      expect((await confirm(c, { confirmed: true, ageLimit: 21 })).statusCode).toBe(200);
    });

    it('without a session it is 401; a registered member needs no confirmation (it gave its birthday)', async () => {
      expectError(await confirm(client(), { confirmed: true, ageLimit: 18 }), 401, 'auth.required');
      const username = freshName('r');
      const c = client();
      const res = await encrypted(c, 'PUT', '/api/accounts/register', registerPayload({ username }));
      c.cookie = sessionCookie(res);
      expect((await launch(c)).statusCode).toBe(200);
    });
  });
});
