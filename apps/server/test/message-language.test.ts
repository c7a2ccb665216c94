import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hotel/shared/messages';
import { buildApp } from '../src/app.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * The API's refusals in the caller's language (issue 29, decision 0072): Accept-Language picks
 * Chinese or English; without it, or with a language the site does not have, the specification's
 * Japanese. The back office's API stays Japanese.
 */
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const badMobile = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/crsapi/v1/user/smscode?mobile=abc&type=2', headers });

describe('a refusal', () => {
  it('is the specification’s Japanese when no language is asked for, or one the site does not have', async () => {
    for (const headers of [{}, { 'accept-language': 'ja' }, { 'accept-language': 'de-DE, fr;q=0.8' }] as Record<string, string>[]) {
      const res = await badMobile(headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.mobileInvalid);
      expect(res.headers['content-language']).toBeUndefined();
    }
  });

  it('is Chinese or English when asked, with the same status and envelope', async () => {
    const zh = await badMobile({ 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ success: false, message: '请输入正确的手机号码', data: null, statusCode: 400 });
    expect(zh.headers['content-language']).toBe('zh-Hans');
    expect(zh.headers.vary).toContain('accept-language');
    const en = await badMobile({ 'accept-language': 'en-GB' });
    expect(en.json().message).toBe('Please enter a valid mobile number');
  });

  it('from the back office’s API stays Japanese', async () => {
    const res = await app.inject({ method: 'GET', url: '/adminapi/v1/orders/search?hotel=pro001', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/[\u3040-\u30ff]/);
  });
});
