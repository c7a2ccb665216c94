import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

/**
 * Refusals made before any page could answer, through the whole app as production serves it:
 * an address over Node's 16 KB limit (refused by Node itself, so over a real socket) and a POST
 * to a redirect-only page. The APIs' paths answer with the envelope, every other path with the
 * site's own error page, never Fastify's or React Router's English JSON.
 */
let testDb: TestDb;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: false });
  await registerWeb(app, { production: true, fromSources: true, demoMode: false });
  // Vite compiles the pages on the first one: here, not inside the first test's time.
  expect((await app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** One raw HTTP/1.1 request and the whole answer, as a browser or a client would get it. */
function rawRequest(requestLine: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: a browser keeps its side open while it waits for the answer.
    socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

const longQuery = `?q=${'a'.repeat(20_000)}`;

function expectSiteErrorPage(answer: { headers: Record<string, unknown>; body: string }, title: string): void {
  expect(String(answer.headers['content-type'])).toMatch(/^text\/html/);
  expect(answer.body).toMatch(/<html lang="ja"/);
  expect(answer.body).toContain(title);
  expect(answer.body).toContain('トップページへ');
  expect(answer.body).not.toMatch(/Unexpected Server Error|Request Header Fields Too Large|Exceeded maximum/);
}

describe('an address over the 16 KB limit', () => {
  it.each(['/home', '/pro001/rooms', '/no/such/page'])('GET %s…: 431 with the site\u2019s error page, its security headers', async (path) => {
    const answer = await rawRequest(`GET ${path}${longQuery} HTTP/1.1`);
    expect(answer.status).toBe(431);
    expectSiteErrorPage(answer, 'ただいまページを表示できません');
    // What to do about it, not "try again later": the same address would be refused again.
    expect(answer.body).toContain('ページのアドレスまたは送信内容が長すぎます');
    expect(answer.body).toContain('<title>ただいまページを表示できません｜フェルトン・ホテルズ&amp;リゾーツ</title>');
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy']!)?.[1];
    expect(answer.body).toContain(`nonce="${nonce}"`);
  });

  it.each(['/crsapi/v1/hotel/getHotelInfo', '/adminapi/v1/orders/search', '/cms/hotelnav.aspx', '/__dev/sms'])('GET %s…: 431 with the envelope and a Japanese message', async (path) => {
    const answer = await rawRequest(`GET ${path}${longQuery} HTTP/1.1`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ success: false, statusCode: 431, data: null, message: SERVER_MESSAGES.requestTooLarge });
  });
});

describe('a method a page has no action for', () => {
  it.each([
    ['POST', '/'],
    ['POST', '/a/b/c'],
    ['POST', '/pro001/nothing'],
    ['PUT', '/'],
    ['POST', '/home'],
    ['DELETE', '/hotels'],
  ] as const)('%s %s: 405 with the site\u2019s error page', async (method, url) => {
    const answer = await app.inject({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    expect(answer.statusCode).toBe(405);
    expectSiteErrorPage(answer, 'ただいまページを表示できません');
    expect(answer.body).toContain('このページへの送信は受け付けていません');
  });

  it('a sign-out posted from another site: 403 with the site\u2019s error page saying why', async () => {
    const answer = await app.inject({ method: 'POST', url: '/admin/logout', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' }, payload: 'scope=all' });
    expect(answer.statusCode).toBe(403);
    expectSiteErrorPage(answer, SERVER_MESSAGES.csrfRejected);
  });

  it.each([
    ['POST', '/crsapi/v1/hotel/getNothing'],
    ['PUT', '/cms/hotelnav.aspx'],
    ['POST', '/media/nothing.webp'],
  ] as const)('%s %s: the 404 envelope', async (method, url) => {
    const answer = await app.inject({ method, url, payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ statusCode: 404, message: SERVER_MESSAGES.routeNotFound, data: null });
  });
});
