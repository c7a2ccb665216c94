import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { RESTRICTIONS } from '../../../packages/shared/src/restrictions.ts';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';
import { openPage } from './member-fixtures.ts';

/**
 * Minimum stay through (滞在中の最低泊数, decision 0056) through the pages: the hotel manager sets
 * it on one night of the suite from the rates grid's bulk edit, the grid marks it, and the guest's
 * rooms page no longer offers a shorter stay through that night while a long enough one books.
 * The suite and a night 45 days ahead are left to this test (other suites book nearer nights).
 */
const ROOM = { code: 'SU', name: '西湖ビュー・スイート' };
const night = addDays(hotelToday(), 45);
const monthDay = `${Number(night.slice(5, 7))}月${Number(night.slice(8, 10))}日`;
const roomsUrl = (checkIn: string, checkOut: string) => `/pro001/rooms?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=1&children=0`;

test('the manager sets a 3-night minimum stay through on a night; the guest search refuses 2 nights through it and offers 3', async ({ page }) => {
  test.setTimeout(60_000);
  await staffSignIn(page, 'manager@demo.felton', STAFF_PASSWORD, '/admin/rates?hotel=pro001');
  const grid = page.getByRole('region', { name: /料金・在庫カレンダー/ });
  const form = page.getByRole('form', { name: '一括編集' });
  await expect(page.locator('dl[aria-label="凡例"]')).toContainText(`${RESTRICTIONS.minStayThrough.grid.marker('N')}${RESTRICTIONS.minStayThrough.grid.legend}`);

  await grid.getByRole('link', { name: `${ROOM.code} ${night} を編集` }).click();
  await expect(form.getByLabel('開始日')).toHaveValue(night);
  await form.getByLabel('滞在中の最低泊数（泊）').fill('3');
  await form.getByRole('button', { name: 'この内容で保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${ROOM.code} ${monthDay}の1泊を更新しました（滞在中の最低泊数 3泊）` })).toBeVisible();
  await expect(grid.getByRole('link', { name: `${ROOM.code} ${night} を編集` }).locator('xpath=..')).toContainText(RESTRICTIONS.minStayThrough.grid.marker(3));

  // Two nights through it (arriving the night before): the suite shows the reason and no rate.
  await openPage(page, roomsUrl(addDays(night, -1), addDays(night, 1)));
  const suite = page.getByRole('article', { name: ROOM.name });
  await expect(suite.getByRole('status')).toHaveText(RESTRICTIONS.minStayThrough.message(3));
  await expect(suite.getByRole('button', { name: /^予約する/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'スーペリアキング（ガーデンビュー）' }).getByRole('button', { name: /^予約する/ }).first()).toBeVisible();

  // Three nights through it: offered.
  await openPage(page, roomsUrl(addDays(night, -1), addDays(night, 2)));
  await expect(suite.getByRole('button', { name: /^予約する/ }).first()).toBeVisible();
  await expect(suite.getByRole('status')).toHaveCount(0);
});
