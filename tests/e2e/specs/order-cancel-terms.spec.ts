import { expect, test, type Page } from '@playwright/test';
import { apiLogin, bookThroughApi } from './booking-fixtures.ts';
import { DEMO_MEMBER, loginInModalWithPassword, openPage } from './member-fixtures.ts';

// The reader is far from the hotel: the deadline must still be the hotel's 18:00 (decision 0040).
test.use({ timezoneId: 'America/Los_Angeles' });

interface ApiOrder {
  id: number;
  orderNo: string;
  checkinDate: string;
  cancelDeadline: string | null;
  cancelTermsText: string | null;
}

async function loginDemo(page: Page) {
  await openPage(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, DEMO_MEMBER);
}

const jaDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

test('the demo member books a pay-at-hotel stay and sees its free-cancellation deadline in hotel time', async ({ page }) => {
  await loginDemo(page);
  await apiLogin(page.request, DEMO_MEMBER);
  const booked = await bookThroughApi(page.request, 'BAR');
  const detail = await page.request.get(`/crsapi/v1/order/getOrderDetail?orderId=${booked.id}`);
  const order = (await detail.json()).data as ApiOrder;
  expect(order.cancelDeadline).toBe(`${order.checkinDate}T18:00:00+08:00`);
  const sentence = `${jaDate(order.checkinDate)} 18:00（現地時間）まで無料でキャンセルできます`;
  expect(order.cancelTermsText).toBe(sentence);

  // The booking's own page.
  await page.goto(`/pro001/child-hotel/rooms/PayState?id=${booked.id}&orderNo=${booked.orderNo}`);
  await expect(page.getByRole('heading', { name: 'ご予約が完了しました' })).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();

  // The member centre's booking history (to pay: unpaid orders), and the cancel dialog says the same.
  await page.goto('/courtesy?tab=orders&state=100');
  const row = page.locator(`li[data-order-no="${booked.orderNo}"]`);
  await expect(row.getByText(sentence)).toBeVisible();
  await row.getByRole('button', { name: `キャンセル ${booked.orderNo}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(sentence)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'キャンセルする' })).toBeVisible();
  await dialog.getByRole('button', { name: '戻る' }).click();
});

test('a paid prepaid order of the demo member says it is non-refundable', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/courtesy?tab=orders&state=0');
  const paid = page.locator('li[data-order-no]').filter({ hasText: '返金不可のため、キャンセルできません' }).first();
  await expect(paid).toBeVisible();
});
