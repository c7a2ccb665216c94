import { expect, test, type Page } from '@playwright/test';

/**
 * What search engines and link previews read (decision 0036): the canonical address, the page's
 * own Open Graph picture and its schema.org JSON-LD on a hotel, a room and a news page, after the
 * page has hydrated without a Content-Security-Policy complaint; and /sitemap.xml and /robots.txt.
 */

async function openHead(page: Page, path: string) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|hydrat/i.test(message.text())) complaints.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  // Once hydrated the head is React Router's again: the tags must survive it.
  const origin = new URL(page.url()).origin;
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as { '@context': string; '@type': string; makesOffer?: { price: number; priceCurrency: string }[] });
  expect(complaints, path).toEqual([]);
  return { origin, canonical, ogImage, data };
}

test('a hotel page: canonical without the stay, the hotel’s picture, a Hotel with Offers in yuan', async ({ page }) => {
  const { origin, canonical, ogImage, data } = await openHead(page, '/pro001/home?utm_source=newsletter');
  expect(canonical).toBe(`${origin}/pro001/home`);
  expect(ogImage).toMatch(new RegExp(`^${origin}/img/hotels/pro001/`));
  expect(data.map((d) => d['@type'])).toEqual(['Hotel']);
  expect(data[0]!['@context']).toBe('https://schema.org');
  expect(data[0]!.makesOffer?.length).toBeGreaterThan(0);
  for (const offer of data[0]!.makesOffer ?? []) {
    expect(typeof offer.price).toBe('number');
    expect(offer.priceCurrency).toBe('CNY');
  }
});

test('a room page: canonical keeps the room index; the Hotel offers that room', async ({ page }) => {
  const { origin, canonical, ogImage, data } = await openHead(page, '/pro001/room-detail/room-detail?index=0&adults=2');
  expect(canonical).toBe(`${origin}/pro001/room-detail/room-detail?index=0`);
  expect(ogImage).toMatch(new RegExp(`^${origin}/`));
  expect(data.map((d) => d['@type'])).toEqual(['Hotel']);
  const roomName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const offers = (data[0]!.makesOffer ?? []) as unknown as { name: string }[];
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) expect(offer.name.startsWith(`${roomName}・`)).toBe(true);
});

test('a news page: a NewsArticle with the item’s picture', async ({ page }) => {
  await page.goto('/news');
  const first = page.locator('a[href^="/newsdetail/"]').first();
  const href = (await first.getAttribute('href'))!;
  const { origin, canonical, ogImage, data } = await openHead(page, href);
  expect(canonical).toBe(`${origin}${href}`);
  expect(ogImage).toMatch(new RegExp(`^${origin}/`));
  expect(ogImage).not.toContain('og-default');
  expect(data.map((d) => d['@type'])).toEqual(['NewsArticle']);
});

test('/sitemap.xml lists the public pages; /robots.txt closes the private ones and names the sitemap', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/pro001/home</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/pro001/room-detail/room-detail?index=0</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/newsdetail/\\d+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(xml).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /*/child-hotel/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
