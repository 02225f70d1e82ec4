import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { helpResponseSchema } from '../../../src/api/contract/help';
import type { App } from '../../app';
import type { Database } from '../../db';
import { helpTopics } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

describe.each(dbTargets())('help center on $name', (target) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    await database.db.insert(helpTopics).values([
      // Switched off, and another brand's: neither is one of aurum's topics.
      { brand: 'aurum', title: 'Off', content: '<p>x</p>', sequence: 15, active: false },
      { brand: 'verdant', title: 'Other brand', content: '<p>x</p>', sequence: 1 },
      // Between the seeded 20 and 30, with no Chinese copy.
      { brand: 'aurum', title: 'Cash-out limits', content: '<p>Per day.</p>', sequence: 25 },
    ]);
    app = await testApp(database);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  const get = async (query = '') => app.inject({ method: 'GET', url: `/api/help${query}` });

  it("lists the brand's active topics in sequence order, the affiliate topic named by its key", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { list } = helpResponseSchema.parse(res.json()).value;
    expect(list.map((t) => t.title)).toEqual([
      'How do I deposit?',
      'How do I withdraw?',
      'Cash-out limits',
      'Playing the house slots',
      'Responsible gaming',
      'Affiliate service',
    ]);
    expect(list.filter((t) => t.key).map((t) => [t.key, t.title])).toEqual([['affiliate', 'Affiliate service']]);
    expect(list[0]).toMatchObject({ language: 'en' });
    expect(list[0]?.content).toContain('<strong>Deposit</strong>');
  });

  it('answers in the requested language where the topic has it, else in the default language', async () => {
    const { list } = helpResponseSchema.parse((await get('?lang=zh-CN')).json()).value;
    expect(list[0]).toMatchObject({ title: '如何存款？', language: 'zh-CN' });
    expect(list[2]).toMatchObject({ title: 'Cash-out limits', language: 'en' });
    // A language the brand does not offer falls back to the default.
    const fallback = helpResponseSchema.parse((await get('?lang=th')).json()).value.list;
    expect(fallback[0]).toMatchObject({ title: 'How do I deposit?', language: 'en' });
  });

  it('refuses a malformed language tag with 400 request.invalid', async () => {
    const res = await get('?lang=not_a_language!');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).code).toBe('request.invalid');
  });
});
