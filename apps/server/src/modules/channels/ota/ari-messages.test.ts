import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { availabilityRequests, MAX_ITEMS, rateRequests, restrictionRequests, toRanges, type ChannelRateNight, type MessageMeta } from './ari-messages.ts';
import { parseOtaAnswer, soapEnvelope } from './soap.ts';

let tokens = 0;
const meta: MessageMeta = { requestorId: 'FELTON', hotelCode: 'H-001', echoToken: () => `echo-${++tokens}`, timeStamp: '2026-11-27T10:00:00Z' };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['AvailStatusMessage', 'RateAmountMessage', 'LengthOfStay'].includes(name) });
type Parsed = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading test XML

const night = (date: string, over: Partial<ChannelRateNight> = {}): ChannelRateNight => ({ room: 'SUP', rate: 'BAR', date, stopSell: false, closedToArrival: false, closedToDeparture: false, minStay: null, maxStay: null, price: 680, ...over });

describe('toRanges', () => {
  it('joins consecutive nights of a key with equal values, and only those', () => {
    const items = [
      { key: 'A', date: '2026-12-03', value: 1 },
      { key: 'A', date: '2026-12-01', value: 1 },
      { key: 'A', date: '2026-12-02', value: 1 },
      { key: 'A', date: '2026-12-05', value: 1 }, // a gap
      { key: 'A', date: '2026-12-06', value: 2 },
      { key: 'B', date: '2026-12-01', value: 1 },
    ];
    expect(toRanges(items, (a, b) => a === b)).toEqual([
      { key: 'A', start: '2026-12-01', end: '2026-12-03', value: 1 },
      { key: 'A', start: '2026-12-05', end: '2026-12-05', value: 1 },
      { key: 'A', start: '2026-12-06', end: '2026-12-06', value: 2 },
      { key: 'B', start: '2026-12-01', end: '2026-12-01', value: 1 },
    ]);
  });
});

describe('availabilityRequests', () => {
  it('sends BookingLimit per room type in ranges, never below 0, with the POS and the hotel code', () => {
    const [request, ...rest] = availabilityRequests(
      [
        { room: 'SUP', date: '2026-12-01', available: 4 },
        { room: 'SUP', date: '2026-12-02', available: 4 },
        { room: 'SUP', date: '2026-12-03', available: -1 },
      ],
      meta,
    );
    expect(rest).toEqual([]);
    const rq: Parsed = parser.parse(request!.xml).OTA_HotelAvailNotifRQ;
    expect(rq['@Version']).toBe('1.0');
    expect(rq['@EchoToken']).toBe(request!.echoToken);
    expect(rq.POS.Source.RequestorID).toEqual({ '@Type': '22', '@ID': 'FELTON' });
    expect(rq.AvailStatusMessages['@HotelCode']).toBe('H-001');
    expect(rq.AvailStatusMessages.AvailStatusMessage).toEqual([
      { '@BookingLimit': '4', StatusApplicationControl: { '@Start': '2026-12-01', '@End': '2026-12-02', '@InvTypeCode': 'SUP' } },
      { '@BookingLimit': '0', StatusApplicationControl: { '@Start': '2026-12-03', '@End': '2026-12-03', '@InvTypeCode': 'SUP' } },
    ]);
    expect(request).toMatchObject({ items: 2, firstNight: '2026-12-01', lastNight: '2026-12-03' });
  });

  it(`splits past ${MAX_ITEMS} status messages into more requests, each with its own echo token`, () => {
    // Alternating values: no two nights join.
    const nights = Array.from({ length: MAX_ITEMS + 3 }, (_, i) => ({ room: 'SUP', date: new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10), available: i % 2 }));
    const requests = availabilityRequests(nights, meta);
    expect(requests.map((r) => r.items)).toEqual([MAX_ITEMS, 3]);
    expect(new Set(requests.map((r) => r.echoToken)).size).toBe(2);
  });
});

