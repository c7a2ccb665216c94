import { test } from '@playwright/test';
import { hotelDay, pickStayAroundSoldOutNight, sellOutNight } from './price-calendar-fixtures.ts';

test('at 375 px the calendar stacks its two months, shows prices and a sold-out day, and searches the stay picked', async ({ page, baseURL }) => {
  const soldOut = hotelDay(16);
  await sellOutNight(baseURL!, soldOut);
  await pickStayAroundSoldOutNight(page, soldOut, async (name) => {
    await page.screenshot({ path: test.info().outputPath(`price-calendar-${name}-375.png`) });
  });
});
