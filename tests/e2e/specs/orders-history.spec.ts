import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '../../../packages/shared/src/messages.ts';
import { DEMO_MEMBER, SITE_HEADERS, loginInModalWithPassword, openPage } from './member-fixtures.ts';

interface ApiOrder {
  id: number;
  orderNo: string;
  revNo: string;
  hotelCode: string;
  hotelName: string;
  state: number;
  payResult: number;
  paymentType: 'hotel' | 'prepaid';
}

async function loginDemo(page: Page) {
  await openPage(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, DEMO_MEMBER);
}

async function allOrders(request: APIRequestContext): Promise<ApiOrder[]> {
  const res = await request.post('/crsapi/v1/order/getAllOrder', { headers: SITE_HEADERS, data: { state: 100, count: 50 } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as ApiOrder[];
}

const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** Books a pay-at-hotel stay through the real API (hold, then order) for the logged-in member. */
async function bookPayAtHotel(request: APIRequestContext): Promise<string> {
  for (let offset = 40; offset < 70; offset += 3) {
    const CheckIn = dateAhead(offset);
    const CheckOut = dateAhead(offset + 1);
    const rooms = await request.post('/crsapi/v1/hotel/getRoomAndRate', { headers: SITE_HEADERS, data: { HotelCode: 'pro003', CheckIn, CheckOut } });
    expect(rooms.ok(), await rooms.text()).toBe(true);
    const list = (await rooms.json()).data as { rtCode: string; rateList: { rateCode: string; paymentType: string; discountType: string | null }[] }[];
    for (const room of list) {
      const rate = room.rateList.find((r) => r.paymentType === 'hotel' && !r.discountType);
      if (!rate) continue;
      const hold = await request.post('/crsapi/v1/order/checkInventory', {
        headers: SITE_HEADERS,
        data: { hotelCode: 'pro003', roomTypeCode: room.rtCode, rateCode: rate.rateCode, checkIn: CheckIn, checkOut: CheckOut, roomQty: 1 },
      });
      if (!hold.ok()) continue;
      const { orderNo } = (await hold.json()).data as { orderNo: string };
      const submit = await request.post('/crsapi/v1/order/submitOrder', {
        headers: SITE_HEADERS,
        data: { orderNo, revUser: '山田 花子', mobile: DEMO_MEMBER.mobile, arrivalTime: '15:00-16:00', remark: '' },
      });
      expect(submit.ok(), await submit.text()).toBe(true);
      return orderNo;
    }
  }
  throw new Error('no pay-at-hotel rate found for pro003');
}

// Both tests use the shared demo member: the cancel test must not race the tab checks.
test.describe.configure({ mode: 'serial' });

const tabLink = (page: Page, name: string) => page.getByRole('navigation', { name: '予約の状態' }).getByRole('link', { name });
const row = (page: Page, orderNo: string) => page.locator(`li[data-order-no="${orderNo}"]`);

test('the demo member sees the seeded orders under the spec §4 tabs', async ({ page }) => {
  await loginDemo(page);
  const orders = await allOrders(page.request);
  const unpaid = orders.filter((o) => o.state === 0 && o.payResult === 0);
  const paid = orders.find((o) => o.state === 1 && o.payResult === 1)!;
  const completed = orders.filter((o) => o.state === 9);
  const cancelled = orders.filter((o) => o.state === 2);
  const expired = orders.filter((o) => o.state === 10);
  expect(unpaid.length).toBeGreaterThan(0);
  expect(paid).toBeTruthy();
  expect(completed.length).toBeGreaterThan(0);
  expect(cancelled.length).toBeGreaterThan(0);
  expect(expired.length).toBeGreaterThan(0);

  // Query (0): paid orders in state 0 or 1 only.
  await page.goto('/courtesy?tab=orders&state=0');
  await expect(row(page, paid.orderNo)).toBeVisible();
  for (const o of [...unpaid, ...completed, ...cancelled, ...expired]) await expect(row(page, o.orderNo)).toHaveCount(0);
  await expect(row(page, paid.orderNo).getByRole('button', { name: /キャンセル/ })).toHaveCount(0);

  // The accordion row opens the stay details.
  const toggle = row(page, paid.orderNo).getByRole('button', { name: new RegExp(paid.hotelName) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = row(page, paid.orderNo).getByRole('definition');
  await expect(details.filter({ hasText: paid.orderNo })).toBeVisible();
  for (const term of ['客室タイプ', 'チェックイン', 'チェックアウト', '泊数', 'ご予約者', '電話番号', '合計金額', '割引額', '朝食', '予約番号']) {
    await expect(row(page, paid.orderNo).getByRole('term').filter({ hasText: term })).toBeVisible();
  }

  // To pay (100): unpaid, not cancelled or expired, with pay and cancel.
  await tabLink(page, 'お支払い待ち').click();
  await expect(page).toHaveURL(/state=100/);
  for (const o of unpaid) {
    await expect(row(page, o.orderNo)).toBeVisible();
    const pay = row(page, o.orderNo).getByRole('link', { name: `お支払い ${o.orderNo}` });
    await expect(pay).toHaveAttribute('href', `/${o.hotelCode}/child-hotel/rooms/pay-step?id=${o.id}&orderNo=${o.orderNo}&revNo=${o.revNo}`);
    await expect(row(page, o.orderNo).getByRole('button', { name: `キャンセル ${o.orderNo}` })).toBeVisible();
  }
  for (const o of [paid, ...completed, ...cancelled, ...expired]) await expect(row(page, o.orderNo)).toHaveCount(0);

  // Completed (9) and cancelled (2): as returned, without actions.
  await tabLink(page, '完了').click();
  for (const o of completed) await expect(row(page, o.orderNo)).toBeVisible();
  await expect(page.getByRole('button', { name: /^キャンセル / })).toHaveCount(0);
  await tabLink(page, 'キャンセル済み').click();
  for (const o of cancelled) await expect(row(page, o.orderNo)).toBeVisible();
  await expect(page.getByRole('link', { name: /^お支払い / })).toHaveCount(0);
});

test('an unpaid pay-at-hotel order is cancelled after the ヒント confirmation and moves to キャンセル済み', async ({ page }) => {
  await loginDemo(page);
  const orderNo = await bookPayAtHotel(page.request);

  await page.goto('/courtesy?tab=orders&state=100');
  const cancel = row(page, orderNo).getByRole('button', { name: `キャンセル ${orderNo}` });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.cancelTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.cancelConfirm);

  // Going back keeps the order.
  await dialog.getByRole('button', { name: '戻る' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, orderNo)).toBeVisible();

  await cancel.click();
  await dialog.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /キャンセル|成功/ }).first()).toBeVisible();
  // The list reloads without the cancelled order.
  await expect(row(page, orderNo)).toHaveCount(0);

  await tabLink(page, 'キャンセル済み').click();
  await expect(row(page, orderNo)).toBeVisible();
  await expect(row(page, orderNo).getByRole('button', { name: /^キャンセル / })).toHaveCount(0);
});
