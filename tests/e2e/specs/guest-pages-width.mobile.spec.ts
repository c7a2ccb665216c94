import { test } from '@playwright/test';
import { expectNoGuestPageWiderThanViewport } from './guest-pages-fixtures.ts';

test('at 375 px no guest page of the route table is wider than the phone, promotions on', async ({ page }) => {
  test.setTimeout(240_000);
  await expectNoGuestPageWiderThanViewport(page);
});
