import { expect, request, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { PRICE_CALENDAR_MESSAGES } from '../../../packages/shared/src/price-calendar.ts';
import { openPage } from './member-fixtures.ts';

/** The price calendar (decision 0037) as a guest uses it; the desktop and phone specs share the steps. */

const HOTEL = 'pro001';

/** 12月24日（木）, as the calendar labels its days. */
export function dayLabel(date: string): string {
  const weekday = '日月火水木金土'[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8))}日（${weekday}）`;
}

export const hotelDay = (days: number) => addDays(hotelToday(), days);

/**
 * The hotel manager sells out every room type of pro001 on `date` through the back office's API
 * (rooms to sell lowered to the rooms already sold), as staff would in the rates calendar.
 */
export async function sellOutNight(baseURL: string, date: string): Promise<void> {
  const staff = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await staff.post('/adminapi/v1/auth/login', { data: { email: 'manager@demo.felton', password: 'FeltonStaff2026' } });
  expect(login.status(), await login.text()).toBe(200);
  const grid = await staff.get(`/adminapi/v1/rates/calendar?hotel=${HOTEL}&from=${date}&days=1`);
  expect(grid.status()).toBe(200);
  const { data } = (await grid.json()) as { data: { roomTypes: { code: string; nights: ({ soldRooms: number } | null)[] }[] } };
  for (const roomType of data.roomTypes) {
    const sold = roomType.nights[0]?.soldRooms ?? 0;
    const edit = await staff.post('/adminapi/v1/rates/bulk', {
      data: { hotel: HOTEL, roomTypes: [roomType.code], from: date, to: date, weekdays: [0, 1, 2, 3, 4, 5, 6], changes: { rooms: sold } },
    });
    expect(edit.status(), await edit.text()).toBe(200);
  }
  await staff.dispose();
}

/**
 * Opens the calendar on the hotel's home page, checks prices and the sold-out day, refuses a stay
 * over it with the message, then picks a stay after it and searches: the rooms page has its dates.
 */
export async function pickStayAroundSoldOutNight(page: Page, soldOut: string, shot?: (name: string) => Promise<void>): Promise<void> {
  await openPage(page, `/${HOTEL}/home`);
  const search = page.getByRole('form', { name: '空室検索' });
  const opener = search.getByRole('button', { name: '料金カレンダー' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '宿泊日を選択' });
  await expect(dialog.getByText('1室1泊あたりの最安料金（CNY・税・サービス料込）')).toBeVisible();
  const grids = dialog.getByRole('grid');
  await expect(grids).toHaveCount(2);
  await expect(grids.first()).not.toHaveAttribute('aria-busy', 'true');
  await expect(grids.last()).not.toHaveAttribute('aria-busy', 'true');

  const day = (date: string) => dialog.getByRole('button', { name: new RegExp(`^${dayLabel(date)}、`) });
  await expect(day(soldOut)).toHaveAccessibleName(`${dayLabel(soldOut)}、満室`);
  await expect(day(soldOut)).toContainText('×');
  const before = addDays(soldOut, -1);
  await expect(day(before)).toHaveAccessibleName(new RegExp(`^${dayLabel(before)}、最安[\\d,]+元、(空室あり|残り\\d室)`));
  await expect(day(before)).toContainText('元');
  // Days before today are not offered (when yesterday is in the month shown).
  const yesterday = hotelDay(-1);
  if (yesterday.slice(0, 7) === hotelDay(0).slice(0, 7)) {
    await expect(dialog.getByRole('button', { name: `${dayLabel(yesterday)}、予約受付期間外` })).toBeDisabled();
  }
  if (shot) await shot('open');

  // A stay over the sold-out night is refused before any search.
  await day(before).click();
  await day(addDays(soldOut, 1)).click();
  await expect(dialog.getByRole('alert')).toHaveText(PRICE_CALENDAR_MESSAGES.soldOutNight(dayLabel(soldOut)));
  await expect(dialog.getByRole('button', { name: 'この日程で決定' })).toBeDisabled();
  if (shot) await shot('refused');

  // Keyboard: one step right of the check-out day is the new check-in; Enter picks it.
  const checkIn = addDays(soldOut, 2);
  const checkOut = addDays(soldOut, 4);
  await day(addDays(soldOut, 1)).focus();
  await page.keyboard.press('ArrowRight');
  await expect(day(checkIn)).toBeFocused();
  await page.keyboard.press('Enter');
  await day(checkOut).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(day(checkIn)).toHaveAccessibleName(/チェックイン日$/);
  await dialog.getByRole('button', { name: 'この日程で決定' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(search.getByLabel('チェックイン')).toHaveValue(checkIn);
  await expect(search.getByLabel('チェックアウト')).toHaveValue(checkOut);

  await search.getByRole('button', { name: '空室を検索' }).click();
  await expect(page).toHaveURL(new RegExp(`/${HOTEL}/rooms\\?checkIn=${checkIn}&checkOut=${checkOut}&`));
}
