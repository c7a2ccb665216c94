import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelConnections, channelMappings, channelOutbox, channelSyncLog } from '@hotel/db/schema/channels';
import { promotions } from '@hotel/db/schema/discounts';
import { ratePlans } from '@hotel/db/schema/inventory';
import { roomTypes } from '@hotel/db/schema/rooms';
import { DEMO_STAFF_PASSWORD } from '@hotel/db/seed/seed-demo-staff';
import { addDays } from '@hotel/shared/hotel-date';
import { CHANNEL_MESSAGES } from '@hotel/shared/schemas/admin/channels';
import { bookStay, dayFromToday, holdRooms, newMember, night } from './helpers/booking.ts';
import { connectGoogleStandIn, GOOGLE_HOTEL, GOOGLE_PARTNER_KEY } from './helpers/channel-connection.ts';
import { expectFailure } from './helpers/expectations.ts';
import { startGoogleStandIn, type GoogleStandIn } from './helpers/google-stand-in.ts';
import { SECOND, useMemberApp } from './helpers/member-app.ts';
import { deletePromotion, freshCode, promotionBody, savePromotion, setPromotionActive } from './helpers/promotions.ts';
import { editRates, signInManager } from './helpers/rates.ts';
import { SEED_DAYS } from './helpers/seed-days.ts';
import { adminCall, signIn, staffCookieHeader } from './helpers/staff-app.ts';

/**
 * A google connection (issue 27, decision 0066) against the Google stand-in: a full sync sends the
 * property data, then the horizon's rates, restrictions and inventory counts; a change sends only
 * its nights; a stop-sell closes them; a failing Google is backed off and caught up; Google has no
 * reservations to pull. The stand-in prices stays as Google would, from what it received.
 */
const t = useMemberApp({ appOptions: { channels: { allowedHosts: '127.0.0.1' } } });
let google: GoogleStandIn;

beforeAll(async () => {
  google = await startGoogleStandIn({ partnerKey: GOOGLE_PARTNER_KEY, hotels: [GOOGLE_HOTEL] });
});
afterAll(async () => {
  await google?.close();
});
beforeEach(async () => {
  await t.db.delete(channelConnections);
  google.reset();
});

/** Refused with `status` and exactly this message. */
function refused(response: Parameters<typeof expectFailure>[0], status: number, message: string) {
  expectFailure(response, status);
  expect((response.body as { message: string }).message).toBe(message);
}
const connect = () => connectGoogleStandIn(t.db, t.clock.now(), google.url);
const owedStates = async (id: number) => (await t.db.select({ state: channelOutbox.state }).from(channelOutbox).where(eq(channelOutbox.connectionId, id))).map((r) => r.state);
const logSince = async (id: number, after: number) =>
  t.db.select().from(channelSyncLog).where(and(eq(channelSyncLog.connectionId, id), gt(channelSyncLog.id, after))).orderBy(channelSyncLog.id);
const lastLogId = async (id: number) => (await logSince(id, 0)).at(-1)?.id ?? 0;
/** What the site sells a night of a plan for, one room (the rule of price-stay.ts, as channel-sync.test.ts reads it). */
async function planPrice(code: string, date: string, roomTypeCode = 'SK') {
  const [plan] = await t.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, 'pro001'), eq(ratePlans.code, code)));
  const { price } = await night(t.db, 'pro001', roomTypeCode, date);
  return (plan!.fixedPrice ?? Math.round((price * plan!.priceFactor) / 100)) + plan!.breakfastSupplement;
}
const stay = (checkIn: string, nights: number, over: { roomCode?: string; rateCode?: string; rooms?: number } = {}) => ({
  hotelCode: GOOGLE_HOTEL,
  roomCode: 'G-SK',
  rateCode: 'G-BAR',
  checkIn,
  checkOut: addDays(checkIn, nights),
  rooms: 1,
  ...over,
});
/** Plain nights for the tests: open, without restrictions. */
async function plainNights(from: string, to: string) {
  await editRates(t.app, await signInManager(t.app), { roomTypes: ['SK', 'ST'], from, to, changes: { stopSell: false, closedToArrival: false, closedToDeparture: false, minStay: null, maxStay: null } });
}

