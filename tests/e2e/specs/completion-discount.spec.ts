import { expect, test, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { WELCOME_COUPON } from '../../../packages/shared/src/discounts.ts';
import { loginInModalWithPassword, openPage, registerMember } from './member-fixtures.ts';

// Issue 22 item 10 (decision 0044): the completion page itemises a discounted booking as the
// confirmation mail does: list price, each promotion or coupon by name with its amount off, what is paid.

const ROOM = 'スーペリアキング（ガーデンビュー）';
const BREAKFAST_AT_HOTEL = 'ベストフレキシブルレート（朝食2名様付き）';
const LONG_STAY = '連泊割（3泊以上）';
const yuan = (amount: number) => `${amount.toLocaleString('ja-JP')}元`;

/** The fact's value on the completion page, by its label. */
const fact = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition');

for (const width of [375, 1280]) {
  test(`at ${width}px the completion page shows the list price, the long-stay promotion and the coupon by name with their amounts, and what is paid`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const member = await registerMember(page.request);
    const checkIn = addDays(hotelToday(), 30 + Math.floor(Math.random() * 60));
    await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&rooms=1&adults=1&children=0`);
    const rate = page.getByRole('article', { name: ROOM }).getByRole('listitem').filter({ hasText: BREAKFAST_AT_HOTEL }).first();
    await expect(rate.getByText(LONG_STAY)).toBeVisible();
    await rate.getByRole('button', { name: /^予約する/ }).click();
    await loginInModalWithPassword(page, member);
    await expect(page).toHaveURL(/\/FillInformationStep\?orderNo=FO/);

    await page.getByRole('radio', { name: new RegExp(WELCOME_COUPON.title) }).check();
    await page.getByLabel('姓（ラストネーム）').fill('検証');
    await page.getByLabel('名（ファーストネーム）').fill('割引');
    await page.getByLabel('メールアドレス').fill('discount@example.jp');
    await page.getByLabel('携帯電話番号').fill(member.mobile);
    await page.getByRole('button', { name: '予約内容を確定する' }).click();
    await expect(page).toHaveURL(/\/pay-step\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const order = (await (await page.request.get(`/crsapi/v1/order/getOrderDetail?orderId=${id}`)).json()).data as {
      totalAmount: number;
      promotionAmount: number;
      couponAmount: number;
      actualAmount: number;
    };
    expect(order.promotionAmount).toBeGreaterThan(0);
    expect(order.couponAmount).toBe(WELCOME_COUPON.value);

    await page.getByRole('radio', { name: /ご到着時にホテルでお支払い/ }).check();
    await page.getByRole('button', { name: 'お支払いを完了する' }).click();
    await expect(page).toHaveURL(/\/PayState/);
    await expect(page.getByRole('heading', { name: 'ご予約が完了しました' })).toBeVisible();

    await expect(fact(page, '宿泊料金（割引前）')).toHaveText(yuan(order.totalAmount));
    await expect(fact(page, `割引：${LONG_STAY}`)).toHaveText(`−${yuan(order.promotionAmount)}`);
    await expect(fact(page, `割引：${WELCOME_COUPON.title}`)).toHaveText(`−${yuan(order.couponAmount)}`);
    await expect(fact(page, 'お支払い金額')).toHaveText(`${yuan(order.actualAmount)}（現地払い）`);
    expect(order.actualAmount).toBe(order.totalAmount - order.promotionAmount - order.couponAmount);

    // Neither date of the stay breaks mid-date on a phone.
    for (const date of [checkIn, addDays(checkIn, 3)]) {
      const [y, m, d] = date.split('-').map(Number);
      await expect(fact(page, 'ご宿泊日').getByText(`${y}年${m}月${d}日`)).toHaveCSS('white-space', 'nowrap');
    }
    // Each line fits the page: nothing runs past the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`completion-${width}.png`), fullPage: true });
  });
}
