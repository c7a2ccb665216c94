import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PROTOCOLS } from '../channel-protocols.ts';
import { MAX_ITEMS, NO_MAX_STAY, type ChannelRateNight } from './ari-messages.ts';
import { availabilityRequests, GOOGLE_PATHS, inventoryRequests, propertyDataRequest, rateRequests, readGoogleAnswer, refundableUntil, type GoogleMeta } from './google-messages.ts';

/** Google's ARI messages (decision 0066) against the syntax of Google's XML reference. */

let tokens = 0;
const meta: GoogleMeta = { partnerKey: 'felton_key', hotelCode: 'G-001', echoToken: () => `echo-${++tokens}`, timeStamp: '2026-11-27T10:00:00Z' };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => ['AvailStatusMessage', 'RateAmountMessage', 'Inventory', 'LengthOfStay', 'RoomData', 'PackageData', 'Text'].includes(name) });
type Parsed = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading test XML

const night = (date: string, over: Partial<ChannelRateNight> = {}): ChannelRateNight => ({ room: 'SUP', rate: 'BAR', date, stopSell: false, closedToArrival: false, closedToDeparture: false, minStay: null, maxStay: null, price: 680, ...over });
const OTA = 'http://www.opentravel.org/OTA/2003/05';

describe('property data (Transaction)', () => {
  it('names each mapped room with its capacity and each package with breakfast and refundability, as one overlay', () => {
    const request = propertyDataRequest(
      [{ code: 'SUP', name: '高级大床房', nameEn: 'Superior King', capacity: 2 }],
      [
        { code: 'BAR', name: '标准价', breakfastIncluded: true, refundable: refundableUntil(24) },
        { code: 'ADV', name: '提前预订', breakfastIncluded: false, refundable: null },
      ],
      meta,
    );
    expect(request).toMatchObject({ name: 'Transaction', items: 3, firstNight: null, lastNight: null });
    const tx: Parsed = parser.parse(request.xml).Transaction;
    expect(tx).toMatchObject({ '@timestamp': '2026-11-27T10:00:00Z', '@id': request.echoToken, '@partner': 'felton_key' });
    const set = tx.PropertyDataSet;
    expect(set['@action']).toBe('overlay');
    expect(set.Property).toBe('G-001');
    expect(set.RoomData).toEqual([
      {
        RoomID: 'SUP',
        Name: { Text: [{ '@text': '高级大床房', '@language': 'zh' }, { '@text': 'Superior King', '@language': 'en' }] },
        Capacity: '2',
      },
    ]);
    expect(set.PackageData).toEqual([
      { PackageID: 'BAR', Name: { Text: [{ '@text': '标准价', '@language': 'zh' }] }, Refundable: { '@available': 'true', '@refundable_until_days': '1', '@refundable_until_time': '18:00:00' }, BreakfastIncluded: 'true' },
      { PackageID: 'ADV', Name: { Text: [{ '@text': '提前预订', '@language': 'zh' }] }, Refundable: { '@available': 'false' }, BreakfastIncluded: 'false' },
    ]);
  });

  it('states our free cancellation (hours before 18:00 on arrival) in days and a time of day', () => {
    expect(refundableUntil(0)).toEqual({ untilDays: 0, untilTime: '18:00:00' });
    expect(refundableUntil(6)).toEqual({ untilDays: 0, untilTime: '12:00:00' });
    expect(refundableUntil(18)).toEqual({ untilDays: 0, untilTime: '00:00:00' });
    expect(refundableUntil(20)).toEqual({ untilDays: 1, untilTime: '22:00:00' });
    expect(refundableUntil(72)).toEqual({ untilDays: 3, untilTime: '18:00:00' });
  });
});

describe('rates (OTA_HotelRateAmountNotifRQ)', () => {
  it('sends the tax-inclusive amount in CNY per room type and package, equal nights bundled, unsold nights left out', () => {
    const [request, ...rest] = rateRequests([night('2026-12-01'), night('2026-12-02'), night('2026-12-03', { price: 720 }), night('2026-12-04', { price: null })], meta);
    expect(rest).toEqual([]);
    const rq: Parsed = parser.parse(request!.xml).OTA_HotelRateAmountNotifRQ;
    expect(rq).toMatchObject({ '@xmlns': OTA, '@Version': '3.0', '@EchoToken': request!.echoToken, '@TimeStamp': '2026-11-27T10:00:00Z', '@NotifType': 'Overlay' });
    // The partner key only: Google's RequestorID has no Type.
    expect(rq.POS.Source.RequestorID).toEqual({ '@ID': 'felton_key' });
    expect(rq.RateAmountMessages['@HotelCode']).toBe('G-001');
    expect(rq.RateAmountMessages.RateAmountMessage).toEqual([
      {
        StatusApplicationControl: { '@Start': '2026-12-01', '@End': '2026-12-02', '@InvTypeCode': 'SUP', '@RatePlanCode': 'BAR' },
        Rates: { Rate: { BaseByGuestAmts: { BaseByGuestAmt: { '@AmountAfterTax': '680.00', '@CurrencyCode': 'CNY' } } } },
      },
      {
        StatusApplicationControl: { '@Start': '2026-12-03', '@End': '2026-12-03', '@InvTypeCode': 'SUP', '@RatePlanCode': 'BAR' },
        Rates: { Rate: { BaseByGuestAmts: { BaseByGuestAmt: { '@AmountAfterTax': '720.00', '@CurrencyCode': 'CNY' } } } },
      },
    ]);
  });
});

