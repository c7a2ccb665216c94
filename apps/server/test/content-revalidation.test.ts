import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/** Catalogue and content answers carry an ETag and must be revalidated; a match is a bodiless 304 (decision 0035). */
const t = useTestApp();

describe('ETag and 304 on catalogue and content answers', () => {
  it.each(['/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=5', '/crsapi/v1/hotel/getGroupCities', '/crsapi/v1/hotel/getCityHotel?HotelCode=pro018'])(
    '%s: ETag, no-cache, 304 while unchanged',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    },
  );

  it('a change gives a new ETag and the new answer at once', async () => {
    const url = '/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=5';
    const before = await t.app.inject({ method: 'GET', url });
    await t.db.execute(sql`update news set title = 'ETag の確認' where id = (select id from news where draft = false order by published_on desc, id desc limit 1)`);
    await t.app.changes.sync();
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('ETag の確認');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a compressed answer is its own representation: its own ETag, 304 for it, the same text inside', async () => {
    const url = '/cms/newslist.aspx?sid=18&pageIndex=1&pageSize=10';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const gzip = await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getHotelInfo', payload: { HotelCode: 'pro018' }, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toMatchObject({ success: true });
  });

  it('personal answers get no ETag and stay no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/crsapi/v1/user/userdetail' });
    expect(res.headers.etag).toBeUndefined();
  });
});
