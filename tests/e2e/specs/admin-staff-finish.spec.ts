import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD, bulkEditFirstNight, staffSignIn } from './admin-done-when-fixtures.ts';

/** Issue 22: the back office held to the guest pages' finish, at 1280 px. */

test('the audit log words a rates change as a person would: room type, date, field, old → new with 元', async ({ page }) => {
  const from = await bulkEditFirstNight(page, /^SK/, '料金（元・1泊1室）', '2316');
  const day = `${Number(from.slice(5, 7))}月${Number(from.slice(8, 10))}日`;
  await expect(page.getByRole('status').filter({ hasText: `SK ${day}の1泊を更新しました（料金 2,316元）` })).toBeInViewport();

  await page.goto('/admin/audit?hotel=pro001');
  const log = page.getByRole('region', { name: '監査ログ' });
  const row = log.getByRole('row').filter({ hasText: `SK ${day}` }).first();
  await expect(row).toContainText(/料金: [\d,]+元 → 2,316元/);
  await expect(row).toContainText('変更');
  await expect(log).not.toContainText('room_night');
  await expect(log).not.toContainText('update');
  // The filter offers kinds of record by name, not by code.
  await expect(page.getByLabel('記録の種類').getByRole('option', { name: '料金・在庫' })).toHaveCount(1);
});

test('the news editor keeps 必須 whole, its 公開期間 fields and buttons on one line, and shows its image as a picture', async ({ page }) => {
  await staffSignIn(page, 'editor@demo.felton', STAFF_PASSWORD, '/admin/content?hotel=pro001');
  await page.goto('/admin/content/news?hotel=pro001&id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせの編集' })).toBeVisible();
  for (const tag of await page.getByText('必須', { exact: true }).all()) {
    const box = (await tag.boundingBox())!;
    expect(box.width, '必須 on one line').toBeGreaterThan(box.height);
  }
  const period = page.getByRole('group', { name: '公開期間' });
  // Beside the preview the form is one column: the draft switch reads on one line, not squeezed into half.
  const draft = (await period.getByText('下書きとして保存（公開しない）').boundingBox())!;
  expect(draft.height).toBeLessThan(40);
  const buttons = await Promise.all(['非公開にする', 'プレビュー', '保存'].map((name) => page.getByRole('button', { name, exact: true }).boundingBox()));
  expect(new Set(buttons.map((b) => Math.round(b!.y))).size).toBe(1);

  const image = page.getByRole('img', { name: '現在の画像' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '192');
  await expect(image).toHaveAttribute('height', '120');
});