describe('availability and restrictions (OTA_HotelAvailNotifRQ)', () => {
  it('sends Master, Arrival and Departure with their current state and both lengths of stay; a stop-sold or unsold night is Master Close', () => {
    const [request] = availabilityRequests([night('2026-12-01', { minStay: 2, closedToArrival: true }), night('2026-12-02', { stopSell: true, maxStay: 7 }), night('2026-12-03', { price: null, closedToDeparture: true })], meta);
    const rq: Parsed = parser.parse(request!.xml).OTA_HotelAvailNotifRQ;
    expect(rq).toMatchObject({ '@Version': '3.0', POS: { Source: { RequestorID: { '@ID': 'felton_key' } } } });
    const messages: Parsed[] = rq.AvailStatusMessages.AvailStatusMessage;
    const status = (restriction: string) =>
      messages.filter((m) => m.RestrictionStatus?.['@Restriction'] === restriction).map((m) => [m.StatusApplicationControl['@Start'], m.StatusApplicationControl['@End'], m.RestrictionStatus['@Status']]);
    expect(status('Master')).toEqual([
      ['2026-12-01', '2026-12-01', 'Open'],
      ['2026-12-02', '2026-12-03', 'Close'],
    ]);
    expect(status('Arrival')).toEqual([
      ['2026-12-01', '2026-12-01', 'Close'],
      ['2026-12-02', '2026-12-03', 'Open'],
    ]);
    expect(status('Departure')).toEqual([
      ['2026-12-01', '2026-12-02', 'Open'],
      ['2026-12-03', '2026-12-03', 'Close'],
    ]);
    const stays = messages.filter((m) => m.LengthsOfStay).map((m) => [m.StatusApplicationControl['@Start'], m.LengthsOfStay.LengthOfStay.map((l: Parsed) => `${l['@MinMaxMessageType']}=${l['@Time']}${l['@TimeUnit']}`)]);
    expect(stays).toEqual([
      ['2026-12-01', ['SetMinLOS=2Day', `SetMaxLOS=${NO_MAX_STAY}Day`]],
      ['2026-12-02', ['SetMinLOS=1Day', 'SetMaxLOS=7Day']],
      ['2026-12-03', ['SetMinLOS=1Day', `SetMaxLOS=${NO_MAX_STAY}Day`]],
    ]);
    expect(messages.every((m) => m.StatusApplicationControl['@InvTypeCode'] === 'SUP' && m.StatusApplicationControl['@RatePlanCode'] === 'BAR' && m['@BookingLimit'] === undefined)).toBe(true);
  });
});

describe('inventory (OTA_HotelInvCountNotifRQ)', () => {
  it('sends the rooms left to sell per room type as CountType 2, never below 0, bundled; split past the item limit', () => {
    const [request] = inventoryRequests(
      [
        { room: 'SUP', date: '2026-12-01', available: 3 },
        { room: 'SUP', date: '2026-12-02', available: 3 },
        { room: 'SUP', date: '2026-12-03', available: -2 },
      ],
      meta,
    );
    const rq: Parsed = parser.parse(request!.xml).OTA_HotelInvCountNotifRQ;
    expect(rq).toMatchObject({ '@Version': '3.0', Inventories: { '@HotelCode': 'G-001' } });
    expect(rq.Inventories.Inventory).toEqual([
      { StatusApplicationControl: { '@Start': '2026-12-01', '@End': '2026-12-02', '@InvTypeCode': 'SUP' }, InvCounts: { InvCount: { '@Count': '3', '@CountType': '2' } } },
      { StatusApplicationControl: { '@Start': '2026-12-03', '@End': '2026-12-03', '@InvTypeCode': 'SUP' }, InvCounts: { InvCount: { '@Count': '0', '@CountType': '2' } } },
    ]);
    const many = Array.from({ length: MAX_ITEMS + 1 }, (_, i) => ({ room: 'SUP', date: new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10), available: i % 2 }));
    expect(inventoryRequests(many, meta).map((r) => r.items)).toEqual([MAX_ITEMS, 1]);
  });
});

