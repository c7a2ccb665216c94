import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { callEndpoint, type ApiResult, type Transport } from '@hotel/shared/api/transport';
import type { EndpointInput, EndpointName, EndpointOutput } from '@hotel/shared/api/endpoints';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import type { Database } from '@hotel/db/client';
import { buildApp } from '../../src/app.ts';
import { createTestDb } from './test-db.ts';
import { testLogger } from './test-logger.ts';
import { TEST_PASSWORD_COST } from './password-cost.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The real app, in-process, on this test file's own database, in demo mode (console SMS with /__dev/sms, the payment simulator). */
export async function buildTestApp(): Promise<TestApp> {
  const testDb = await createTestDb();
  try {
    const app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, logger: testLogger() });
    await app.ready();
    return {
      app,
      db: testDb.db,
      close: async () => {
        await app.close();
        await testDb.close();
      },
    };
  } catch (error) {
    await testDb.close();
    throw error;
  }
}

/**
 * Builds the app once for the calling test file and closes it afterwards. Read `.app` inside
 * tests (it is set in beforeAll).
 */
export function useTestApp(): { readonly app: FastifyInstance; readonly db: Database } {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp();
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current) throw new Error('the test app is only available inside tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
}

async function send<T>(app: FastifyInstance, options: InjectOptions & { url: string }): Promise<JsonResponse<T>> {
  const response = await app.inject(options);
  let body: Envelope<T>;
  try {
    body = response.json<Envelope<T>>();
  } catch {
    throw new Error(`${options.method} ${options.url} answered ${response.statusCode} with non-JSON: ${response.body.slice(0, 200)}`);
  }
  return { status: response.statusCode, body };
}

export function getJson<T = unknown>(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
  return send<T>(app, { method: 'GET', url, headers });
}

/** POSTs `body` as JSON (any JSON value, strings and arrays included); no body at all when undefined. */
export function postJson<T = unknown>(app: FastifyInstance, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
  if (body === undefined) return send<T>(app, { method: 'POST', url, headers });
  return send<T>(app, { method: 'POST', url, payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
}

/** POSTs a raw string with a chosen content type (malformed JSON and friends). */
export function postRaw<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload: string,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  return send<T>(app, { method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType } });
}

/** The shared client transport, over app.inject instead of fetch. */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, path, query, body }) => {
    const response = await app.inject({ method, url: path, query, ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }) });
    return { status: response.statusCode, body: response.json() };
  };
}

/** Calls an endpoint by its name in packages/shared/src/api/endpoints.ts, exactly as the clients do. */
export function callApi<N extends EndpointName>(app: FastifyInstance, name: N, input: EndpointInput<N>): Promise<ApiResult<EndpointOutput<N>>> {
  return callEndpoint(injectTransport(app), name, input);
}
