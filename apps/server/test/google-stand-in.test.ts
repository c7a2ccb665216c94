import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGoogleStandIn, type GoogleStandIn } from './helpers/google-stand-in.ts';

/**
 * The Google stand-in itself (decision 0066): it refuses what Google's reference does not allow,
 * keeps what it accepts with Google's semantics, and prices stays by the rules written in
 * google-stand-in-price.ts. Its messages here are written by hand, not by our builders.
 */
let google: GoogleStandIn;
beforeAll(async () => {
  google = await startGoogleStandIn({ partnerKey: 'pk', hotels: ['H1'] });
});
afterAll(async () => {
  await google?.close();
});
beforeEach(() => google.reset());

const OTA = 'http://www.opentravel.org/OTA/2003/05';
const head = (name: string, extra = '') => `<${name} xmlns="${OTA}" EchoToken="e-1" TimeStamp="2026-11-27T10:00:00Z" Version="3.0"${extra}><POS><Source><RequestorID ID="pk"/></Source></POS>`;
const post = async (path: string, body: string, type = 'application/xml') => {
  const response = await fetch(`${google.url}/travel/hotels/uploads${path}`, { method: 'POST', headers: { 'content-type': type }, body });
  return { status: response.status, body: await response.text() };
};
const property = (rooms = ['R1'], packages = ['P1'], action = 'overlay') =>
  post(
    '/property_data',
    `<Transaction timestamp="2026-11-27T10:00:00Z" id="t1" partner="pk"><PropertyDataSet action="${action}"><Property>H1</Property>${rooms.map((r) => `<RoomData><RoomID>${r}</RoomID><Name><Text text="${r}" language="en"/></Name><Capacity>2</Capacity></RoomData>`).join('')}${packages.map((p) => `<PackageData><PackageID>${p}</PackageID><Name><Text text="${p}" language="en"/></Name><Refundable available="true" refundable_until_days="1" refundable_until_time="18:00:00"/><BreakfastIncluded>false</BreakfastIncluded></PackageData>`).join('')}</PropertyDataSet></Transaction>`,
  );
const rates = (start: string, end: string, amount: string, extra = '') =>
  post(
    '/ota/hotel_rate_amount_notif',
    `${head('OTA_HotelRateAmountNotifRQ', ' NotifType="Overlay"')}<RateAmountMessages HotelCode="H1"><RateAmountMessage><StatusApplicationControl Start="${start}" End="${end}" InvTypeCode="R1" RatePlanCode="P1"${extra}/><Rates><Rate><BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="${amount}" CurrencyCode="CNY"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage></RateAmountMessages></OTA_HotelRateAmountNotifRQ>`,
  );
const avail = (start: string, end: string, inner: string) =>
  post('/ota/hotel_avail_notif', `${head('OTA_HotelAvailNotifRQ')}<AvailStatusMessages HotelCode="H1"><AvailStatusMessage><StatusApplicationControl Start="${start}" End="${end}" InvTypeCode="R1" RatePlanCode="P1"/>${inner}</AvailStatusMessage></AvailStatusMessages></OTA_HotelAvailNotifRQ>`);
const inventory = (start: string, end: string, count: number, countType = '2') =>
  post('/ota/hotel_inv_count_notif', `${head('OTA_HotelInvCountNotifRQ')}<Inventories HotelCode="H1"><Inventory><StatusApplicationControl Start="${start}" End="${end}" InvTypeCode="R1"/><InvCounts><InvCount Count="${count}" CountType="${countType}"/></InvCounts></Inventory></Inventories></OTA_HotelInvCountNotifRQ>`);
const stay = (checkIn: string, checkOut: string, rooms = 1) => ({ hotelCode: 'H1', roomCode: 'R1', rateCode: 'P1', checkIn, checkOut, rooms });

/** A product open and priced 2026-12-01 … 12-05 with 3 rooms a night. */
async function sellable() {
  expect((await property()).body).toContain('<Status>Success</Status>');
  expect((await rates('2026-12-01', '2026-12-05', '680.50')).body).toContain('<Success/>');
  expect((await avail('2026-12-01', '2026-12-05', '<RestrictionStatus Status="Open" Restriction="Master"/>')).body).toContain('<Success/>');
  expect((await inventory('2026-12-01', '2026-12-05', 3)).body).toContain('<Success/>');
}

