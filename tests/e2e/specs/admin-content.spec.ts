import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/** Issue 10 "done when": a news item with an uploaded photo is published and appears on /news. */
test('an editor uploads a photo, previews a news item and publishes it to /news', async ({ page }) => {
  const title = `庭園の写真展 ${Date.now()}`;
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 60, g: 110, b: 90 } } })
    .png()
    .toBuffer();

  await page.goto('/admin/login');
  await page.getByLabel('メールアドレス').fill('editor@demo.felton');
  await page.getByLabel('パスワード').fill('FeltonStaff2026');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?hotel=pro001$/);

  await page.goto('/admin/content?hotel=pro001&owner=group');
  await page.getByRole('link', { name: 'お知らせを作成' }).click();
  await page.getByLabel('タイトル').fill(title);
  await page.getByLabel('画像をアップロード').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: '画像をアップロードしました' })).toBeVisible();
  await expect(page.getByLabel('画像', { exact: true })).toHaveValue(/^\/media\/\d+\/1200\.webp$/);
  await page.getByLabel('本文（HTML）').fill('<p>西湖の庭園の写真を展示します。</p><script>alert(1)</script>');

  await page.getByRole('button', { name: 'プレビュー' }).click();
  const preview = page.getByRole('region', { name: 'プレビュー（/newsdetail の表示）' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('西湖の庭園の写真を展示します。')).toBeVisible();

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\?/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/news');
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  const image = page.locator('img[src^="/media/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
