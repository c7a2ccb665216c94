import { expect, test } from '@playwright/test';
import { bulkEditFirstNight } from './admin-done-when-fixtures.ts';

/** Issue 22 at 375 px: the audit log keeps what changed in view and scrolls sideways for the rest. */

test('on a phone the audit log shows when and what changed first, and scrolls sideways to the rest', async ({ page }) => {
  await bulkEditFirstNight(page, /^ST/, '販売室数', '7');
  await expect(page.getByRole('status').filter({ hasText: '販売室数 7室' })).toBeInViewport();

  await page.goto('/admin/audit?hotel=pro001');
  const log = page.getByRole('region', { name: '監査ログ' });
  await expect(log.getByRole('columnheader', { name: '変更内容' })).toBeInViewport();
  await expect(log.getByRole('row').filter({ hasText: /販売室数: .* → 7/ }).first()).toBeVisible();
  const { scrollWidth, clientWidth } = await log.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await log.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(log.getByRole('columnheader', { name: 'ホテル' })).toBeInViewport();
  // No date breaks inside itself: each cell's day is one line.
  const day = log.getByRole('cell').first().locator('span').first();
  // Measured once drawn: a bounding box read while the table is being drawn again is null.
  await expect(day).toBeVisible();
  const box = (await day.boundingBox())!;
  expect(box.height).toBeLessThan(30);
});
