import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@hotel/db/client';
import { buildApp } from '../src/app.ts';
import type { ReadinessCheck } from '../src/plugins/readiness-checks.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/** A check whose error carries what must never reach an answer. */
const leakyRedis: ReadinessCheck = {
  name: 'redis',
  check: () => Promise.reject(new Error('connect ECONNREFUSED redis://:hunter2-secret@10.0.0.9:6379')),
};

let testDb: TestDb;
let app: FastifyInstance;
let failing: FastifyInstance;
let hanging: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true });
  failing = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, readinessChecks: [leakyRedis] });
  hanging = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, readinessChecks: [{ name: 'slow', check: () => new Promise(() => {}) }] });
  await Promise.all([app.ready(), failing.ready(), hanging.ready()]);
});

afterAll(async () => {
  await Promise.all([app?.close(), failing?.close(), hanging?.close()]);
  await testDb?.close();
});

describe('GET /healthz', () => {
  it('answers 200 {status: ok} without asking anything, and is not cached', async () => {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('answers 503 naming a failed extra check, with no error text, secret or stack', async () => {
    const answer = await failing.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', redis: 'failed' } });
    expect(answer.body).not.toMatch(/hunter2|ECONNREFUSED|10\.0\.0\.9|stack|at /);
  });

  it('counts a check that does not answer within 3 seconds as timed out', async () => {
    const answer = await hanging.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', slow: 'timeout' } });
  });

  it('answers 503 while a migration of the journal is not applied', async () => {
    const table = await migrationsTable(testDb.db);
    const rows = (await testDb.db.execute(sql`select id, hash, created_at from ${table} order by created_at desc limit 1`)) as { rows: { id: number; hash: string; created_at: string }[] };
    const [latest] = rows.rows;
    expect(latest).toBeDefined();
    await testDb.db.execute(sql`delete from ${table} where id = ${latest!.id}`);
    try {
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      await testDb.db.execute(sql`insert into ${table} (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is in neither OpenAPI document', async () => {
    const guest = (await app.inject({ method: 'GET', url: '/crsapi/docs' })).json<{ paths: Record<string, unknown> }>();
    const staff = (await app.inject({ method: 'GET', url: '/adminapi/docs' })).json<{ paths: Record<string, unknown> }>();
    for (const document of [guest, staff]) {
      expect(Object.keys(document.paths).length).toBeGreaterThan(0);
      expect(Object.keys(document.paths)).not.toContain('/healthz');
      expect(Object.keys(document.paths)).not.toContain('/readyz');
    }
  });

  it('answers 503 once shutdown has begun, while /healthz stays 200', async () => {
    app.markShuttingDown();
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'shutting down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

/** drizzle's table (drizzle.__drizzle_migrations on both databases; the readiness check also finds one in the current schema). */
async function migrationsTable(db: Database) {
  const found = (await db.execute(
    sql`select table_schema as schema from information_schema.tables where table_name = '__drizzle_migrations' and table_schema in (current_schema(), 'drizzle') order by (table_schema = current_schema()) desc limit 1`,
  )) as { rows: { schema: string }[] };
  const schema = found.rows[0]!.schema;
  return sql`${sql.identifier(schema)}.__drizzle_migrations`;
}
