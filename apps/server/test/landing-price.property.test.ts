import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_CODE, HOLD_MINUTES, MAX_ROOMS_PER_BOOKING, ROOM_CAPACITY } from '@hotel/shared/constants';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import type { Hotel, RoomType } from '@hotel/shared/schemas/hotel';
import { DEFAULT_TAX_RULES, type TaxRules } from '@hotel/shared/taxes';
import { buildApp } from '../src/app.ts';
import { CouponRepository } from '../src/modules/discounts/coupon.repository.ts';
import { DiscountService } from '../src/modules/discounts/index.ts';
import { PromotionRepository } from '../src/modules/discounts/promotion.repository.ts';
import { InventoryRepository } from '../src/modules/inventory/inventory.repository.ts';
import { quoteStay, type RatePlanRow } from '../src/modules/inventory/index.ts';
import { TaxRulesRepository } from '../src/modules/inventory/tax-rules.repository.ts';
import { registerWeb } from '../src/web/web-handler.ts';
import { setTaxRules } from './helpers/tax-rules.ts';
import { dayFromToday, holdRooms, newMember } from './helpers/booking.ts';
import { connectGoogleToEveryHotel, GOOGLE_PARTNER_KEY } from './helpers/channel-connection.ts';
import { startGoogleStandIn, type GoogleStandIn } from './helpers/google-stand-in.ts';
import { landingPage, landingPath, offerPrices, visibleTotals } from './helpers/landing-page.ts';
import { MINUTE, type TestClock } from './helpers/member-app.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';
import { SEED_DAYS } from './helpers/seed-days.ts';
import { createTestDb, type TestDb } from './helpers/test-db.ts';

/**
 * Issue 27: a guest who follows Google's free booking link pays what Google showed. For 200 random
 * stays (seeded, so a failure names a case that replays) the landing page's JSON-LD price, its
 * visible total, the hold a guest then makes through the same API and quoteStay (the one price
 * function, decision 0044) agree; a stay that cannot be sold shows no price anywhere and its hold
 * is refused. Each hold is let lapse and released before the next case, so holds never exhaust rooms.
 */

/** What the Google stand-in is asked: a stay of one room type and plan, as its ARI feed sends them. */
interface StandInStay {
  hotelCode: string;
  roomCode: string;
  rateCode: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
}
/** The stand-in's price for a stay from what the feed sent it, null when the feed offers none. */
type StandInPrice = (stay: StandInStay) => number | null | Promise<number | null>;

/**
 * The third leg: the price the Google stand-in (decision 0066) computes from what the ARI feed sent
 * it, rates and promotions, for a guest booking on the app's today. A connection maps every hotel,
 * room type and plan of the demo group to itself and has had a full sync; the feed is caught up
 * after each case (sendOwed), and asked before the case's hold, as Google's crawler reads the page
 * before a guest holds. Member-only plans are sent closed: no price, as the page offers none.
 */
let google: GoogleStandIn;
let connectionId: number;
const standInPriceOf: StandInPrice = (stay) => google.priceOf({ ...stay, bookedOn: hotelToday(clock.now()) });

const ORIGIN = 'https://www.felton.example';
let app: FastifyInstance;
let testDb: TestDb;
let offset = 0;
const clock: TestClock = {
  now: () => new Date(Date.now() + offset),
  advance: (ms) => {
    offset += ms;
  },
};

