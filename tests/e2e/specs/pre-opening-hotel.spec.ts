import { expect, test } from '@playwright/test';
import { openPage } from './member-fixtures.ts';

// pro009 opens on 2027-04-01 (seed). Its pages say so, take no bookings and lead to the open hotels.
test('the pre-opening hotel shows its opening date, that bookings are not open, and links to the other hotels', async ({ page }) => {
  for (const path of ['/pro009/home', '/pro009/rooms']) {
    await openPage(page, path);
    const panel = page.getByRole('region', { name: '2027年4月1日開業予定' });
    await expect(panel, path).toBeVisible();
    await expect(panel).toContainText('ご予約はまだ承っておりません');
    await expect(page.getByRole('form', { name: '空室検索' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^予約する/ })).toHaveCount(0);
    const others = panel.getByRole('navigation', { name: 'ご予約いただけるホテル' });
    await expect(others.getByRole('link', { name: 'フェルトン・グランド杭州西湖' })).toHaveAttribute('href', '/pro001/home');
    await expect(others.getByRole('link', { name: /フェルトン蘇州/ })).toHaveCount(0);
  }

  await page.getByRole('region', { name: '2027年4月1日開業予定' }).getByRole('link', { name: 'フェルトン・グランド杭州西湖' }).click();
  await expect(page).toHaveURL(/\/pro001\/home$/);
  await expect(page.getByRole('form', { name: '空室検索' })).toBeVisible();
});

test('a room of the pre-opening hotel says when it opens instead of offering a search', async ({ page }) => {
  await openPage(page, '/pro009/room-detail/room-detail?index=0');
  await expect(page.getByRole('region', { name: '2027年4月1日開業予定' })).toBeVisible();
  await expect(page.getByRole('form', { name: '空室検索' })).toHaveCount(0);
});
