import { expect, type Page } from '@playwright/test';
import { BUILT_IN_ARTICLE_IDS, FOOTER_PAGES } from '../../../packages/shared/src/constants.ts';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { apiLogin, bookThroughApi } from './booking-fixtures.ts';
import { registerMember, SITE_HEADERS } from './member-fixtures.ts';
import { pagesWiderThanWindow } from './page-widths.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

/**
 * Every guest page of the app's route table (apps/web/app/routes.ts; the back office and the
 * catch-all are not guest pages), its parameters filled with demo data: a page added tomorrow is
 * checked tomorrow. A parameter with no demo value fails the test, naming it.
 */
function guestPaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.file.startsWith('routes/admin/')) return [];
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    const own = entry.path === '*' || (!entry.index && entry.children) ? [] : [`/${path}`];
    return [...own, ...guestPaths(entry.children ?? [], path)];
  });
}

const STAY_NIGHTS = 3;

/** The stays the rooms pages are opened with: 3 nights (the demo 連泊割 on breakfast rates), with and without a promotion code. */
function stayQueries(): string[] {
  const checkIn = addDays(hotelToday(), 45);
  const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, STAY_NIGHTS)}&rooms=1&adults=2&children=0`;
  return [stay, `${stay}&discountType=${encodeURIComponent('プロモーション')}&discountCode=WINTER2026`];
}

/**
 * Every link on a listing page to a detail page (each sale, each news item): demo data the app
 * itself shows. All of them, not the first: a long title is what makes a detail page too wide.
 */
async function linkIds(page: Page, listing: string, pattern: RegExp): Promise<string[]> {
  await page.goto(listing);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((h) => h.match(pattern)?.[1]).filter((id): id is string => Boolean(id)))];
  expect(ids.length, `links matching ${pattern} on ${listing}`).toBeGreaterThan(0);
  return ids;
}

/** A held stay and a placed order of the logged-in member, so the booking steps show their real content. */
async function bookingStep(page: Page, mobile: string): Promise<{ holdNo: string; order: { id: number; orderNo: string; revNo: string } }> {
  const headers = { ...SITE_HEADERS, random: '1', timestamp: String(Date.now()) };
  const hold = async () => {
    const checkIn = addDays(hotelToday(), 30 + Math.floor(Math.random() * 200));
    const answer = await page.request.post('/crsapi/v1/order/checkInventory', {
      headers,
      data: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'ADVBF', checkIn, checkOut: addDays(checkIn, STAY_NIGHTS), roomQty: 1 },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()).data as { orderNo: string }).orderNo;
  };
  const submit = await page.request.post('/crsapi/v1/order/submitOrder', {
    headers,
    data: { orderNo: await hold(), revUser: '山田 花子', mobile, arrivalTime: '15:00-16:00', remark: 'あ'.repeat(300) },
  });
  expect(submit.ok(), await submit.text()).toBe(true);
  return { holdNo: await hold(), order: (await submit.json()).data };
}

/** Every guest URL to check: each route with its parameters and queries filled in. */
export async function guestUrls(page: Page): Promise<string[]> {
  // A member of its own: the booking steps show this member's hold and order (the demo member's history stays as other tests expect it).
  const member = await registerMember(page.request);
  await apiLogin(page.request, member);
  const { holdNo, order } = await bookingStep(page, member.mobile);
  const values: Record<string, string[]> = {
    hotelCode: ['pro001', 'pro003'],
    saleId: await linkIds(page, '/sales', /^\/sales\/(\d+)$/),
    newsId: await linkIds(page, '/news', /^\/newsdetail\/(\d+)$/),
    articleId: [String(BUILT_IN_ARTICLE_IDS[0])],
    footerNavName: Object.keys(FOOTER_PAGES),
    // A pay-at-hotel stay of two nights, which may change (decision 0059): the change page shows its form.
    orderId: [String((await bookThroughApi(page.request, 'BAR', 2)).id)],
    // A payment link that opens nothing: the page answers its Japanese 404 (a real token is only ever in the SMS or mail).
    token: ['A'.repeat(43)],
  };
  const orderQuery = new URLSearchParams({ id: String(order.id), orderNo: order.orderNo, revNo: order.revNo }).toString();
  const queries: Record<string, string[]> = {
    '/search': stayQueries().map((q) => `city=HGH&${q}`),
    '/:hotelCode/rooms': stayQueries(),
    '/:hotelCode/room-detail/room-detail': stayQueries().map((q) => `index=0&${q}`),
    '/:hotelCode/child-hotel/rooms/FillInformationStep': [`orderNo=${holdNo}`],
    '/:hotelCode/child-hotel/rooms/pay-step': [orderQuery],
    '/:hotelCode/child-hotel/rooms/PayState': [orderQuery],
    '/courtesy': ['tab=mypage', 'tab=orders&state=100'],
  };
  return guestPaths(routeTable).flatMap((template) => {
    let urls = [template];
    for (const name of template.match(/:\w+/g) ?? []) {
      const filled = values[name.slice(1)];
      expect(filled, `a demo value for ${name} (${template})`).toBeDefined();
      urls = urls.flatMap((url) => filled!.map((value) => url.replace(name, value)));
    }
    const extra = queries[template];
    return extra ? urls.flatMap((url) => extra.map((q) => `${url}?${q}`)) : urls;
  });
}

/** No guest page is wider than the window: the page never scrolls sideways. */
export async function expectNoGuestPageWiderThanViewport(page: Page): Promise<void> {
  const tooWide = await pagesWiderThanWindow(page, await guestUrls(page));
  expect(tooWide, `pages wider than ${page.viewportSize()!.width}px`).toEqual([]);
}
