import { expect, test } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { sweep } from './accessibility-fixtures.ts';

/**
 * Issue 30: WCAG 2.2 AA by axe-core (decision 0079), 0 violations, on the pages a guest opens
 * before logging in (with the header's, the search box's and the rooms page's dialogs open) in
 * each language, and the staff login, at 1280 and 375 px. This part runs with every suite; the
 * sweep of every guest and staff page is `npm run test:a11y` (accessibility.sweep.spec.ts).
 */
test('the pages a guest opens before logging in, with the login and search dialogs, and the staff login: no WCAG 2.2 AA violation', async ({ page }) => {
  test.setTimeout(600_000);
  const checkIn = addDays(hotelToday(), 45);
  const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=1&adults=2&children=0`;
  const urls = ['/home', '/pro001/home', `/pro001/rooms?${stay}`, '/register', '/courtesy'];
  expect(await sweep(page, [...urls, ...urls.map((url) => `/zh${url}`), ...urls.map((url) => `/en${url}`), '/admin/login'])).toEqual([]);
});

