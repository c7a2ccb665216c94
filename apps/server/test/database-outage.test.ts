import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, createDb, type DbHandle } from '@hotel/db/client';
import { isDatabaseUnavailable } from '@hotel/db/unavailable';
import { endpoints } from '@hotel/shared/api/endpoints';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { buildApp } from '../src/app.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/plugins/error-handler.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { SITE_HEADERS } from './helpers/member-app.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

/**
 * The database goes away under a running app (issue 32). On PostgreSQL the app reaches the
 * machine's server through a TCP proxy the test breaks as a crash, a restart or a partition
 * would: connections cut mid-transaction and while idle, new ones refused, new ones never
 * answered. The process must live on (an unheard 'error' event used to end it), answer 503
 * with Retry-After meanwhile (the envelope on the API, the site's page elsewhere) within a few
 * seconds, and answer again as soon as the database is back. On PGlite, the embedded database
 * closed under the app answers the same way.
 */
const setup = inject('testDatabase');
let testDb: TestDb | undefined;
let proxy: TcpProxy | undefined;
let handle: DbHandle;
let app: FastifyInstance;
const lost: Error[] = [];

beforeAll(async () => {
  if (setup.kind === 'postgres') {
    testDb = await createTestDb();
    const direct = new URL(testDb.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(testDb.databaseUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    handle = await createDb({ databaseUrl: proxied.toString() });
  } else {
    handle = await createDb({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(setup.templatePath)]) });
  }
  handle.onConnectionLost((error) => lost.push(error));
  // No read cache: every answer below is the database's, not a copy kept in memory.
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: handle.db, demoMode: false, readCache: false });
  await registerWeb(app, { production: true, fromSources: true, demoMode: false });
  // Vite compiles the pages on the first one: here, not inside a test's time.
  expect((await app.inject({ method: 'GET', url: '/pro001/home' })).statusCode).toBe(200);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await handle?.close().catch(() => undefined);
  await proxy?.close();
  await testDb?.close();
});

const today = hotelToday();
const search = () =>
  app.inject({
    method: 'POST',
    url: endpoints.getRoomAndRate.path,
    headers: SITE_HEADERS,
    payload: { HotelCode: 'pro001', CheckIn: addDays(today, 10), CheckOut: addDays(today, 11), roomNum: 1, adultNum: 2 },
  });

/** What a guest's browser and a script get while the database is away, and how long it took. */
async function expectUnavailable(): Promise<void> {
  const started = performance.now();
  const api = await search();
  expect(api.statusCode).toBe(503);
  expect(api.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  expect(api.json()).toMatchObject({ success: false, statusCode: 503, message: SERVER_MESSAGES.temporarilyUnavailable });

  const page = await app.inject({ method: 'GET', url: '/pro001/home' });
  expect(page.statusCode).toBe(503);
  expect(page.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
  expect(page.body).toContain('ただいま混み合っています');

  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ checks: { database: expect.not.stringMatching(/^ok$/) } });
  // Four answers, none of them waiting for a connection longer than the connect timeout.
  expect(performance.now() - started).toBeLessThan(4 * CONNECT_TIMEOUT_MS);
}

describe(`the database goes away (${setup.kind})`, () => {
  it('answers as usual while it is there', async () => {
    expect((await search()).statusCode).toBe(200);
  });

  if (setup.kind === 'postgres') {
    it('a connection cut inside a transaction fails that transaction, is reported once, and the process goes on', async () => {
      const before = lost.length;
      let cut = 0;
      const attempt = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        cut = proxy!.cut();
        // The client hears the cut between two statements, checked out: nobody else listens then.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      });
      await expect(attempt).rejects.toSatisfy(isDatabaseUnavailable);
      // Each lost connection at most once (the transaction's, the pool's idle ones; the change
      // feed's listening connection goes through the proxy too and reports its loss itself).
      await expect.poll(() => lost.length - before).toBeGreaterThanOrEqual(1);
      expect(lost.length - before).toBeLessThanOrEqual(cut);
      // The dead client went back to no one: the next request opens a new connection.
      expect((await search()).statusCode).toBe(200);
    });

    it('idle connections cut at once are reported, and the next request opens new ones', async () => {
      // Several connections in the pool, idle after these.
      await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
      const before = lost.length;
      const cut = proxy!.cut();
      await expect.poll(() => lost.length - before).toBeGreaterThanOrEqual(4);
      expect(lost.length - before).toBeLessThanOrEqual(cut);
      expect((await search()).statusCode).toBe(200);
    });

    it('down (connections refused): 503 with Retry-After on the API and the pages, at once', async () => {
      proxy!.mode('refuse');
      proxy!.cut();
      await expectUnavailable();
    });

    it('not answering (a partition): each request gives up after the connect timeout, with 503', async () => {
      proxy!.mode('hang');
      proxy!.cut();
      const started = performance.now();
      const answer = await search();
      const took = performance.now() - started;
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ statusCode: 503, message: SERVER_MESSAGES.temporarilyUnavailable });
      expect(took).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      expect(took).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
    });

    it('back: the next request is answered, and /readyz says so', async () => {
      proxy!.mode('forward');
      expect((await search()).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/pro001/home' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  } else {
    it('closed under the app: 503 with Retry-After on the API and the pages', async () => {
      await handle.close();
      await expectUnavailable();
    });
  }
});
