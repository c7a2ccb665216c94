import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_SID } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { CONTENT_MESSAGES, contentEndpoints as E, type NewsRecord } from '@hotel/shared/schemas/admin/content';
import type { News, NewsPage } from '@hotel/shared/schemas/content';
import { addDays, hotelToday, slashDate } from '@hotel/shared/hotel-date';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { auditLinesOf } from './helpers/audit-lines.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, DAY, useMemberApp } from './helpers/member-app.ts';
import { addStaff, signIn, staffCookieHeader } from './helpers/staff-app.ts';

const t = useMemberApp();
const email = (role: string) => DEMO_STAFF.find((s) => s.role === role)!.email;
const today = () => hotelToday(t.clock.now());

async function as(role: string) {
  return staffCookieHeader(await signIn(t.app, email(role), DEMO_STAFF_PASSWORD));
}

function newsBody(overrides: Record<string, unknown> = {}) {
  return {
    hotel: 'pro018',
    title: `春の庭園ツアーのお知らせ ${Math.random().toString(36).slice(2, 8)}`,
    image: '/img/news/1.webp',
    summary: '西湖の庭園をめぐるツアーを始めます。',
    content: '<p>ご参加をお待ちしております。</p>',
    publishFrom: today(),
    draft: false,
    ...overrides,
  };
}

const post = (path: string, headers: Record<string, string>, body: unknown) => call(t.app, 'POST', path, { headers, body });
const get = (path: string, headers: Record<string, string>, query: Record<string, string>) => call(t.app, 'GET', path, { headers, query });

async function guestList(): Promise<News[]> {
  const response = await call<NewsPage>(t.app, 'GET', '/cms/newslist.aspx', { query: { sid: String(DEFAULT_NEWS_SID), pageIndex: '1', pageSize: '50' } });
  return expectSuccess(response).list;
}
const guestShow = (id: number) => call<News[]>(t.app, 'GET', '/cms/shownews.aspx', { query: { sid: String(id) } });

