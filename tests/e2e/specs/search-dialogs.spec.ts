import { expect, test } from '@playwright/test';
import { MESSAGES, SERVER_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { openPage } from './member-fixtures.ts';

const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

test('the people dialog keeps 3 per room and at least 1 adult, with ages for children', async ({ page }) => {
  await openPage(page, '/home');
  const search = page.getByRole('form', { name: '空室検索' });
  await expect(search.getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人1名・子ども0名');
  await search.getByRole('button', { name: /客室・人数/ }).click();
  const dialog = page.getByRole('dialog', { name: '客室・人数' });
  const room1 = dialog.getByRole('listitem', { name: '客室1', exact: true });

  await expect(room1.getByRole('button', { name: '大人を減らす' })).toBeDisabled();
  await expect(room1.getByRole('button', { name: '子どもを減らす' })).toBeDisabled();
  await room1.getByRole('button', { name: '大人を増やす' }).click();
  await room1.getByRole('button', { name: '子どもを増やす' }).click();
  // 2 adults + 1 child = 3: the room is full.
  await expect(room1.getByRole('button', { name: '大人を増やす' })).toBeDisabled();
  await expect(room1.getByRole('button', { name: '子どもを増やす' })).toBeDisabled();
  await expect(room1.getByLabel('お子さま1の年齢')).toHaveValue('0');
  const ages = await room1.getByLabel('お子さま1の年齢').locator('option').allTextContents();
  expect(ages[0]).toBe('0歳');
  expect(ages.at(-1)).toBe('12歳');
  await room1.getByLabel('お子さま1の年齢').selectOption('8');

  await room1.getByRole('button', { name: '大人を減らす' }).click();
  await expect(room1.getByRole('button', { name: '大人を減らす' })).toBeDisabled();
  await expect(room1.getByRole('button', { name: '大人を増やす' })).toBeEnabled();

  await dialog.getByRole('button', { name: '客室を追加' }).click();
  const room2 = dialog.getByRole('listitem', { name: '客室2', exact: true });
  await room2.getByRole('button', { name: '大人を増やす' }).click();
  await room2.getByRole('button', { name: '大人を増やす' }).click();
  await expect(room2.getByRole('button', { name: '大人を増やす' })).toBeDisabled();
  await expect(room2.getByRole('button', { name: '子どもを増やす' })).toBeDisabled();
  await dialog.getByRole('button', { name: '決定' }).click();
  await expect(dialog).toBeHidden();
  await expect(search.getByRole('button', { name: /客室・人数/ })).toContainText('2室・大人4名・子ども1名');

  // Closing without 決定 keeps the applied party.
  await search.getByRole('button', { name: /客室・人数/ }).click();
  await dialog.getByRole('button', { name: '客室を追加' }).click();
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(search.getByRole('button', { name: /客室・人数/ })).toContainText('2室・大人4名・子ども1名');
});

test('search needs a destination, takes a discount and lands on the rooms page with the stay', async ({ page }) => {
  await openPage(page, '/home');
  const search = page.getByRole('form', { name: '空室検索' });
  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(search.getByRole('alert')).toHaveText(MESSAGES.cityRequired);
  await expect(page).toHaveURL(/\/home$/);

  // Discount: type and code go together.
  await search.getByRole('button', { name: '割引コード' }).click();
  const discount = page.getByRole('dialog', { name: '割引コード' });
  for (const type of ['企業', '団体', '旅行会社', 'プロモーション']) await expect(discount.getByRole('radio', { name: type })).toBeVisible();
  await discount.getByRole('radio', { name: '団体' }).check();
  await discount.getByRole('button', { name: '適用' }).click();
  await expect(discount.getByRole('alert')).toHaveText(SERVER_MESSAGES.discountInvalid);
  await discount.getByRole('textbox', { name: '割引コード' }).fill('GROUP10');
  await discount.getByRole('button', { name: '適用' }).click();
  await expect(discount).toBeHidden();
  await expect(search.getByRole('button', { name: /割引/ })).toHaveText('割引：団体・GROUP10');

  // Destination: a popular city, then one of its hotels.
  await search.getByRole('button', { name: /目的地・ホテル/ }).click();
  const destination = page.getByRole('dialog', { name: '目的地・ホテルを選択' });
  await destination.getByRole('button', { name: '杭州', exact: true }).click();
  await expect(destination.getByRole('button', { name: '杭州', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await destination.getByRole('button', { name: 'フェルトン・グランド杭州西湖' }).click();
  await expect(destination).toBeHidden();
  await expect(search.getByRole('button', { name: /目的地・ホテル/ })).toContainText('フェルトン・グランド杭州西湖');

  const checkIn = dateAhead(20);
  const checkOut = dateAhead(22);
  await search.getByLabel('チェックイン').fill(checkIn);
  await search.getByLabel('チェックアウト').fill(checkOut);
  await search.getByRole('button', { name: /客室・人数/ }).click();
  const people = page.getByRole('dialog', { name: '客室・人数' });
  await people.getByRole('button', { name: '大人を増やす' }).click();
  await people.getByRole('button', { name: '決定' }).click();

  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(page).toHaveURL(
    `/pro001/rooms?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2&children=0&discountType=${encodeURIComponent('団体')}&discountCode=GROUP10`,
  );
  const stored = await page.evaluate(() => ({
    searchData: JSON.parse(sessionStorage.getItem('searchData') ?? 'null'),
    hotelName: sessionStorage.getItem('hotelName'),
    hotelTel: sessionStorage.getItem('hotelTel'),
    cityCode: sessionStorage.getItem('cityCode'),
    isSearch: sessionStorage.getItem('isSearch'),
  }));
  expect(stored).toMatchObject({ hotelName: 'フェルトン・グランド杭州西湖', cityCode: 'HGH', isSearch: '1' });
  expect(stored.hotelTel).toBeTruthy();
  expect(stored.searchData).toMatchObject({
    roomNum: 1,
    adultNum: 2,
    childrenNum: 0,
    custList: [{ adultNum: 2, childrenNum: 0 }],
    checkInDate: checkIn,
    checkOutDate: checkOut,
    cityCode: 'HGH',
    discountType: '団体',
    discountCode: 'GROUP10',
    hotelName: 'フェルトン・グランド杭州西湖',
  });

  // The rooms page's own search box starts from the search just made.
  const roomsSearch = page.getByRole('form', { name: '空室検索' });
  await expect(roomsSearch.getByLabel('チェックイン')).toHaveValue(checkIn);
  await expect(roomsSearch.getByLabel('チェックアウト')).toHaveValue(checkOut);
  await expect(roomsSearch.getByRole('button', { name: /客室・人数/ })).toContainText('1室・大人2名・子ども0名');
  // GROUP10 unlocks no rate of this hotel: the bar keeps the code but never calls it a discount, and says why (issue 22, item 9).
  await expect(roomsSearch.getByRole('button', { name: /GROUP10/ })).toHaveText('コード：GROUP10（未適用）');
  await expect(roomsSearch.getByRole('status').filter({ hasText: '割引は適用されていません' })).toBeVisible();
});