describe('a google connection', () => {
  it('a full sync sends the property data first, then the horizon; Google prices a stay as the site sells it', async () => {
    const from = dayFromToday(t.clock, 12);
    await plainNights(from, addDays(from, 2));
    const id = await connect();
    const outcome = await t.app.channelSync.fullSync(id);
    expect(outcome, JSON.stringify(google.received.map((r) => r.error))).toMatchObject({ sent: true });
    expect(google.received.every((r) => r.ok)).toBe(true);
    expect(google.received[0]!.path).toBe('/travel/hotels/uploads/property_data');
    const order = google.received.map((r) => r.name).filter((name, i, all) => name !== all[i - 1]);
    expect(order).toEqual(['Transaction', 'Promotions', 'OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ', 'OTA_HotelInvCountNotifRQ']);

    const [sk] = await t.db.select().from(roomTypes).where(and(eq(roomTypes.hotelCode, 'pro001'), eq(roomTypes.code, 'SK')));
    const property = google.property(GOOGLE_HOTEL)!;
    expect([...property.rooms.keys()].sort()).toEqual(['G-SK', 'G-ST']);
    expect(property.rooms.get('G-SK')).toEqual({ name: sk!.name, capacity: sk!.maxOccupancy });
    const [bar] = await t.db.select().from(ratePlans).where(and(eq(ratePlans.hotelCode, 'pro001'), eq(ratePlans.code, 'BAR')));
    expect(property.packages.get('G-BAR')).toMatchObject({ name: bar!.name, breakfastIncluded: bar!.breakfastCount > 0, refundable: { available: bar!.isFreeCancel } });

    // Every seeded night of both mapped room types has its count.
    const counted = [...Array(SEED_DAYS).keys()].filter((i) => google.inventory(GOOGLE_HOTEL, 'G-SK', dayFromToday(t.clock, i)) !== undefined);
    expect(counted).toHaveLength(SEED_DAYS);
    const first = await night(t.db, 'pro001', 'SK', from);
    expect(google.inventory(GOOGLE_HOTEL, 'G-SK', from)).toBe(first.totalRooms - first.soldRooms);

    // Two nights, two rooms: what the site quotes, night by night.
    const expected = 2 * ((await planPrice('BAR', from)) + (await planPrice('BAR', addDays(from, 1))));
    expect(google.whyNoPrice(stay(from, 2, { rooms: 2 }))).toBeNull();
    expect(google.priceOf(stay(from, 2, { rooms: 2 }))).toBe(expected);
    expect(google.priceOf(stay(from, 1, { rateCode: 'G-ADV' }))).toBe(await planPrice('ADV', from));
    // An unmapped room type is not Google's: it never heard of it.
    expect(google.whyNoPrice(stay(from, 1, { roomCode: 'DK' }))).toBe('Unspecified room');

    const lines = await logSince(id, 0);
    expect(lines[0]).toMatchObject({ message: 'Transaction', run: 'full', ok: true, hotelCode: 'pro001', firstNight: null, items: 4 });
    expect(new Set(lines.map((l) => l.message))).toEqual(new Set(['Transaction', 'Promotions', 'OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ', 'OTA_HotelInvCountNotifRQ']));
  });

  it("a change sends only its night: staff's rooms and price, a guest's booking", async () => {
    const day = dayFromToday(t.clock, 20);
    await plainNights(day, addDays(day, 4));
    const id = await connect();
    await t.app.channelSync.fullSync(id);
    const before = await lastLogId(id);
    const received = google.received.length;

    const manager = await signInManager(t.app);
    const rooms = (await night(t.db, 'pro001', 'ST', day)).soldRooms + 3;
    await editRates(t.app, manager, { roomTypes: ['ST'], from: day, to: day, changes: { price: 1234, rooms } });
    expect(await t.app.channelSync.sendOwed(id)).toMatchObject({ sent: true, nights: 1 });
    const lines = await logSince(id, before);
    expect(lines.map((l) => l.message)).toEqual(['OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ', 'OTA_HotelInvCountNotifRQ']);
    expect(lines.every((l) => l.firstNight === day && l.lastNight === day && l.run === 'changes' && l.ok)).toBe(true);
    expect(google.received.slice(received).some((r) => r.name === 'Transaction')).toBe(false);
    expect(google.rate(GOOGLE_HOTEL, 'G-ST', 'G-BAR', day)).toEqual({ amount: `${await planPrice('BAR', day, 'ST')}.00`, currency: 'CNY' });
    const edited = await night(t.db, 'pro001', 'ST', day);
    expect(google.inventory(GOOGLE_HOTEL, 'G-ST', day)).toBe(rooms - edited.soldRooms);

    // A booking takes a room: only its nights' counts (and their rates and restrictions) go.
    const member = await newMember(t.app);
    const checkIn = addDays(day, 2);
    await bookStay(t.app, member.token, { roomTypeCode: 'SK', checkIn, checkOut: addDays(checkIn, 2) });
    const afterChange = await lastLogId(id);
    expect(await t.app.channelSync.sendOwed(id)).toMatchObject({ sent: true, nights: 2 });
    const booked = await logSince(id, afterChange);
    expect(booked.every((l) => l.firstNight! >= checkIn && l.lastNight! <= addDays(checkIn, 1))).toBe(true);
    const taken = await night(t.db, 'pro001', 'SK', checkIn);
    expect(google.inventory(GOOGLE_HOTEL, 'G-SK', checkIn)).toBe(taken.totalRooms - taken.soldRooms);
    expect(new Set(await owedStates(id))).toEqual(new Set(['sent']));
  });

  it('a stop-sell closes the nights (Master Close): Google no longer prices a stay through them, and prices it again once lifted', async () => {
    const day = dayFromToday(t.clock, 25);
    await plainNights(day, addDays(day, 3));
    const id = await connect();
    await t.app.channelSync.fullSync(id);
    expect(google.priceOf(stay(day, 3))).not.toBeNull();

    const manager = await signInManager(t.app);
    await editRates(t.app, manager, { roomTypes: ['SK'], from: addDays(day, 1), to: addDays(day, 1), changes: { stopSell: true } });
    await t.app.channelSync.sendOwed(id);
    expect(google.restrictions(GOOGLE_HOTEL, 'G-SK', 'G-BAR', addDays(day, 1)).master).toBe('Close');
    expect(google.restrictions(GOOGLE_HOTEL, 'G-SK', 'G-ADV', addDays(day, 1)).master).toBe('Close');
    expect(google.whyNoPrice(stay(day, 3))).toBe('Stop sell date');
    expect(google.priceOf(stay(day, 1))).toBe(await planPrice('BAR', day));
    // The other room type sells on.
    expect(google.priceOf(stay(day, 3, { roomCode: 'G-ST' }))).not.toBeNull();

    await editRates(t.app, manager, { roomTypes: ['SK'], from: addDays(day, 1), to: addDays(day, 1), changes: { stopSell: false } });
    await t.app.channelSync.sendOwed(id);
    expect(google.priceOf(stay(day, 3))).not.toBeNull();
  });

  it('a failing Google is backed off, then caught up: what it missed arrives once it answers', async () => {
    const day = dayFromToday(t.clock, 30);
    await plainNights(day, day);
    const id = await connect();
    await t.app.channelSync.fullSync(id);
    const manager = await signInManager(t.app);
    await editRates(t.app, manager, { roomTypes: ['SK'], from: day, to: day, changes: { price: 777 } });

    google.failNext(2, 503);
    expect(await t.app.channelSync.sendOwed(id)).toMatchObject({ sent: false, reason: 'failed', error: expect.stringMatching(/^HTTP 503/) });
    expect(await owedStates(id)).toContain('pending');
    // Before its back-off nothing is tried.
    expect(await t.app.channelSync.sendOwed(id)).toEqual({ sent: false, reason: 'busy' });
    t.clock.advance(6 * SECOND);
    expect(await t.app.channelSync.sweep()).toEqual([{ connectionId: id, outcome: expect.objectContaining({ sent: false, reason: 'failed' }) }]);
    const [failing] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    // The second failure of the spell waits 10 s (5, 10, 20, 40 s, then every minute).
    expect(failing!.nextTryAt!.getTime() - t.clock.now().getTime()).toBeGreaterThan(9 * SECOND);
    expect(failing!.nextTryAt!.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(10 * SECOND);

    t.clock.advance(11 * SECOND);
    expect(await t.app.channelSync.sweep()).toEqual([{ connectionId: id, outcome: expect.objectContaining({ sent: true }) }]);
    expect(google.rate(GOOGLE_HOTEL, 'G-SK', 'G-BAR', day)).toEqual({ amount: `${await planPrice('BAR', day)}.00`, currency: 'CNY' });
    const [recovered] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    expect(recovered).toMatchObject({ failingSince: null, nextTryAt: null });
    expect(new Set(await owedStates(id))).toEqual(new Set(['sent']));
  });

  it('has no reservations to pull: the 2-minute pull skips it, and the button answers 409', async () => {
    const id = await connect();
    expect((await t.app.channelSync.pullAll()).map((o) => o.connectionId)).not.toContain(id);
    expect(await t.app.channelSync.pullReservations(id)).toEqual({ pulled: false, reason: 'not-pulled' });
    const manager = await signInManager(t.app);
    refused(await adminCall(t.app, 'POST', '/channels/pull', { body: { id, hotel: 'pro001' }, headers: staffCookieHeader(manager) }), 409, CHANNEL_MESSAGES.pullNotForGoogle);
    expect(google.received).toEqual([]);
  });

  it('is saved without an account; the saved mapping sends the property data before the nights', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const as = { headers: staffCookieHeader(admin) };
    const base = { type: 'google', name: 'Google', endpointUrl: google.url, requestorId: GOOGLE_PARTNER_KEY, hotelCodes: ['pro001'], enabled: true };
    const saved = await adminCall<{ id: number; type: string; username: string }>(t.app, 'POST', '/channels', { body: base, ...as });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ type: 'google', username: '' });
    refused(await adminCall(t.app, 'POST', '/channels', { body: { ...base, id: saved.body.data.id, type: 'pmsxchange', username: 'x' }, ...as }), 400, CHANNEL_MESSAGES.typeUnchangeable);
    // A pmsXchange connection still needs its account.
    refused(await adminCall(t.app, 'POST', '/channels', { body: { ...base, type: 'pmsxchange', password: 'p' }, ...as }), 400, CHANNEL_MESSAGES.usernameRequired);

    const mapping = { id: saved.body.data.id, hotel: 'pro001', hotelChannelCode: GOOGLE_HOTEL, rooms: { SK: 'G-SK' }, rates: { BAR: 'G-BAR' } };
    expect((await adminCall(t.app, 'POST', '/channels/mapping', { body: mapping, ...as })).status).toBe(200);
    await expect.poll(() => google.received.some((r) => r.name === 'OTA_HotelInvCountNotifRQ'), { timeout: 20 * SECOND }).toBe(true);
    const names = google.received.map((r) => r.name);
    expect(names.indexOf('Transaction')).toBeLessThan(names.indexOf('OTA_HotelRateAmountNotifRQ'));
    expect([...google.property(GOOGLE_HOTEL)!.rooms.keys()]).toEqual(['G-SK']);
  });
});