interface Catalogue {
  hotel: Hotel;
  rooms: RoomType[];
  /** Plans Google could be sent: every plan not behind a discount code (member-only and inactive ones included). */
  plans: RatePlanRow[];
}
let catalogue: Catalogue[];
let token: string;
let inventory: InventoryRepository;
let discounts: DiscountService;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ passwordCost: TEST_PASSWORD_COST, db: testDb.db, demoMode: true, publicOrigin: ORIGIN, clock: clock.now, channels: { allowedHosts: '127.0.0.1' } });
  await registerWeb(app, { production: true, fromSources: true, demoMode: true, pageCache: true, publicOrigin: ORIGIN });
  await app.ready();
  inventory = new InventoryRepository(testDb.db);
  // A guest from Google is not signed in: no member level, no code (as the rooms page prices for everyone).
  discounts = new DiscountService(new PromotionRepository(testDb.db), new CouponRepository(testDb.db), () => Promise.resolve(null));
  const hotels = (await app.publicReads.getHotelInfo({ HotelCode: GROUP_CODE }, 'ja')).filter((h) => h.hotelCode !== GROUP_CODE);
  catalogue = await Promise.all(
    hotels.map(async (hotel) => ({
      hotel,
      rooms: await app.publicReads.getRoomType({ HotelCode: hotel.hotelCode }, 'ja'),
      plans: (await inventory.listRatePlans(hotel.hotelCode)).filter((p) => !p.discountCode),
    })),
  );
  token = (await newMember(app)).token;
  // Issue 28: the hotels sell under different service and VAT rules (decision 0068), set before the feed's full sync.
  await Promise.all(catalogue.map((c, i) => setTaxRules(testDb.db, c.hotel.hotelCode, HOTEL_TAX_RULES[i % HOTEL_TAX_RULES.length]!)));
  google = await startGoogleStandIn({ partnerKey: GOOGLE_PARTNER_KEY, hotels: catalogue.map((c) => c.hotel.hotelCode) });
  const everyPlan = await Promise.all(catalogue.map(async (c) => (await inventory.listRatePlans(c.hotel.hotelCode)).map((p) => p.code)));
  connectionId = await connectGoogleToEveryHotel(
    testDb.db,
    clock.now(),
    google.url,
    catalogue.map((c, i) => ({ code: c.hotel.hotelCode, rooms: c.rooms.map((r) => r.rtCode), plans: everyPlan[i]! })),
  );
  expect(await app.channelSync.fullSync(connectionId)).toMatchObject({ sent: true });
  expect(google.received.filter((r) => !r.ok).map((r) => r.error)).toEqual([]);
}, 240_000);

afterAll(async () => {
  await google?.close();
  await app?.close();
  await testDb?.close();
});

/** quoteStay for a guest who is not signed in, from the nights and plan as stored; null when a night has no row. */
async function quoteOf(hotelCode: string, roomCode: string, plan: RatePlanRow, checkIn: string, checkOut: string, rooms: number): Promise<number | null> {
  const [stay] = await inventory.stayAvailability(hotelCode, [roomCode], checkIn, checkOut);
  const nights = stay?.nights;
  const nightCount = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  if (!nights || stay.nightCount !== nightCount) return null;
  const now = clock.now();
  const promotions = await discounts.livePromotions(hotelCode, now);
  const offerFor = (totalAmount: number) =>
    discounts.bestOffer(promotions, { hotelCode, rateCode: plan.code, checkIn, checkOut, nights: nightCount, totalAmount }, { memberLevel: null, code: undefined }, now);
  return quoteStay(nights, plan, rooms, await new TaxRulesRepository(testDb.db).find(hotelCode).then((r) => r.rules), offerFor).actualAmount;
}

/** The rules the hotels sell under, in turn: the default (both included), and each kind a hotel may choose. */
const HOTEL_TAX_RULES: TaxRules[] = [
  DEFAULT_TAX_RULES,
  { serviceBp: 1000, vatBp: 600, order: 'service_then_vat', rounding: 'night', ratesInclude: false },
  { serviceBp: 1500, vatBp: 600, order: 'both_on_room', rounding: 'stay', ratesInclude: false },
  { serviceBp: 0, vatBp: 600, order: 'service_then_vat', rounding: 'night', ratesInclude: true },
  { serviceBp: 1250, vatBp: 900, order: 'service_then_vat', rounding: 'stay', ratesInclude: false },
];
const rulesOfHotel = (hotelCode: string) => HOTEL_TAX_RULES[catalogue.findIndex((c) => c.hotel.hotelCode === hotelCode) % HOTEL_TAX_RULES.length]!;

const cases = fc.record({
  hotel: fc.nat(),
  room: fc.nat(),
  plan: fc.nat(),
  // Past the seeded nights too: those stays cannot be sold.
  day: fc.integer({ min: 0, max: SEED_DAYS + 5 }),
  nights: fc.integer({ min: 1, max: 7 }),
  rooms: fc.integer({ min: 1, max: 3 }),
  extraAdults: fc.nat(),
  children: fc.nat(),
});

