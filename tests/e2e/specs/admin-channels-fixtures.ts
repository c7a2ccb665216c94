import type { Page } from '@playwright/test';

/** Where the test connections point: nothing listens there (CHANNEL_ALLOWED_HOSTS in playwright.config.ts). */
export const NOBODY_LISTENS = 'http://127.0.0.1:2/pmsxchange';

/** The administrator adds a switched-off connection for one hotel through the list page's form. */
export async function addConnection(page: Page, name: string, hotel: string, endpoint = NOBODY_LISTENS): Promise<void> {
  await page.goto('/admin/channels?hotel=pro001');
  await page.getByRole('link', { name: '新しい接続' }).click();
  await page.getByLabel('接続名').fill(name);
  await page.getByLabel('エンドポイントURL').fill(endpoint);
  await page.getByLabel('リクエスターID（PMSコード）').fill('FELTON-E2E');
  await page.getByLabel('ユーザー名').fill('e2e-user');
  await page.getByLabel('パスワード').fill('e2e-secret');
  await page.getByRole('group', { name: '販売するホテル' }).getByRole('checkbox', { name: hotel }).check();
  await page.getByRole('button', { name: '接続を追加' }).click();
}
