import { test } from '@playwright/test';
import { hotelDay, pickStayAroundSoldOutNight, sellOutNight } from './price-calendar-fixtures.ts';

// The desktop and phone specs sell out different nights: both run against one server.
test('the search box calendar shows prices and a sold-out day, refuses a stay over it, and searches the stay picked', async ({ page, baseURL }) => {
  const soldOut = hotelDay(12);
  await sellOutNight(baseURL!, soldOut);
  await pickStayAroundSoldOutNight(page, soldOut, async (name) => {
    await page.screenshot({ path: test.info().outputPath(`price-calendar-${name}-1280.png`) });
  });
});
