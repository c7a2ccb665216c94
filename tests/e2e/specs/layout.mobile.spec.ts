import { expect, test } from '@playwright/test';

test('at 375 px the menu lives in a sidebar that mirrors it', async ({ page }) => {
  await page.goto('/pro003/home');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeHidden();
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const sidebar = page.getByRole('dialog', { name: 'メニュー' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'ウェディングとエンターテインメント' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: '会議と宴会' })).toBeVisible();
  await sidebar.getByRole('link', { name: '客室とスイート' }).click();
  await expect(page).toHaveURL(/\/pro003\/rooms$/);
  await expect(sidebar).toBeHidden();
});

test('no page scrolls sideways at 375 px', async ({ page }) => {
  for (const path of ['/home', '/hotels', '/news', '/sales', '/home/about-us', '/meetings', '/privacyPolicy', '/pro001/home', '/pro001/rooms', '/pro008/health-and-tea']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
