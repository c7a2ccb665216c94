import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { DEMO_MEMBER, loginInModalWithPassword, openPage } from './member-fixtures.ts';

const ROOM = 'スーペリアキング（ガーデンビュー）';
const AT_HOTEL = 'ベストフレキシブルレート（素泊まり）';

/** Demo mode catches confirmation e-mail at /__dev/mail (decision 0041): the guest's mail is there, with its .ics. */
test('the demo member books to pay at the hotel and the confirmation e-mail arrives at /__dev/mail', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `confirm${Date.now()}@example.jp`;
  const checkIn = addDays(hotelToday(), 9);
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=1&adults=1&children=0`);
  await page
    .getByRole('article', { name: ROOM })
    .getByRole('button', { name: new RegExp(`^予約する\\s*：${AT_HOTEL.replace(/[()（）]/g, '.')}$`) })
    .click();
  await loginInModalWithPassword(page, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/pro001\/child-hotel\/rooms\/FillInformationStep\?orderNo=FO/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.getByLabel('姓（ラストネーム）').fill('山田');
  await page.getByLabel('名（ファーストネーム）').fill('花子');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('携帯電話番号').fill('13800138000');
  await page.getByRole('button', { name: '予約内容を確定する' }).click();
  await expect(page).toHaveURL(/\/pay-step\?id=\d+&orderNo=FO\w+&revNo=\w+/);

  // The job sends right after the order's commit; the demo list shows it with its calendar file.
  const subject = `【フェルトン・ホテルズ】ご予約確定のお知らせ（予約番号 ${orderNo}）`;
  await expect(async () => {
    await page.goto('/__dev/mail');
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '送信メール（デモ）' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: email });
  const ics = await request.get((await item.getByRole('link', { name: 'stay.ics' }).getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const calendar = await ics.text();
  expect(calendar).toContain(`UID:${orderNo}@booking.felton-hotels.jp`);
  // From pro001's check-in time, 15:00 in Hangzhou (07:00 UTC).
  expect(calendar).toContain(`DTSTART:${checkIn.replaceAll('-', '')}T070000Z`);

  // The mail as the guest reads it: the booking's details and the reservation markup.
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: 'ご予約確定のお知らせ' })).toBeVisible();
  await expect(page.getByRole('row', { name: /予約番号/ })).toContainText(orderNo);
  await expect(page.getByRole('row', { name: /お支払い/ })).toContainText('現地払い');
  await expect(page.getByRole('row', { name: /キャンセル規定/ })).toContainText('無料でキャンセル');
  await expect(page.getByRole('row', { name: /チェックイン/ })).toContainText('15:00から');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'LodgingReservation', reservationNumber: orderNo, checkinDate: `${checkIn}T15:00:00+08:00` });
});
