import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDb, type Database, type DbHandle } from '@hotel/db/client';
import { buildApp } from '../src/app.ts';
import { changeFeedFor, type CachedTable, type ChangeFeed, type TableChange } from '../src/lib/change-feed/index.ts';
import { LISTENER_APPLICATION_NAME, PostgresChangeFeed } from '../src/lib/change-feed/postgres-change-feed.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * Two app instances on one database: app A's writes (or plain SQL) reach app B's subscribers
 * after the commit. On PostgreSQL each app has its own pool and its own listening connection, as
 * two processes would; on PGlite (one process by nature) both listen on the one instance.
 */
const setup = inject('testDatabase');
let testDb: TestDb;
let secondHandle: DbHandle | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;
let dbB: Database;

beforeAll(async () => {
  testDb = await createTestDb();
  if (setup.kind === 'postgres') {
    secondHandle = await createDb({ databaseUrl: testDb.databaseUrl! });
    dbB = secondHandle.db;
  } else {
    dbB = testDb.db;
  }
  appA = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true });
  appB = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: dbB, demoMode: true });
  await Promise.all([appA.ready(), appB.ready()]);
});
afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await secondHandle?.close();
  await testDb?.close();
});

/** Every change a feed hears for `tables`, in order. */
async function record(feed: ChangeFeed, tables: readonly CachedTable[]) {
  const heard: TableChange[] = [];
  const unsubscribe = feed.subscribe(tables, (change) => heard.push(change));
  await feed.ready();
  const until = async (done: (h: TableChange[]) => boolean) => expect.poll(() => done(heard), { timeout: 10_000, interval: 20 }).toBe(true);
  return { heard, unsubscribe, until, tables: () => heard.map((c) => c.table) };
}

describe(`change feed (${setup.kind})`, () => {
  it('tells the other instance which table changed, once per statement, after the commit', async () => {
    const b = await record(appB.changes, ['hotels', 'room_nights', 'news']);
    await testDb.db.execute(sql`update hotels set tel = tel where code = 'pro001'`);
    await b.until((h) => h.length === 1);
    expect(b.tables()).toEqual(['hotels']);

    // A bulk edit: one statement over every night of a hotel is one notification, not one per row.
    const touched: unknown = await testDb.db.execute(sql`with u as (update room_nights set stop_sell = stop_sell where hotel_code = 'pro001' returning 1) select count(*)::int as n from u`);
    expect(Number((touched as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThan(100);
    await testDb.db.execute(sql`update news set title = title where false`);
    await b.until((h) => h.length === 3);
    expect(b.tables()).toEqual(['hotels', 'room_nights', 'news']);
    b.unsubscribe();
  });

  it('folds the statements of one transaction into one notification per table', async () => {
    const b = await record(appB.changes, ['rate_plans', 'banners']);
    await testDb.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await tx.execute(sql`update rate_plans set sort_order = sort_order where hotel_code = 'pro001'`);
      await tx.execute(sql`update banners set sort_order = sort_order where false`);
    });
    await b.until((h) => h.length >= 2);
    expect(b.tables()).toEqual(['rate_plans', 'banners']);
    b.unsubscribe();
  });

  it('notifies nobody for a rolled-back transaction', async () => {
    const b = await record(appB.changes, ['hotels', 'sales']);
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.execute(sql`update hotels set tel = tel`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Notifications arrive in commit order: once this one is heard, the rolled-back one never will be.
    await testDb.db.execute(sql`update sales set title = title where false`);
    await b.until((h) => h.length >= 1);
    expect(b.tables()).toEqual(['sales']);
    b.unsubscribe();
  });

  it('reaches only subscribers of that table, in every instance, the writer\'s own included', async () => {
    const a = await record(appA.changes, ['content_pages']);
    const bOther = await record(appB.changes, ['media']);
    const bPages = await record(appB.changes, ['content_pages']);
    await dbB.execute(sql`update content_pages set title = title`);
    await testDb.db.execute(sql`update media set id = id where false`);
    await a.until((h) => h.length === 1);
    await bPages.until((h) => h.length === 1);
    await bOther.until((h) => h.length === 1);
    expect(a.tables()).toEqual(['content_pages']);
    expect(bOther.tables()).toEqual(['media']);
    for (const r of [a, bOther, bPages]) r.unsubscribe();
  });

  it('sync() returns once this process\'s earlier commits have reached its subscribers: no waiting after it', async () => {
    const a = await record(appA.changes, ['hotels', 'room_nights']);
    expect(appA.changes.isListening()).toBe(true);
    for (let i = 0; i < 5; i++) {
      await testDb.db.execute(sql`update hotels set tel = tel where code = 'pro002'`);
      await testDb.db.transaction(async (tx) => {
        await tx.execute(sql`update room_nights set stop_sell = stop_sell where hotel_code = 'pro002' and stay_date = current_date`);
      });
      await appA.changes.sync();
      expect(a.tables()).toEqual(Array.from({ length: i + 1 }, () => ['hotels', 'room_nights']).flat());
    }
    a.unsubscribe();
  });

  it('keeps delivering when one subscriber throws', async () => {
    const log = pino({ level: 'silent' });
    const feed = changeFeedFor(dbB, log);
    try {
      feed.subscribe(['brands'], () => {
        throw new Error('subscriber bug');
      });
      const good = await record(feed, ['brands']);
      await testDb.db.execute(sql`update brands set name = name where false`);
      await good.until((h) => h.length === 1);
    } finally {
      await feed.close();
    }
  });
});

// PostgreSQL only: PGlite's listen() runs in-process and has no connection to lose.
if (setup.kind === 'postgres') {
  describe('change feed: the listening connection drops (PostgreSQL)', () => {
    it('reconnects, tells subscribers to drop everything, then delivers again', async () => {
      const feed = changeFeedFor(dbB, pino({ level: 'silent' }));
      try {
        const b = await record(feed, ['hotels']);
        // Cut this feed's listening connection only: other test files' feeds (run in parallel) keep theirs.
        const pid = (feed as PostgresChangeFeed).listenerPid();
        expect(pid).toBeGreaterThan(0);
        await testDb.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and pid = ${pid}`);
        await b.until((h) => h.some((c) => c.table === null));
        expect(b.heard.find((c) => c.table === null)).toEqual({ table: null, reason: 'reconnected' });
        await testDb.db.execute(sql`update hotels set tel = tel where code = 'pro003'`);
        await b.until((h) => h.some((c) => c.table === 'hotels'));
      } finally {
        await feed.close();
      }
    }, 30_000);
  });
}
