import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { photoPng, saveToList, uploadImage } from './admin-content-fixtures.ts';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { MESSAGES, SERVER_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { RESTRICTIONS } from '../../../packages/shared/src/restrictions.ts';
import { FRONT_DESK, STAFF_PASSWORD, memberEarnsAtFrontDesk, staffSignIn, type BookedToday } from './admin-done-when-fixtures.ts';
import { openPage } from './member-fixtures.ts';

/**
 * Issue 10 "done when", at 1280 px, as new users would, through the pages: each test goes on from
 * the one before (the manager created in the first does the rates, meetings and news), so they run
 * in order. The audit log at the end shows each change.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@demo.felton';
const MANAGER = { email: `e2e-flow-${randomBytes(4).toString('hex')}@example.jp`, name: `通し 支配人${randomBytes(2).toString('hex')}`, password: 'a-manager-password-2026' };
const ROOM = { code: 'DT', name: 'デラックスツイン（レイクビュー）' };
const BAR = 'ベストフレキシブルレート（素泊まり）';

/** Next Saturday (hotel time), never today; and a weekday after it for the stop-sell. */
const today = hotelToday();
const saturday = addDays(today, ((6 - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7) || 7);
const stopNight = addDays(saturday, 3);

let order: BookedToday;
let applicant: string;
let newsTitle: string;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

function roomsUrl(checkIn: string, nights: number) {
  return `/pro001/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&rooms=1&adults=1&children=0`;
}

test('1. the group administrator creates a manager for pro001, who sets a password with the one-time link and signs in', async ({ page, browser }) => {
  await staffSignIn(page, ADMIN, STAFF_PASSWORD);
  await page.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: 'スタッフ' }).click();
  await page.getByRole('link', { name: '新規登録' }).click();
  await page.getByLabel('氏名').fill(MANAGER.name);
  await page.getByLabel('メールアドレス').fill(MANAGER.email);
  await page.getByLabel('役割').selectOption('hotel_manager');
  await page.getByRole('checkbox', { name: 'フェルトン・グランド杭州西湖' }).check();
  await shot(page, 'staff-new');
  await page.getByRole('button', { name: '登録してリンクを発行' }).click();
  const link = await page.getByLabel('パスワード設定用リンク').inputValue();
  expect(link).toMatch(/\/admin\/set-password\?token=/);
  await expect(page.getByRole('row', { name: new RegExp(MANAGER.name) })).toContainText('パスワード未設定');
  await shot(page, 'staff-link');

  const theirs = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const person = await theirs.newPage();
  await person.goto(link);
  await expect(person.getByText(MANAGER.email)).toBeVisible();
  await person.getByLabel('新しいパスワード', { exact: true }).fill(MANAGER.password);
  await person.getByLabel('新しいパスワード（確認）').fill(MANAGER.password);
  await person.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(person.getByText('パスワードを設定しました')).toBeVisible();
  await staffSignIn(person, MANAGER.email, MANAGER.password);
  await expect(person).toHaveURL(/\/admin\?hotel=pro001$/);
  await expect(person.getByText(MANAGER.name).first()).toBeVisible();
  await shot(person, 'manager-dashboard');
  await theirs.close();
});

