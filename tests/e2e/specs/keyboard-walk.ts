import { expect, type Page } from '@playwright/test';
import { addDays } from '../../../packages/shared/src/hotel-date.ts';
import { expectFocusOn, expectFocusShown, tabTo, typeText } from './keyboard-fixtures.ts';
import { DEMO_MEMBER, openPage } from './member-fixtures.ts';

/**
 * Issue 30's guest walk, keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11; decision 0080): after
 * the first page is opened, every step is a key press, and every focus it moves is checked to be
 * visible and not covered. The same walk at 1280 px (keyboard-walk.spec.ts) and at 375 px
 * (keyboard-walk.mobile.spec.ts: a tablet or phone with a keyboard), where the header differs.
 */

/** From this width the header shows the member menu; below it, the account icon. */
const WIDE = 1024;

const HOTEL = 'フェルトン・グランド杭州西湖';
const ROOM = 'スーペリアキング（ガーデンビュー）';
const AT_HOTEL = 'ベストフレキシブルレート（素泊まり）';

const escaped = (text: string) => text.replace(/[()（）]/g, '.');

/** Presses a key `times` times, checking the focus after each. */
async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await expectFocusShown(page);
  }
}

/** Search → rooms → login → guest step → pay at the hotel → history, by keyboard. */
export async function guestKeyboardWalk(page: Page): Promise<void> {
  await openPage(page, '/home');

  // The skip link is the first stop and lands on the main content.
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: '本文へスキップ' })).toBeFocused();

  // Destination: the dialog takes the focus, Escape closes it and gives the focus back.
  const destination = page.getByRole('button', { name: /目的地・ホテル/ });
  await tabTo(page, destination);
  await page.keyboard.press('Enter');
  const destinations = page.getByRole('dialog', { name: '目的地・ホテルを選択' });
  await expectFocusOn(destinations.getByRole('button', { name: '閉じる' }));
  await page.keyboard.press('Escape');
  await expect(destinations).toBeHidden();
  await expectFocusOn(destination);
  await page.keyboard.press('Enter');
  await expectFocusOn(destinations.getByRole('button', { name: '閉じる' }));
  await tabTo(page, destinations.getByRole('button', { name: HOTEL }));
  await page.keyboard.press('Enter');
  await expect(destinations).toBeHidden();
  await expectFocusOn(destination);
  await expect(destination).toHaveAccessibleName(new RegExp(HOTEL));

  // Dates with the price calendar: one tab stop, arrows move by day and week, Enter chooses.
  const checkIn = await page.getByLabel('チェックイン', { exact: true }).inputValue();
  const calendarButton = page.getByRole('button', { name: '料金カレンダー' });
  await tabTo(page, calendarButton);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: '宿泊日を選択' });
  const day = (date: string) => calendar.locator(`[data-date="${date}"]`);
  await expectFocusOn(day(checkIn));
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expect(day(checkIn)).toHaveAccessibleName(/チェックイン日/);
  await press(page, 'ArrowDown', 2);
  await press(page, 'ArrowRight');
  const arrival = addDays(checkIn, 15);
  await expectFocusOn(day(arrival));
  await expect(day(arrival)).toHaveAccessibleName(/最安[\d,]+元|満室|受付停止/);
  await page.keyboard.press('Enter');
  await press(page, 'ArrowRight');
  // The grid moves the focus in the next frame: Space goes to the day the arrow reached.
  await expectFocusOn(day(addDays(arrival, 1)));
  await page.keyboard.press('Space');
  await expect(day(arrival)).toHaveAccessibleName(/チェックイン日/);
  await expect(day(addDays(arrival, 1))).toHaveAccessibleName(/チェックアウト日/);
  // The grid is one tab stop: Tab leaves it for the next control, Shift+Tab comes back to the day.
  await press(page, 'Tab');
  const apply = calendar.getByRole('button', { name: 'この日程で決定' });
  await expect(apply).toBeFocused();
  await press(page, 'Shift+Tab');
  await expect(day(addDays(arrival, 1))).toBeFocused();
  await press(page, 'Tab');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expectFocusOn(calendarButton);
  await expect(page.getByLabel('チェックイン', { exact: true })).toHaveValue(arrival);
  await expect(page.getByLabel('チェックアウト', { exact: true })).toHaveValue(addDays(arrival, 1));

  // Party: the steppers by keyboard, the dialog's own button to finish.
  const party = page.getByRole('button', { name: /客室・人数/ });
  await tabTo(page, party);
  await page.keyboard.press('Enter');
  const partyDialog = page.getByRole('dialog', { name: '客室・人数' });
  await expectFocusOn(partyDialog.getByRole('button', { name: '閉じる' }));
  const moreAdults = partyDialog.getByRole('button', { name: '大人を増やす' });
  const adults = partyDialog.getByRole('status', { name: '大人の人数' });
  await tabTo(page, moreAdults);
  // Up to the room's capacity: the button at its limit keeps the focus (it is not taken away).
  await press(page, 'Enter', 2);
  await expect(adults).toHaveText('3');
  await expect(moreAdults).toBeDisabled();
  await expect(moreAdults).toBeFocused();
  await press(page, 'Enter');
  await expect(adults).toHaveText('3');
  await tabTo(page, partyDialog.getByRole('button', { name: '大人を減らす' }), { back: true });
  await press(page, 'Enter');
  await expect(adults).toHaveText('2');
  await tabTo(page, partyDialog.getByRole('button', { name: '決定' }));
  await page.keyboard.press('Enter');
  await expect(partyDialog).toBeHidden();
  await expectFocusOn(party);
  await expect(party).toHaveAccessibleName(/大人2名/);

  await tabTo(page, page.getByRole('button', { name: '空室を検索' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pro001/rooms\\?.*checkIn=${arrival}`));

  // The rooms page: the rate's button, then the login dialog (password mode) by keyboard.
  const card = page.getByRole('article', { name: ROOM });
  const book = card.getByRole('button', { name: new RegExp(`^予約する\\s*：${escaped(AT_HOTEL)}$`) });
  await tabTo(page, book, { max: 200 });
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'ログイン' });
  await expect(page.getByText('まだログインしていません')).toBeVisible();
  await expectFocusOn(login.getByLabel('携帯電話番号'));
  await tabTo(page, login.getByRole('tab', { selected: true }), { back: true });
  await press(page, 'ArrowRight');
  await expect(login.getByRole('tab', { name: 'パスワードでログイン' })).toBeFocused();
  await expect(login.getByRole('tab', { name: 'パスワードでログイン' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, login.getByLabel('携帯電話番号'));
  await typeText(page, DEMO_MEMBER.mobile);
  await tabTo(page, login.getByLabel('パスワード', { exact: true }));
  await typeText(page, DEMO_MEMBER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pro001\/child-hotel\/rooms\/FillInformationStep\?orderNo=FO/, { timeout: 20_000 });
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  // The guest step: each field typed, the form sent with Enter on its button.
  await expect(page.getByRole('heading', { name: 'ご宿泊者情報の入力' })).toBeVisible();
  const fields: [string, string][] = [
    ['姓（ラストネーム）', '山田'],
    ['名（ファーストネーム）', '太郎'],
    ['メールアドレス', 'taro@example.jp'],
    ['携帯電話番号', '13912345678'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await typeText(page, value);
  }
  await tabTo(page, page.getByRole('button', { name: '予約内容を確定する' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay-step\?id=\d+&orderNo=FO\w+&revNo=\w+/, { timeout: 20_000 });

  // Pay at the hotel: a radio reached by Tab and chosen by the arrows (one group, one tab stop).
  const atHotel = page.getByRole('radio', { name: /ご到着時にホテルでお支払い/ });
  await tabTo(page, page.getByRole('radio').first());
  for (let i = 0; i < 6 && !(await atHotel.isChecked()); i++) await press(page, 'ArrowDown');
  await expect(atHotel).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'お支払いを完了する' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/PayState/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'ご予約が完了しました' })).toBeVisible();

  // The booking history, reached from the header: on a wide window through the member menu, on a
  // phone through the account icon (the menu is in the drawer), then the member page's tab.
  if (page.viewportSize()!.width >= WIDE) {
    const menu = page.getByRole('banner').getByRole('button', { name: /様$/ });
    await tabTo(page, menu, { back: true, max: 120 });
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: '会員ページ' }));
  } else {
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: '会員ページ' }), { back: true, max: 120 });
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courtesy$/);
  await tabTo(page, page.getByRole('link', { name: /予約履歴/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courtesy\?tab=orders/);
  // Paid at the hotel: the booking waits under お支払い待ち until the stay.
  await tabTo(page, page.getByRole('link', { name: 'お支払い待ち' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/state=100/);
  await expect(page.locator(`[data-order-no="${orderNo}"]`)).toBeVisible({ timeout: 15_000 });
}
