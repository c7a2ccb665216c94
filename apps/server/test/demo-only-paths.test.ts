import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { buildApp } from '../src/app.ts';
import { DEMO_ONLY_PREFIXES, isDemoOnlyPath } from '../src/lib/demo-only-paths.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * Demo-only addresses (decision 0013) outside demo mode, through the whole app as production
 * serves it (the web layer included): each is a plain 404, never a page, a redirect or a 405.
 * The list is derived, not written here: every route the demo app has and the production app
 * lacks, so a demo route added tomorrow is tested tomorrow.
 */
interface RouteSeen {
  method: string;
  url: string;
}

let testDb: TestDb;
let demoApi: FastifyInstance;
let production: FastifyInstance;
const demoRoutes: RouteSeen[] = [];
const productionRoutes: RouteSeen[] = [];

const recordRoutes = (into: RouteSeen[]) => async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) into.push({ method, url: route.url });
  });
};

beforeAll(async () => {
  testDb = await createTestDb();
  demoApi = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, beforeRoutes: recordRoutes(demoRoutes) });
  await demoApi.ready();
  production = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: false, beforeRoutes: recordRoutes(productionRoutes) });
  await registerWeb(production, { production: true, fromSources: true, demoMode: false });
  await production.ready();
}, 240_000);

afterAll(async () => {
  await demoApi?.close();
  await production?.close();
  await testDb?.close();
});

/** Routes only demo mode registers. */
function demoOnlyRoutes(): RouteSeen[] {
  const inProduction = new Set(productionRoutes.map((r) => `${r.method} ${r.url}`));
  return demoRoutes.filter((r) => !inProduction.has(`${r.method} ${r.url}`));
}

/** A concrete address for a route pattern: each parameter filled with a value its schema would take. */
const addressOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'A1b2C3d4E5f6G7h8i9J0');

describe('demo-only addresses outside demo mode (the whole app, as production serves it)', () => {
  it('every route only demo mode registers is under a demo-only prefix, and there are some under each', () => {
    const routes = demoOnlyRoutes();
    expect(routes.filter((r) => !isDemoOnlyPath(r.url))).toEqual([]);
    for (const prefix of Object.values(DEMO_ONLY_PREFIXES)) expect(routes.some((r) => r.url.startsWith(`${prefix}/`)), prefix).toBe(true);
  });

  it('each of them answers 404 with the envelope: no page, no redirect, no 405', async () => {
    const routes = demoOnlyRoutes();
    for (const { method, url } of routes) {
      const answer = await production.inject({ method: method as 'GET', url: addressOf(url), ...(method === 'POST' ? { payload: { a: 1 } } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      if (method === 'HEAD') continue;
      expect(answer.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expect(answer.json(), `${method} ${url}`).toMatchObject({ statusCode: 404, message: SERVER_MESSAGES.routeNotFound, data: null });
    }
  });

  it.each(Object.values(DEMO_ONLY_PREFIXES))('any other address under %s, whatever the method, is the same 404', async (prefix) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const url of [prefix, `${prefix}/`, `${prefix}/nothing/here`, `${prefix}/scan?x=1`]) {
        const answer = await production.inject({ method, url });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json(), `${method} ${url}`).toMatchObject({ statusCode: 404, message: SERVER_MESSAGES.routeNotFound });
      }
    }
  });
});
