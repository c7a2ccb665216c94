import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { MESSAGES, SITE_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { DEMO_MEMBER, openPage, SITE_HEADERS } from './member-fixtures.ts';

// The same checks as forms-without-javascript.spec.ts, with JavaScript: the shared schema runs in
// the browser first and shows the same messages before anything is posted.
test('the guest information step shows the spec messages in the browser, then moves on to the pay step', async ({ page }) => {
  const login = await page.request.post('/crsapi/v1/user/login', {
    headers: { ...SITE_HEADERS, 'x-session-mode': 'cookie' },
    data: { mobile: DEMO_MEMBER.mobile, Pwd: DEMO_MEMBER.password, mode: 2 },
  });
  expect(login.ok()).toBe(true);
  const checkIn = addDays(hotelToday(), 40 + Math.floor(Math.random() * 60));
  const hold = await page.request.post('/crsapi/v1/order/checkInventory', {
    headers: { ...SITE_HEADERS, random: '42', timestamp: String(Date.now()) },
    data: { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode: 'BAR', checkIn, checkOut: addDays(checkIn, 1), roomQty: 1 },
  });
  expect(hold.ok(), await hold.text()).toBe(true);
  const orderNo: string = (await hold.json()).data.orderNo;

  await openPage(page, `/pro001/child-hotel/rooms/FillInformationStep?orderNo=${orderNo}`);
  const form = page.getByRole('form', { name: 'ご宿泊者情報' });
  // The form says how to write the number: a country code, mainland numbers in 11 digits (decision 0077).
  await expect(form.getByText(SITE_MESSAGES.mobileNumberHint)).toBeVisible();
  // The member's own details are filled in (issue 22); emptied here to see each rule's message.
  for (const label of ['姓（ラストネーム）', '名（ファーストネーム）', '携帯電話番号', 'メールアドレス']) await form.getByLabel(label).fill('');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST') posts++;
  });
  await form.getByRole('button', { name: '予約内容を確定する' }).click();
  await expect(form.getByText(MESSAGES.guestNameRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.mobileInvalid)).toBeVisible();
  await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
  await expect(form.getByLabel('姓（ラストネーム）')).toBeFocused();
  expect(posts).toBe(0);

  await form.getByLabel('姓（ラストネーム）').fill('山田');
  await form.getByLabel('名（ファーストネーム）').fill('太郎');
  await form.getByLabel('メールアドレス').fill('taro@example.jp');
  await form.getByLabel('携帯電話番号').fill('13912345678');
  await form.getByRole('button', { name: '予約内容を確定する' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-step\\?id=\\d+&orderNo=${orderNo}&revNo=RV\\d+`));
  // Spec §4: the submitted order's id and revNo are kept in session storage.
  await expect.poll(() => page.evaluate(() => [sessionStorage.getItem('id'), sessionStorage.getItem('revNo')])).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^RV/)]);
});
