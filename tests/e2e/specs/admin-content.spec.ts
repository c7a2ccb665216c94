import { expect, test } from '@playwright/test';
import { photoPng, saveToList, uploadImage } from './admin-content-fixtures.ts';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';

/** Issue 10 "done when": a news item with an uploaded photo is published and appears on /news. */
test('an editor uploads a photo, previews a news item and publishes it to /news', async ({ page }) => {
  const title = `庭園の写真展 ${Date.now()}`;
  const photo = await photoPng(1600, 1000, { r: 60, g: 110, b: 90 });

  await staffSignIn(page, 'editor@demo.felton', STAFF_PASSWORD);

  await page.goto('/admin/content?hotel=pro001&owner=group');
  await page.getByRole('link', { name: 'お知らせを作成' }).click();
  await page.getByLabel('タイトル').fill(title);
  await uploadImage(page, 'garden.png', photo);
  await page.getByLabel('本文（HTML）').fill('<p>西湖の庭園の写真を展示します。</p><script>alert(1)</script>');

  await page.getByRole('button', { name: 'プレビュー' }).click();
  const preview = page.getByRole('region', { name: 'プレビュー（/newsdetail の表示）' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('西湖の庭園の写真を展示します。')).toBeVisible();

  await saveToList(page, title);

  await page.goto('/news');
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  const image = page.locator('img[src^="/media/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
