import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { CHANNEL, DEFAULT_STATE_HOTEL_CODE } from '@hotel/shared/constants';
import { LOGIN_MODE, SMS_PURPOSE, type LoginResult, type SmsPurpose } from '@hotel/shared/schemas/user';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import type { Database } from '@hotel/db/client';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { SmsProvider } from '../../src/modules/sms/index.ts';
import { createTestDb } from './test-db.ts';
import { testLogger } from './test-logger.ts';
import type { JsonResponse } from './test-app.ts';
import { TEST_PASSWORD_COST } from './password-cost.ts';

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

/**
 * The real app on this file's own database, in demo mode unless appOptions say otherwise, with a
 * movable clock (and optionally another SMS provider). Read the getters inside tests.
 */
export function useMemberApp(options: { smsProvider?: SmsProvider; appOptions?: Partial<Omit<AppOptions, 'db' | 'clock'>> } = {}) {
  let app: FastifyInstance | undefined;
  let db: Database | undefined;
  let databaseUrl: string | undefined;
  let close: (() => Promise<void>) | undefined;
  let offset = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
  beforeAll(async () => {
    const testDb = await createTestDb();
    try {
      app = await buildApp({ passwordCost: TEST_PASSWORD_COST, demoMode: true, logger: testLogger(), ...options.appOptions, db: testDb.db, clock: clock.now, ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}) });
      await app.ready();
    } catch (error) {
      await testDb.close();
      throw error;
    }
    db = testDb.db;
    databaseUrl = testDb.databaseUrl;
    close = async () => {
      await app?.close();
      await testDb.close();
    };
  });
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
    /** PostgreSQL: the file's own database, for a second connection to it (pg-boss, as another process would). */
    get databaseUrl(): string {
      if (!databaseUrl) throw new Error('only a PostgreSQL test database has an address');
      return databaseUrl;
    },
    clock,
  };
}

/** A fresh number (1 + 10 digits) no other test uses; 17… never clashes with the demo member. */
export const randomMobile = () => `17${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
/** A fresh client address, so the per-address SMS cap of one test does not hit another. */
export const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The headers every page of the website sends (spec §7), without a token. */
export const SITE_HEADERS = {
  channel: CHANNEL,
  groupcode: DEFAULT_STATE_HOTEL_CODE,
  random: '482913',
  timestamp: '1767225600000',
};

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

export interface RawResponse<T = unknown> extends JsonResponse<T> {
  headers: Record<string, string | string[] | number | undefined>;
}

/** Any request, JSON in and out, with headers and a client address. */
export async function call<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<RawResponse<T>> {
  const inject: InjectOptions = { method, url, headers: { ...options.headers }, remoteAddress: options.ip ?? '127.0.0.1' };
  if (options.query) inject.query = options.query;
  if (options.body !== undefined) {
    inject.payload = JSON.stringify(options.body);
    inject.headers = { ...inject.headers, 'content-type': 'application/json' };
  }
  const response = await app.inject(inject);
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

export function requestCode(app: FastifyInstance, mobile: string, type: SmsPurpose, ip = randomIp()) {
  return call(app, 'GET', endpoints.smscode.path, { query: { mobile, type: String(type) }, ip });
}

/** The latest code sent to a number, read from GET /__dev/sms. */
export async function sentCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await call<{ code: string }>(app, 'GET', '/__dev/sms', { query: { mobile } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.code;
}

/** Asks for a code and reads it back. */
export async function freshCode(app: FastifyInstance, mobile: string, type: SmsPurpose): Promise<string> {
  const response = await requestCode(app, mobile, type);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return sentCode(app, mobile);
}

export const registration = (mobile: string, SmsCode: string, overrides: Record<string, unknown> = {}) => ({
  SmsCode,
  Name: '佐藤 健',
  mobile,
  Pwd: 'Secret123',
  BirthDay: '1990-05-20',
  Sex: 1,
  ...overrides,
});

/** Registers a new member through the API: code, then register. */
export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const mobile = randomMobile();
  const code = await freshCode(app, mobile, SMS_PURPOSE.register);
  const body = registration(mobile, code, overrides);
  const response = await call(app, 'POST', endpoints.register.path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { mobile, password: String(body.Pwd), name: String(body.Name) };
}

/** Logs in with the password and returns the token from the body. */
export async function loginWithPassword(app: FastifyInstance, mobile: string, Pwd: string): Promise<string> {
  const response = await call<LoginResult>(app, 'POST', endpoints.login.path, { body: { mobile, Pwd, mode: LOGIN_MODE.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const token = response.body.data.token;
  if (!token) throw new Error('login answered without a token');
  return token;
}

/** A request as an API client with its token in the usertoken header. */
export function withToken<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  return call<T>(app, method, url, { headers: { ...SITE_HEADERS, usertoken: token }, ...(body === undefined ? {} : { body }) });
}