test('2. the manager raises next Saturday, sets a 2-night minimum and stops sales of another night; the guest site follows', async ({ page }) => {
  test.setTimeout(60_000);
  await staffSignIn(page, MANAGER.email, MANAGER.password, '/admin/rates?hotel=pro001');
  await expect(page.getByRole('heading', { level: 1, name: '料金・在庫カレンダー' })).toBeVisible();
  const grid = page.getByRole('region', { name: /料金・在庫カレンダー/ });
  const form = page.getByRole('form', { name: '一括編集' });

  await grid.getByRole('link', { name: `${ROOM.code} ${saturday} を編集` }).click();
  await expect(form.getByLabel('開始日')).toHaveValue(saturday);
  await form.getByLabel('料金（元・1泊1室）').fill('4321');
  await form.getByLabel('最短宿泊数（泊）').fill('2');
  await form.getByRole('button', { name: 'この内容で保存' }).click();
  // The message names the room type, the night and the values (「SK 12月5日の1泊を更新しました（料金 4,321元、最短宿泊数 2泊）」).
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`${ROOM.code} \\d+月\\d+日の1泊を更新しました（.*料金 4,321元`) })).toBeVisible();
  const saturdayCell = grid.getByRole('link', { name: `${ROOM.code} ${saturday} を編集` }).locator('xpath=..');
  await expect(saturdayCell).toContainText('4,321元');
  await expect(saturdayCell).toContainText('最短2泊');

  await grid.getByRole('link', { name: `${ROOM.code} ${stopNight} を編集` }).click();
  await expect(form.getByLabel('開始日')).toHaveValue(stopNight);
  await form.getByLabel('販売停止').selectOption({ label: '設定する' });
  await form.getByRole('button', { name: 'この内容で保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`${ROOM.code} \\d+月\\d+日の1泊を更新しました（.*販売停止`) })).toBeVisible();
  await shot(page, 'rates');

  // The guest: one night arriving Saturday is refused with the restriction, in Japanese.
  await openPage(page, roomsUrl(saturday, 1));
  const room = page.getByRole('article', { name: ROOM.name });
  await expect(room.getByRole('status')).toHaveText(RESTRICTIONS.minStay.message(2));
  await expect(room.getByRole('button', { name: /^予約する/ })).toHaveCount(0);
  await shot(page, 'guest-min-stay');

  // Two nights from Saturday: bookable, and Saturday's night at the new price.
  await openPage(page, roomsUrl(saturday, 2));
  await room.getByRole('button', { name: new RegExp(`^料金の詳細\\s*：${BAR.replace(/[()（）]/g, '.')}$`) }).click();
  const detail = page.getByRole('dialog', { name: '料金の詳細' });
  await expect(detail.getByRole('row').nth(1)).toContainText('4,321');
  await shot(page, 'guest-new-price');
  await detail.getByRole('button', { name: '閉じる' }).click();

  // The stopped night: closed for the room type, with the reason.
  await openPage(page, roomsUrl(stopNight, 1));
  await expect(room.getByRole('status')).toHaveText(SERVER_MESSAGES.stopSell);
  await expect(room.getByRole('button', { name: /^予約する/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'スーペリアキング（ガーデンビュー）' }).getByRole('button', { name: /^予約する/ }).first()).toBeVisible();
});

test('3. a member books today; the front desk checks the guest in and out; the member earns the points', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  order = await memberEarnsAtFrontDesk({ page, browser, request }, { viewport: { width: 1280, height: 800 } }, { last: '通し', first: `花${randomBytes(2).toString('hex')}` }, shot);
});

test('4. a guest sends a meeting request from the hotel page; the manager answers it', async ({ page }) => {
  applicant = `通し 会議${randomBytes(2).toString('hex')}`;
  await openPage(page, '/pro001/meetings');
  const form = page.getByRole('form', { name: 'フェルトン・グランド杭州西湖へのお申し込み' });
  await form.getByLabel('お名前（応募者）').fill(applicant);
  const type = form.getByLabel('会議タイプ');
  await type.selectOption((await type.locator('option').nth(1).getAttribute('value')));
  await form.getByLabel('参加人数').selectOption('10-50');
  await form.getByLabel('連絡先電話番号').fill('13912345678');
  const day = addDays(today, 21);
  await form.getByLabel('開始日時').fill(`${day}T09:00`);
  await form.getByLabel('終了日時').fill(`${day}T12:00`);
  await form.getByLabel('ご要望（任意）').fill('円卓で20名');
  await form.getByRole('button', { name: '申し込む' }).click();
  // The reception number stays on the page (the toast saying the same goes after a few seconds).
  await expect(form.getByText(new RegExp(`${MESSAGES.meetingSucceeded}.*受付番号 \\d+`))).toBeVisible();

  await staffSignIn(page, MANAGER.email, MANAGER.password, '/admin/meetings?hotel=pro001');
  const row = page.getByRole('row').filter({ hasText: applicant });
  await expect(row.getByText('新規')).toBeVisible();
  await shot(page, 'meetings');
  await row.getByRole('link', { name: applicant }).click();
  await expect(page.getByRole('heading', { name: `${applicant} 様のお問い合わせ` })).toBeVisible();
  await page.getByLabel('状態').selectOption({ label: '連絡済み' });
  await page.getByLabel('対応メモ').fill('見積もりをメールで送付');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'お問い合わせを更新しました' })).toBeVisible();
  await expect(page.getByText('新規 → 連絡済み')).toBeVisible();
  await shot(page, 'meeting-answered');
});

