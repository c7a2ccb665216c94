import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { SERVER_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { codeSentSince, openPage } from './member-fixtures.ts';

const ROOM = 'スーペリアキング（ガーデンビュー）';
const AT_HOTEL = 'ベストフレキシブルレート（素泊まり）';

/** A Japanese mobile nobody else uses: 90 1xxx xxxx as typed, and its E.164. */
function randomJapaneseMobile() {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `90 1${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+81901${rest}` };
}

// Decision 0077: a traveller from Japan becomes a member with their own number and books.
test('a new guest chooses 日本 +81 on /register, registers with the code from the console SMS and books a stay paid at the hotel', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mobile = randomJapaneseMobile();
  const password = 'Tokyo2024';

  await openPage(page, '/register');
  const form = page.getByRole('form', { name: '新規会員登録' });
  await form.getByLabel('姓', { exact: true }).fill('旅行');
  await form.getByLabel('名', { exact: true }).fill('太郎');
  await form.getByLabel('敬称').selectOption({ label: 'Mr.（男性）' });
  await form.getByLabel('国番号').selectOption({ label: '+81 日本' });
  // A landline is refused in the browser before anything is sent.
  await form.getByLabel('携帯電話番号').fill('3 1234 5678');
  await form.getByRole('button', { name: 'コードを送信' }).click();
  await expect(form.getByText(SERVER_MESSAGES.mobileNotOfCountry)).toBeVisible();

  await form.getByLabel('携帯電話番号').fill(mobile.typed);
  const since = Date.now();
  await form.getByRole('button', { name: 'コードを送信' }).click();
  await expect(form.getByRole('status')).toHaveText(SERVER_MESSAGES.smsSent);
  const code = await codeSentSince(request, mobile.e164, since);
  await form.getByLabel('確認コード').fill(code);
  await form.getByLabel('パスワード', { exact: true }).fill(password);
  await form.getByLabel('パスワード（確認）').fill(password);
  await form.getByRole('checkbox', { name: /利用規約.*プライバシーポリシー/ }).check();
  await form.getByRole('button', { name: '登録する' }).click();
  const done = page.getByRole('dialog', { name: '会員登録が完了しました' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'ログインする' }).click();

  // The login dialog has the number in E.164; the brand-new member logs in with the password.
  const login = page.getByRole('dialog', { name: 'ログイン' });
  await expect(login.getByLabel('携帯電話番号')).toHaveValue(mobile.e164);
  await login.getByRole('tab', { name: 'パスワードでログイン' }).click();
  await login.getByLabel('パスワード', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(login).toBeHidden();

  const checkIn = addDays(hotelToday(), 8);
  await openPage(page, `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&rooms=1&adults=1&children=0`);
  await page
    .getByRole('article', { name: ROOM })
    .getByRole('button', { name: new RegExp(`^予約する\\s*：${AT_HOTEL.replace(/[()（）]/g, '.')}$`) })
    .click();
  await expect(page).toHaveURL(/\/pro001\/child-hotel\/rooms\/FillInformationStep\?orderNo=FO/);
  // The member's own number is filled in, in E.164, and is accepted as it is.
  await expect(page.getByLabel('携帯電話番号')).toHaveValue(mobile.e164);
  await page.getByLabel('メールアドレス').fill('taro@example.jp');
  await page.getByRole('button', { name: '予約内容を確定する' }).click();
  await expect(page).toHaveURL(/\/pay-step\?id=\d+&orderNo=FO\w+&revNo=\w+/);
  await page.getByRole('radio', { name: /ご到着時にホテルでお支払い/ }).check();
  await page.getByRole('button', { name: 'お支払いを完了する' }).click();
  await expect(page).toHaveURL(/\/PayState/);
  await expect(page.getByRole('heading', { name: 'ご予約が完了しました' })).toBeVisible();
});
