import { expect, test } from '@playwright/test';
import { STAFF_PASSWORD } from './admin-done-when-fixtures.ts';
import { expectFocusOn, tabTo, typeText } from './keyboard-fixtures.ts';
import { openPage } from './member-fixtures.ts';
import { guestKeyboardWalk } from './keyboard-walk.ts';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11; decision 0080): after the first page is opened,
 * every step is a key press, and every focus it moves is checked to be visible and not covered.
 */

test('a guest searches, books a rate, fills the guest step and pays at the hotel with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  await guestKeyboardWalk(page);
});

test('a hotel manager changes a night’s price with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await openPage(page, `/admin/login?next=${encodeURIComponent('/admin/rates?hotel=pro001')}`);
  await tabTo(page, page.getByLabel(/メールアドレス/));
  await typeText(page, 'manager@demo.felton');
  await tabTo(page, page.getByLabel(/パスワード/));
  await typeText(page, STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '料金・在庫カレンダー' })).toBeVisible({ timeout: 20_000 });

  const grid = page.getByRole('region', { name: /料金・在庫カレンダー/ });
  const tomorrow = await page.evaluate(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 3);
    return d.toISOString().slice(0, 10);
  });
  await tabTo(page, grid.getByRole('link', { name: `SK ${tomorrow} を編集` }), { max: 200 });
  await page.keyboard.press('Enter');
  // The focus follows the link to the form, not back to the top of the grid.
  const form = page.getByRole('form', { name: '一括編集' });
  await expectFocusOn(form.getByRole('heading', { name: '一括編集' }));
  await expect(form.getByLabel('開始日')).toHaveValue(tomorrow);
  await tabTo(page, form.getByLabel('料金（元・1泊1室）'), { max: 120 });
  // A price of this run's own: a retry (or a second run) that typed the stored one would be told nothing changed.
  const price = 2400 + (Date.now() % 97);
  const shown = `${price.toLocaleString('en-US')}元`;
  await typeText(page, String(price));
  await tabTo(page, form.getByRole('button', { name: 'この内容で保存' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `1泊を更新しました（料金 ${shown}` })).toBeVisible();
  await expect(grid.getByRole('link', { name: `SK ${tomorrow} を編集` }).locator('xpath=..')).toContainText(shown);
});
