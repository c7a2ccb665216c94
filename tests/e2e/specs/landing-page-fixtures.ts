import { expect, type Page } from '@playwright/test';
import { addDays, hotelToday } from '../../../packages/shared/src/hotel-date.ts';
import { formatCny } from '../../../packages/shared/src/money.ts';

/**
 * A Google landing page (decision 0067): the rooms page opened at an address carrying the hotel,
 * the dates and the party, read without JavaScript as a price crawler reads it. The stay's dates
 * (Japanese), nights and party are on screen, each rate's total is labelled with what it includes,
 * every JSON-LD Offer's price is one of those totals, and the page fits the window.
 */
export async function expectLandingPage(page: Page): Promise<void> {
  const checkIn = addDays(hotelToday(), 10);
  const checkOut = addDays(checkIn, 2);
  const response = await page.goto(`/pro001/rooms?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2&children=0`);
  expect(response?.status()).toBe(200);

  const jaDate = (date: string) => {
    const [y, m, d] = date.split('-');
    return `${y}年${Number(m)}月${Number(d)}日`;
  };
  const summary = page.getByText('ご検索内容').locator('..');
  await expect(summary).toContainText(jaDate(checkIn));
  await expect(summary).toContainText(jaDate(checkOut));
  await expect(summary).toContainText('2泊');
  await expect(summary).toContainText('1室・大人2名・子ども0名');

  const totals = page.getByText(/合計\s*[\d,]+元.*（2泊・1室・税・サービス料込）/);
  expect(await totals.count()).toBeGreaterThan(0);
  const shown = (await totals.allTextContents()).join('\n');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const offers = blocks.flatMap((text) => (JSON.parse(text) as { makesOffer?: { price: number; priceCurrency: string; availabilityStarts: string }[] }).makesOffer ?? []);
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer.priceCurrency).toBe('CNY');
    expect(offer.availabilityStarts).toBe(checkIn);
    expect(shown).toContain(formatCny(offer.price));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
