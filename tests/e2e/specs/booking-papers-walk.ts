import { expect, test } from '@playwright/test';
import { staffSignIn, STAFF_PASSWORD } from './admin-done-when-fixtures.ts';
import { bookAndPay, downloadFapiao, downloadReceipts, issueFapiao, openStatement, requestFapiao } from './booking-papers-fixtures.ts';

/**
 * Issue 28's done-when walk, at the project's width: a guest books and pays, opens the booking's
 * statement, downloads a receipt and asks for a fapiao; 経理 uploads and sends the e-invoice; the
 * guest downloads it.
 */
export function bookingPapersWalk(): void {
  test('a guest pays, reads the statement, downloads a receipt and gets the fapiao 経理 issued', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { order } = await bookAndPay(page);

    await openStatement(page, order);
    const statement = page.getByRole('article');
    await expect(statement.getByText('税・サービス料込').first()).toBeVisible();
    await expect(statement.getByText('室料').first()).toBeVisible();
    // Paid in full by Alipay: what was charged is what was paid, nothing left to pay.
    const total = (label: string) => statement.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) }).getByRole('definition');
    await expect(statement.getByRole('list', { name: 'お支払い' })).toContainText('支付宝');
    const amount = (await total('お支払い済み').textContent())!.trim();
    await expect(total('ご利用料金')).toHaveText(amount);

    await downloadReceipts(page, order, amount);
    await requestFapiao(page, order);

    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await staffContext.newPage();
    await staffSignIn(staff, 'finance@demo.felton', STAFF_PASSWORD);
    await issueFapiao(staff, order);
    await staffContext.close();

    await downloadFapiao(page, order);
  });
}
