import { test } from '@playwright/test';
import { expectLandingPage } from './landing-page-fixtures.ts';

// What Google's link opens on a phone: the server's HTML alone.
test.use({ javaScriptEnabled: false });

test('at 375 px a landing address shows its stay and each rate’s total, the totals its Offers state, within the screen', async ({ page }) => {
  await expectLandingPage(page);
});
