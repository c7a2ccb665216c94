import { expect, test } from '@playwright/test';
import { openPage } from './member-fixtures.ts';

test('at 375 px the search dialogs fit the screen and a hotel page search keeps the party', async ({ page }) => {
  await openPage(page, '/pro003/home');
  const search = page.getByRole('form', { name: '空室検索' });
  await expect(search.getByRole('button', { name: /目的地・ホテル/ })).toHaveCount(0);
  await search.getByRole('button', { name: /客室・人数/ }).click();
  const dialog = page.getByRole('dialog', { name: '客室・人数' });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: '子どもを増やす' }).click();
  await dialog.getByRole('button', { name: '子どもを増やす' }).click();
  await expect(dialog.getByRole('button', { name: '子どもを増やす' })).toBeDisabled();
  await dialog.getByLabel('お子さま2の年齢').selectOption('12');
  await dialog.getByRole('button', { name: '決定' }).click();
  await expect(search.getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人1名・子ども2名');
  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(page).toHaveURL(/\/pro003\/rooms\?checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&rooms=1&adults=1&children=2$/);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('searchData') ?? 'null'));
  expect(stored.custList).toEqual([{ adultNum: 1, childrenNum: 2, childAges: [0, 12] }]);
  expect(stored.hotelName).toBe('フェルトン杭州銭塘');
});
