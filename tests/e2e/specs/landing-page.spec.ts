import { test } from '@playwright/test';
import { expectLandingPage } from './landing-page-fixtures.ts';

// What Google's link opens and its price crawler reads: the server's HTML alone.
test.use({ javaScriptEnabled: false });

test('at 1280 px a landing address shows its stay and each rate’s total, the totals its Offers state', async ({ page }) => {
  await expectLandingPage(page);
});
