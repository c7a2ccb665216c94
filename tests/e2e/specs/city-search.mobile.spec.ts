import { expect, test } from '@playwright/test';
import { openPage } from './member-fixtures.ts';

test('at 375 px a city search lists its hotels with prices, fits the screen and leads to a rooms page', async ({ page }) => {
  await openPage(page, '/home');
  const search = page.getByRole('form', { name: '空室検索' });
  await search.getByRole('button', { name: /目的地・ホテル/ }).click();
  const destination = page.getByRole('dialog', { name: '目的地・ホテルを選択' });
  await destination.getByRole('button', { name: '杭州', exact: true }).click();
  await destination.getByRole('button', { name: /杭州のすべてのホテル/ }).click();
  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(page).toHaveURL(/\/search\?city=HGH&checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&rooms=1&adults=1&children=0$/);
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
