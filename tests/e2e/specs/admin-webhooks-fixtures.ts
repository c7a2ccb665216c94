import { expect, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';

/**
 * PMS webhooks in the back office (issue 27, decision 0064): the steps the desktop and the phone
 * specs share. Endpoints point at 127.0.0.1:2, where nothing listens (playwright.config.ts lets
 * CHANNEL_ALLOWED_HOSTS name it), so every delivery fails and the endpoint shows it.
 */
export const ADMIN = 'admin@demo.felton';
export const MANAGER = 'manager@demo.felton';
export const WEST_LAKE = 'フェルトン・グランド杭州西湖';
export const nobodyListens = (tag: string) => `https://127.0.0.1:2/pms/${tag}`;

/** The administrator adds an endpoint for pro001 through the list page's form; answers the secret the page shows once. */
export async function addEndpoint(page: Page, url: string, memo: string): Promise<string> {
  await page.goto('/admin/webhooks?hotel=pro001');
  await page.getByRole('link', { name: '新しい送信先' }).click();
  // The page's hotel is chosen (the top bar has its own ホテル).
  await expect(page.getByRole('form', { name: '新しい送信先' }).getByLabel('ホテル')).toHaveValue('pro001');
  await page.getByLabel('送信先URL').fill(url);
  await page.getByLabel('メモ').fill(memo);
  await expect(page.getByRole('checkbox', { name: '有効にする' })).toBeChecked();
  await page.getByRole('button', { name: '送信先を追加' }).click();
  return shownSecret(page);
}

/** The secret box: marked as shown once, the secret in it (whsec_…), and nowhere in the address. */
export async function shownSecret(page: Page): Promise<string> {
  const box = page.getByRole('region', { name: /署名用シークレット/ });
  await expect(box).toContainText('この画面を離れると二度と表示されません');
  const secret = (await box.getByRole('figure', { name: '署名用シークレット' }).locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  expect(page.url()).not.toContain(secret);
  return secret;
}

/** A phone booking at pro001 for one night some weeks ahead, made with the signed-in staff's session: the event the endpoint hears of. */
export async function bookAtWestLake(page: Page, baseURL: string): Promise<string> {
  const checkIn = addDays(hotelToday(), 45 + Math.floor(Math.random() * 30));
  const checkOut = addDays(checkIn, 1);
  const found = await page.request.get(`/adminapi/v1/orders/book/availability?hotel=pro001&checkIn=${checkIn}&checkOut=${checkOut}&roomQty=1&adultNum=1`);
  expect(found.ok(), await found.text()).toBe(true);
  const { roomTypes } = (await found.json()).data as { roomTypes: { code: string; rates: { code: string; payment: string; memberOnly: boolean; roomsLeft: number }[] }[] };
  const payAtHotel = (r: { payment: string; memberOnly: boolean; roomsLeft: number }) => r.payment === 'hotel' && !r.memberOnly && r.roomsLeft > 0;
  const room = roomTypes.find((t) => t.rates.some(payAtHotel));
  expect(room, 'a pay-at-hotel rate at pro001').toBeDefined();
  const booked = await page.request.post('/adminapi/v1/orders/book', {
    headers: { origin: baseURL },
    data: { hotel: 'pro001', checkIn, checkOut, roomQty: 1, adultNum: 1, roomTypeCode: room!.code, rateCode: room!.rates.find(payAtHotel)!.code, guestKind: 'guest', revUser: '連携 試験', mobile: '13900002727', source: 'phone', settlement: 'hotel' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  return ((await booked.json()).data as { orderNo: string }).orderNo;
}
