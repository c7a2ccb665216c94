import { expect, test } from '@playwright/test';
import { WEBHOOK_MESSAGES } from '../../../packages/shared/src/schemas/admin/webhooks.ts';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';
import { ADMIN, addEndpoint, bookAtWestLake, nobodyListens, WEST_LAKE } from './admin-webhooks-fixtures.ts';

/** PMS webhooks at 375 px (issue 27): the secret in view and whole, endpoints and the log as cards, nothing wider than the phone. */
test('on a phone the secret is in view and whole, endpoints and their log are cards, and nothing scrolls sideways', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const memo = `E2E phone ${tag}`;
  const narrow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await staffSignIn(page, ADMIN, STAFF_PASSWORD, '/admin?hotel=pro001');

  await addEndpoint(page, nobodyListens(tag), memo);
  const box = page.getByRole('region', { name: /署名用シークレット/ });
  await expect(box).toBeInViewport();
  const code = box.locator('code');
  // One click selects the whole secret (no scrolling inside it, no part cut off).
  expect(await code.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await narrow();

  const card = page.getByRole('list', { name: '送信先一覧' }).getByRole('listitem').filter({ hasText: memo });
  await expect(card).toContainText(WEST_LAKE);
  await expect(page.getByRole('table', { name: '送信先一覧' })).toBeHidden();

  const orderNo = await bookAtWestLake(page, baseURL!);
  await card.getByRole('link', { name: `${WEST_LAKE}の送信先の配信ログ` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook配信ログ' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: '配信ログ' }).getByRole('listitem').filter({ hasText: orderNo })).toContainText('予約作成', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: '配信ログ' })).toBeHidden();
  await narrow();

  await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'PMS連携（Webhook）' }).click();
  await card.getByText('削除…').click();
  await card.getByRole('button', { name: `${WEST_LAKE}の送信先を削除` }).click();
  await expect(page.getByRole('status').filter({ hasText: WEBHOOK_MESSAGES.removed })).toBeVisible();
  await expect(card).toHaveCount(0);
});
