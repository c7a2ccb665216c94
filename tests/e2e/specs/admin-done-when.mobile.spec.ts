import { randomBytes } from 'node:crypto';
import { devices, expect, test, type Page } from '@playwright/test';
import { STAFF_PASSWORD, memberEarnsAtFrontDesk, staffSignIn } from './admin-done-when-fixtures.ts';

/** Issue 10 "done when" at 375 px: the front desk on a phone checks a guest in and out; the member earns the points. */

async function shot(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: no sideways scroll`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('at 375 px a member books today, the front desk checks the guest in and out on a phone, and the points rise', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const phone = { ...devices['Pixel 5'], viewport: { width: 375, height: 812 } };
  await memberEarnsAtFrontDesk({ page, browser, request }, phone, { last: '電話', first: `太${randomBytes(2).toString('hex')}` }, shot);
});

test('at 375 px the other back-office pages of the walk-through fit the phone', async ({ page }) => {
  // A sign-in and seven pages, each with a full-page screenshot: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await staffSignIn(page, 'admin@demo.felton', STAFF_PASSWORD);
  for (const [name, path] of [
    ['staff', '/admin/staff?hotel=pro001&new=1'],
    ['rates', '/admin/rates?hotel=pro001'],
    ['meetings', '/admin/meetings?hotel=pro001'],
    ['content', '/admin/content?hotel=pro001'],
    ['news-edit', '/admin/content/news?hotel=pro001'],
    ['audit', '/admin/audit?hotel=pro001'],
    ['members', '/admin/members?hotel=pro001'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, name);
  }
});
