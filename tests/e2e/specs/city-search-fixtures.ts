import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './member-fixtures.ts';

/**
 * From /home, searches all of Hangzhou's hotels (杭州のすべてのホテル) for `adults` in one room on the
 * search box's dates; answers the search box.
 */
export async function searchCityFromHome(page: Page, adults = 1): Promise<Locator> {
  await openPage(page, '/home');
  const search = page.getByRole('form', { name: '空室検索' });
  await search.getByRole('button', { name: /目的地・ホテル/ }).click();
  const destination = page.getByRole('dialog', { name: '目的地・ホテルを選択' });
  await destination.getByRole('button', { name: '杭州', exact: true }).click();
  await destination.getByRole('button', { name: /杭州のすべてのホテル/ }).click();
  await expect(destination).toBeHidden();
  await expect(search.getByRole('button', { name: /目的地・ホテル/ })).toContainText('杭州・すべてのホテル');
  if (adults > 1) {
    await search.getByRole('button', { name: /客室・人数/ }).click();
    const people = page.getByRole('dialog', { name: '客室・人数' });
    for (let i = 1; i < adults; i++) await people.getByRole('button', { name: '大人を増やす' }).click();
    await people.getByRole('button', { name: '決定' }).click();
  }
  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?city=HGH&checkIn=\\d{4}-\\d{2}-\\d{2}&checkOut=\\d{4}-\\d{2}-\\d{2}&rooms=1&adults=${adults}&children=0$`));
  return search;
}
