import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, contentEndpoints as E, type BannerRecord, type SaleRecord } from '@hotel/shared/schemas/admin/content';
import type { ContentPage, MeetingInfo } from '@hotel/shared/schemas/content';
import type { Banner, Sale } from '@hotel/shared/schemas/hotel';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { auditLinesOf } from './helpers/audit-lines.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, useMemberApp } from './helpers/member-app.ts';
import { signIn, staffCookieHeader } from './helpers/staff-app.ts';

const t = useMemberApp();
const email = (role: string) => DEMO_STAFF.find((s) => s.role === role)!.email;
const as = async (role: string) => staffCookieHeader(await signIn(t.app, email(role), DEMO_STAFF_PASSWORD));
const today = () => hotelToday(t.clock.now());
const post = (path: string, headers: Record<string, string>, body: unknown) => call(t.app, 'POST', path, { headers, body });
const get = (path: string, headers: Record<string, string>, query: Record<string, string>) => call(t.app, 'GET', path, { headers, query });

const saleBody = (overrides: Record<string, unknown> = {}) => ({
  hotel: 'pro001',
  title: `湖畔の春プラン ${Math.random().toString(36).slice(2, 8)}`,
  typeName: '住在',
  salesInfo: '朝食付き',
  salesList: ['レイトチェックアウト'],
  content: '<p>春の湖畔でお過ごしください。</p>',
  beginDate: today(),
  endDate: addDays(today(), 30),
  thumbnail: '/img/sales/1.webp',
  showImage: '/img/sales/1.webp',
  ...overrides,
});
const guestSales = async () => expectSuccess(await call<Sale[]>(t.app, 'POST', '/crsapi/v1/hotel/getsalelist', { body: { hotelCode: 'pro001' } })).map((s) => s.id);
const guestSale = (id: number) => call<Sale>(t.app, 'GET', '/crsapi/v1/hotel/getsaledetail', { query: { id: String(id) } });
const guestBanners = async (hotel: string) => expectSuccess(await call<Banner[]>(t.app, 'POST', '/crsapi/v1/hotel/getBanner', { body: { HotelCode: hotel } })).map((b) => b.id);