describe('news in the back office', () => {
  it('a published item is on the guest news list at once, first, as guests see news', async () => {
    const editor = await as('content_editor');
    const body = newsBody({ content: '<p onclick="x()">本文<script>alert(1)</script></p><img src="https://evil.example/x.png"><a href="javascript:alert(1)">リンク</a>' });
    const created = expectSuccess(await post(E.newsSave.path, editor, body)) as NewsRecord;
    expect(created).toMatchObject({ hotel: 'pro018', title: body.title, state: 'live', draft: false, publishFrom: today(), publishTo: null });
    // Staff HTML is cleaned before it is stored: no script, handler, foreign image or javascript: link.
    expect(created.content).toBe('<p>本文</p><a>リンク</a>');

    const list = await guestList();
    expect(list[0]).toEqual({ newid: created.id, newimg: body.image, newtitle: body.title, newdatetime: slashDate(today()), newsummary: body.summary, newscontent: created.content });
    expect(expectSuccess(await guestShow(created.id))[0]!.newtitle).toBe(body.title);
  });

  it('a scheduled item stays hidden until its first day, and leaves after its last', async () => {
    const editor = await as('content_editor');
    const tomorrow = addDays(today(), 1);
    const created = expectSuccess(await post(E.newsSave.path, editor, newsBody({ publishFrom: tomorrow, publishTo: tomorrow }))) as NewsRecord;
    expect(created.state).toBe('scheduled');
    expect((await guestList()).map((n) => n.newid)).not.toContain(created.id);
    expectFailure(await guestShow(created.id), 404);

    t.clock.advance(DAY);
    expect((await guestList()).map((n) => n.newid)).toContain(created.id);
    expectSuccess(await guestShow(created.id));

    t.clock.advance(DAY);
    expect((await guestList()).map((n) => n.newid)).not.toContain(created.id);
    expectFailure(await guestShow(created.id), 404);
    // Two days on the session has long gone idle: sign in again.
    const listed = expectSuccess(await get(E.newsList.path, await as('content_editor'), { hotel: 'pro018' })) as { id: number; state: string }[];
    expect(listed.find((n) => n.id === created.id)?.state).toBe('ended');
  });

  it('edits and unpublishes, each with an audit line holding before and after', async () => {
    const editor = await as('content_editor');
    const created = expectSuccess(await post(E.newsSave.path, editor, newsBody())) as NewsRecord;
    const edited = expectSuccess(await post(E.newsSave.path, editor, newsBody({ id: created.id, title: '改題したお知らせ' }))) as NewsRecord;
    expect(edited.title).toBe('改題したお知らせ');
    expect((await guestList()).find((n) => n.newid === created.id)?.newtitle).toBe('改題したお知らせ');

    const unpublished = await post(E.newsUnpublish.path, editor, { id: created.id });
    expect(expectSuccess(unpublished)).toMatchObject({ draft: true, state: 'draft' });
    expect(unpublished.body.message).toBe(CONTENT_MESSAGES.unpublished);
    expect((await guestList()).map((n) => n.newid)).not.toContain(created.id);

    const history = await auditLinesOf(t.db, 'news', created.id);
    expect(history.map((l) => l.action)).toEqual(['create', 'update', 'unpublish']);
    expect(history[1]).toMatchObject({ staffEmail: email('content_editor'), hotelCode: 'pro018', before: { title: created.title }, after: { title: '改題したお知らせ' } });
    expect(history[2]).toMatchObject({ before: { draft: false }, after: { draft: true } });
  });

  it('previews an unsaved item exactly as the guest API would answer it, without saving', async () => {
    const editor = await as('content_editor');
    const body = newsBody({ content: '<p>下書き<script>x</script></p>' });
    const preview = expectSuccess(await post(E.newsPreview.path, editor, body)) as News;
    expect(preview).toEqual({ newid: 0, newimg: body.image, newtitle: body.title, newdatetime: slashDate(today()), newsummary: body.summary, newscontent: '<p>下書き</p>' });
    expect((await guestList()).map((n) => n.newtitle)).not.toContain(body.title);
  });

  it('refuses bad input with a Japanese 400 naming the problem', async () => {
    const editor = await as('content_editor');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, CONTENT_MESSAGES.titleRequired],
      [{ publishFrom: '2026-02-30' }, CONTENT_MESSAGES.dateInvalid],
      [{ publishTo: addDays(today(), -1) }, CONTENT_MESSAGES.windowInvalid],
      [{ image: 'https://evil.example/a.png' }, CONTENT_MESSAGES.imageInvalid],
      [{ image: '/img/../../etc/passwd' }, CONTENT_MESSAGES.imageInvalid],
      [{ content: '' }, CONTENT_MESSAGES.bodyRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(E.newsSave.path, editor, newsBody(overrides));
      expectFailure(response, 400);
      expect(response.body.message, JSON.stringify(overrides)).toBe(message);
    }
    // A hotel that is not theirs is refused before validation; the group administrator is told what is wrong.
    expectFailure(await post(E.newsSave.path, editor, newsBody({ hotel: 'pro999' })), 403);
    const unknownHotel = await post(E.newsSave.path, await as('group_admin'), newsBody({ hotel: 'pro999' }));
    expectFailure(unknownHotel, 400);
    expect(unknownHotel.body.message).toBe(CONTENT_MESSAGES.hotelInvalid);
  });

  it("an editor of pro001 cannot read, edit or unpublish pro003's news (404) nor create any (403)", async () => {
    const admin = await as('group_admin');
    const foreign = expectSuccess(await post(E.newsSave.path, admin, newsBody({ hotel: 'pro003' }))) as NewsRecord;
    const person = await addStaff(t.db, 'content_editor', ['pro001']);
    const editor = staffCookieHeader(await signIn(t.app, person.email, person.password));

    for (const response of [
      await get(E.newsGet.path, editor, { id: String(foreign.id) }),
      await post(E.newsSave.path, editor, newsBody({ id: foreign.id, hotel: 'pro001', title: '乗っ取り' })),
      await post(E.newsUnpublish.path, editor, { id: foreign.id }),
    ]) {
      expectFailure(response, 404);
      expect(response.body.message).toBe(CONTENT_MESSAGES.notFound);
    }
    const create = await post(E.newsSave.path, editor, newsBody({ hotel: 'pro003' }));
    expectFailure(create, 403);
    expect(create.body.message).toBe(SERVER_MESSAGES.staffForbidden);
    expectFailure(await get(E.newsList.path, editor, { hotel: 'pro003' }), 403);
    // Their own hotel works, and the foreign item is untouched.
    expectSuccess(await post(E.newsSave.path, editor, newsBody({ hotel: 'pro001' })));
    expect(expectSuccess(await get(E.newsGet.path, admin, { id: String(foreign.id) }))).toMatchObject({ title: foreign.title, draft: false });
  });

  it('group news is for group administrators and editors acting for pro018, not for a hotel manager', async () => {
    const manager = await as('hotel_manager');
    expectFailure(await post(E.newsSave.path, manager, newsBody()), 403);
    expectSuccess(await post(E.newsSave.path, manager, newsBody({ hotel: 'pro001' })));
    expectFailure(await post(E.newsSave.path, await as('front_desk'), newsBody({ hotel: 'pro001' })), 403);
  });
});
