import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

// The forms post through route actions: they must work before (or without) JavaScript.
test.use({ javaScriptEnabled: false });

test('a hotel manager creates a fixed-price, non-refundable plan without JavaScript and sees its wording', async ({ page }) => {
  await staffSignIn(page, 'manager@demo.felton', STAFF_PASSWORD, '/admin/catalog?hotel=pro001');
  await expect(page.getByRole('heading', { name: '料金プラン・客室タイプ', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '新規プラン' }).click();

  // Refused first: no name, and a prepaid plan that cancels free.
  await page.getByLabel('プランコード').fill('e2efix');
  await page.getByLabel('事前決済').check();
  await page.getByRole('button', { name: 'プランを作成' }).click();
  await expect(page.getByText('プラン名を入力してください（60文字以内）')).toBeVisible();
  await expect(page.getByText('事前決済のプランは返金不可にしてください', { exact: false })).toBeVisible();

  await page.getByLabel('プラン名').fill('E2E 固定料金プラン');
  await page.getByLabel('1室1泊の固定料金').check();
  await page.getByLabel('固定料金（1室1泊）').fill('1200');
  await page.getByLabel('返金・キャンセル不可').check();
  await page.getByRole('button', { name: 'プランを作成' }).click();

  await expect(page.getByText('料金プランを保存しました', { exact: false })).toBeVisible();
  const row = page.getByRole('row', { name: /E2EFIX/ });
  await expect(row).toContainText('固定 1,200元');
  await expect(row).toContainText('返金不可');
  await row.getByRole('link', { name: 'E2E 固定料金プラン' }).click();
  await expect(page.getByText('事前決済・返金不可：ご予約後のキャンセル・変更はできません')).toBeVisible();
});
