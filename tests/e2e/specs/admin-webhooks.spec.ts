import { expect, test } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '../../../packages/shared/src/schemas/admin/webhooks.ts';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';
import { ADMIN, addEndpoint, bookAtWestLake, MANAGER, nobodyListens, shownSecret, WEST_LAKE } from './admin-webhooks-fixtures.ts';

/**
 * PMS webhooks in the back office (issue 27, decision 0064): the group administrator adds an
 * endpoint and sees its secret once, edits it, watches it fail (nothing listens), retries, rotates
 * the secret, reads the delivery log and deletes it; bad input is refused at its field; a hotel
 * manager has no entry and is refused the pages.
 */
test('the administrator adds an endpoint, sees the secret once, edits, retries, rotates, reads the log and deletes it', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const url = nobodyListens(tag);
  const memo = `E2E PMS ${tag}`;
  await staffSignIn(page, ADMIN, STAFF_PASSWORD, '/admin?hotel=pro001');
  await page.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: 'PMS連携（Webhook）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PMS連携（Webhook）' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '受信側での検証方法（連携先の開発者向け）' })).toBeVisible();

  // Refused at its field, what was typed kept.
  await page.getByRole('link', { name: '新しい送信先' }).click();
  // Plain http to a public host (the allowed test host may use http).
  await page.getByLabel('送信先URL').fill(`http://pms.example.com/pms/${tag}`);
  await page.getByLabel('メモ').fill(memo);
  await page.getByRole('button', { name: '送信先を追加' }).click();
  await expect(page.getByLabel('送信先URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('送信先URL')).toHaveAccessibleDescription(/送信先URLは https:\/\/ で始めてください/);
  await expect(page.getByLabel('メモ')).toHaveValue(memo);
  await expect(page.getByRole('row').filter({ hasText: memo })).toHaveCount(0);

  // Added: the secret once, in the page only (not the address, not a cookie); a reload has it no more.
  const secret = await addEndpoint(page, url, memo);
  expect(JSON.stringify(await context.cookies())).not.toContain(secret);
  const row = page.getByRole('row').filter({ hasText: memo });
  await expect(row).toContainText(WEST_LAKE);
  await expect(row).toContainText(url);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'PMS連携（Webhook）' })).toBeVisible();
  await expect(page.getByRole('region', { name: /署名用シークレット/ })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // Edited: switched off (the hotel is shown, not changeable).
  await row.getByRole('link', { name: `${WEST_LAKE}の送信先を編集` }).click();
  await expect(page.getByLabel('送信先URL')).toHaveValue(url);
  const editForm = page.getByRole('form', { name: `「${WEST_LAKE}」の送信先を編集` });
  await expect(editForm).toContainText(`${WEST_LAKE}（変更できません）`);
  await expect(editForm.getByRole('combobox', { name: 'ホテル' })).toHaveCount(0);
  await page.getByLabel('メモ').fill(`${memo} 改`);
  await page.getByRole('checkbox', { name: '有効にする' }).uncheck();
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.saved })).toBeVisible();
  await expect(row).toContainText(`${memo} 改`);
  await expect(row).toContainText('無効');

  // Switched back on; a booking at the hotel is an event, nothing listens, so the endpoint fails: the red box says since when, why and when next.
  await row.getByRole('link', { name: `${WEST_LAKE}の送信先を編集` }).click();
  await page.getByRole('checkbox', { name: '有効にする' }).check();
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.saved })).toBeVisible();
  const orderNo = await bookAtWestLake(page, baseURL!);
  const failing = page.getByRole('alert').filter({ hasText: `${memo} 改` });
  await expect(async () => {
    await page.reload();
    await expect(failing).toContainText('から送信に失敗しています', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(failing).toContainText(/次の再送は \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} です/);
  await expect(failing).toContainText('接続できません');
  await expect(row).toContainText('送信失敗中');
  await failing.getByRole('button', { name: `${WEST_LAKE}の送信先へ今すぐ再送` }).click();
  await expect(page.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.retryStarted })).toBeVisible();

  // Rotated, after a confirmation that says the old secret stops at once: a new secret, once.
  await row.getByText('シークレットを再発行…').click();
  await expect(row).toContainText('今のシークレットはその時点で使えなくなり');
  await row.getByRole('button', { name: `${WEST_LAKE}の送信先のシークレットを再発行` }).click();
  const rotated = await shownSecret(page);
  expect(rotated).not.toBe(secret);

  // The log: the booking's event, not delivered, with its failed tries; the order number opens the order.
  await row.getByRole('link', { name: `${WEST_LAKE}の送信先の配信ログ` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook配信ログ' })).toBeVisible();
  await expect(page.getByRole('region', { name: WEST_LAKE, exact: true })).toContainText('送信失敗中');
  const event = page.getByRole('table', { name: '配信ログ' }).getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '予約作成' });
  await expect(event).toContainText('未配信');
  await expect(event).toContainText('接続できません');
  await expect(event.getByRole('link', { name: orderNo })).toHaveAttribute('href', `/admin/orders/detail?hotel=pro001&orderNo=${orderNo}`);

  // Deleted, after a confirmation that its log and undelivered events go too.
  await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'PMS連携（Webhook）' }).click();
  await row.getByText('削除…').click();
  await expect(row).toContainText('配信ログと未送信のイベント');
  await row.getByRole('button', { name: `${WEST_LAKE}の送信先を削除` }).click();
  await expect(page.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.removed })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: memo })).toHaveCount(0);
});

test('a hotel manager has no PMS連携 and is refused its pages', async ({ page }) => {
  await staffSignIn(page, MANAGER, STAFF_PASSWORD, '/admin?hotel=pro001');
  const menu = page.getByRole('navigation', { name: '管理メニュー', exact: true });
  await expect(menu.getByRole('link', { name: 'チャネル連携' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'PMS連携（Webhook）' })).toHaveCount(0);
  for (const path of ['/admin/webhooks?hotel=pro001', '/admin/webhooks?hotel=pro001&new=1', '/admin/webhooks/log?hotel=pro001&id=1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '権限がありません' }), path).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