test('5. the manager publishes a news item with an uploaded photo; it appears on /news with the photo', async ({ page }) => {
  newsTitle = `通しの試験 ${randomBytes(3).toString('hex')}`;
  const photo = await photoPng(1200, 800, { r: 40, g: 90, b: 130 });
  // The hotel's own news: it appears on the group's /news list (decision 0022); group content is not the manager's.
  await staffSignIn(page, MANAGER.email, MANAGER.password, '/admin/content?hotel=pro001');
  await page.getByRole('link', { name: 'お知らせを作成' }).click();
  await page.getByLabel('タイトル').fill(newsTitle);
  const image = await uploadImage(page, 'lake.png', photo);
  await page.getByLabel('本文（HTML）').fill('<p>湖畔の朝の写真です。</p>');
  await shot(page, 'news-edit');
  await saveToList(page, newsTitle);

  await page.goto('/news');
  const card = page.getByRole('link', { name: newsTitle });
  await expect(card).toBeVisible();
  const mediaId = image.split('/')[2];
  const shown = page.locator(`img[src^="/media/${mediaId}/"], img[srcset*="/media/${mediaId}/"]`).first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'news');
});

test('6. the audit log shows each of these changes', async ({ page }) => {
  await staffSignIn(page, ADMIN, STAFF_PASSWORD, `/admin/audit?entity=staff&staff=${ADMIN}`);
  await expect(page.getByRole('heading', { level: 1, name: '監査ログ' })).toBeVisible();
  // Lines read as a person would write them (packages/shared/src/audit-wording.ts), never as codes.
  await expect(page.getByRole('row').filter({ hasText: MANAGER.email }).filter({ hasText: '作成' }).first()).toBeVisible();

  await page.goto(`/admin/audit?staff=${encodeURIComponent(MANAGER.email)}`);
  const rows = page.getByRole('row');
  for (const [record, action] of [
    ['会議・宴会のお問い合わせ', '状態の変更'],
    ['画像', 'アップロード'],
    ['お知らせ', '作成'],
  ] as const) {
    await expect(rows.filter({ hasText: record }).filter({ hasText: action }).first(), `${record} ${action}`).toBeVisible();
  }
  // The two rate edits: 「SK 12月5日 … 料金 … → 4,321元」 and the stop-sell.
  const nights = rows.filter({ hasText: new RegExp(`${ROOM.code} \\d+月\\d+日`) });
  await expect(nights).toHaveCount(2);
  await expect(nights.filter({ hasText: '4,321元' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /room_night|#SK:/ })).toHaveCount(0);
  await shot(page, 'audit-manager');

  await page.goto(`/admin/audit?entity=order&entityId=${order.orderNo}`);
  await expect(rows.filter({ hasText: FRONT_DESK }).filter({ hasText: 'チェックイン' })).toHaveCount(1);
  await expect(rows.filter({ hasText: FRONT_DESK }).filter({ hasText: 'チェックアウト' })).toHaveCount(1);
  await shot(page, 'audit-order');
  expect(applicant && newsTitle).toBeTruthy();
});
