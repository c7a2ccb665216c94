import { expect, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import zhRooms from '../../../apps/web/app/locales/zh/rooms.json' with { type: 'json' };
import enRooms from '../../../apps/web/app/locales/en/rooms.json' with { type: 'json' };
import zhBooking from '../../../apps/web/app/locales/zh/booking.json' with { type: 'json' };
import enBooking from '../../../apps/web/app/locales/en/booking.json' with { type: 'json' };
import { apiLogin } from './booking-fixtures.ts';
import { openPage, registerMember } from './member-fixtures.ts';

/**
 * Issue 29's walk in Chinese or English: a member opens the rooms page under /zh or /en, books the
 * prepaid rate, fills the guest step, pays by Alipay on the simulator and reaches the completion
 * page, every step in the page's language (its words read from the catalogues, so the walk proves
 * the page shows them) and every address under the language's prefix. The confirmation e-mail
 * the payment sends, read in demo mode's mailbox (/__dev/mail), is written in the same language
 * (decision 0074).
 */
const WORDS = { zh: { rooms: zhRooms, booking: zhBooking, tag: 'zh-Hans' }, en: { rooms: enRooms, booking: enBooking, tag: 'en' } } as const;
/** The prepaid plan's name as the demo's translations write it (packages/db/src/seed/data/translations/catalogue-hotels.ts). */
const PREPAID_RATE = { zh: '提前预付', en: 'Advance Purchase' } as const;
/** The paid booking's mail: mail-words/{zh,en}.ts's words, written out so a change of them is seen here. */
const MAIL = {
  zh: { subject: (orderNo: string) => `【费尔顿酒店集团】预订确认通知（预订号 ${orderNo}）`, title: '预订确认通知', payment: /^支付方式/, paid: '在线预付（已支付）' },
  en: { subject: (orderNo: string) => `[Felton Hotels] Reservation confirmed (reservation no. ${orderNo})`, title: 'Reservation confirmed', payment: /^Payment /, paid: 'Prepaid (paid)' },
} as const;

export async function walkInLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  const { rooms, booking, tag } = WORDS[lang];
  const member = await registerMember(page.request);
  await apiLogin(page.request, member);
  const checkIn = addDays(hotelToday(), 60 + Math.floor(Math.random() * 60));
  await openPage(page, `/${lang}/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);

  // The rooms page: a rate's button in the page's language; prices in its money format.
  await page.getByRole('button', { name: new RegExp(`^${rooms.book}.*${PREPAID_RATE[lang]}`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/${lang}/pro001/child-hotel/rooms/FillInformationStep\\?orderNo=FO`));
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const email = `walk-${lang}-${Date.now()}@example.cn`;

  // The guest step.
  await page.getByLabel(booking.lastName, { exact: true }).fill('Wang');
  await page.getByLabel(booking.firstName, { exact: true }).fill('Fang');
  await page.getByLabel(booking.email, { exact: true }).fill(email);
  await page.getByLabel(booking.mobile, { exact: true }).fill('13912345678');
  await page.getByRole('button', { name: booking.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/pro001/child-hotel/rooms/pay-step\\?id=\\d+`));
  // The booking summary (beside the demo notice, the other complementary region): money as the language writes it.
  await expect(page.getByRole('complementary').filter({ hasText: lang === 'en' ? /CNY [\d,]+/ : /[\d,]+元/ }).first()).toBeVisible();

  // The pay step: Alipay, then the simulator's page in a second tab (the guest's phone).
  await page.getByRole('radio', { name: new RegExp(booking.methodAlipay) }).check();
  await page.getByRole('button', { name: booking.completePayment }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/pro001/child-hotel/rooms/PayDetail`));
  const payUrl = await page.getByRole('link', { name: /\(?(決済|支付|payment)/i }).last().getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(payUrl!);
  await phone.getByRole('button', { name: '支払う' }).click();
  await expect(phone.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  await phone.close();

  // The completion page, in the page's language.
  await expect(page).toHaveURL(new RegExp(`/${lang}/pro001/child-hotel/rooms/PayState`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: booking.doneTitle })).toBeVisible();

  // The confirmation e-mail, sent on the payment, in the language the guest booked in.
  const mail = MAIL[lang];
  await expect(async () => {
    await page.goto('/__dev/mail');
    await expect(page.getByRole('link', { name: mail.subject(orderNo) })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link', { name: mail.subject(orderNo) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await expect(page.getByRole('heading', { name: mail.title })).toBeVisible();
  await expect(page.getByRole('row', { name: mail.payment })).toContainText(mail.paid);
}