describe('offers and banners in the back office', () => {
  it('an offer is shown inside its publish window only, and never as a draft', async () => {
    const manager = await as('hotel_manager');
    const live = expectSuccess(await post(E.saleSave.path, manager, saleBody())) as SaleRecord;
    const later = expectSuccess(await post(E.saleSave.path, manager, saleBody({ publishFrom: addDays(today(), 2) }))) as SaleRecord;
    const draft = expectSuccess(await post(E.saleSave.path, manager, saleBody({ draft: true }))) as SaleRecord;
    expect([live.state, later.state, draft.state]).toEqual(['live', 'scheduled', 'draft']);
    expect(live.hotel).toBe('pro001');

    const shown = await guestSales();
    expect(shown).toContain(live.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(draft.id);
    expect(expectSuccess(await guestSale(live.id))).toMatchObject({ id: live.id, hotelCode: 'pro001', isGroup: 0, salesList: ['レイトチェックアウト'] });
    expectFailure(await guestSale(later.id), 404);
    expectFailure(await guestSale(draft.id), 404);

    expectSuccess(await post(E.saleUnpublish.path, manager, { id: live.id }));
    expect(await guestSales()).not.toContain(live.id);
    expect((await auditLinesOf(t.db, 'sale', live.id)).map((l) => l.action)).toEqual(['create', 'unpublish']);
  });

  it('refuses an offer that ends before it begins, or of an unknown type, in Japanese', async () => {
    const manager = await as('hotel_manager');
    const backwards = await post(E.saleSave.path, manager, saleBody({ endDate: addDays(today(), -1) }));
    expectFailure(backwards, 400);
    expect(backwards.body.message).toBe(CONTENT_MESSAGES.periodInvalid);
    const type = await post(E.saleSave.path, manager, saleBody({ typeName: 'なんでも' }));
    expectFailure(type, 400);
    expect(type.body.message).toBe(CONTENT_MESSAGES.saleTypeInvalid);
  });

  it('a banner joins the hotel carousel at once, and leaves it when unpublished', async () => {
    const manager = await as('hotel_manager');
    const body = { hotel: 'pro001', title: '春の特別企画', image: '/img/group/banner-1.webp', imageMobile: '/img/group/banner-1.webp', link: '/pro001/sales' };
    const banner = expectSuccess(await post(E.bannerSave.path, manager, body)) as BannerRecord;
    expect(await guestBanners('pro001')).toContain(banner.id);
    expectSuccess(await post(E.bannerUnpublish.path, manager, { id: banner.id }));
    expect(await guestBanners('pro001')).not.toContain(banner.id);
    const badLink = await post(E.bannerSave.path, manager, { ...body, link: 'javascript:alert(1)' });
    expectFailure(badLink, 400);
    expect(badLink.body.message).toBe(CONTENT_MESSAGES.linkInvalid);
  });
});

describe('pages in the back office', () => {
  it('the about page is the group content: an editor for pro018 changes what /cms/about.aspx answers', async () => {
    const editor = await as('content_editor');
    const before = expectSuccess(await get(E.pageGet.path, editor, { sid: '75' })) as ContentPage;
    const body = { sid: 75, title: before.title, titleEn: before.titleEn, banner: before.banner, bannerMobile: before.bannerMob, content: '<h3>新しい物語</h3><p>江南の美意識。</p><script>x</script>' };
    const preview = expectSuccess(await post(E.pagePreview.path, editor, body)) as ContentPage;
    expect(preview.Content).toBe('<h3>新しい物語</h3><p>江南の美意識。</p>');
    expect(expectSuccess(await call<ContentPage>(t.app, 'GET', '/cms/about.aspx', { query: { sid: '75' } })).Content).toBe(before.Content);

    expectSuccess(await post(E.pageSave.path, editor, body));
    expect(expectSuccess(await call<ContentPage>(t.app, 'GET', '/cms/about.aspx', { query: { sid: '75' } })).Content).toBe(preview.Content);
    const [line] = await auditLinesOf(t.db, 'content_page', 75);
    expect(line).toMatchObject({ hotelCode: 'pro018', action: 'update', before: { content: before.Content }, after: { content: preview.Content } });

    // A hotel manager has content.edit, but only for their hotel: not the group's pages.
    expectFailure(await post(E.pageSave.path, await as('hotel_manager'), body), 403);
    const unknown = await get(E.pageGet.path, editor, { sid: '12' });
    expectFailure(unknown, 404);
  });

  it("a hotel page block is saved only when it reads back as the guest API's schema", async () => {
    const editor = await as('content_editor');
    const current = expectSuccess(await get(E.hotelBlockGet.path, editor, { hotel: 'pro001', kind: 'meeting' })) as { data: MeetingInfo };
    const data = { ...current.data, MeetingIntro: '湖を望む宴会場で、記憶に残るひとときを。' };
    expectSuccess(await post(E.hotelBlockSave.path, editor, { hotel: 'pro001', kind: 'meeting', data }));
    const guest = expectSuccess(await call<MeetingInfo>(t.app, 'GET', '/cms/meeting.aspx', { query: { HotelCode: 'pro001' } }));
    expect(guest.MeetingIntro).toBe(data.MeetingIntro);
    expect((await auditLinesOf(t.db, 'hotel_content', 'pro001:meeting')).map((l) => l.action)).toEqual(['update']);

    const broken = await post(E.hotelBlockSave.path, editor, { hotel: 'pro001', kind: 'meeting', data: { MeetingIntro: 'だけ' } });
    expectFailure(broken, 400);
    expect(broken.body.message).toBe(CONTENT_MESSAGES.blockInvalid);
    expectFailure(await post(E.hotelBlockSave.path, editor, { hotel: 'pro003', kind: 'meeting', data }), 403);
  });
});
