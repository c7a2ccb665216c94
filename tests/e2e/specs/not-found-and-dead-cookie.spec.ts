import { expect, test } from '@playwright/test';

const NOT_FOUND_HEADING = 'お探しのページが見つかりません';

test('an id past its column is a 404 page like any unknown id', async ({ page }) => {
  for (const path of ['/sales/99999999999', '/sales/0', '/pro001/sales/9999999999', '/newsdetail/99999999999', '/newsdetail/2147483648']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
  }
});

test('a page load with a dead session cookie clears it', async ({ page, context, baseURL }) => {
  const dead = 'A'.repeat(43);
  await context.addCookies([{ name: 'ft_session', value: dead, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
  const res = await page.goto('/home');
  expect(res?.status()).toBe(200);
  expect(await res?.headerValue('set-cookie')).toBe('ft_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  expect((await context.cookies()).filter((c) => c.name === 'ft_session')).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
});
