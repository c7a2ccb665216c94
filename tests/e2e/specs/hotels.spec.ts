import { expect, test } from '@playwright/test';

test('Hotels lists every hotel with badges, cut descriptions and contact lines', async ({ page }) => {
  await page.goto('/hotels');
  await expect(page.getByRole('heading', { level: 1, name: 'ホテル&リゾート' })).toBeVisible();
  const items = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(6);
  for (const text of await items.locator('p').filter({ hasText: '…' }).allTextContents()) {
    expect(Array.from(text.replace(/…$/, '')).length).toBeLessThanOrEqual(110);
  }
  await expect(items.first().getByText('住所')).toBeVisible();
  await expect(items.first().getByText('電話')).toBeVisible();
});

test('a pre-opening hotel shows (open up) without a link; others open their sub-site', async ({ page }) => {
  await page.goto('/hotels');
  const preOpening = page.getByRole('heading', { level: 2 }).filter({ hasText: '(open up)' });
  await expect(preOpening).toHaveCount(1);
  await expect(preOpening.getByRole('link')).toHaveCount(0);
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pro\d{3}\/home$/);
});

test('city filter narrows the list', async ({ page }) => {
  await page.goto('/hotels');
  await page.getByRole('navigation', { name: '都市で絞り込む' }).getByRole('link', { name: '杭州' }).click();
  await expect(page).toHaveURL(/city=HGH/);
  await expect(page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(2);
});
