import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { partyTooLargeMessage } from '../../../packages/shared/src/messages.ts';
import { loginInModalWithPassword, openPage, registerMember } from './member-fixtures.ts';

const KING = 'スーペリアキング（ガーデンビュー）';
const TWIN = 'スーペリアツイン（ガーデンビュー）';

function roomsUrl(adults: number): string {
  const checkIn = addDays(hotelToday(), 6);
  return `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=${adults}&children=0`;
}

test('three adults in one room: the king room says two rooms are needed and offers no rate; the twin can be booked for three', async ({ page, request }) => {
  const member = await registerMember(request);
  await openPage(page, roomsUrl(3));

  const king = page.getByRole('article', { name: KING });
  await expect(king.getByRole('status')).toHaveText(partyTooLargeMessage(2, 2));
  await expect(king.getByRole('button', { name: /^予約する/ })).toHaveCount(0);
  const twin = page.getByRole('article', { name: TWIN });
  await expect(twin.getByRole('button', { name: /^予約する/ }).first()).toBeVisible();

  // Logged in, the hold carries the party, which the server checks against the room type.
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, member);
  const hold = page.waitForRequest((r) => r.url().endsWith('/order/checkInventory'));
  await twin.getByRole('button', { name: /^予約する/ }).first().click();
  expect((await hold).postDataJSON()).toMatchObject({ roomTypeCode: 'ST', roomQty: 1, adultNum: 3, childrenNum: 0 });
  await expect(page).toHaveURL(/FillInformationStep\?orderNo=FO/);
});

test('two adults: the king room has its rates again', async ({ page }) => {
  await openPage(page, roomsUrl(2));
  const king = page.getByRole('article', { name: KING });
  await expect(king.getByRole('button', { name: /^予約する/ }).first()).toBeVisible();
  await expect(king.getByText(/1室\d名様までです/)).toHaveCount(0);
});
