import { expect, test, type Page } from '@playwright/test';

// The end-to-end tests run the server in demo mode (playwright.config.ts: DEMO_MODE=1).
const NOTICE_TEXT = 'デモサイトです。実際の決済やSMS送信は行われません。';
const notice = (page: Page) => page.getByRole('complementary', { name: 'デモサイトのお知らせ' });

test('demo mode shows the デモサイト notice on every page, above the header, covering nothing', async ({ page }) => {
  // Group pages, hotel sub-site pages and an error page (an unknown offer).
  for (const path of ['/home', '/hotels', '/pro001/rooms', '/pro008/health-and-tea', '/sales/99999']) {
    await page.goto(path);
    await expect(notice(page), path).toBeVisible();
    await expect(notice(page), path).toContainText(NOTICE_TEXT);
    const noticeBox = await notice(page).boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(noticeBox && headerBox, path).toBeTruthy();
    // In the flow at the very top: the header starts where the notice ends.
    expect(noticeBox!.y, path).toBe(0);
    expect(headerBox!.y, path).toBeGreaterThanOrEqual(noticeBox!.y + noticeBox!.height - 1);
  }
});