/**
 * The site's public promotions go to Google as its Promotions message (decision 0066), so a stay
 * the site discounts costs the same on Google: the demo's 連泊割 (10% off 3 nights or more of BARBF
 * and ADVBF, every hotel) is the case.
 */
describe('a google connection’s promotions', () => {
  /** connect(), with BARBF mapped too (the 連泊割's plan). */
  async function connectWithBreakfast() {
    const id = await connect();
    await t.db.insert(channelMappings).values({ connectionId: id, hotelCode: 'pro001', kind: 'rate', ourCode: 'BARBF', channelCode: 'G-BARBF' });
    return id;
  }
  const longStay = async () => (await t.db.select().from(promotions).where(eq(promotions.name, '連泊割（3泊以上）')))[0]!;
  /** What the site holds a one-room stay of SK for, for a new member (no level that a promotion asks for). */
  async function heldTotal(rateCode: string, checkIn: string, nights: number) {
    const member = await newMember(t.app);
    const hold = await holdRooms(t.app, member.token, { hotelCode: 'pro001', roomTypeCode: 'SK', rateCode, checkIn, checkOut: addDays(checkIn, nights), roomQty: 1, adultNum: 1, childrenNum: 0 });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    return hold.body.data;
  }

  it('a full sync sends the 連泊割 after the property data, before the rates; a 3-night BARBF stay costs on Google what the site holds it for; code and member-level promotions are never sent', async () => {
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    // Larger discounts than the 連泊割, which a guest from Google does not get: behind a code, for gold members.
    const coded = await savePromotion(t.app, admin, promotionBody({ name: 'コード割', value: 50, stayFrom: null, stayTo: null, code: freshCode('GOOG') }));
    const gold = await savePromotion(t.app, admin, promotionBody({ name: 'ゴールド割', value: 40, stayFrom: null, stayTo: null, memberLevels: ['gold'] }));
    expect([coded.status, gold.status]).toEqual([200, 200]);
    try {
      const day = dayFromToday(t.clock, 14);
      await plainNights(day, addDays(day, 3));
      const id = await connectWithBreakfast();
      expect(await t.app.channelSync.fullSync(id)).toMatchObject({ sent: true });
      expect(google.received.every((r) => r.ok), JSON.stringify(google.received.filter((r) => !r.ok).map((r) => r.error))).toBe(true);
      const order = google.received.map((r) => r.name).filter((name, i, all) => name !== all[i - 1]);
      expect(order.slice(0, 3)).toEqual(['Transaction', 'Promotions', 'OTA_HotelRateAmountNotifRQ']);
      const promotion = await longStay();
      expect([...google.promotions(GOOGLE_HOTEL).keys()]).toEqual([String(promotion.id)]);
      expect(google.promotions(GOOGLE_HOTEL).get(String(promotion.id))).toMatchObject({ discount: { percentage: 10 }, minNights: 3, packages: ['G-BARBF'] });
      const [line] = (await logSince(id, 0)).filter((l) => l.message === 'Promotions');
      expect(line).toMatchObject({ run: 'full', ok: true, hotelCode: 'pro001', items: 1 });

      const nightly = google.rate(GOOGLE_HOTEL, 'G-SK', 'G-BARBF', day)!;
      const held = await heldTotal('BARBF', day, 3);
      expect(held.discountAmount).toBeGreaterThan(0);
      expect(google.priceOf(stay(day, 3, { rateCode: 'G-BARBF' }))).toBe(held.actualAmount);
      // Two nights are below the 連泊割's minimum: the sum of the nightly rates, as the site holds them.
      expect(google.priceOf(stay(day, 2, { rateCode: 'G-BARBF' }))).toBe((await heldTotal('BARBF', day, 2)).actualAmount);
      expect(Number(nightly.amount)).toBeGreaterThan(0);
      // BAR is not the 連泊割's: three nights at the sum.
      expect(google.priceOf(stay(day, 3))).toBe((await heldTotal('BAR', day, 3)).actualAmount);
    } finally {
      await deletePromotion(t.app, admin, coded.body.data.id);
      await deletePromotion(t.app, admin, gold.body.data.id);
    }
  });

  it('a promotion switched off is removed at Google (the whole set is sent again, empty), and comes back when switched on', async () => {
    let heard = Promise.resolve();
    // As main.ts: the change feed hears the promotions table.
    const unsubscribe = t.app.changes.subscribe(['promotions'], () => {
      heard = t.app.channelSync.promotionsChanged();
    });
    const admin = await signIn(t.app, 'admin@demo.felton', DEMO_STAFF_PASSWORD);
    const promotion = await longStay();
    try {
      const day = dayFromToday(t.clock, 16);
      await plainNights(day, addDays(day, 3));
      const id = await connectWithBreakfast();
      await t.app.channelSync.fullSync(id);
      const discounted = google.priceOf(stay(day, 3, { rateCode: 'G-BARBF' }))!;
      const before = await lastLogId(id);

      expect((await setPromotionActive(t.app, admin, promotion.id, false)).status).toBe(200);
      await t.app.changes.sync();
      await heard;
      expect(await t.app.channelSync.sendOwed(id)).toEqual({ sent: true, nights: 0, requests: 1 });
      expect(google.promotions(GOOGLE_HOTEL).size).toBe(0);
      expect((await logSince(id, before)).map((l) => [l.message, l.run, l.ok, l.items])).toEqual([['Promotions', 'changes', true, 0]]);
      // Sent once: nothing more is owed.
      expect(await t.app.channelSync.sendOwed(id)).toEqual({ sent: false, reason: 'nothing-owed' });
      const undiscounted = google.priceOf(stay(day, 3, { rateCode: 'G-BARBF' }))!;
      expect(undiscounted).toBeGreaterThan(discounted);
      expect(undiscounted).toBe((await heldTotal('BARBF', day, 3)).actualAmount);

      expect((await setPromotionActive(t.app, admin, promotion.id, true)).status).toBe(200);
      await t.app.changes.sync();
      await heard;
      await t.app.channelSync.sendOwed(id);
      expect(google.priceOf(stay(day, 3, { rateCode: 'G-BARBF' }))).toBe(discounted);
    } finally {
      unsubscribe();
      await t.db.update(promotions).set({ active: true }).where(eq(promotions.id, promotion.id));
    }
  });
});
