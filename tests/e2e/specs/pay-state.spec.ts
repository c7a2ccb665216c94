import { expect, test } from '@playwright/test';
import { apiLogin, bookThroughApi } from './booking-fixtures.ts';
import { registerMember } from './member-fixtures.ts';

const SUCCESS = 'ご予約が完了しました';
const payState = (query: string) => `/pro001/child-hotel/rooms/PayState${query}`;

test('the success page without a booking says there is none (404), never "reservation complete"', async ({ page }) => {
  for (const query of ['', '?orderNo=FO123', '?id=1&orderNo=FO123', '?id=abc']) {
    const res = await page.goto(payState(query));
    expect(res?.status(), query).toBe(404);
    await expect(page.getByRole('heading', { name: SUCCESS })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '表示できるご予約がありません' })).toBeVisible();
    await expect(page.getByRole('link', { name: '予約履歴を見る' })).toBeVisible();
  }
});

test('the success page confirms a real booking and sends an unpaid prepaid one back to its pay step', async ({ page }) => {
  const member = await registerMember(page.request);
  await apiLogin(page.request, member);

  const atHotel = await bookThroughApi(page.request, 'BAR');
  await page.goto(payState(`?id=${atHotel.id}&orderNo=${atHotel.orderNo}`));
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(page.getByText(atHotel.orderNo)).toBeVisible();
  await expect(page.getByText(/^[\d,]+元（現地払い）$/)).toBeVisible();

  // Someone else's number with this member's id: no booking.
  const wrong = await page.goto(payState(`?id=${atHotel.id}&orderNo=FO000000`));
  expect(wrong?.status()).toBe(404);

  const prepaid = await bookThroughApi(page.request, 'ADV');
  await page.goto(payState(`?id=${prepaid.id}&orderNo=${prepaid.orderNo}`));
  await expect(page).toHaveURL(new RegExp(`/pay-step\\?id=${prepaid.id}&orderNo=${prepaid.orderNo}`));
  await expect(page.getByRole('heading', { name: SUCCESS })).toHaveCount(0);
});
