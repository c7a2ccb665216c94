import { expect, test } from '@playwright/test';
import { staffSignIn, STAFF_PASSWORD } from './admin-done-when-fixtures.ts';
import { pagesWiderThanWindow } from './page-widths.ts';
import { adminLayoutChildren } from './route-table.ts';

/**
 * At 375 px no back-office page scrolls sideways as a whole: a wide table scrolls in its own box,
 * and a long result list's pager shows a window of pages, not all 34 of them (the order search
 * was 1,756 px wide). The pages come from the route table (every page of the admin layout that
 * takes no path parameter; the detail pages have their own specs), so a page added tomorrow is
 * checked tomorrow.
 */
function adminPages(): string[] {
  return adminLayoutChildren().filter((child) => child.index || (child.path && !child.path.includes(':') && child.path !== '*')).map((child) => (child.index ? '/admin' : `/admin/${child.path}`));
}

test('at 375 px no back-office page is wider than the phone', async ({ page }) => {
  test.setTimeout(120_000);
  await staffSignIn(page, 'admin@demo.felton', STAFF_PASSWORD);
  const paths = adminPages();
  expect(paths).toContain('/admin/orders');
  expect(await pagesWiderThanWindow(page, paths.map((path) => `${path}?hotel=pro001`))).toEqual([]);
});
