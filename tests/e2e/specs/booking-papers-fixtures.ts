import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiLogin, bookThroughApi, payStepPath, type BookedOrder } from './booking-fixtures.ts';
import { openPage, registerMember, type TestMember } from './member-fixtures.ts';

/**
 * Issue 28's walk: a guest books and pays, opens the booking's statement, downloads a receipt
 * (its text read back and its page rendered), asks for a fapiao; 経理 uploads the e-invoice and
 * sends it; the guest downloads it. One member and one booking per run, so parallel specs never
 * meet them.
 */
export async function bookAndPay(page: Page): Promise<{ member: TestMember; order: BookedOrder }> {
  const member = await registerMember(page.request, '明細 花子');
  await apiLogin(page.request, member);
  const order = await bookThroughApi(page.request, 'ADV', 2);
  await openPage(page, payStepPath(order));
  // The pay step's summary: the total is 税・サービス料込 and its three parts are shown.
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('お支払い金額（税・サービス料込）')).toBeVisible();
  await expect(summary.getByText('室料')).toBeVisible();
  await page.getByRole('radio', { name: /支付宝/ }).check();
  await page.getByRole('button', { name: 'お支払いを完了する' }).click();
  await expect(page).toHaveURL(/\/PayDetail/);
  const payUrl = await page.getByRole('link', { name: /決済ページを開く/ }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(payUrl!);
  await phone.getByRole('button', { name: '支払う' }).click();
  await expect(phone.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  await phone.close();
  await expect(page).toHaveURL(/\/PayState/, { timeout: 15_000 });
  return { member, order };
}

/** From the booking history to the statement: the nights, the payment, a zero balance. */
export async function openStatement(page: Page, order: BookedOrder): Promise<void> {
  await openPage(page, '/courtesy?tab=orders&state=0');
  await page.locator(`li[data-order-no="${order.orderNo}"]`).getByRole('link', { name: `ご利用明細 ${order.orderNo}` }).click();
  await expect(page.getByRole('heading', { name: 'ご利用明細' })).toBeVisible();
  await expect(page.getByText(order.orderNo)).toBeVisible();
}

/** The text pdftotext reads back, and whether the first page rendered at 50 dpi has any ink on it. */
export function readPdf(bytes: Buffer): { text: string; inked: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  const pdf = join(dir, 'receipt.pdf');
  writeFileSync(pdf, bytes);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '50', '-gray', '-f', '1', '-l', '1', pdf, join(dir, 'page')]);
  const image = readFileSync(join(dir, 'page-1.pgm'));
  // A PGM's pixels follow its three header lines; anything darker than near-white is ink.
  const header = image.toString('latin1').split('\n', 3).join('\n').length + 1;
  let dark = 0;
  for (let i = header; i < image.length; i++) if (image[i]! < 200) dark++;
  return { text, inked: dark > 500 };
}
