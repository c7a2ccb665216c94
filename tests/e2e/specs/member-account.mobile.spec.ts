import { expect, test } from '@playwright/test';
import { SERVER_MESSAGES } from '../../../packages/shared/src/messages.ts';
import { loginInModalWithPassword, openPage, registerMember } from './member-fixtures.ts';

test('at 375 px a member logs in, reaches Courtesy from the sidebar and logs out there', async ({ page }) => {
  const member = await registerMember(page.request);
  await openPage(page, '/register');
  let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, '/register').toBeLessThanOrEqual(0);

  await page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true }).click();
  await loginInModalWithPassword(page, member);
  await expect(page.getByRole('banner').getByRole('link', { name: '会員ページ' })).toBeVisible();

  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const sidebar = page.getByRole('dialog', { name: 'メニュー' });
  const userButton = sidebar.getByRole('button', { name: `${member.name} 様` });
  await userButton.click();
  await expect(userButton).toHaveAttribute('aria-expanded', 'true');
  await sidebar.getByRole('link', { name: '会員ページ' }).click();
  await expect(page).toHaveURL(/\/courtesy$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '会員ページ' })).toBeVisible();

  for (const path of ['/courtesy', '/courtesy?tab=orders']) {
    await openPage(page, path);
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }

  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await sidebar.getByRole('button', { name: `${member.name} 様` }).click();
  await sidebar.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('status').filter({ hasText: SERVER_MESSAGES.loggedOut })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
});
