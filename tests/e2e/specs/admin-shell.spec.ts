import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'FeltonStaff2026';

// One after another in one worker: "sign out everywhere" would end another test's session of the same account.
test.describe.configure({ mode: 'default' });

const ALL = ['ダッシュボード', '料金・在庫カレンダー', '料金プラン・客室タイプ', 'プロモーション', '税・サービス料', 'チャネル連携', 'PMS連携（Webhook）', '連携APIキー', '予約', '電話・来館予約', 'ご利用明細', '会議・宴会のお問い合わせ', 'お知らせ', '会員', '发票（経理）', 'コンテンツ', '翻訳状況', '監査ログ', 'スタッフ'];

/** Each demo account, its role in Japanese, and exactly the sections its menu links to. */
const ROLES = [
  { email: 'admin@demo.felton', role: 'グループ管理者', sections: ALL, hotels: 6 },
  {
    email: 'manager@demo.felton',
    role: '支配人',
    sections: ['ダッシュボード', '料金・在庫カレンダー', '料金プラン・客室タイプ', 'プロモーション', '税・サービス料', 'チャネル連携', '予約', '電話・来館予約', 'ご利用明細', '会議・宴会のお問い合わせ', 'お知らせ', '发票（経理）', 'コンテンツ', '翻訳状況', '監査ログ'],
    hotels: 1,
  },
  { email: 'front@demo.felton', role: 'フロント', sections: ['ダッシュボード', '予約', '電話・来館予約', 'ご利用明細', 'お知らせ'], hotels: 1 },
  // The demo editor acts for pro001 and for the group's content (pro018, decision 0022).
  { email: 'editor@demo.felton', role: 'コンテンツ編集者', sections: ['コンテンツ', '翻訳状況'], hotels: 2 },
  // 経理 (issue 28): statements, receipts and the fapiao queue of its hotel, nothing else.
  { email: 'finance@demo.felton', role: '経理', sections: ['ご利用明細', '发票（経理）'], hotels: 1 },
];

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

for (const account of ROLES) {
  test(`${account.role}: the menu shows exactly the role's sections`, async ({ page }) => {
    await page.goto('/admin/login');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/admin\?hotel=pro001$/);
    const nav = page.getByRole('navigation', { name: '管理メニュー', exact: true });
    await expect(nav.getByRole('link')).toHaveText(account.sections);
    // Every section is built now (promotions were the last one listed for later).
    await expect(nav.getByText('準備中')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(account.role, { exact: true }).filter({ visible: true })).toBeVisible();
    // The guest site's header and footer are not on back-office pages.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    if (account.hotels > 1) {
      await expect(page.getByLabel('ホテル').locator('option')).toHaveCount(account.hotels);
    } else {
      await expect(page.getByRole('banner').getByLabel('ホテル')).toHaveCount(0);
    }
  });
}

test('/admin without a session goes to the sign-in page and back after signing in', async ({ page }) => {
  await page.goto('/admin/staff?hotel=pro003');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff%3Fhotel%3Dpro003$/);
  await signIn(page, 'admin@demo.felton');
  // Back on the page asked for, for the hotel asked.
  await expect(page).toHaveURL(/\/admin\/staff\?hotel=pro003$/);
  await expect(page.getByRole('heading', { name: 'スタッフ', level: 1 })).toBeVisible();
  await expect(page.getByLabel('ホテル')).toHaveValue('pro003');
});

test('the hotel switcher keeps the page and puts the hotel in the URL', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page, 'admin@demo.felton');
  await expect(page).toHaveURL(/\/admin\?hotel=pro001$/);
  await page.getByLabel('ホテル').selectOption('pro005');
  await expect(page).toHaveURL(/\/admin\?hotel=pro005$/);
  await expect(page.getByRole('navigation', { name: '管理メニュー', exact: true }).getByRole('link', { name: '予約', exact: true })).toHaveAttribute('href', '/admin/orders?hotel=pro005');
});

test('a next parameter to another site is ignored', async ({ page }) => {
  await page.goto('/admin/login?next=%2F%2Fevil.example%2Fadmin');
  await signIn(page, 'manager@demo.felton');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\?hotel=pro001$/);
});

test('a wrong password shows the API’s Japanese message and keeps the e-mail', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page, 'editor@demo.felton', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。5回続けて失敗すると15分間ログインできません');
  await expect(page.getByLabel('メールアドレス')).toHaveValue('editor@demo.felton');
  await expect(page.getByLabel('パスワード')).toHaveValue('');
});

test('sign out ends the session; the back office asks to sign in again', async ({ page, context }) => {
  await page.goto('/admin/login');
  await signIn(page, 'front@demo.felton');
  await expect(page).toHaveURL(/\/admin\?hotel=pro001$/);
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signedOut=this$/);
  await expect(page.getByRole('status')).toHaveText('ログアウトしました。');
  expect((await context.cookies()).filter((c) => c.name === 'staff_session')).toEqual([]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test('sign out everywhere', async ({ page, playwright, baseURL }) => {
  // Its own account: ending every session of a shared demo account would cut other specs' sessions.
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  expect((await api.post('/adminapi/v1/auth/login', { data: { email: 'admin@demo.felton', password: PASSWORD } })).ok()).toBe(true);
  const email = `everywhere-${Date.now()}@example.jp`;
  const created = await api.post('/adminapi/v1/staff/create', { data: { name: '全端末 確認', email, role: 'front_desk', hotels: ['pro001'] } });
  expect(created.ok()).toBe(true);
  const token = new URL((await created.json()).data.link.path, baseURL).searchParams.get('token');
  expect((await api.post('/adminapi/v1/auth/set-password', { data: { token, password: PASSWORD } })).ok()).toBe(true);
  await api.dispose();

  await page.goto('/admin/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\?hotel=pro001$/);
  await page.getByRole('banner').getByRole('button', { name: 'すべての端末からログアウト' }).click();
  await expect(page.getByRole('status')).toHaveText('すべての端末からログアウトしました。');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signing in and out works', async ({ page }) => {
    await page.goto('/admin/orders');
    await signIn(page, 'admin@demo.felton');
    await expect(page).toHaveURL(/\/admin\/orders\?hotel=pro001$/);
    await page.getByRole('banner').getByRole('button', { name: 'ログアウト', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=this$/);
  });
});
