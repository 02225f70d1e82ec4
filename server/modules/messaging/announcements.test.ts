import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsResponseSchema } from '../../../src/api/contract/announcements';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import type { App } from '../../app';
import type { Database } from '../../db';
import { announcements } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

describe.each(dbTargets())('announcements on $name', (target) => {
  let database: Database;
  let app: App;
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    await database.db.insert(announcements).values([
      // Ended yesterday, starts tomorrow, switched off, another brand, a promotion: none is a current notice of aurum.
      {
        brand: 'aurum',
        type: 'PL',
        title: 'Ended',
        content: '<p>x</p>',
        startAt: new Date('2026-11-01T00:00:00Z'),
        endAt: new Date('2026-11-23T12:00:00Z'),
      },
      { brand: 'aurum', type: 'PL', title: 'Future', content: '<p>x</p>', startAt: new Date('2026-11-25T12:00:00Z') },
      {
        brand: 'aurum',
        type: 'PL',
        title: 'Off',
        content: '<p>x</p>',
        startAt: new Date('2026-11-01T00:00:00Z'),
        active: false,
      },
      {
        brand: 'verdant',
        type: 'PL',
        title: 'Other brand',
        content: '<p>x</p>',
        startAt: new Date('2026-11-01T00:00:00Z'),
      },
      {
        brand: 'aurum',
        type: 'PR',
        title: 'A promotion',
        content: '<p>x</p>',
        startAt: new Date('2026-11-23T16:30:00Z'),
        sequence: 5,
      },
    ]);
    app = await testApp(database, {}, () => now);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  const get = async (query: string) => app.inject({ method: 'GET', url: `/api/announcements${query}` });

  it("lists the brand's current player notices in sequence order, with the start day in the brand's calendar", async () => {
    const res = await get('?types=PL');
    expect(res.statusCode).toBe(200);
    const { list } = announcementsResponseSchema.parse(res.json()).value;
    expect(list.map((a) => a.title)).toEqual([
      'Welcome to Aurum Play: 30 house slots are open',
      'Bank transfers are credited as soon as staff confirm them',
      'Play responsibly: set your limits in the security centre',
    ]);
    expect(list[0]).toMatchObject({ type: 'PL', startDate: '2026-01-01', language: 'en' });
  });

  it('takes several types at once, and dates an instant after 16:00 UTC on the next day in Asia/Shanghai', async () => {
    const { list } = announcementsResponseSchema.parse((await get('?types=PR,PL,PL')).json()).value;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ title: 'A promotion', startDate: '2026-11-24' });
  });

  it('answers in the requested language where the notice has it, else in the default language', async () => {
    const { list } = announcementsResponseSchema.parse((await get('?types=PL&lang=zh-CN')).json()).value;
    expect(list[0]).toMatchObject({ title: '欢迎来到 Aurum Play：30 款自营老虎机已上线', language: 'zh-CN' });
    const fallback = announcementsResponseSchema.parse((await get('?types=PL&lang=th')).json()).value.list;
    expect(fallback[0]).toMatchObject({ language: 'en' });
  });

  it('answers an empty list when there is none of a type', async () => {
    expect(announcementsResponseSchema.parse((await get('?types=PU')).json()).value.list).toEqual([]);
  });

  it('refuses a missing or unknown type with 400 request.invalid', async () => {
    for (const query of ['', '?types=', '?types=XX', '?types=PL,ZZ']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(res.json()).code).toBe('request.invalid');
    }
  });
});
