import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { hotelToday } from '@hotel/shared/hotel-date';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * A cached content read's answer is kept as bytes per encoding with its ETag (decision 0081): a
 * hit must send what a miss sends, in every encoding, revalidate with 304, and follow a change at once.
 */
const t = useMemberApp();

const SITE = { channel: 'officialweb', groupcode: '110', random: '123456', timestamp: '1700000000000' };
const ENCODINGS = { identity: 'identity', gzip: 'gzip', br: 'gzip, deflate, br' } as const;
type Encoding = keyof typeof ENCODINGS;

const READS: Record<string, (headers: Record<string, string>) => InjectOptions> = {
  getHotelInfo: (headers) => ({ method: 'POST', url: '/crsapi/v1/hotel/getHotelInfo', payload: { HotelCode: 'pro001' }, headers }),
  getBanner: (headers) => ({ method: 'POST', url: '/crsapi/v1/hotel/getBanner', payload: { HotelCode: 'pro001' }, headers }),
  newslist: (headers) => ({ method: 'GET', url: `/cms/newslist.aspx?sid=${DEFAULT_NEWS_SID}&pageIndex=1&pageSize=6`, headers }),
};

function text(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body;
}

const ask = (name: string, encoding: Encoding, extra: Record<string, string> = {}) =>
  t.app.inject(READS[name]!({ ...SITE, 'accept-encoding': ENCODINGS[encoding], ...extra }));

/** Below 1,024 characters an answer is sent as it is whatever the encodings asked for (plugins/compressed-answers.ts). */
async function compressible(name: string): Promise<boolean> {
  const plain = await ask(name, 'identity');
  const compressed = plain.body.length >= 1024;
  // pro001's banners are a short answer; the hotel and the news list are long ones, so each encoding is covered.
  if (name !== 'getBanner') expect(compressed).toBe(true);
  return compressed;
}

describe('content reads answered from bytes kept ready', () => {
  it.each(Object.keys(READS))('%s: a hit sends the bytes, headers and ETag of the miss, in each encoding', async (name) => {
    const texts = new Set<string>();
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
      // The first request of this app for this read (the identity one) misses the read cache too.
      const miss = await ask(name, encoding);
      const hit = await ask(name, encoding);
      expect(miss.statusCode).toBe(200);
      expect(hit.statusCode).toBe(200);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(JSON.parse(text(hit))).toMatchObject({ success: true, statusCode: 200 });
      texts.add(text(miss)).add(text(hit));
      const sentAsIs = encoding === 'identity' || text(hit).length < 1024;
      expect(hit.headers['content-encoding']).toBe(sentAsIs ? undefined : encoding);
      expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(hit.headers.etag).toMatch(/^"[^"]+"$/);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      // A cache must key on the language (decision 0073) and, once the answer is compressible, the encoding.
      expect(hit.headers.vary).toBe(miss.headers.vary);
      expect(String(hit.headers.vary)).toMatch(/accept-language/i);
      if (!sentAsIs) expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
      // Every request's own headers are still on a hit.
      expect(hit.headers['x-request-id']).toBeTruthy();
      expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
      expect(hit.headers['content-security-policy']).toBeTruthy();
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
    }
    // One text behind every encoding.
    expect(texts.size).toBe(1);
  });

  it.each(Object.keys(READS))('%s: 304 for the ETag of the encoding asked for, 200 for another', async (name) => {
    const representations = (await compressible(name)) ? 3 : 1;
    const etags = new Set<string>();
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
      const first = await ask(name, encoding);
      const etag = first.headers.etag as string;
      etags.add(etag);
      const again = await ask(name, encoding, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect((await ask(name, encoding, { 'if-none-match': '"something else"' })).statusCode).toBe(200);
    }
    // Each encoding is its own representation, with its own ETag.
    expect(etags.size).toBe(representations);
  });

  it('a staff edit is in the very next answer, in every encoding, under a new ETag', async () => {
    const before = Object.fromEntries(await Promise.all((Object.keys(ENCODINGS) as Encoding[]).map(async (e) => [e, await ask('newslist', e)] as const)));
    // A second round: the answers now come from the kept bytes.
    for (const e of Object.keys(ENCODINGS) as Encoding[]) expect((await ask('newslist', e)).headers.etag).toBe(before[e]!.headers.etag);

    const editor = staffCookieHeader(await signIn(t.app, DEMO_STAFF.find((s) => s.role === 'content_editor')!.email, DEMO_STAFF_PASSWORD));
    const title = `ready-bytes check ${Math.random().toString(36).slice(2, 8)}`;
    const body = { hotel: 'pro018', title, image: '/img/news/1.webp', summary: 'summary', content: '<p>content</p>', publishFrom: hotelToday(t.clock.now()), draft: false };
    expectSuccess(await call(t.app, 'POST', E.newsSave.path, { headers: editor, body }));

    for (const e of Object.keys(ENCODINGS) as Encoding[]) {
      const after = await ask('newslist', e, { 'if-none-match': before[e]!.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(text(after)).toContain(title);
      expect(after.headers.etag).not.toBe(before[e]!.headers.etag);
    }
  });
});
