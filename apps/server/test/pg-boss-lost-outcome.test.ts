import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { describe, expect, inject, it } from 'vitest';

const setup = inject('testDatabase');

/**
 * pg-boss 10.4.2 recorded a job's outcome (complete or fail) without waiting for it: when the
 * database went away at that moment, the rejected promise had no handler and Node ended the
 * process (issue 32, found by npm run test:pg-restart; decision 0052 patched it). pg-boss 12
 * awaits both (decision 0057), so the failure reaches the worker's error event (which
 * pg-boss-queue.ts logs) and the job stays active until its expiry, then runs again.
 */
describe('the installed pg-boss', () => {
  it("waits for a job's outcome to be recorded", () => {
    const manager = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('pg-boss')), 'manager.js'), 'utf8');
    expect(manager).toMatch(/await this\.complete\(name, jobs\b/);
    expect(manager).toContain('await this.fail(name, jobs, err)');
  });
});

if (setup.kind === 'postgres') {
  describe('pg-boss, when the database goes away as a job finishes', () => {
    it('reports the lost outcome as an error event, never an unhandled rejection', async () => {
      const boss = new PgBoss({ connectionString: setup.databaseUrl, schema: `lost_${randomBytes(5).toString('hex')}` });
      const errors: unknown[] = [];
      boss.on('error', (error) => errors.push(error));
      const db = boss.getDb() as { executeSql(text: string, values?: unknown[]): Promise<unknown> };
      const executeSql = db.executeSql.bind(db);
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        await boss.start();
        await boss.createQueue('lost-outcome');
        // From here the database "goes away" for the statements that record an outcome: complete
        // sets completed_on, fail deletes the job and inserts it again for its retry.
        const recordsOutcome = (text: string) => text.includes('SET completed_on') || text.includes('deleted_jobs AS (');
        db.executeSql = (text, values) => (recordsOutcome(text) ? Promise.reject(new Error('Connection terminated unexpectedly')) : executeSql(text, values));
        await boss.work('lost-outcome', { pollingIntervalSeconds: 0.5 }, async () => undefined);
        await boss.send('lost-outcome', {});
        await expect.poll(() => errors.length, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
        // A rejection nobody handles is reported on a later turn of the event loop.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(unhandled).toEqual([]);
        expect(String((errors[0] as { message: string }).message)).toContain('Connection terminated unexpectedly');
      } finally {
        process.off('unhandledRejection', onUnhandled);
        db.executeSql = executeSql;
        await boss.stop({ graceful: false, timeout: 5_000 });
      }
    }, 30_000);
  });
}
