import { expect, test, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { loginInModalWithPassword, openPage, registerMember } from './member-fixtures.ts';

const ROOM = 'スーペリアキング（ガーデンビュー）';
const AT_HOTEL = 'ベストフレキシブルレート（素泊まり）';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), page.url()).toBeLessThanOrEqual(0);
}

test('at 375 px a guest books to pay at the hotel, then cancels the order from the booking history', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  const checkIn = addDays(hotelToday(), 10);
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  await expectNoSidewaysScroll(page);

  const card = page.getByRole('article', { name: ROOM });
  const book = card.getByRole('button', { name: new RegExp(`^予約する\\s*：${AT_HOTEL.replace(/[()（）]/g, '.')}$`) });
  await book.click();
  await loginInModalWithPassword(page, member);
  // The booking carries on by itself after the login.
  await expect(page).toHaveURL(/FillInformationStep\?orderNo=FO/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await page.getByLabel('姓（ラストネーム）').fill('佐藤');
  await page.getByLabel('名（ファーストネーム）').fill('花');
  await page.getByLabel('メールアドレス').fill('hana@example.jp');
  await page.getByLabel('携帯電話番号').fill(member.mobile);
  await page.getByRole('button', { name: '予約内容を確定する' }).click();
  await expect(page).toHaveURL(/\/pay-step\?id=\d+&orderNo=(FO\w+)&revNo=\w+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expectNoSidewaysScroll(page);

  await page.getByRole('radio', { name: /ご到着時にホテルでお支払い/ }).check();
  await page.getByRole('button', { name: 'お支払いを完了する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約が完了しました' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/courtesy?tab=orders&state=100');
  const row = page.locator(`[data-order-no="${orderNo}"]`);
  await row.getByRole('button', { name: `キャンセル ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'ヒント' });
  await expect(dialog).toContainText('この操作は予約順をキャンセルする。続きますか?');
  await dialog.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(row).toHaveCount(0);
  await page.goto('/courtesy?tab=orders&state=2');
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toHaveCount(1);
});
