import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { MESSAGES, partySearchedInRoomsMessage, SITE_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { apiLogin, bookThroughApi, payStepPath } from './booking-fixtures.ts';
import { DEMO_MEMBER, loginInModalWithPassword, openPage, registerMember, SITE_HEADERS } from './member-fixtures.ts';

/** The guest booking steps, checked the same way at 1280 px (guest-steps.spec.ts) and 375 px (guest-steps.mobile.spec.ts). */

const headers = () => ({ ...SITE_HEADERS, random: String(Math.random()).slice(2, 8), timestamp: String(Date.now()) });
const someDay = () => addDays(hotelToday(), 30 + Math.floor(Math.random() * 200));

/** Holds a room at pro001 for the context's member; the party is the one the guest searched. */
async function holdRoom(request: APIRequestContext, rateCode: string, party = { adultNum: 1, childrenNum: 0 }): Promise<string> {
  const checkIn = someDay();
  const hold = await request.post('/crsapi/v1/order/checkInventory', {
    headers: headers(),
    data: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode, checkIn, checkOut: addDays(checkIn, 1), roomQty: 1, ...party },
  });
  expect(hold.ok(), await hold.text()).toBe(true);
  return ((await hold.json()).data as { orderNo: string }).orderNo;
}

/** A new member logged in in the page's browser. */
async function memberInPage(page: Page, request: APIRequestContext) {
  const member = await registerMember(request, '山田 花子');
  await apiLogin(page.request, member);
  return member;
}

/**
 * A member with an earlier booking opens the guest step of a stay for an adult and a child: their
 * name, mobile and the e-mail of that booking are filled in, the summary names the party and the
 * total stays on one line (never 「1,942 / 元」).
 */
async function guestStepPrefilled(page: Page, request: APIRequestContext): Promise<void> {
  const member = await memberInPage(page, request);
  const earlier = await holdRoom(page.request, 'BAR');
  const submitted = await page.request.post('/crsapi/v1/order/submitOrder', {
    headers: headers(),
    data: { orderNo: earlier, revUser: '山田 花子', mobile: member.mobile, email: 'hanako@example.jp', arrivalTime: '15:00-16:00', remark: '' },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  const orderNo = await holdRoom(page.request, 'ADV', { adultNum: 1, childrenNum: 1 });
  await openPage(page, `/pro001/child-hotel/rooms/FillInformationStep?orderNo=${orderNo}`);
  const summary = page.getByRole('complementary', { name: 'フェルトン・グランド杭州西湖' });
  await expect(summary.getByText('大人1名・子供1名')).toBeVisible();
  const total = summary.locator('dd').filter({ hasText: /^[\d,]+元$/ }).last();
  await expect(total).toBeVisible();
  const lines = await total.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines, 'lines of the total').toBe(1);
  await expect(page.getByLabel('姓（ラストネーム）')).toHaveValue('山田');
  await expect(page.getByLabel('名（ファーストネーム）')).toHaveValue('花子');
  await expect(page.getByLabel('携帯電話番号')).toHaveValue(member.mobile);
  await expect(page.getByLabel('メールアドレス')).toHaveValue('hanako@example.jp');
}

/** Confirming the guest step from far down the page lands on the pay step at its top. */
async function payStepOpensAtTop(page: Page, request: APIRequestContext): Promise<void> {
  const member = await memberInPage(page, request);
  const orderNo = await holdRoom(page.request, 'ADV');
  await openPage(page, `/pro001/child-hotel/rooms/FillInformationStep?orderNo=${orderNo}`);
  await page.getByLabel('姓（ラストネーム）').fill('山田');
  await page.getByLabel('名（ファーストネーム）').fill('花子');
  await page.getByLabel('メールアドレス').fill('hanako@example.jp');
  await page.getByLabel('携帯電話番号').fill(member.mobile);
  const confirm = page.getByRole('button', { name: '予約内容を確定する' });
  await confirm.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await confirm.click();
  await expect(page).toHaveURL(/\/pay-step\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'お支払い方法の選択' })).toBeVisible();
  // At the top as soon as the step shows: not scrolling up to it from where the form was.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The QR page shows what is being paid: the amount and the order number. */
async function qrPageNamesAmountAndOrder(page: Page, request: APIRequestContext): Promise<void> {
  await memberInPage(page, request);
  const order = await bookThroughApi(page.request, 'ADV');
  await openPage(page, payStepPath(order));
  const amount = (await page.getByText(/お支払い金額\s*[\d,]+元/).first().innerText()).match(/[\d,]+元/)![0];
  await page.getByRole('radio', { name: /微信/ }).check();
  await page.getByRole('button', { name: 'お支払いを完了する' }).click();
  await expect(page).toHaveURL(/\/PayDetail\?payCode=/);
  await expect(page.getByRole('img', { name: /^微信.*のQRコード$/ })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: amount })).toBeVisible();
  await expect(facts.filter({ hasText: order.orderNo })).toBeVisible();
}

