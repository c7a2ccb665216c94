import { expect, test } from '@playwright/test';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '../../../packages/shared/src/hotel-menu.ts';
import { HOTEL_CODES } from '../../../packages/shared/src/constants.ts';

const mainMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'メインメニュー' });

test('/ redirects to Home with the headquarters menu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  const menu = mainMenu(page);
  for (const label of ['ブランド紹介', 'ホテル&リゾート', '宴会と会議', '特典', 'ニュース', 'ゴールデンファン会員']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
});

for (const code of HOTEL_CODES) {
  test(`hotel menu for ${code} has its third item and meetings label`, async ({ page }) => {
    await page.goto(`/${code}/home`);
    const menu = mainMenu(page);
    const links = menu.getByRole('link');
    await expect(links).toHaveText(['ホーム', '客室とスイート', HOTEL_THIRD_MENU[code], HOTEL_MEETINGS_MENU[code], '特典']);
    await expect(menu.getByRole('link', { name: HOTEL_THIRD_MENU[code] })).toHaveAttribute('href', `/${code}/health-and-tea`);
  });
}

test('the navigation guard sends unnamed routes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/notAFooterPage');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/pro777/home');
  await expect(page).toHaveURL(/\/home$/);
});

test('Courtesy needs login: the menu opens the login modal, the route redirects with 尚未登录', async ({ page }) => {
  await page.goto('/home');
  await mainMenu(page).getByRole('button', { name: 'ゴールデンファン会員' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('携帯電話番号')).toBeVisible();
  await expect(dialog.getByLabel('確認コード')).toBeVisible();
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('正しい携帯電話番号を入力してください');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/courtesy');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('alert').filter({ hasText: '尚未登录' })).toBeVisible();
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/hotels');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' }).click();
  await expect(page).toHaveURL(/\/privacyPolicy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
