import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@hotel/shared/api/endpoints';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { buildApp } from '../src/app.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { leaveRooms } from './helpers/booking.ts';
import { landingOffers, landingPage, landingPath, offerPrices, visibleTotals, type LandingStay } from './helpers/landing-page.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * The rooms page as a landing page (decision 0067), rendered through the whole app as Google's
 * link opens it, without JavaScript: the stay's dates and party on screen, each rate's total as the
 * engine prices it, the same totals as JSON-LD Offers that pass the strict checker, and no price
 * at all for a stay the engine refuses.
 */
const ORIGIN = 'https://www.felton.example';
let app: FastifyInstance;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, publicOrigin: ORIGIN });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true, publicOrigin: ORIGIN });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function engineRates(s: LandingStay): Promise<RoomWithRates[]> {
  const res = await app.inject({
    method: 'POST',
    url: endpoints.getRoomAndRate.path,
    payload: { HotelCode: s.hotelCode, CheckIn: s.checkIn, CheckOut: s.checkOut, roomNum: s.rooms, adultNum: s.adults, childrenNum: s.children },
  });
  return res.json<{ data: RoomWithRates[] }>().data;
}

const jaDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
const day = (n: number) => addDays(hotelToday(), n);

describe('the rooms page with a stay in its address', () => {
  const stay: LandingStay = { hotelCode: 'pro001', checkIn: day(12), checkOut: day(14), rooms: 1, adults: 2, children: 0 };

  it('shows the dates, nights and party, each rate’s total as the engine prices it, and the same totals as Offers', async () => {
    const html = await landingPage(app, landingPath(stay));
    // React writes adjacent text as separate nodes with a comment between them; a reader sees one text.
    const text = html.replaceAll('<!-- -->', '');
    for (const shown of [jaDate(stay.checkIn), jaDate(stay.checkOut), '>2泊<', '1室・大人2名・子ども0名']) expect(text.includes(shown), shown).toBe(true);

    const rooms = await engineRates(stay);
    const rates = rooms.flatMap((room) => room.rateList.map((rate) => ({ room, rate })));
    expect(rates.length).toBeGreaterThan(0);
    const totals = visibleTotals(html);
    expect(totals).toEqual(new Map(rates.map(({ rate }) => [`${rate.rtCode}/${rate.rateCode}`, rate.discountedPrice])));

    const offers = landingOffers(html);
    const publicRates = rates.filter(({ rate }) => !rate.memberOnly);
    expect(offers.map((o) => ({ name: o['name'], price: o['price'] }))).toEqual(publicRates.map(({ room, rate }) => ({ name: `${room.rtName}・${rate.rateName}`, price: rate.discountedPrice })));
    expect(offers[0]).toMatchObject({
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      availabilityStarts: stay.checkIn,
      availabilityEnds: stay.checkOut,
      url: `${ORIGIN}/pro001/rooms?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
      eligibleQuantity: { value: 1 },
      priceSpecification: { '@type': 'UnitPriceSpecification', price: offers[0]!['price'], valueAddedTaxIncluded: true, referenceQuantity: { value: 2, unitCode: 'DAY' } },
      itemOffered: { additionalProperty: [{ name: 'numAdults', value: 2 }, { name: 'numChildren', value: 0 }] },
    });
  });

  it('is not to be indexed, its canonical the dateless page; without a stay the page stays indexable and offers nothing', async () => {
    const html = await landingPage(app, landingPath(stay));
    expect(html.includes('<meta name="robots" content="noindex"/>')).toBe(true);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/pro001/rooms`);
    const dateless = await landingPage(app, '/pro001/rooms');
    expect(dateless.includes('name="robots"')).toBe(false);
    expect(landingOffers(dateless)).toEqual([]);
    // Not indexed, but crawled: Google's price crawler must be let in.
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).not.toMatch(/Disallow: \/(\*\/)?(pro\d+\/)?rooms/);
  });

  it('takes the length of stay for the departure date, with the same prices as the checkOut form', async () => {
    const byNights = await landingPage(app, `/pro001/rooms?checkIn=${stay.checkIn}&nights=2&adults=2`);
    const byDate = await landingPage(app, landingPath(stay));
    expect(offerPrices(byNights)).toEqual(offerPrices(byDate));
    expect(visibleTotals(byNights)).toEqual(visibleTotals(byDate));
    expect(byNights.includes(jaDate(stay.checkOut))).toBe(true);
  });

  it('a sold-out room type shows no price and is offered nowhere; the others still are', async () => {
    const sold: LandingStay = { ...stay, checkIn: day(20), checkOut: day(21) };
    const [first] = await engineRates(sold);
    await leaveRooms({ db: testDb.db, app }, 'pro001', first!.rtCode, sold.checkIn, 0);
    const html = await landingPage(app, landingPath(sold));
    const keys = [...visibleTotals(html).keys()];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.startsWith(`${first!.rtCode}/`))).toBe(false);
    expect(landingOffers(html).some((o) => (o['name'] as string).startsWith(`${first!.rtName}・`))).toBe(false);
  });

  it('a refused stay (too far ahead, a moved date, a party clamped, a code) states no price as an Offer', async () => {
    const tooFar = await landingPage(app, landingPath({ ...stay, checkIn: day(400), checkOut: day(401) }));
    expect(tooFar.includes('role="alert"')).toBe(true);
    expect(visibleTotals(tooFar).size).toBe(0);
    expect(landingOffers(tooFar)).toEqual([]);
    // The page searches today instead, and says so: its prices are not the address's stay.
    const past = await landingPage(app, landingPath({ ...stay, checkIn: day(-3), checkOut: day(-1) }));
    expect(visibleTotals(past).size).toBeGreaterThan(0);
    expect(landingOffers(past)).toEqual([]);
    for (const query of [`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=40`, `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&discountType=プロモーション&discountCode=WINTER2026`]) {
      expect(landingOffers(await landingPage(app, `/pro001/rooms?${encodeURI(query)}`)), query).toEqual([]);
    }
  });
});
