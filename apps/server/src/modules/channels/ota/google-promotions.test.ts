import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PROTOCOLS } from '../channel-protocols.ts';
import { GOOGLE_PATHS, readGoogleAnswer } from './google-messages.ts';
import { promotionsRequest, type ChannelPromotion, type PromotionsMeta } from './google-promotions.ts';

/** Google's Promotions message (decision 0066) against the syntax of Google's XML reference. */

let tokens = 0;
const meta: PromotionsMeta = { partnerKey: 'felton_key', hotelCode: 'G-001', echoToken: () => `echo-${++tokens}`, timeStamp: '2026-11-27T10:00:00Z', today: '2026-11-27', horizonEnd: '2027-11-27' };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => ['Promotion', 'DateRange', 'RatePlan'].includes(name) });
type Parsed = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading test XML

const longStay: ChannelPromotion = { id: 7, kind: 'percent', value: 10, rateCodes: ['BARBF', 'ADVBF'], stayFrom: null, stayTo: null, bookFrom: null, bookTo: null, minNights: 3 };
const rates = new Map([
  ['BARBF', 'G-BARBF'],
  ['BAR', 'G-BAR'],
]);

describe('Promotions', () => {
  it('is posted to /travel/hotels/uploads/promotions as XML without a SOAP envelope', () => {
    const request = promotionsRequest([longStay], rates, meta);
    const wire = PROTOCOLS.google.wire({ endpointUrl: 'https://www.google.com/', username: '' }, '', request.name, request.xml);
    expect(GOOGLE_PATHS.Promotions).toBe('/travel/hotels/uploads/promotions');
    expect(wire.url).toBe('https://www.google.com/travel/hotels/uploads/promotions');
    expect(wire.headers['content-type']).toBe('application/xml');
  });

  it('replaces the hotel’s whole set (overlay): a percentage off, the minimum stay, the mapped packages only', () => {
    const request = promotionsRequest([longStay], rates, meta);
    expect(request).toMatchObject({ name: 'Promotions', items: 1, firstNight: null, lastNight: null });
    const root: Parsed = parser.parse(request.xml).Promotions;
    expect(root).toMatchObject({ '@partner': 'felton_key', '@id': request.echoToken, '@timestamp': '2026-11-27T10:00:00Z' });
    expect(root.HotelPromotions).toMatchObject({ '@hotel_id': 'G-001', '@action': 'overlay' });
    // ADVBF is not mapped at this hotel: Google knows no such package.
    expect(root.HotelPromotions.Promotion).toEqual([{ '@id': '7', Discount: { '@percentage': '10' }, LengthOfStay: { '@min': '3' }, RatePlans: { RatePlan: [{ '@id': 'G-BARBF' }] } }]);
  });

  it('an amount off the stay is fixed_amount; every night within the stay window is check-in from its first day and check-out up to the day after its last; the booking window is BookingDates', () => {
    const request = promotionsRequest([{ ...longStay, id: 8, kind: 'amount', value: 300, rateCodes: [], stayFrom: '2026-12-01', stayTo: '2026-12-31', bookFrom: '2026-11-20', bookTo: null, minNights: 1 }], rates, meta);
    const [promotion]: [Parsed] = parser.parse(request.xml).Promotions.HotelPromotions.Promotion;
    expect(promotion).toEqual({
      '@id': '8',
      BookingDates: { DateRange: [{ '@start': '2026-11-20', '@end': '2027-11-27' }] },
      CheckinDates: { DateRange: [{ '@start': '2026-12-01', '@end': '2026-12-31' }] },
      CheckoutDates: { DateRange: [{ '@start': '2026-12-02', '@end': '2027-01-01' }] },
      Discount: { '@fixed_amount': '300' },
    });
    // Element order as in the reference's syntax.
    expect(request.xml.indexOf('<BookingDates>')).toBeLessThan(request.xml.indexOf('<CheckinDates>'));
    expect(request.xml.indexOf('<CheckoutDates>')).toBeLessThan(request.xml.indexOf('<Discount'));
  });

  it('a stay window open at its start checks only the check-out; none at all sends neither', () => {
    const [until]: [Parsed] = parser.parse(promotionsRequest([{ ...longStay, stayTo: '2026-12-31' }], rates, meta).xml).Promotions.HotelPromotions.Promotion;
    expect(until.CheckinDates).toBeUndefined();
    expect(until.CheckoutDates).toEqual({ DateRange: [{ '@start': '2026-11-28', '@end': '2027-01-01' }] });
    const [always]: [Parsed] = parser.parse(promotionsRequest([longStay], rates, meta).xml).Promotions.HotelPromotions.Promotion;
    expect(always.CheckinDates).toBeUndefined();
    expect(always.CheckoutDates).toBeUndefined();
  });

  it('no promotion left (or none for a mapped package) is an empty overlay: Google removes them all', () => {
    const request = promotionsRequest([{ ...longStay, rateCodes: ['ADVBF'] }], rates, meta);
    expect(request.items).toBe(0);
    expect(request.xml).toBe(`<Promotions partner="felton_key" id="${request.echoToken}" timestamp="2026-11-27T10:00:00Z"><HotelPromotions hotel_id="G-001" action="overlay"/></Promotions>`);
  });

  it('the answer: Success, or Issues that fail it (a warning does not)', () => {
    expect(readGoogleAnswer('Promotions', '<PromotionsResponse id="a"><Success/></PromotionsResponse>')).toEqual({ ok: true });
    expect(readGoogleAnswer('Promotions', '<PromotionsResponse><Success/><Issues><Issue code="1" status="warning">w</Issue></Issues></PromotionsResponse>')).toEqual({ ok: true });
    expect(readGoogleAnswer('Promotions', '<PromotionsResponse><Status>Failure</Status><Issues><Issue code="392" status="failure">Unknown hotel</Issue></Issues></PromotionsResponse>')).toEqual({ ok: false, kind: 'errors', message: 'Unknown hotel (code 392)' });
    expect(readGoogleAnswer('Promotions', '<TransactionResponse><Status>Success</Status></TransactionResponse>')).toMatchObject({ ok: false, kind: 'fault' });
  });

  it('pmsXchange takes no promotions; Google sends member-only and code plans closed', () => {
    expect(PROTOCOLS.pmsxchange.promotionRequests).toBeUndefined();
    expect(PROTOCOLS.google.publicPlansOnly).toBe(true);
    expect(PROTOCOLS.pmsxchange.publicPlansOnly).toBe(false);
  });
});
