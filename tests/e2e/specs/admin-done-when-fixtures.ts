import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { POINTS_PER_CNY } from '../../../packages/shared/src/member-levels.ts';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { loginInModalWithPassword, openPage, registerMember, type TestMember } from './member-fixtures.ts';

/** Issue 10 "done when": the steps the desktop and the phone suites share, each through the pages. */

export const STAFF_PASSWORD = 'FeltonStaff2026';
export const FRONT_DESK = 'front@demo.felton';

const SK = 'スーペリアキング（ガーデンビュー）';
const AT_HOTEL = 'ベストフレキシブルレート（素泊まり）';

/** Signs a staff member in on /admin/login, then goes on to `next`. */
export async function staffSignIn(page: Page, email: string, password: string, next?: string): Promise<void> {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The member's points as the member centre shows them. */
export async function memberPoints(page: Page): Promise<number> {
  await page.goto('/courtesy');
  const value = page.locator('dt', { hasText: 'ボーナスポイント残高' }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toContainText('pt');
  return Number((await value.textContent())!.replace(/[^\d]/g, ''));
}

export interface BookedToday {
  orderNo: string;
  guest: string;
}

/**
 * The member books one night at pro001 arriving today (hotel time) through the guest pages: rooms,
 * the login modal, the guest form, pay at the hotel. Check-in is only allowed from the arrival day.
 */
export async function bookTodayAsMember(page: Page, member: TestMember, guest: { last: string; first: string }): Promise<BookedToday> {
  const checkIn = hotelToday();
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  const card = page.getByRole('article', { name: SK });
  await card.getByRole('button', { name: new RegExp(`^予約する\\s*：${AT_HOTEL.replace(/[()（）]/g, '.')}$`) }).click();
  await loginInModalWithPassword(page, member);
  await expect(page).toHaveURL(/FillInformationStep\?orderNo=FO/);
  await page.getByLabel('姓（ラストネーム）').fill(guest.last);
  await page.getByLabel('名（ファーストネーム）').fill(guest.first);
  await page.getByLabel('メールアドレス').fill('desk@example.jp');
  await page.getByLabel('携帯電話番号').fill(member.mobile);
  await page.getByRole('button', { name: '予約内容を確定する' }).click();
  await expect(page).toHaveURL(/\/pay-step\?id=\d+&orderNo=(FO\w+)&revNo=\w+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.getByRole('radio', { name: /ご到着時にホテルでお支払い/ }).check();
  await page.getByRole('button', { name: 'お支払いを完了する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約が完了しました' })).toBeVisible();
  return { orderNo, guest: `${guest.last} ${guest.first}` };
}

/**
 * The front desk finds today's arrival, checks the guest in from the list and out from the order;
 * answers the amount of the stay (what the member earns points on).
 */
export async function checkInAndOut(page: Page, order: BookedToday, shot?: (name: string) => Promise<void>): Promise<number> {
  await page.goto('/admin/orders?hotel=pro001&tab=today');
  const arrivals = page.getByRole('region', { name: /^本日の到着/ });
  const card = arrivals.getByRole('listitem').filter({ hasText: order.orderNo });
  await expect(card).toContainText(`${order.guest} 様`);
  await shot?.('orders-today');
  await card.getByRole('link', { name: 'チェックイン' }).click();
  await expect(page.getByRole('heading', { name: 'チェックインの確認' })).toBeVisible();
  await page.getByRole('button', { name: 'チェックインする' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'チェックインしました' })).toBeVisible();
  await expect(page.getByText('チェックイン済').first()).toBeVisible();
  await shot?.('order-checked-in');

  // Now in house: the list shows the guest there.
  await page.goto('/admin/orders?hotel=pro001&tab=today');
  await expect(page.getByRole('region', { name: '滞在中' }).getByRole('listitem').filter({ hasText: order.orderNo })).toBeVisible();
  await page.getByRole('region', { name: '滞在中' }).getByRole('link', { name: `${order.guest} 様` }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `${order.guest} 様` })).toBeVisible();
  const amount = Number((await page.locator('dt', { hasText: /^金額$/ }).locator('xpath=following-sibling::dd[1]').textContent())!.replace(/[^\d]/g, ''));
  expect(amount).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'チェックアウト', exact: true }).click();
  await page.getByRole('button', { name: 'チェックアウトする' }).click();
  // The desk is told what the member earned.
  const earned = Math.floor(amount * POINTS_PER_CNY);
  await expect(page.getByRole('status').filter({ hasText: `チェックアウトしました。会員に ${earned.toLocaleString('ja-JP')} ポイントを付与しました` })).toBeVisible();
  await expect(page.getByText('完了', { exact: true }).first()).toBeVisible();
  await shot?.('order-checked-out');
  return earned;
}

/**
 * A new member books today; the front desk, on a device of its own (`desk`), checks the guest in
 * and out; the member's points rise by what the stay earned. `shot` takes each page's screenshot.
 */
export async function memberEarnsAtFrontDesk(
  { page, browser, request }: { page: Page; browser: Browser; request: APIRequestContext },
  desk: BrowserContextOptions,
  guest: { last: string; first: string },
  shot: (page: Page, name: string) => Promise<void>,
): Promise<BookedToday> {
  const member = await registerMember(request);
  const order = await bookTodayAsMember(page, member, guest);
  const before = await memberPoints(page);

  const context = await browser.newContext(desk);
  const front = await context.newPage();
  await staffSignIn(front, FRONT_DESK, STAFF_PASSWORD);
  await shot(front, 'dashboard');
  const earned = await checkInAndOut(front, order, (name) => shot(front, name));
  await context.close();

  expect(earned).toBeGreaterThan(0);
  expect(await memberPoints(page)).toBe(before + earned);
  await shot(page, 'member-points');
  return order;
}

/** Signs the pro001 manager in and sets one field of one room type for the bulk form's first night; answers that night. */
export async function bulkEditFirstNight(page: Page, roomType: RegExp, field: string, value: string): Promise<string> {
  await staffSignIn(page, 'manager@demo.felton', STAFF_PASSWORD, '/admin/rates?hotel=pro001');
  const form = page.getByRole('form', { name: '一括編集' });
  await form.getByRole('checkbox', { name: roomType }).check();
  const from = await form.getByLabel('開始日').inputValue();
  await form.getByLabel('終了日').fill(from);
  await form.getByLabel(field).fill(value);
  await form.getByRole('button', { name: 'この内容で保存' }).click();
  return from;
}
