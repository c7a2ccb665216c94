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

/** A valid unified social credit code (GB 32100-2015 check character). */
const TAX_NO = '91350100M000100Y43';

/** The company's name on a run's fapiao: its own, so 経理 finds this run's request in the queue. */
export const companyOf = (order: BookedOrder) => `株式会社フェルトン商事 ${order.orderNo.slice(-6)}`;

/** The guest asks for a company fapiao (普通发票) from the booking's fapiao page. */
export async function requestFapiao(page: Page, order: BookedOrder): Promise<void> {
  await openPage(page, '/courtesy?tab=orders&state=0');
  await page.locator(`li[data-order-no="${order.orderNo}"]`).getByRole('link', { name: /发票/ }).click();
  await expect(page.getByRole('heading', { name: '发票（電子インボイス）' })).toBeVisible();
  await page.getByRole('radio', { name: '企业（法人）' }).check();
  await page.getByLabel('抬头（会社名）').fill(companyOf(order));
  // A wrong check character is refused at its field first.
  await page.getByLabel('税号（統一社会信用コード・18桁）').fill(`${TAX_NO.slice(0, 17)}X`);
  await page.getByLabel('电子发票の送付先（E-mail）').fill('keiri@example.co.jp');
  await page.getByRole('button', { name: 'この内容で依頼する' }).click();
  await expect(page.getByText(/検査文字/).first()).toBeVisible();
  await page.getByLabel('税号（統一社会信用コード・18桁）').fill(TAX_NO);
  await page.getByRole('button', { name: 'この内容で依頼する' }).click();
  await expect(page.getByText('依頼済').first()).toBeVisible();
}

/** The smallest PDF a reader accepts: what 経理 uploads as the issued e-invoice. */
export const INVOICE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** 経理 opens the hotel's queue, the request, uploads the e-invoice and sends it to the guest. */
export async function issueFapiao(staff: Page, order: BookedOrder): Promise<void> {
  await staff.goto('/admin/fapiao?hotel=pro001');
  await staff.getByRole('link', { name: companyOf(order) }).first().click();
  await expect(staff.getByText(order.orderNo).first()).toBeVisible();
  await staff.locator('input[type="file"]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: INVOICE_PDF });
  await expect(staff.getByRole('status').filter({ hasText: /アップロード|発行/ }).first()).toBeVisible();
  await staff.getByRole('button', { name: /お客様に送付する/ }).click();
  await expect(staff.getByText('送付済').first()).toBeVisible();
}

/** The guest sees 送付済 and downloads the e-invoice: the bytes 経理 uploaded. */
export async function downloadFapiao(page: Page, order: BookedOrder): Promise<void> {
  await openPage(page, '/courtesy?tab=orders&state=0');
  await page.locator(`li[data-order-no="${order.orderNo}"]`).getByRole('link', { name: /发票/ }).click();
  await expect(page.getByText('送付済').first()).toBeVisible();
  const link = page.getByRole('link', { name: /电子发票をダウンロード/ });
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.from(await download.body()).equals(INVOICE_PDF)).toBe(true);
}

/**
 * A receipt from the booking's receipt page: to the company (御中), then again to the guest by name,
 * which is a 再発行 of the same number. Each PDF's text is read back (the hotel's name and address,
 * the addressee, the amount, 再発行 on the second) and its page rendered, not blank.
 */
export async function downloadReceipts(page: Page, order: BookedOrder, amount: string): Promise<void> {
  await openPage(page, '/courtesy?tab=orders&state=0');
  await page.locator(`li[data-order-no="${order.orderNo}"]`).getByRole('link', { name: `領収書 ${order.orderNo}` }).click();
  await expect(page.getByRole('heading', { name: /領収書/ }).first()).toBeVisible();
  const company = companyOf(order);
  await page.getByLabel('宛名').fill(company);
  await page.getByRole('radio', { name: '御中' }).check();
  await page.getByRole('button', { name: '領収書を発行' }).click();
  const links = page.getByRole('link', { name: 'PDFをダウンロード' });
  await expect(links).toHaveCount(1);
  const first = readPdf(Buffer.from(await (await page.request.get((await links.first().getAttribute('href'))!)).body()));
  for (const words of ['領収書', 'フェルトン', company, amount, '宿泊代として']) expect(first.text).toContain(words);
  expect(first.text).not.toContain('再発行');
  expect(first.inked).toBe(true);

  await page.getByLabel('宛名').fill('明細 花子');
  await page.getByRole('radio', { name: '様' }).check();
  await page.getByRole('button', { name: '領収書を発行' }).click();
  await expect(links).toHaveCount(2);
  await expect(page.getByText(/再発行（第2版）/)).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const second = readPdf(Buffer.from(await (await page.request.get(hrefs.find((h) => h.includes('issue=2'))!)).body()));
  for (const words of ['再発行', '明細 花子']) expect(second.text).toContain(words);
}