describe('the Google stand-in', () => {
  it('answers only the documented paths, POST and application/xml', async () => {
    expect((await post('/ota/hotel_rate_amount_notif', '<x/>', 'text/xml')).status).toBe(415);
    expect((await post('/ota/other', '<x/>')).status).toBe(404);
    expect((await fetch(`${google.url}/travel/hotels/uploads/property_data`)).status).toBe(405);
  });

  it('refuses with Errors, applying nothing: a wrong partner key, version, message for the path, unknown hotel, malformed XML', async () => {
    const refused = async (answer: Promise<{ body: string }>, words: RegExp) => expect((await answer).body).toMatch(words);
    await refused(post('/ota/hotel_inv_count_notif', head('OTA_HotelInvCountNotifRQ').replace('ID="pk"', 'ID="other"') + '<Inventories HotelCode="H1"/></OTA_HotelInvCountNotifRQ>'), /<Errors><Error Type="3" Code="497".*Unknown partner/);
    await refused(post('/ota/hotel_inv_count_notif', head('OTA_HotelInvCountNotifRQ').replace('3.0', '1.0') + '</OTA_HotelInvCountNotifRQ>'), /Version must be 3.0/);
    await refused(post('/ota/hotel_avail_notif', head('OTA_HotelInvCountNotifRQ') + '</OTA_HotelInvCountNotifRQ>'), /takes OTA_HotelAvailNotifRQ/);
    await refused(post('/ota/hotel_inv_count_notif', `${head('OTA_HotelInvCountNotifRQ')}<Inventories HotelCode="H9"><Inventory/></Inventories></OTA_HotelInvCountNotifRQ>`), /Code="392"/);
    await refused(post('/ota/hotel_inv_count_notif', '<OTA_HotelInvCountNotifRQ'), /Unparsable XML/);
    await refused(inventory('2026-12-01', '2026-12-01', 3, '1'), /CountType must be 2/);
    await refused(post('/property_data', '<Transaction id="t" partner="nope"><PropertyDataSet><Property>H1</Property></PropertyDataSet></Transaction>'), /<Status>Failure<\/Status><Issues><Issue code="497"/);
    // One bad message among good ones: the whole request changes nothing.
    await refused(rates('2026-12-03', '2026-12-01', '1.00'), /before Start/);
    expect(google.rate('H1', 'R1', 'P1', '2026-12-01')).toBeUndefined();
    expect(google.received.every((r) => !r.ok && r.error)).toBe(true);
  });

  it('keeps overlays: a rate or count replaces the nights named; a restriction changes only itself; weekdays narrow a range', async () => {
    await sellable();
    await rates('2026-12-02', '2026-12-02', '700');
    expect(google.rate('H1', 'R1', 'P1', '2026-12-01')).toEqual({ amount: '680.50', currency: 'CNY' });
    expect(google.rate('H1', 'R1', 'P1', '2026-12-02')).toEqual({ amount: '700', currency: 'CNY' });
    await avail('2026-12-01', '2026-12-01', '<LengthsOfStay><LengthOfStay Time="2" TimeUnit="Day" MinMaxMessageType="SetMinLOS"/></LengthsOfStay>');
    await avail('2026-12-01', '2026-12-01', '<RestrictionStatus Status="Close" Restriction="Arrival"/>');
    expect(google.restrictions('H1', 'R1', 'P1', '2026-12-01')).toEqual({ master: 'Open', arrival: 'Close', departure: 'Open', minLos: 2 });
    // 2026-12-04 is a Friday.
    await rates('2026-12-01', '2026-12-05', '999', ' Fri="true"');
    expect(google.rate('H1', 'R1', 'P1', '2026-12-04')!.amount).toBe('999');
    expect(google.rate('H1', 'R1', 'P1', '2026-12-03')!.amount).toBe('680.50');
    await inventory('2026-12-03', '2026-12-03', 0);
    expect(google.inventory('H1', 'R1', '2026-12-03')).toBe(0);
    expect(google.inventory('H1', 'R1', '2026-12-02')).toBe(3);
  });

  it('priceOf: the nights’ AmountAfterTax times the rooms, or null with the reason Google gives', async () => {
    expect(google.whyNoPrice(stay('2026-12-01', '2026-12-02'))).toBe('Unspecified room');
    await sellable();
    expect(google.priceOf(stay('2026-12-01', '2026-12-03', 2))).toBe(2722);
    await rates('2026-12-02', '2026-12-02', '719.25');
    expect(google.priceOf(stay('2026-12-01', '2026-12-03'))).toBe(1399.75);
    expect(google.whyNoPrice(stay('2026-12-05', '2026-12-07'))).toBe('Missing nightly rate');
    expect(google.whyNoPrice(stay('2026-12-01', '2026-12-02', 4))).toBe('No vacancy');
    expect(google.whyNoPrice(stay('2026-12-01', '2026-12-01'))).toBe('Invalid itinerary');

    await avail('2026-12-02', '2026-12-02', '<RestrictionStatus Status="Close" Restriction="Master"/>');
    expect(google.whyNoPrice(stay('2026-12-01', '2026-12-03'))).toBe('Stop sell date');
    // Leaving on a closed night is fine: the night of departure is not stayed.
    expect(google.priceOf(stay('2026-12-01', '2026-12-02'))).toBe(680.5);

    await avail('2026-12-03', '2026-12-03', '<RestrictionStatus Status="Close" Restriction="Arrival"/>');
    expect(google.whyNoPrice(stay('2026-12-03', '2026-12-04'))).toBe('Invalid arrival');
    await avail('2026-12-05', '2026-12-05', '<RestrictionStatus Status="Close" Restriction="Departure"/>');
    expect(google.whyNoPrice(stay('2026-12-04', '2026-12-05'))).toBe('Invalid departure');
    await avail('2026-12-05', '2026-12-05', '<RestrictionStatus Status="Open" Restriction="Departure"/>');
    await avail('2026-12-04', '2026-12-04', '<LengthsOfStay><LengthOfStay Time="2" TimeUnit="Day" MinMaxMessageType="SetMinLOS"/><LengthOfStay Time="2" TimeUnit="Day" MinMaxMessageType="SetMaxLOS"/></LengthsOfStay>');
    expect(google.whyNoPrice(stay('2026-12-04', '2026-12-05'))).toBe('Minimum length of stay');
    await inventory('2026-12-06', '2026-12-06', 3);
    await rates('2026-12-06', '2026-12-06', '1');
    await avail('2026-12-06', '2026-12-06', '<RestrictionStatus Status="Open" Restriction="Master"/>');
    expect(google.whyNoPrice(stay('2026-12-04', '2026-12-07'))).toBe('Maximum length of stay');
    // A package no longer in the property data (an overlay without it) is not priced.
    await property(['R1'], ['P2']);
    expect(google.whyNoPrice(stay('2026-12-01', '2026-12-02'))).toBe('Unspecified package');
  });

  it('fails the next requests when asked (HTTP 503), changing nothing, then answers again', async () => {
    google.failNext(2);
    expect((await inventory('2026-12-01', '2026-12-01', 3)).status).toBe(503);
    expect((await inventory('2026-12-01', '2026-12-01', 3)).status).toBe(503);
    expect(google.inventory('H1', 'R1', '2026-12-01')).toBeUndefined();
    expect((await inventory('2026-12-01', '2026-12-01', 3)).status).toBe(200);
    expect(google.inventory('H1', 'R1', '2026-12-01')).toBe(3);
  });
});

