import { expect, test, type Page } from '@playwright/test';
import { STAFF_PASSWORD, staffSignIn } from './admin-done-when-fixtures.ts';
import { registerMember } from './member-fixtures.ts';

// The group administrator: promotions for any hotel, and members' coupons (decision 0042).
const ADMIN = 'admin@demo.felton';

const signIn = (page: Page, next: string) => staffSignIn(page, ADMIN, STAFF_PASSWORD, next);

test('a promotion is created through the form (a refusal first), listed, stopped and found among the stopped', async ({ page }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `E2E早割 ${code.slice(-4)}`;
  await signIn(page, '/admin/promotions?hotel=pro001');
  await page.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: 'プロモーション' }).waitFor();
  await page.getByRole('link', { name: '新規プロモーション' }).click();

  await page.getByLabel('プロモーション名').fill(name);
  await page.getByLabel('割引の値').fill('95');
  await page.getByRole('group', { name: '対象ホテル' }).getByRole('checkbox').first().check();
  await page.getByLabel('プロモーションコード').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'プロモーションを作成' }).click();
  await expect(page.getByText('割引率は1〜90%の整数で入力してください')).toBeVisible();

  await page.getByLabel('割引の値').fill('15');
  await page.getByLabel('総利用上限').fill('50');
  await page.getByRole('button', { name: 'プロモーションを作成' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'プロモーションを保存しました' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('15%OFF');
  await expect(row).toContainText(code);
  await expect(row).toContainText('0 / 50');
  await expect(row).toContainText('実施中');

  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: '停止する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'プロモーションを停止しました' })).toBeVisible();
  await expect(page.getByRole('button', { name: '再開する' })).toBeVisible();

  await page.goto('/admin/promotions?hotel=pro001&state=stopped');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('停止中');
  await page.goto('/admin/promotions?hotel=pro001&state=active');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a coupon is issued to a member from their page and voided', async ({ page, request }) => {
  const member = await registerMember(request);
  await signIn(page, `/admin/members?hotel=pro001&q=${member.mobile}`);
  await page.getByRole('row').filter({ hasText: member.mobile }).getByRole('link').click();
  // Every new member has the welcome coupon (decision 0042).
  await expect(page.getByRole('table', { name: '会員のクーポン' }).getByRole('row').filter({ hasText: '新規会員登録クーポン' })).toContainText('利用可能');

  await page.getByRole('button', { name: 'クーポンを発行' }).click();
  await expect(page.getByText('クーポン名を入力してください（60文字以内）').first()).toBeVisible();

  await page.getByLabel('クーポン名').fill('ご滞在のお詫び');
  await page.getByLabel('割引の値').fill('300');
  await page.getByLabel('最低利用金額').fill('1000');
  await page.getByRole('button', { name: 'クーポンを発行' }).click();
  await expect(page.getByRole('status').filter({ hasText: /クーポン CP-[A-Z0-9]{8} を発行しました/ })).toBeVisible();
  const row = page.getByRole('table', { name: '会員のクーポン' }).getByRole('row').filter({ hasText: 'ご滞在のお詫び' });
  await expect(row).toContainText('300元引き');
  await expect(row).toContainText('利用可能');

  await row.getByRole('button', { name: /を無効にする$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /を無効にしました/ })).toBeVisible();
  await expect(row).toContainText('無効');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts ticked hotels and member levels as lists', async ({ page }) => {
    const name = `NoJS連泊 ${Date.now().toString(36).slice(-4)}`;
    await signIn(page, '/admin/promotions/edit?hotel=pro001');
    await page.getByLabel('プロモーション名').fill(name);
    await page.getByLabel('金額引き（元）').check();
    await page.getByLabel('割引の値').fill('500');
    const hotels = page.getByRole('group', { name: '対象ホテル' }).getByRole('checkbox');
    await hotels.nth(0).check();
    await hotels.nth(1).check();
    await page.getByLabel('ゴールドカード').check();
    await page.getByLabel('ダイヤモンドカード').check();
    await page.getByLabel('最低泊数').fill('2');
    await page.getByRole('button', { name: 'プロモーションを作成' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('500元引き');
    await expect(row).toContainText('、');
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('group', { name: '対象ホテル' }).getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(page.getByLabel('ゴールドカード')).toBeChecked();
    await expect(page.getByLabel('ダイヤモンドカード')).toBeChecked();
    await expect(page.getByLabel('シルバーカード')).not.toBeChecked();
    await expect(page.getByLabel('最低泊数')).toHaveValue('2');

    // Never used: it may be deleted, after a second click.
    await page.getByText('削除…').click();
    await page.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'プロモーションを削除しました' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