describe('a landing page’s price (issue 27)', () => {
  it('structured data = visible total = held total = quoteStay (= the Google stand-in’s price), and no price where nothing can be sold', async () => {
    const seen = { sellable: 0, unsellable: 0 };
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const { hotel, rooms, plans } = catalogue[c.hotel % catalogue.length]!;
        const room = rooms[c.room % rooms.length]!;
        const plan = plans[c.plan % plans.length]!;
        // A party within the room type's occupancy (and the site's 3 a room): an adult in each room.
        const roomNum = Math.min(c.rooms, MAX_ROOMS_PER_BOOKING);
        const perRoom = Math.min(room.maxOccupancy, ROOM_CAPACITY);
        const adults = roomNum + (c.extraAdults % (roomNum * (perRoom - 1) + 1));
        const children = c.children % (roomNum * perRoom - adults + 1);
        const checkIn = dayFromToday(clock, c.day);
        const checkOut = addDays(checkIn, c.nights);
        const stay = { hotelCode: hotel.hotelCode, checkIn, checkOut, rooms: roomNum, adults, children };
        const label = JSON.stringify({ ...stay, room: room.rtCode, plan: plan.code });

        const html = await landingPage(app, landingPath(stay));
        const shown = visibleTotals(html).get(`${room.rtCode}/${plan.code}`) ?? null;
        const offered = offerPrices(html).get(`${room.rtName}・${plan.name}`) ?? null;
        // Google's price as the crawler would compare it: before the guest holds.
        const googleStay = { hotelCode: hotel.hotelCode, roomCode: room.rtCode, rateCode: plan.code, checkIn, checkOut, rooms: roomNum };
        const googlePrice = await standInPriceOf(googleStay);
        const hold = await holdRooms(app, token, { hotelCode: hotel.hotelCode, roomTypeCode: room.rtCode, rateCode: plan.code, checkIn, checkOut, roomQty: roomNum, adultNum: adults, childrenNum: children });

        if (shown === null) {
          seen.unsellable += 1;
          expect(offered, label).toBeNull();
          expect(hold.status, `${label} ${JSON.stringify(hold.body)}`).not.toBe(200);
        } else {
          seen.sellable += 1;
          expect(hold.status, `${label} ${JSON.stringify(hold.body)}`).toBe(200);
          expect(hold.body.data.actualAmount, label).toBe(shown);
          expect(await quoteOf(hotel.hotelCode, room.rtCode, plan, checkIn, checkOut, roomNum), label).toBe(shown);
          // Member-only plans are shown (marked 会員限定) but not offered: a crawler is not signed in.
          expect(offered, label).toBe(plan.memberOnly ? null : shown);
        }
        // Google adds up the nights it was sent, each a one-night price whose service and VAT were each
        // rounded: for a hotel that rounds once per stay, that sum can differ from the site's by up to
        // 1元 a night and room (decision 0068); every other hotel's is exact.
        const perStay = rulesOfHotel(hotel.hotelCode).rounding === 'stay' && !rulesOfHotel(hotel.hotelCode).ratesInclude;
        if (perStay && googlePrice !== null && offered !== null) expect(Math.abs(googlePrice - offered), label).toBeLessThanOrEqual(c.nights * roomNum);
        else expect(googlePrice, `${label} Google: ${google.whyNoPrice(googleStay) ?? 'priced'}`).toBe(offered);
        // The hold lapses and gives its rooms back before the next case (the change feed drops the cached page).
        if (hold.status === 200) {
          clock.advance(HOLD_MINUTES * MINUTE + 1);
          await app.releaseExpired();
          await app.changes.sync();
          // The feed catches up with the hold and its release before the next case asks Google.
          await app.channelSync.sendOwed(connectionId);
        }
      }),
      { seed: 20261127, numRuns: 200, endOnFailure: true },
    );
    // Both sides of the property were exercised.
    expect(seen.sellable).toBeGreaterThan(100);
    expect(seen.unsellable).toBeGreaterThan(5);
  }, 180_000);
});
