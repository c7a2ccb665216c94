import { expect, test, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { staffUrls, sweep } from './accessibility-fixtures.ts';
import { addConnection } from './admin-channels-fixtures.ts';
import { staffSignIn, STAFF_PASSWORD } from './admin-done-when-fixtures.ts';
import { addEndpoint, nobodyListens } from './admin-webhooks-fixtures.ts';
import { bookAndPay, requestFapiao } from './booking-papers-fixtures.ts';
import { guestUrls } from './guest-pages-fixtures.ts';
import { SITE_HEADERS } from './member-fixtures.ts';

/**
 * Issue 30's full sweep (decision 0079): axe-core on every guest page of the route table in every
 * language of the site and on every staff page, at 1280 and 375 px, with the pages' dialogs open:
 * 0 violations. The pages come from the route table, so a page added tomorrow is checked
 * tomorrow. About 18 minutes on two cores, so it is its own command, `npm run test:a11y`
 * (the playwright config runs *.sweep.spec.ts only with E2E_SWEEP=1).
 */
test.describe.configure({ mode: 'parallel' });

for (const prefix of ['', '/zh', '/en']) {
  test(`every guest page${prefix ? ` under ${prefix}` : ' in Japanese'}, as a member: no WCAG 2.2 AA violation at 1280 and 375 px`, async ({ page }) => {
    test.setTimeout(900_000);
    const urls = (await guestUrls(page)).map((url) => `${prefix}${url}`);
    expect(await sweep(page, urls)).toEqual([]);
  });
}

/**
 * The records whose pages a fresh demo has no link to yet: a meeting request, a channel
 * connection, a webhook endpoint and a fapiao request (from a guest who booked and paid).
 */
async function staffRecords(page: Page, guest: Page): Promise<void> {
  const begin = `${addDays(hotelToday(), 40)} 09:00:00`;
  const meeting = await page.request.post('/crsapi/v1/meetingbook/meetingbook', {
    headers: SITE_HEADERS,
    data: { applyName: '山田 太郎', meetingType: '会議', peopleNums: '10-50', contactPhone: '13912345678', beginTime: begin, endTime: begin.replace('09:', '17:'), note: '', hotelCode: 'pro001' },
  });
  expect(meeting.ok(), await meeting.text()).toBe(true);
  await addConnection(page, `a11y ${Date.now()}`, 'フェルトン・グランド杭州西湖');
  await addEndpoint(page, nobodyListens(`a11y-${Date.now()}`), 'a11y');
  const { order } = await bookAndPay(guest);
  await requestFapiao(guest, order);
}

test('every staff page, as the group administrator: no WCAG 2.2 AA violation at 1280 and 375 px', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await staffSignIn(page, 'admin@demo.felton', STAFF_PASSWORD);
  await staffRecords(page, await (await browser.newContext()).newPage());
  const urls = await staffUrls(page, ['/admin/content?hotel=pro001', '/admin/content?hotel=pro001&owner=group', '/admin/members?hotel=pro001&q=13800138000']);
  expect(await sweep(page, urls)).toEqual([]);
});
