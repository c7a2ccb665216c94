import { expect, test, type Locator } from '@playwright/test';
import { searchCityFromHome } from './city-search-fixtures.ts';
import { openPage } from './member-fixtures.ts';

/** Hotel date (UTC+8) `days` from today. */
const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** The stay's total of each listed hotel, in the order shown (null for 満室). */
async function totals(list: Locator): Promise<(number | null)[]> {
  const texts = await list.getByRole('listitem').filter({ has: list.page().getByRole('heading') }).allInnerTexts();
  return texts.map((text) => {
    const match = /合計\s*([\d,]+)元/.exec(text);
    return match ? Number(match[1]!.replace(/,/g, '')) : null;
  });
}

const hotelNames = (list: Locator) => list.getByRole('heading', { level: 3 }).allInnerTexts();

test('a city searched without a hotel lists its hotels with prices, sorts, and a pick keeps the stay', async ({ page }) => {
  const search = await searchCityFromHome(page, 2);
  const stay = new URL(page.url()).searchParams;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('杭州のホテル');
  // The search box on the results page still names the whole city.
  await expect(search.getByRole('button', { name: /目的地・ホテル/ })).toContainText('杭州・すべてのホテル');

  const list = page.getByRole('list', { name: '杭州のホテル' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
  // Cheapest first, each with its rate's breakfast and cancellation terms.
  const byPrice = await totals(list);
  expect(byPrice.every((t) => t !== null && t > 0)).toBe(true);
  expect(byPrice).toEqual([...byPrice].sort((a, b) => a! - b!));
  await expect(list.getByRole('list', { name: 'プランの条件' }).first()).toContainText(/朝食/);
  await expect(list.getByRole('list', { name: 'プランの条件' }).first()).toContainText(/キャンセル/);
  const sortNav = page.getByRole('navigation', { name: '並び替え' });
  await expect(sortNav.getByRole('link', { name: '料金の安い順' })).toHaveAttribute('aria-current', 'page');

  // By hotel: the group's order (as /hotels lists them).
  await sortNav.getByRole('link', { name: 'ホテル順' }).click();
  await expect(page).toHaveURL(/[?&]sort=hotel(&|$)/);
  await expect(sortNav.getByRole('link', { name: 'ホテル順' })).toHaveAttribute('aria-current', 'page');
  expect(await hotelNames(list)).toEqual(['フェルトン・グランド杭州西湖', 'フェルトン杭州銭塘']);
  const [grandTotal] = await totals(list);

  // Picking a hotel opens its rooms page with the same stay, where that price is offered.
  await list.getByRole('link', { name: /客室を選ぶ\s*：フェルトン・グランド杭州西湖/ }).click();
  await expect(page).toHaveURL(`/pro001/rooms?checkIn=${stay.get('checkIn')}&checkOut=${stay.get('checkOut')}&rooms=1&adults=2&children=0`);
  await expect(page.getByRole('form', { name: '空室検索' }).getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人2名・子ども0名');
  await expect(page.getByText(`合計 ${grandTotal!.toLocaleString('ja-JP')}元`).first()).toBeVisible();
});

test('an impossible stay keeps the page with the reason in Japanese', async ({ page }) => {
  await openPage(page, `/search?city=HGH&checkIn=${dateAhead(5)}&checkOut=${dateAhead(50)}&rooms=1&adults=1&children=0`);
  await expect(page.getByRole('alert').filter({ hasText: '泊' })).toBeVisible();
  await expect(page.getByRole('form', { name: '空室検索' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results and the sort links work', async ({ page }) => {
    const query = `city=HGH&checkIn=${dateAhead(30)}&checkOut=${dateAhead(31)}&rooms=1&adults=1&children=0`;
    await page.goto(`/search?${query}`);
    const list = page.getByRole('list', { name: '杭州のホテル' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
    await page.getByRole('navigation', { name: '並び替え' }).getByRole('link', { name: 'ホテル順' }).click();
    await expect(page).toHaveURL(`/search?${query}&sort=hotel`);
    expect(await hotelNames(list)).toEqual(['フェルトン・グランド杭州西湖', 'フェルトン杭州銭塘']);
    await expect(list.getByRole('link', { name: /客室を選ぶ\s*：フェルトン杭州銭塘/ })).toHaveAttribute('href', `/pro003/rooms?checkIn=${dateAhead(30)}&checkOut=${dateAhead(31)}&rooms=1&adults=1&children=0`);
  });
});