describe('on the wire and the answers', () => {
  const google = PROTOCOLS.google;

  it('posts each message to its documented path on the endpoint host as application/xml, no SOAP envelope, no credentials', () => {
    const [request] = rateRequests([night('2026-12-01')], meta);
    const wire = google.wire({ endpointUrl: 'https://www.google.com/', username: '' }, '', request!.name, request!.xml);
    expect(wire.url).toBe('https://www.google.com/travel/hotels/uploads/ota/hotel_rate_amount_notif');
    expect(wire.headers).toEqual({ 'content-type': 'application/xml' });
    expect(wire.body).toBe(`<?xml version="1.0" encoding="UTF-8"?>${request!.xml}`);
    expect(GOOGLE_PATHS).toEqual({
      Transaction: '/travel/hotels/uploads/property_data',
      OTA_HotelRateAmountNotifRQ: '/travel/hotels/uploads/ota/hotel_rate_amount_notif',
      OTA_HotelAvailNotifRQ: '/travel/hotels/uploads/ota/hotel_avail_notif',
      OTA_HotelInvCountNotifRQ: '/travel/hotels/uploads/ota/hotel_inv_count_notif',
      Promotions: '/travel/hotels/uploads/promotions',
    });
  });

  it('sends property data, then rates, restrictions and inventory', () => {
    const property = google.propertyRequests({ channelHotel: 'G-001', rooms: [{ code: 'SUP', name: '房', nameEn: 'Room', capacity: 2 }], packages: [] }, { requestorId: 'k', echoToken: () => 'e', timeStamp: 't' });
    expect(property.map((r) => r.name)).toEqual(['Transaction']);
    const ari = google.ariRequests({ channelHotel: 'G-001', roomNights: [{ room: 'SUP', date: '2026-12-01', available: 1 }], rateNights: [night('2026-12-01')] }, { requestorId: 'k', echoToken: () => 'e', timeStamp: 't' });
    expect(ari.map((r) => r.name)).toEqual(['OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ', 'OTA_HotelInvCountNotifRQ']);
    expect(PROTOCOLS.pmsxchange.propertyRequests({ channelHotel: 'H', rooms: [], packages: [] }, { requestorId: 'k', echoToken: () => 'e', timeStamp: 't' })).toEqual([]);
  });

  it('reads Success, Errors (refused) and anything else (worth trying again) in the matching RS', () => {
    const rs = (inner: string) => `<?xml version="1.0"?><OTA_HotelAvailNotifRS xmlns="${OTA}" EchoToken="e" TimeStamp="2026-11-27T10:00:01Z" Version="3.0">${inner}</OTA_HotelAvailNotifRS>`;
    expect(readGoogleAnswer('OTA_HotelAvailNotifRQ', rs('<Success/>'))).toEqual({ ok: true });
    expect(readGoogleAnswer('OTA_HotelAvailNotifRQ', rs('<Errors><Error Type="3" Code="392" Status="NotProcessed" ShortText="Invalid hotel">Hotel G-9 is unknown</Error></Errors>'))).toEqual({
      ok: false,
      kind: 'errors',
      message: 'Hotel G-9 is unknown (Type 3 Code 392)',
    });
    expect(readGoogleAnswer('OTA_HotelRateAmountNotifRQ', rs('<Success/>'))).toMatchObject({ ok: false, kind: 'fault' });
    expect(readGoogleAnswer('OTA_HotelAvailNotifRQ', '<html>502</html>')).toMatchObject({ ok: false, kind: 'fault' });
  });

  it('reads a TransactionResponse: Success (warnings aside) or Failure with its issues', () => {
    const tr = (inner: string) => `<TransactionResponse timestamp="2026-11-27T10:00:01Z" id="e" partner="felton_key">${inner}</TransactionResponse>`;
    expect(readGoogleAnswer('Transaction', tr('<Status>Success</Status>'))).toEqual({ ok: true });
    expect(readGoogleAnswer('Transaction', tr('<Status>Success</Status><Issues><Issue code="1001" status="warning">no photo</Issue></Issues>'))).toEqual({ ok: true });
    expect(readGoogleAnswer('Transaction', tr('<Status>Failure</Status><Issues><Issue code="1002" status="failure">RoomID missing</Issue></Issues>'))).toEqual({ ok: false, kind: 'errors', message: 'RoomID missing (code 1002)' });
    expect(readGoogleAnswer('Transaction', '<Other/>')).toMatchObject({ ok: false, kind: 'fault' });
  });
});
