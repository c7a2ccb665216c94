import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { MESSAGES, SITE_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { SESSION_COOKIE } from '../../../packages/shared/src/schemas/user.ts';
import { apiLogin, bookThroughApi, payStepPath } from './booking-fixtures.ts';
import { loginInModalWithPassword, openPage, registerMember } from './member-fixtures.ts';

test('the pay step asks a visitor who never logged in to log in (not "login expired"), then shows the payment', async ({ page, request }) => {
  const member = await registerMember(request);
  await apiLogin(request, member);
  const order = await bookThroughApi(request, 'ADV');

  // The page's browser has never logged in.
  await openPage(page, payStepPath(order));
  const notice = page.getByRole('alert').filter({ hasText: SITE_MESSAGES.loginRequiredToBook });
  await expect(notice).toBeVisible();
  await expect(page.getByText(MESSAGES.loginTimeout)).toHaveCount(0);
  await expect(page.getByText(/有効期限/)).toHaveCount(0);

  await notice.getByRole('button', { name: 'ログイン' }).click();
  await loginInModalWithPassword(page, member);
  await expect(page.getByRole('heading', { name: 'お支払い方法', exact: true })).toBeVisible();
  await expect(page.getByText(/お支払い金額\s*[\d,]+元/)).toBeVisible();
});

test('a dead session on the pay step says the login expired and offers the login dialog', async ({ page, request, baseURL }) => {
  const member = await registerMember(request);
  await apiLogin(request, member);
  const order = await bookThroughApi(request, 'ADV');
  await page.context().addCookies([{ name: SESSION_COOKIE, value: 'not-a-live-session', url: baseURL! }]);
  await openPage(page, payStepPath(order));
  const notice = page.getByRole('alert').filter({ hasText: SITE_MESSAGES.loginExpired });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'ログイン' })).toBeVisible();
});

test('after logging in from the booking prompt the booking carries on by itself', async ({ page, request }) => {
  const member = await registerMember(request);
  const checkIn = addDays(hotelToday(), 6 + Math.floor(Math.random() * 20));
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  const card = page.getByRole('article', { name: 'スーペリアキング（ガーデンビュー）' });
  await card.getByRole('button', { name: /^予約する\s*：ベストフレキシブルレート（素泊まり）/ }).click();
  await expect(page.getByText(MESSAGES.notLoggedIn)).toBeVisible();
  await loginInModalWithPassword(page, member);
  // No second press of 予約する.
  await expect(page).toHaveURL(/\/pro001\/child-hotel\/rooms\/FillInformationStep\?orderNo=FO/);
  await expect(page.getByRole('heading', { name: 'ご宿泊者情報の入力' })).toBeVisible();
});

test('closing the login dialog without logging in books nothing', async ({ page }) => {
  const checkIn = addDays(hotelToday(), 6);
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  const card = page.getByRole('article', { name: 'スーペリアキング（ガーデンビュー）' });
  await card.getByRole('button', { name: /^予約する\s*：ベストフレキシブルレート（素泊まり）/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/pro001\/rooms\?/);
});
