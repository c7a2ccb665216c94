import { expect, test } from '@playwright/test';
import { searchCityFromHome } from './city-search-fixtures.ts';

test('at 375 px a city search lists its hotels with prices, fits the screen and leads to a rooms page', async ({ page }) => {
  await searchCityFromHome(page);
  const stay = new URL(page.url()).search;

  const list = page.getByRole('list', { name: '杭州のホテル' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(list.getByText(/合計\s*[\d,]+元/)).toHaveCount(2);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const card of await list.getByRole('article').all()) {
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }

  await page.getByRole('navigation', { name: '並び替え' }).getByRole('link', { name: 'ホテル順' }).click();
  await expect(page).toHaveURL(/sort=hotel/);
  await list.getByRole('link', { name: /客室を選ぶ\s*：フェルトン杭州銭塘/ }).click();
  await expect(page).toHaveURL(`/pro003/rooms${stay.replace(/&?city=HGH/, '').replace('?&', '?')}`);
});
