import { expect, test } from '@playwright/test';
import { openPage } from './member-fixtures.ts';

// The party (rooms, adults, children) has one source: the rooms page's URL. Session storage only
// brings the last search back when a rooms page is opened without one.
test('a search for 2 children shows 2 children on the rooms page, also when it is opened again from a link', async ({ page }) => {
  await openPage(page, '/pro001/home');
  const search = page.getByRole('form', { name: '空室検索' });
  await search.getByRole('button', { name: /客室・人数/ }).click();
  const dialog = page.getByRole('dialog', { name: '客室・人数' });
  await dialog.getByRole('button', { name: '子どもを増やす' }).click();
  await dialog.getByRole('button', { name: '子どもを増やす' }).click();
  await dialog.getByRole('button', { name: '決定' }).click();
  await search.getByRole('button', { name: '空室を検索' }).click();

  await expect(page).toHaveURL(/\/pro001\/rooms\?.*&rooms=1&adults=1&children=2$/);
  const summary = page.getByText('ご検索内容').locator('..');
  await expect(summary).toContainText('1室・大人1名・子ども2名');
  await expect(page.getByRole('form', { name: '空室検索' }).getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人1名・子ども2名');

  // Back to the hotel's home page, then "all rooms" (a link without a stay): the same party.
  await openPage(page, '/pro001/home');
  await page.getByRole('link', { name: 'すべての客室を見る' }).click();
  await expect(page).toHaveURL(/\/pro001\/rooms\?.*&rooms=1&adults=1&children=2$/);
  await expect(page.getByText('ご検索内容').locator('..')).toContainText('1室・大人1名・子ども2名');
  await expect(page.getByRole('form', { name: '空室検索' }).getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人1名・子ども2名');
});

test('a rooms page URL wins over the remembered search', async ({ page }) => {
  await openPage(page, '/pro001/home');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'searchData',
      JSON.stringify({ roomNum: 1, adultNum: 1, childrenNum: 2, custList: [{ adultNum: 1, childrenNum: 2, childAges: [3, 5] }], checkInDate: '', checkOutDate: '' }),
    ),
  );
  const checkIn = new Date(Date.now() + 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 11 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2&children=0`);
  await expect(page.getByText('ご検索内容').locator('..')).toContainText('1室・大人2名・子ども0名');
  await expect(page.getByRole('form', { name: '空室検索' }).getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人2名・子ども0名');
  await expect(page).toHaveURL(/adults=2&children=0$/);
});
