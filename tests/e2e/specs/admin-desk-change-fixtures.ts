import { expect, test, type Browser, type Page } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/** A hotel date `days` from today (Asia/Shanghai). */
const hotelDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** The payment link the demo's console SMS carried to `mobile`. */
async function sentLink(page: Page, mobile: string): Promise<string> {
  const answer = await page.request.get(`/__dev/sms?mobile=${encodeURIComponent(mobile)}&notices=1`);
  const { notices } = (await answer.json()).data as { notices: { body: string }[] };
  const link = notices.map((n) => n.body.match(/\/paylink\/[A-Za-z0-9_-]{40,}/)?.[0]).find(Boolean);
  expect(link, 'the payment link SMS').toBeTruthy();
  return link!;
}

/** The guest opens the link without signing in and pays by Alipay through the simulator's scan page. */
async function guestPaysThroughLink(browser: Browser, link: string, viewport: { width: number; height: number }) {
  const guest = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  const page = await guest.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: /支付宝|Alipay|アリペイ/ }).first().click();
  const payUrl = await page.getByRole('link', { name: /決済ページを開く/ }).getAttribute('href');
  const phone = await guest.newPage();
  await phone.goto(payUrl!);
  await phone.getByRole('button', { name: '支払う' }).click();
  await expect(phone.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  await expect(page.getByText(/お支払いが完了|お支払い済み/).first()).toBeVisible({ timeout: 20_000 });
  await guest.close();
}

/**
 * Issue 25's staff walk: the manager books by phone for a guest who is not a member, prepaid with
 * a payment link by SMS; the guest pays through the link; the manager moves the stay to another
 * room type with a price set by hand and a reason; the order shows the change in its 変更履歴.
 */
export function deskBookingAndChangeWalk(width: number): void {
  test(`at ${width}px staff book by phone with a payment link, the guest pays through it, staff move the stay with an override`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    await staffSignIn(page, 'manager@demo.felton', STAFF_PASSWORD);
    const [checkIn, checkOut] = [hotelDay(12 + (width % 7)), hotelDay(14 + (width % 7))];
    const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.goto(`/admin/orders/book?hotel=pro001&checkIn=${checkIn}&checkOut=${checkOut}&roomQty=1&adultNum=1&childrenNum=0`);
    const prepaid = page.getByRole('link', { name: /事前決済/ }).first();
    await prepaid.click();
    await page.getByLabel('お名前（会員以外）').fill('電話 花子');
    await page.getByLabel('携帯電話番号（会員以外）').fill(mobile);
    await page.getByRole('radio', { name: '電話' }).check();
    await page.getByRole('radio', { name: /決済リンク/ }).first().check();
    await page.getByRole('radio', { name: 'SMS' }).check();
    await page.getByRole('button', { name: /予約/ }).last().click();
    await expect(page).toHaveURL(/\/admin\/orders\/detail/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByText('電話（予約者：')).toBeVisible();

    await guestPaysThroughLink(browser, await sentLink(page, mobile), { width, height: 800 });

    await page.goto(`/admin/orders/detail?hotel=pro001&orderNo=${orderNo}`);
    await page.getByRole('link', { name: '予約内容を変更' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/change/);
    const roomType = page.getByLabel('客室タイプ');
    const other = (await roomType.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).find((code) => code !== 'SK')!;
    await roomType.selectOption(other);
    await page.getByLabel('変更理由').fill('お部屋の設備不具合のため振替');
    await page.getByRole('button', { name: '料金を確認' }).click();
    await expect(page.getByRole('heading', { name: '変更内容の確認' })).toBeVisible();
    await page.getByLabel(`${checkIn} の料金（元）`).fill('500');
    await page.getByRole('button', { name: '料金を再計算' }).click();
    await expect(page.getByRole('cell', { name: '500元' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: 'この内容で変更する' }).click();

    await expect(page).toHaveURL(/\/admin\/orders\/detail/);
    await expect(page.getByText('ご予約内容を変更しました')).toBeVisible();
    const history = page.getByRole('heading', { name: '変更履歴' }).locator('..');
    await expect(history).toContainText('manager@demo.felton');
    await expect(history).toContainText('理由: お部屋の設備不具合のため振替');
    await expect(history).toContainText(`手入力の料金: ${checkIn} 500元`);

    // One bad input: a check-out before the check-in is refused in Japanese and changes nothing.
    await page.goto(`/admin/orders/change?hotel=pro001&orderNo=${orderNo}`);
    await page.getByLabel('チェックアウト').fill(hotelDay(5));
    await page.getByRole('button', { name: '料金を確認' }).click();
    await expect(page.getByText('チェックアウト日はチェックイン日より後の日付を選択してください')).toBeVisible();
  });
}
