import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, contentEndpoints as E, MEDIA_MAX_BYTES, MEDIA_UPLOAD_PATH, MEDIA_WIDTHS, type MediaUploaded } from '@hotel/shared/schemas/admin/content';
import type { NewsPage } from '@hotel/shared/schemas/content';
import type { Envelope } from '@hotel/shared/schemas/envelope';
import { hotelToday } from '@hotel/shared/hotel-date';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { auditLinesOf } from './helpers/audit-lines.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

const t = useMemberApp();
const email = (role: string) => DEMO_STAFF.find((s) => s.role === role)!.email;
const as = async (role: string) => staffCookieHeader(await signIn(t.app, email(role), DEMO_STAFF_PASSWORD));

/** A multipart/form-data body with one file field, as a browser's form sends it. */
function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = `----hotel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(headers: Record<string, string>, hotel: string, filename: string, type: string, bytes: Buffer) {
  const { payload, contentType } = multipart(filename, type, bytes);
  const response = await t.app.inject({ method: 'POST', url: MEDIA_UPLOAD_PATH, query: { hotel }, headers: { ...headers, 'content-type': contentType }, payload });
  return { status: response.statusCode, body: response.json<Envelope<MediaUploaded>>(), headers: response.headers };
}

/** A photo-like test image with EXIF data that must not survive. */
function photo(width: number, height: number, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c8a96a"/></svg>`) }])
    .withExif({ IFD0: { Artist: 'secret-photographer', ImageDescription: 'GPS here' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe('POST /adminapi/v1/media and GET /media/<id>/<width>.webp', () => {
  it.each([
    ['png', 'image/png', 'garden.png'],
    ['jpeg', 'image/jpeg', 'garden.jpg'],
  ] as const)('re-encodes a %s to WebP in every srcset width, served for a year with an ETag', async (format, type, name) => {
    const editor = await as('content_editor');
    const original = await photo(1600, 1000, format);
    const response = await upload(editor, 'pro001', name, type, original);
    const uploaded = expectSuccess(response);
    expect(response.body.message).toBe(CONTENT_MESSAGES.uploaded);
    expect(uploaded).toMatchObject({ hotel: 'pro001', width: 1600, height: 1000, url: `/media/${uploaded.id}/1200.webp` });
    expect(uploaded.srcset).toBe(`/media/${uploaded.id}/640.webp 640w, /media/${uploaded.id}/1200.webp 1200w, /media/${uploaded.id}/1920.webp 1600w`);

    for (const width of MEDIA_WIDTHS) {
      const file = await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}/${width}.webp` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 1600));
      expect(meta.exif, 'metadata stripped').toBeUndefined();
      const again = await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}/${width}.webp`, headers: { 'if-none-match': String(file.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    expect((await auditLinesOf(t.db, 'media', uploaded.id)).map((l) => l.action)).toEqual(['upload']);
  });

  it('a news item with an uploaded photo is published and its photo loads from the guest news list', async () => {
    const editor = await as('content_editor');
    const uploaded = expectSuccess(await upload(editor, 'pro018', '庭園.jpg', 'image/jpeg', await photo(1400, 900, 'jpeg')));
    const save = await t.app.inject({
      method: 'POST',
      url: E.newsSave.path,
      headers: { ...editor, 'content-type': 'application/json' },
      payload: JSON.stringify({ hotel: 'pro018', title: '庭園の写真展', image: uploaded.url, content: `<p>会場の様子</p><img src="${uploaded.url}" alt="庭園">`, publishFrom: hotelToday() }),
    });
    expect(save.statusCode, save.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/cms/newslist.aspx', query: { sid: '18', pageIndex: '1', pageSize: '6' } });
    const first = list.json<Envelope<NewsPage>>().data.list[0]!;
    expect(first).toMatchObject({ newtitle: '庭園の写真展', newimg: uploaded.url });
    expect(first.newscontent).toContain(`<img src="${uploaded.url}" alt="庭園" />`);
    const image = await t.app.inject({ method: 'GET', url: first.newimg });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a width or an id it does not have, never a web page', async () => {
    for (const url of ['/media/999999/640.webp', '/media/1/641.webp', '/media/x/640.webp', '/media/1/640.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses a text file named .jpg with a Japanese 400, by decoding it, not by its name', async () => {
    const response = await upload(await as('content_editor'), 'pro001', 'photo.jpg', 'image/jpeg', Buffer.from('これは画像ではありません。\n'.repeat(50)));
    expectFailure(response, 400);
    expect(response.body.message).toBe(CONTENT_MESSAGES.mediaType);
  });

  it('refuses a GIF and an SVG, which sharp reads but the site does not take', async () => {
    const editor = await as('content_editor');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const [name, bytes] of [['a.gif', gif], ['a.png', svg]] as const) {
      const response = await upload(editor, 'pro001', name, 'image/png', bytes);
      expectFailure(response, 400);
      expect(response.body.message).toBe(CONTENT_MESSAGES.mediaType);
    }
  });

  it('refuses a file over 10 MB (413) and an image over the pixel limit (400)', async () => {
    const editor = await as('content_editor');
    const big = await upload(editor, 'pro001', 'big.jpg', 'image/jpeg', Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff));
    expectFailure(big, 413);
    expect(big.body.message).toBe(CONTENT_MESSAGES.mediaTooLarge);

    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const response = await upload(editor, 'pro001', 'huge.png', 'image/png', huge);
    expectFailure(response, 400);
    expect(response.body.message).toBe(CONTENT_MESSAGES.mediaTooManyPixels);
  });

  it('refuses an upload for another hotel (403) and a request without a file (400)', async () => {
    const editor = await as('content_editor');
    expectFailure(await upload(editor, 'pro003', 'a.png', 'image/png', await photo(100, 100, 'png')), 403);
    const empty = await t.app.inject({ method: 'POST', url: MEDIA_UPLOAD_PATH, query: { hotel: 'pro001' }, headers: { ...editor, 'content-type': 'application/json' }, payload: '{}' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: CONTENT_MESSAGES.mediaMissing });
  });
});