describe('the stand-in’s Promotions', () => {
  const promotions = (inner: string, partner = 'pk', action = ' action="overlay"') =>
    post('/promotions', `<Promotions partner="${partner}" id="m1" timestamp="2026-11-27T10:00:00Z"><HotelPromotions hotel_id="H1"${action}>${inner}</HotelPromotions></Promotions>`);

  it('discounts a stay by the single largest promotion that applies (base promotions never stack), a percentage rounded down on the stay’s total', async () => {
    await sellable();
    const ten = '<Promotion id="1"><Discount percentage="10"/><LengthOfStay min="3"/><RatePlans><RatePlan id="P1"/></RatePlans></Promotion>';
    const amount = '<Promotion id="2"><CheckinDates><DateRange start="2026-12-02" end="2026-12-31"/></CheckinDates><Discount fixed_amount="150"/></Promotion>';
    expect((await promotions(ten + amount)).body).toContain('<PromotionsResponse');
    // 3 × 680.50 = 2041.50: 10% is 204.15, 204 when rounded down (the assumption); 150 off for a check-in from 12-02.
    expect(google.priceOf({ ...stay('2026-12-01', '2026-12-04'), bookedOn: '2026-11-27' })).toBe(1837.5);
    expect(google.priceOf(stay('2026-12-01', '2026-12-03'))).toBe(1361);
    expect(google.priceOf(stay('2026-12-02', '2026-12-04'))).toBe(1211);
    // Delete one (no action on HotelPromotions: the others stay), then an empty overlay removes the rest.
    await promotions('<Promotion id="1" action="delete"/>', 'pk', '');
    expect([...google.promotions('H1').keys()]).toEqual(['2']);
    await promotions('');
    expect(google.promotions('H1').size).toBe(0);
    expect(google.priceOf(stay('2026-12-02', '2026-12-04'))).toBe(1361);
  });

  it('refuses another partner, an unknown hotel, and what it does not model, applying nothing', async () => {
    const ok = '<Promotion id="1"><Discount percentage="10"/></Promotion>';
    expect((await promotions(ok, 'other')).body).toMatch(/<Status>Failure<\/Status>.*Unknown partner/);
    expect((await promotions(`${ok}<Promotion id="2"><Discount percentage="5"/><Stacking type="any"/></Promotion>`)).body).toContain('does not model Stacking');
    expect((await promotions('<Promotion id="3"><Discount fixed_amount_per_night="5"/></Promotion>')).body).toContain('<Status>Failure</Status>');
    expect((await post('/promotions', `<Promotions partner="pk" id="m1" timestamp="2026-11-27T10:00:00Z"><HotelPromotions hotel_id="H9">${ok}</HotelPromotions></Promotions>`)).body).toContain('not in the hotel list');
    expect(google.promotions('H1').size).toBe(0);
  });
});
