import { test } from '@playwright/test';
import { expectNoGuestPageWiderThanViewport } from './guest-pages-fixtures.ts';

test('at 1280 px no guest page of the route table is wider than the window, promotions on', async ({ page }) => {
  test.setTimeout(240_000);
  await expectNoGuestPageWiderThanViewport(page);
});
