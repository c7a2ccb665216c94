import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { hotelToday } from '@hotel/shared/hotel-date';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { loggerOptions } from '../src/logging.ts';
import { rateLimitGroupOf } from '../src/plugins/rate-limit.ts';
import { expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * Cached content reads answered before Fastify (decision 0085): over a real socket, the kept
 * answer must be the one Fastify gave (bytes and headers), with a request id of its own and its
 * line in the request histogram; it must follow a change at once, never keep a refusal, and leave
 * every request it cannot answer exactly to Fastify.
 */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
// Production's level: a content read's request line (debug) is not written, so the front is open.
const t = useMemberApp({ appOptions: { logger: { ...loggerOptions({ level: 'info' }), stream: logStream }, metrics: {} } });

let base: { host: string; port: number };
beforeAll(async () => {
  // Until the change feed listens nothing is kept (on PostgreSQL its LISTEN takes a moment after start).
  await t.app.changes.ready();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
});

const SITE = { channel: 'officialweb', groupcode: '110', random: '123456', timestamp: '1700000000000' };
const HOTEL = JSON.stringify({ HotelCode: 'pro001' });
const NEWS = `/cms/newslist.aspx?sid=${DEFAULT_NEWS_SID}&pageIndex=1&pageSize=6`;

interface Ask {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const READS: Record<string, Ask> = {
  getHotelInfo: { method: 'POST', path: '/crsapi/v1/hotel/getHotelInfo', body: HOTEL },
  getBanner: { method: 'POST', path: '/crsapi/v1/hotel/getBanner', body: HOTEL },
  newslist: { method: 'GET', path: NEWS },
};

/** One request over the socket, its body as the bytes sent (no decompression). */
function send({ method, path, body, headers = {} }: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        ...base,
        method,
        path,
        // A chunked body has no Content-Length.
        headers: { ...SITE, ...(body !== undefined ? { 'content-type': 'application/json', ...(headers['transfer-encoding'] ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const answered = () => t.app.frontAnswers.stats().answered;

/** The headers the app chose: without the connection's and each answer's own. */
function appHeaders(headers: IncomingHttpHeaders): Record<string, unknown> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

/** Sends `ask` twice: the first (never asked before, or asked before a change) goes through Fastify and is kept, the second is the front's. */
async function missThenHit(ask: Ask): Promise<{ miss: Answer; hit: Answer }> {
  const before = answered();
  const miss = await send(ask);
  expect(answered()).toBe(before);
  const hit = await send(ask);
  expect(answered(), `${ask.method} ${ask.path} answered by the front the second time`).toBe(before + 1);
  return { miss, hit };
}

describe('content reads answered before Fastify', () => {
  it('covers the cached content reads of the route table, and no member, changing or throttled route', () => {
    const routes = t.app.frontAnswers.stats().routes;
    expect(routes).toEqual(expect.arrayContaining(['POST /crsapi/v1/hotel/getHotelInfo', 'POST /crsapi/v1/hotel/getBanner', 'GET /cms/newslist.aspx']));
    for (const route of routes) {
      expect(route).not.toMatch(/order|booking|user|member|login|pay/i);
      const [method, path] = route.split(' ') as [string, string];
      // The front counts nothing: a throttled route must go through Fastify's rate limit every time.
      expect(rateLimitGroupOf(method, path), route).toBeNull();
    }
  });

  it.each(Object.keys(READS))('%s: the kept answer is the one Fastify gave, in each encoding and language', async (name) => {
    for (const encoding of ['identity', 'gzip', 'gzip, deflate, br', 'deflate']) {
      for (const language of ['ja', 'en', 'zh-CN,zh;q=0.9']) {
        const ask = { ...READS[name]!, headers: { 'accept-encoding': encoding, 'accept-language': language } };
        const { miss, hit } = await missThenHit(ask);
        expect(miss.status).toBe(200);
        expect(hit.status).toBe(200);
        expect(hit.body.equals(miss.body)).toBe(true);
        expect(appHeaders(hit.headers)).toEqual(appHeaders(miss.headers));
        expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
        // Fastify's own answer in-process (never through the front) is the same answer.
        const inProcess = await t.app.inject({ method: ask.method as 'GET', url: ask.path, payload: ask.body, headers: { ...SITE, ...ask.headers, ...(ask.body ? { 'content-type': 'application/json' } : {}) } });
        expect(inProcess.rawPayload.equals(hit.body)).toBe(true);
        expect(inProcess.headers.etag).toBe(hit.headers.etag);
      }
    }
  });

  it('keys on the body as sent: another spelling of the same input is its own answer, the same one', async () => {
    const spaced = { ...READS.getHotelInfo!, body: '{ "HotelCode" : "pro001" }', headers: { 'accept-encoding': 'gzip' } };
    const { hit } = await missThenHit(spaced);
    const plain = await send({ ...READS.getHotelInfo!, headers: { 'accept-encoding': 'gzip' } });
    expect(hit.body.equals(plain.body)).toBe(true);
    const other = await missThenHit({ ...READS.getHotelInfo!, body: JSON.stringify({ HotelCode: 'pro003' }) });
    expect(other.hit.body.equals(plain.body)).toBe(false);
  });

  it('never keeps a refusal: bad input is refused by Fastify every time, with its message', async () => {
    for (const body of [JSON.stringify({ HotelCode: '' }), JSON.stringify({}), '{"HotelCode":', JSON.stringify({ HotelCode: 'nosuchhotel' })]) {
      const before = answered();
      const first = await send({ ...READS.getHotelInfo!, body });
      const second = await send({ ...READS.getHotelInfo!, body });
      expect(answered()).toBe(before);
      expect(second.status).toBe(first.status);
      expect(first.status).toBeGreaterThanOrEqual(200);
      expect(first.status).toBeLessThan(500);
      const withoutId = (answer: Answer) => ({ ...(JSON.parse(answer.body.toString()) as object), requestId: undefined });
      expect(withoutId(second)).toEqual(withoutId(first));
    }
    const refused = await send({ ...READS.getHotelInfo!, body: JSON.stringify({ HotelCode: '' }) });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ success: false, requestId: refused.headers['x-request-id'] });
  });

  it('leaves to Fastify what it cannot answer: a cookie, a token, a conditional request, HEAD, a body without a length', async () => {
    await missThenHit(READS.newslist!);
    const before = answered();
    const kept = await send(READS.newslist!);
    expect(answered()).toBe(before + 1);
    const passedOn = [
      { ...READS.newslist!, headers: { cookie: 'other=1' } },
      { ...READS.newslist!, headers: { usertoken: 'x'.repeat(40) } },
      { ...READS.newslist!, headers: { 'if-none-match': String(kept.headers.etag) } },
      { ...READS.newslist!, method: 'HEAD' },
      { ...READS.newslist!, path: `${NEWS}&` },
      { ...READS.getHotelInfo!, headers: { 'transfer-encoding': 'chunked' } },
    ];
    for (const ask of passedOn) {
      const answer = await send(ask);
      expect(answer.status, `${ask.method} ${ask.path} ${JSON.stringify(ask.headers)}`).toBe(ask.headers?.['if-none-match'] ? 304 : 200);
    }
    // Neither HEAD nor OPTIONS carries a body the front could key on: Fastify answers them as it always has.
    for (const method of ['HEAD', 'OPTIONS']) {
      const answer = await send({ ...READS.getHotelInfo!, method, body: undefined });
      const inProcess = await t.app.inject({ method: method as 'HEAD', url: READS.getHotelInfo!.path, headers: SITE });
      expect(answer.status, method).toBe(inProcess.statusCode);
    }
    expect(answered()).toBe(before + 1);
  });

  it('a staff edit is in the very next answer', async () => {
    const ask = { ...READS.newslist!, headers: { 'accept-encoding': 'identity' } };
    await missThenHit(ask);
    const editor = staffCookieHeader(await signIn(t.app, DEMO_STAFF.find((s) => s.role === 'content_editor')!.email, DEMO_STAFF_PASSWORD));
    const title = `front check ${Math.random().toString(36).slice(2, 8)}`;
    const body = { hotel: 'pro018', title, image: '/img/news/1.webp', summary: 'summary', content: '<p>content</p>', publishFrom: hotelToday(t.clock.now()), draft: false };
    expectSuccess(await call(t.app, 'POST', E.newsSave.path, { headers: editor, body }));
    // Through Fastify (what was kept is gone), and kept again from then on.
    const { miss: after, hit } = await missThenHit(ask);
    expect(after.body.toString('utf8')).toContain(title);
    expect(hit.body.equals(after.body)).toBe(true);
  });

  it('counts its answers in the request histogram, and writes no line for them at info', async () => {
    const count = async () => {
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = metrics.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/crsapi/v1/hotel/getBanner"') && l.includes('method="POST"') && l.includes('2xx'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await missThenHit(READS.getBanner!);
    const before = await count();
    const linesBefore = lines.length;
    const from = answered();
    for (let i = 0; i < 5; i++) await send(READS.getBanner!);
    expect(answered()).toBe(from + 5);
    expect(await count()).toBe(before + 5);
    expect(lines.slice(linesBefore).filter((l) => l.msg === 'request')).toEqual([]);
  });

  it('passes everything on once shutdown has begun (Fastify then closes each connection)', async () => {
    await missThenHit({ ...READS.getBanner!, headers: { 'accept-language': 'en' } });
    t.app.markShuttingDown();
    const before = answered();
    const answer = await send({ ...READS.getBanner!, headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(answered()).toBe(before);
  });
});

describe('content reads while their request lines are logged', () => {
  const debug = useMemberApp({ appOptions: { logger: { ...loggerOptions({ level: 'debug' }), stream: new Writable({ write: (_c, _e, done) => done() }) } } });

  it('go through Fastify, each with its line', async () => {
    await debug.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (debug.app.server.address() as AddressInfo).port;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${port}${NEWS}`, { headers: SITE });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(debug.app.frontAnswers.stats().answered).toBe(0);
  });
});
