import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { apiLogin } from './booking-fixtures.ts';
import { loginInModalWithPassword, openPage, registerMember, SITE_HEADERS } from './member-fixtures.ts';

// Decision 0042: a promotion lowers a rate and the order's discount; the welcome coupon is used once
// and comes back when the order is cancelled.

const headers = () => ({ ...SITE_HEADERS, random: String(Math.random()).slice(2, 8), timestamp: String(Date.now()) });

test('the demo long-stay promotion shows on the breakfast rate with the price before and after', async ({ page }) => {
  const checkIn = addDays(hotelToday(), 50 + Math.floor(Math.random() * 30));
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&rooms=1&adults=1&children=0`);
  // The first room type's rate list, its breakfast rate.
  const rate = page.getByRole('list', { name: /の料金プラン$/ }).first().locator(':scope > li', { hasText: 'ベストフレキシブルレート（朝食2名様付き）' });
  await expect(rate.getByText('10%OFF')).toBeVisible();
  await expect(rate.getByText('連泊割（3泊以上）')).toBeVisible();
  const struck = rate.locator('s').last();
  await expect(struck).toContainText('元');
  const before = Number((await struck.innerText()).replace(/\D/g, ''));
  const after = Number((await rate.locator('strong').innerText()).replace(/\D/g, ''));
  expect(after).toBe(before - Math.floor(before / 10));
});

test('a new member uses the welcome coupon on a booking; cancelled, the coupon is available again', async ({ page }) => {
  const member = await registerMember(page.request);
  await openPage(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, member);
  await apiLogin(page.request, member);

  const checkIn = addDays(hotelToday(), 40 + Math.floor(Math.random() * 60));
  const hold = await page.request.post('/crsapi/v1/order/checkInventory', {
    headers: headers(),
    data: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', checkIn, checkOut: addDays(checkIn, 1), roomQty: 1 },
  });
  expect(hold.ok(), await hold.text()).toBe(true);
  const { orderNo, totalAmount } = (await hold.json()).data as { orderNo: string; totalAmount: number };

  await openPage(page, `/pro001/child-hotel/rooms/FillInformationStep?orderNo=${orderNo}`);
  await page.getByRole('radio', { name: /新規会員登録クーポン/ }).check();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('クーポン割引')).toBeVisible();
  await expect(summary.getByText(`${(totalAmount - 100).toLocaleString('ja-JP')}元`)).toBeVisible();
  await page.getByLabel('姓（ラストネーム）').fill('検証');
  await page.getByLabel('名（ファーストネーム）').fill('会員');
  await page.getByLabel('メールアドレス').fill('coupon@example.jp');
  await page.getByLabel('携帯電話番号').fill(member.mobile);
  await page.getByRole('button', { name: '予約内容を確定する' }).click();
  await page.waitForURL(/pay-step\?id=(\d+)/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  const detail = (await (await page.request.get(`/crsapi/v1/order/getOrderDetail?orderId=${id}`)).json()).data;
  expect(detail).toMatchObject({ totalAmount, couponAmount: 100, discountAmount: 100, actualAmount: totalAmount - 100 });
  await openPage(page, '/courtesy');
  const coupons = page.getByRole('region', { name: 'クーポン' });
  await expect(coupons.getByText('使用済み')).toBeVisible();

  const cancelled = await page.request.get(`/crsapi/v1/order/cancleOrder?orderId=${id}`, { headers: headers() });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await openPage(page, '/courtesy');
  await expect(coupons.getByText('ご利用可能')).toBeVisible();
  await expect(coupons.getByText('使用済み')).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width}px an unknown promotion code is not shown as a discount, and the search bar says why next to it (issue 22)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const checkIn = addDays(hotelToday(), 20);
    await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0&discountType=${encodeURIComponent('プロモーション')}&discountCode=NOSUCHCODE`);
    const notice = page.getByRole('status').filter({ hasText: '割引は適用されていません' });
    await expect(notice).toContainText('この割引コードは見つかりません');
    await expect(notice).toBeVisible();
    const button = page.getByRole('button', { name: /NOSUCHCODE/ });
    await expect(button).toHaveText('コード：NOSUCHCODE（未適用）');
    await expect(page.getByText('割引：プロモーション・NOSUCHCODE')).toHaveCount(0);
    // The notice sits within the page's width, beside the code.
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}
