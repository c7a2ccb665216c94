import { expect, test } from '@playwright/test';

test('at 375 px the デモサイト notice is one small band above the header', async ({ page }) => {
  await page.goto('/pro001/home');
  const notice = page.getByRole('complementary', { name: 'デモサイトのお知らせ' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('実際の決済やSMS送信は行われません');
  const box = await notice.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
  // Small: at most two short lines on a phone.
  expect(box!.height).toBeLessThanOrEqual(56);
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.y).toBeGreaterThanOrEqual(box!.height - 1);
});
