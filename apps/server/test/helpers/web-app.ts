import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@hotel/db/client';
import { buildApp } from '../../src/app.ts';
import type { AppOptions } from '../../src/app-options.ts';
import { registerWeb, type WebOptions } from '../../src/web/web-handler.ts';
import { TEST_PASSWORD_COST } from './password-cost.ts';
import { createTestDb } from './test-db.ts';

/**
 * The whole app as a visitor reaches it, API and pages (rendered from the sources as production
 * answers), on this file's own database: for tests of what an address answers, page layer included.
 * Read the getters inside tests.
 */
export function useWebApp(options: { demoMode?: boolean; publicOrigin?: string; pageCache?: boolean; appOptions?: Partial<Omit<AppOptions, 'db'>> } = {}) {
  let app: FastifyInstance | undefined;
  let db: Database | undefined;
  let close: (() => Promise<void>) | undefined;
  const demoMode = options.demoMode ?? false;
  beforeAll(async () => {
    const testDb = await createTestDb();
    close = async () => {
      await app?.close();
      await testDb.close();
    };
    db = testDb.db;
    app = await buildApp({ passwordCost: TEST_PASSWORD_COST, demoMode, ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}), ...options.appOptions, db: testDb.db });
    const web: WebOptions = { production: true, fromSources: true, demoMode, ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}), ...(options.pageCache ? { pageCache: true } : {}) };
    await registerWeb(app, web);
    await app.ready();
    // The first page compiles the app from its sources (many seconds on a busy machine): here, not in a test's time.
    await app.inject({ method: 'GET', url: '/home' });
  }, 240_000);
  afterAll(async () => {
    await close?.();
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('the test app is only available inside tests');
      return app;
    },
    get db(): Database {
      if (!db) throw new Error('the test database is only available inside tests');
      return db;
    },
  };
}