describe('restrictionRequests', () => {
  it('sends each restriction with its current value per room and rate: stop-sell, arrival, departure, stays (none as 1 and 999)', () => {
    const [request] = restrictionRequests([night('2026-12-01', { stopSell: true, minStay: 2 }), night('2026-12-02', { closedToArrival: true, minStay: 2, maxStay: 7 })], meta);
    const messages: Parsed[] = parser.parse(request!.xml).OTA_HotelAvailNotifRQ.AvailStatusMessages.AvailStatusMessage;
    const on = (start: string, end: string) => ({ '@Start': start, '@End': end, '@InvTypeCode': 'SUP', '@RatePlanCode': 'BAR' });
    expect(messages).toEqual([
      { StatusApplicationControl: on('2026-12-01', '2026-12-01'), RestrictionStatus: { '@Status': 'Close' } },
      { StatusApplicationControl: on('2026-12-02', '2026-12-02'), RestrictionStatus: { '@Status': 'Open' } },
      { StatusApplicationControl: on('2026-12-01', '2026-12-01'), RestrictionStatus: { '@Status': 'Open', '@Restriction': 'Arrival' } },
      { StatusApplicationControl: on('2026-12-02', '2026-12-02'), RestrictionStatus: { '@Status': 'Close', '@Restriction': 'Arrival' } },
      { StatusApplicationControl: on('2026-12-01', '2026-12-02'), RestrictionStatus: { '@Status': 'Open', '@Restriction': 'Departure' } },
      {
        StatusApplicationControl: on('2026-12-01', '2026-12-01'),
        LengthsOfStay: { LengthOfStay: [{ '@MinMaxMessageType': 'SetMinLOS', '@Time': '2' }, { '@MinMaxMessageType': 'SetMaxLOS', '@Time': '999' }] },
      },
      {
        StatusApplicationControl: on('2026-12-02', '2026-12-02'),
        LengthsOfStay: { LengthOfStay: [{ '@MinMaxMessageType': 'SetMinLOS', '@Time': '2' }, { '@MinMaxMessageType': 'SetMaxLOS', '@Time': '7' }] },
      },
    ]);
    expect(request!.xml).not.toContain('BookingLimit');
  });

  it('stop-sells a plan on a night it has no price', () => {
    const [request] = restrictionRequests([night('2026-12-01', { price: null })], meta);
    const [first]: Parsed[] = parser.parse(request!.xml).OTA_HotelAvailNotifRQ.AvailStatusMessages.AvailStatusMessage;
    expect(first!.RestrictionStatus).toEqual({ '@Status': 'Close' });
  });
});

describe('rateRequests', () => {
  it('sends the price for one room per night in CNY with two decimals, ranges of equal prices, no unsold nights', () => {
    const [request] = rateRequests([night('2026-12-01'), night('2026-12-02'), night('2026-12-03', { price: 720 }), night('2026-12-04', { price: null })], meta);
    const messages: Parsed[] = parser.parse(request!.xml).OTA_HotelRateAmountNotifRQ.RateAmountMessages.RateAmountMessage;
    expect(messages.map((m) => [m.StatusApplicationControl, m.Rates.Rate['@Start'], m.Rates.Rate['@End'], m.Rates.Rate['@CurrencyCode'], m.Rates.Rate.BaseByGuestAmts.BaseByGuestAmt['@AmountAfterTax']])).toEqual([
      [{ '@InvTypeCode': 'SUP', '@RatePlanCode': 'BAR' }, '2026-12-01', '2026-12-02', 'CNY', '680.00'],
      [{ '@InvTypeCode': 'SUP', '@RatePlanCode': 'BAR' }, '2026-12-03', '2026-12-03', 'CNY', '720.00'],
    ]);
  });
});

describe('soapEnvelope and parseOtaAnswer', () => {
  it('wraps the message with the UsernameToken, escaping what the credentials hold', () => {
    const xml = soapEnvelope({ username: 'pms<user>', password: 'p&"w' }, '<OTA_PingRQ/>');
    const doc: Parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
    const token = doc['SOAP-ENV:Envelope']['SOAP-ENV:Header']['wsse:Security']['wsse:UsernameToken'];
    expect(token['wsse:Username']).toBe('pms<user>');
    expect(token['wsse:Password']['#text']).toBe('p&"w');
    expect(token['wsse:Password']['@Type']).toMatch(/#PasswordText$/);
  });

  const wrap = (inner: string) => `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header/><soap:Body>${inner}</soap:Body></soap:Envelope>`;

  it('reads Success, Errors with their type, code and text, faults and the unreadable', () => {
    expect(parseOtaAnswer(wrap('<OTA_HotelAvailNotifRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"><Success/></OTA_HotelAvailNotifRS>'), 'OTA_HotelAvailNotifRS')).toEqual({ ok: true });
    expect(
      parseOtaAnswer(wrap('<OTA_HotelAvailNotifRS><Errors><Error Type="3" Code="392">Hotel not found for HotelCode=H9</Error></Errors></OTA_HotelAvailNotifRS>'), 'OTA_HotelAvailNotifRS'),
    ).toEqual({ ok: false, kind: 'errors', message: 'Hotel not found for HotelCode=H9 (Type 3 Code 392)' });
    expect(parseOtaAnswer(wrap('<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Throttle limit reached</faultstring></soap:Fault>'), 'OTA_HotelAvailNotifRS')).toEqual({
      ok: false,
      kind: 'fault',
      message: 'SOAP fault soap:Server: Throttle limit reached',
    });
    expect(parseOtaAnswer('<html>502 Bad Gateway', 'OTA_HotelAvailNotifRS')).toMatchObject({ ok: false, kind: 'fault' });
    expect(parseOtaAnswer(wrap('<OTA_HotelRateAmountNotifRS><Success/></OTA_HotelRateAmountNotifRS>'), 'OTA_HotelAvailNotifRS')).toMatchObject({ ok: false, kind: 'fault' });
  });
});
