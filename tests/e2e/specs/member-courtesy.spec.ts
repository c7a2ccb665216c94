import { expect, test } from '@playwright/test';
import { ORDER_TABS } from '../../../packages/shared/src/constants.ts';
import { MESSAGES } from '../../../packages/shared/src/messages.ts';
import { loginInModalWithPassword, openPage, registerMember } from './member-fixtures.ts';

const mainMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'メインメニュー' });

test('logged out, Courtesy and the Home card open the login modal and /courtesy goes home with 尚未登录', async ({ page }) => {
  await openPage(page, '/home');
  const login = page.getByRole('dialog', { name: 'ログイン' });
  await mainMenu(page).getByRole('button', { name: 'ゴールデンファン会員' }).click();
  await expect(login).toBeVisible();
  await expect(login.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', '/register');
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await page.getByRole('link', { name: 'ゴールデンファン会員について詳しく見る' }).click();
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await login.getByRole('button', { name: '閉じる' }).click();
  await expect(login).toBeHidden();

  await page.goto('/courtesy?tab=orders');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.routeGuard }).first()).toBeVisible();
});

test('a member opens Courtesy from the Home card and walks the booking-history tabs', async ({ page }) => {
  const member = await registerMember(page.request);
  await openPage(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, member);
  await expect(page.getByRole('banner').getByRole('button', { name: `${member.name} 様` })).toBeVisible();

  // Logged in, the Home card goes straight to the member centre.
  await page.getByRole('link', { name: 'ゴールデンファン会員について詳しく見る' }).click();
  await expect(page).toHaveURL(/\/courtesy$/);
  const tabs = page.getByRole('navigation', { name: '会員ページの項目' });
  await tabs.getByRole('link', { name: /予約履歴/ }).click();
  await expect(page).toHaveURL(/\/courtesy\?tab=orders$/);
  await expect(tabs.getByRole('link', { name: /予約履歴/ })).toHaveAttribute('aria-current', 'page');

  const states = page.getByRole('navigation', { name: '予約の状態' });
  await expect(states.getByRole('link')).toHaveText(ORDER_TABS.map((t) => t.label));
  await expect(states.getByRole('link', { name: ORDER_TABS[0].label })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByText(MESSAGES.noOrders)).toBeVisible();
  for (const tab of ORDER_TABS.slice(1)) {
    await states.getByRole('link', { name: tab.label }).click();
    await expect(page).toHaveURL(new RegExp(`tab=orders&state=${tab.value}$`));
    await expect(states.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: tab.label }).getByText(MESSAGES.noOrders)).toBeVisible();
  }

  await tabs.getByRole('link', { name: /マイページ/ }).click();
  await expect(page).toHaveURL(/\/courtesy$/);
  await expect(page.getByRole('button', { name: '会員特典・ポイント規約を見る' })).toBeVisible();
});