/**
 * Logging in from the booking prompt takes 「まだログインしていません」 off the screen as
 * 「ログイン成功」 shows. The page's clock stands still from the prompt on, as for a guest who logs
 * in quickly: the warning must go because the login succeeded, not because its time ran out.
 */
async function loginFromBookingPrompt(page: Page, request: APIRequestContext): Promise<void> {
  const member = await registerMember(request);
  const checkIn = someDay();
  await page.clock.install();
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  await page.getByRole('article', { name: 'スーペリアキング（ガーデンビュー）' }).getByRole('button', { name: /^予約する/ }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.notLoggedIn })).toBeVisible();
  // The dialog's form has loaded (React reveals it on a timer) before the clock stops.
  await expect(page.getByRole('dialog', { name: 'ログイン' }).getByRole('tab', { name: 'パスワードでログイン' })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await loginInModalWithPassword(page, member);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.loginSucceeded })).toBeVisible();
  await expect(page.getByText(MESSAGES.notLoggedIn)).toHaveCount(0);
}

/** The member centre shows the member card's stored balance, the one the pay step offers. */
async function memberCentreBalance(page: Page): Promise<void> {
  await apiLogin(page.request, DEMO_MEMBER);
  const detail = await page.request.get('/crsapi/v1/user/userdetail', { headers: headers() });
  const { balance } = (await detail.json()).data as { balance: number };
  await openPage(page, '/courtesy');
  const fact = page.getByRole('term').filter({ hasText: '会員カード残高' });
  await expect(fact).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: `${balance.toLocaleString('en-US')}元` })).toBeVisible();
}

/** A past date and 9 adults: the search bar shows what the page searched, as the summary does. */
async function searchBarAgreesWithSummary(page: Page): Promise<void> {
  const past = addDays(hotelToday(), -20);
  await openPage(page, `/pro001/rooms?checkIn=${past}&checkOut=${addDays(past, 2)}&rooms=1&adults=9&children=0`);
  await expect(page.getByRole('status').filter({ hasText: SITE_MESSAGES.staySearchedFromToday })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: partySearchedInRoomsMessage(3, 9, 0, 3) })).toBeVisible();
  const bar = page.getByRole('form', { name: '空室検索' });
  await expect(bar.getByLabel('チェックイン', { exact: true })).toHaveValue(hotelToday());
  await expect(bar.getByLabel('チェックアウト', { exact: true })).toHaveValue(addDays(hotelToday(), 2));
  await expect(bar.getByText('3室・大人9名・子ども0名')).toBeVisible();
  await expect(page.getByText('ご検索内容')).toBeVisible();
  await expect(page.locator('p', { hasText: 'ご検索内容' })).toContainText('3室・大人9名・子ども0名');
}

/** An empty rate list keeps データなし and offers other dates (the price calendar) and other hotels. */
async function emptyRatesOfferNextSteps(page: Page): Promise<void> {
  const far = addDays(hotelToday(), 400);
  await openPage(page, `/pro001/rooms?checkIn=${far}&checkOut=${addDays(far, 1)}&rooms=1&adults=1&children=0`);
  const card = page.getByRole('article', { name: 'スーペリアキング（ガーデンビュー）' });
  await expect(card.getByText(MESSAGES.noRates)).toBeVisible();
  await expect(card.getByRole('link', { name: SITE_MESSAGES.noRatesOtherHotels })).toHaveAttribute('href', /^\/search\?city=HGH&/);
  await card.getByRole('button', { name: SITE_MESSAGES.noRatesOtherDates }).click();
  await expect(page.getByRole('dialog', { name: '宿泊日を選択' })).toBeVisible();
}

/** The steps' tests, each title after `prefix` (the phone suite's 「at 375 px: 」). */
export function guestStepTests(prefix = ''): void {
  const steps: [string, (page: Page, request: APIRequestContext) => Promise<void>][] = [
    ['the guest step is filled in for the member and shows the party and a one-line total', guestStepPrefilled],
    ['the pay step opens at its top after the guest step was confirmed from far down', payStepOpensAtTop],
    ['the QR page names the amount and the order number', qrPageNamesAmountAndOrder],
    ['logging in from the booking prompt takes 「まだログインしていません」 away', loginFromBookingPrompt],
    ['the member centre shows the member card balance', memberCentreBalance],
    ['a past date and 9 adults: the search bar and the summary show the same search', searchBarAgreesWithSummary],
    ['an empty rate list offers other dates and other hotels beside データなし', emptyRatesOfferNextSteps],
  ];
  for (const [title, run] of steps) test(`${prefix}${title}`, ({ page, request }) => run(page, request));
}
