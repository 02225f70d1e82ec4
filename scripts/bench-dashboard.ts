/**
 * Dashboard benchmark (issue 24, ADR 0030): `npm run bench:dashboard`. Prints figures; not a test.
 *
 *   1. Seeds ENTRIES journal entries (1,000,000 by default) with two postings each, spread over the
 *      last DAYS days (60), with set-based SQL (generate_series): bets, wins, deposits, paid
 *      withdrawals, bonuses and rebates on MEMBERS bench members' accounts and the brand's system accounts.
 *   2. Runs the rollup over those days (`createStatsRollup().rollRange`, what `npm run stats:rollup`
 *      runs), timing the whole backfill and one day.
 *   3. Starts the app on that database, signs in as admin, and times GET /api/admin/dashboard
 *      (30 days, all brands) REQUESTS times through fastify.inject: p50, p95, max. Budget: 300 ms.
 *
 * Runs on a fresh database `bench_dash_<time>` that it creates and drops, on the PostgreSQL server
 * DATABASE_URL names, else on postgres://postgres@127.0.0.1:5432. Flags / environment:
 * --entries / BENCH_DASH_ENTRIES, --days / BENCH_DASH_DAYS, --members / BENCH_DASH_MEMBERS,
 * --requests / BENCH_DASH_REQUESTS (200); --keep leaves the database for a look. Exits 0 whatever the figures, non-zero only on an error.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { type Database, openDatabase } from '../server/db';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { createStatsRollup, statsDayOf } from '../server/modules/stats';
import { silentLogger, testConfig } from '../server/test/harness';
import { STATS_TIME_ZONE } from '../src/api/contract/adminStats';
import { setting, withDatabase } from './lib/bench-settings';

const BUDGET_MS = 300;
const ADMIN_PASSWORD = 'bench-dashboard-admin-1';

const { values: flags } = parseArgs({
  options: {
    entries: { type: 'string' },
    days: { type: 'string' },
    members: { type: 'string' },
    requests: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const ENTRIES = setting(flags.entries, 'BENCH_DASH_ENTRIES', 1_000_000, 1_000, 20_000_000);
const DAYS = setting(flags.days, 'BENCH_DASH_DAYS', 60, 2, 366);
const MEMBERS = setting(flags.members, 'BENCH_DASH_MEMBERS', 5_000, 10, 1_000_000);
const REQUESTS = setting(flags.requests, 'BENCH_DASH_REQUESTS', 200, 10, 100_000);

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_dash_${Date.now()}`;
const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function seed(database: Database) {
  const db = database.db;
  await db.execute(sql`
    insert into members (brand, username, customer_type, created_at)
    select 'aurum', 'bench' || g, 0, now() - ((g % ${DAYS}) || ' days')::interval
    from generate_series(1, ${MEMBERS}::int) g`);
  await db.execute(sql`
    insert into ledger_accounts (brand, key, kind, member_id, currency, balance, allow_negative)
    select brand, 'member:' || id || ':cash', 'cash', id, 'CNY', 0, true from members where username like 'bench%'`);
  await db.execute(sql`
    insert into ledger_accounts (brand, key, kind, channel, currency, balance, allow_negative) values
      ('aurum', 'system:house_game#bench', 'house_game', 'BENCH', 'CNY', 0, true),
      ('aurum', 'system:payment_clearing:bench', 'payment_clearing', 'bench', 'CNY', 0, true),
      ('aurum', 'system:promotion_cost#bench', 'promotion_cost', null, 'CNY', 0, true)`);
  await db.execute(sql`
    create unlogged table bench_accounts as
    select row_number() over (order by id) - 1 as n, id from ledger_accounts where key like 'member:%' and kind = 'cash'`);
  await db.execute(sql`create index on bench_accounts (n)`);
  // Four bets, two wins, a deposit, a paid withdrawal, a bonus and a rebate in every ten entries.
  await db.execute(sql`
    create unlogged table bench_entries as
    select gen_random_uuid() as id, g,
      (array['bet', 'win', 'bet', 'deposit', 'bet', 'win', 'withdrawal_paid', 'bet', 'bonus_grant', 'rebate'])[1 + g % 10] as type,
      now() - ((g % ${DAYS}) || ' days')::interval - (((g::bigint * 7919) % 86400) || ' seconds')::interval as at,
      g % (select count(*) from bench_accounts) as m,
      (100 + g % 5000)::bigint as amount
    from generate_series(1, ${ENTRIES}::int) g`);
  await db.execute(sql`
    insert into journal_entries (id, brand, type, reference, idempotency_key, actor_kind, fingerprint, created_at)
    select id, 'aurum', type, 'BENCH:r' || g, 'bench:' || g, 'system', 'bench', at from bench_entries`);
  // The member's side, signed as the type moves money, and the system side that balances it.
  await db.execute(sql`
    insert into ledger_postings (entry_id, account_id, amount, balance_after, created_at)
    select e.id, a.id, case when e.type in ('bet', 'withdrawal_paid') then -e.amount else e.amount end, 0, e.at
    from bench_entries e join bench_accounts a on a.n = e.m
    union all
    select e.id, s.id, case when e.type in ('bet', 'withdrawal_paid') then e.amount else -e.amount end, 0, e.at
    from bench_entries e join ledger_accounts s on s.key = case
      when e.type in ('bet', 'win') then 'system:house_game#bench'
      when e.type in ('deposit', 'withdrawal_paid') then 'system:payment_clearing:bench'
      else 'system:promotion_cost#bench' end`);
  await db.execute(sql`drop table bench_entries`);
  await db.execute(sql`drop table bench_accounts`);
  await db.execute(sql`analyze`);
}

async function main() {
  await admin(`create database ${name}`);
  let database: Database | undefined;
  const stop = async () => {
    await database?.close().catch(() => {});
    if (flags.keep) console.log(`kept the database ${name} (--keep)`);
    else await admin(`drop database if exists ${name} with (force)`).catch(() => {});
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const url = withDatabase(serverUrl, name);
    database = await openDatabase({ kind: 'postgres', url });
    await migrate(database);
    await seedDemo(database);
    console.log(`seeding ${ENTRIES.toLocaleString('en')} journal entries over ${DAYS} days, ${MEMBERS} members ...`);
    let t = process.hrtime.bigint();
    await seed(database);
    const counted = (await database.db.execute(
      sql`select (select count(*) from journal_entries)::int as entries, (select count(*) from ledger_postings)::int as postings`,
    )) as unknown as { rows: { entries: number; postings: number }[] };
    console.log(`seeded in ${(ms(t) / 1000).toFixed(1)} s: ${JSON.stringify(counted.rows[0])}`);

    const rollup = createStatsRollup({ db: database.db, now: () => new Date() });
    const today = statsDayOf(new Date());
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
    t = process.hrtime.bigint();
    const brandDays = await rollup.rollRange(from, today);
    const backfill = ms(t);
    t = process.hrtime.bigint();
    await rollup.rollDay('aurum', today);
    const oneDay = ms(t);
    console.log(
      `rollup: ${brandDays} brand-days in ${(backfill / 1000).toFixed(1)} s (${(backfill / brandDays).toFixed(0)} ms a brand-day); today's aurum day again: ${oneDay.toFixed(0)} ms`,
    );

    const app = await buildApp({
      config: testConfig({ ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`staff log-in: ${login.statusCode} ${login.body}`);
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const ask = () =>
        app.inject({ method: 'GET', url: '/api/admin/dashboard?period=30d&brand=all', headers: { cookie } });
      const first = await ask();
      if (first.statusCode !== 200) throw new Error(`dashboard: ${first.statusCode} ${first.body}`);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const s = process.hrtime.bigint();
        const res = await ask();
        times.push(ms(s));
        if (res.statusCode !== 200) throw new Error(`dashboard: ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const totals = (first.json() as { value: { groups: { totals: Record<string, number> }[] } }).value.groups[0]
        ?.totals;
      console.log(`dashboard (30 days, all brands, ${STATS_TIME_ZONE} days) totals: ${JSON.stringify(totals)}`);
      const p95 = pct(times, 95);
      console.log(
        `GET /api/admin/dashboard x${REQUESTS}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms — budget ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'WITHIN' : 'OVER'}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
