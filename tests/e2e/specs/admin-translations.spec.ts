import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/**
 * The translation editor once hydrated its English form as a second Chinese one (the two forms
 * shared a React key): with JavaScript running, staff could not reach the English at all. Each
 * form keeps its language after hydration, and an English title saved here is what /en shows.
 */
test('the translation editor keeps a 中文 and an English form after hydration, and the English it saves reaches /en', async ({ page }) => {
  await staffSignIn(page, 'admin@demo.felton', STAFF_PASSWORD, '/admin/translations/edit?hotel=pro001&kind=sale&key=1');
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
  const zh = page.locator('form[lang="zh-CN"]');
  const en = page.locator('form[lang="en"]');
  await expect(zh).toHaveCount(1);
  await expect(en).toHaveCount(1);
  await expect(zh.getByRole('group', { name: '中文' })).toBeVisible();
  await expect(en.getByRole('group', { name: 'English' })).toBeVisible();
  await expect(en.locator('input[name="lang"]')).toHaveValue('en');

  const title = `Celebration by the lake ${Date.now()}`;
  await en.getByRole('textbox', { name: /^タイトル/ }).fill(title);
  await en.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('翻訳を保存しました')).toBeVisible();
  await expect(page.locator('form[lang="en"]').getByRole('textbox', { name: /^タイトル/ })).toHaveValue(title);
  await expect(page.locator('form[lang="zh-CN"]').getByRole('textbox', { name: /^タイトル/ })).not.toHaveValue(title);

  await page.goto('/en/sales/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
