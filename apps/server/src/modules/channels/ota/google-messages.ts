import { MAX_ITEMS, NO_MAX_STAY, toRanges, type ChannelRateNight, type ChannelRoomNight, type OtaRequest } from './ari-messages.ts';
import { OTA_NS } from './soap.ts';
import { element } from './xml.ts';
import { attr, get, list, otaParser, textOf } from './xml-read.ts';

/**
 * Google's hotel prices as an ARI feed (decision 0066), from Google's XML reference (Hotel Prices,
 * "ARI" pages, read November 2026): property data (Transaction), then rates
 * (OTA_HotelRateAmountNotifRQ), availability and restrictions (OTA_HotelAvailNotifRQ) and
 * inventory counts (OTA_HotelInvCountNotifRQ), OpenTravel 2003/05 without a SOAP envelope,
 * Version 3.0, the partner key as RequestorID. Codes are the channel's (the mapping).
 */

/** Each message's path on Google's host (the connection's endpoint, https://www.google.com). */
export const GOOGLE_PATHS = {
  Transaction: '/travel/hotels/uploads/property_data',
  OTA_HotelRateAmountNotifRQ: '/travel/hotels/uploads/ota/hotel_rate_amount_notif',
  OTA_HotelAvailNotifRQ: '/travel/hotels/uploads/ota/hotel_avail_notif',
  OTA_HotelInvCountNotifRQ: '/travel/hotels/uploads/ota/hotel_inv_count_notif',
  Promotions: '/travel/hotels/uploads/promotions',
} as const satisfies Record<OtaRequest['name'], string>;

/** OTA's Inventory Count Type 2, "available": the rooms left to sell (what Google's reference shows). */
export const COUNT_AVAILABLE = '2';

export interface GoogleMeta {
  /** The partner key (Hotel Center): RequestorID@ID, Transaction@partner. */
  partnerKey: string;
  /** Google's hotel ID (the mapping's hotel code, as in the hotel list feed). */
  hotelCode: string;
  /** Google allows a-z, A-Z, 0-9, _ and - in EchoToken and Transaction@id: a UUID fits. */
  echoToken: () => string;
  timeStamp: string;
}

/** A mapped room type as Google's RoomData shows it. */
export interface GoogleRoom {
  code: string;
  name: string;
  nameEn: string;
  /** Most guests the room takes. */
  capacity: number;
}

/** A mapped rate plan as Google's PackageData shows it. */
export interface GooglePackage {
  code: string;
  name: string;
  breakfastIncluded: boolean;
  /** Free cancellation until `untilDays` days before arrival at `untilTime` (hotel time); null: not refundable. */
  refundable: { untilDays: number; untilTime: string } | null;
}

/**
 * Our free-cancel rule (until `hours` before 18:00 on the arrival day, hotel time) as Google's
 * refundable_until_days and refundable_until_time.
 */
export function refundableUntil(hours: number): { untilDays: number; untilTime: string } {
  const untilDays = Math.max(0, Math.ceil((hours - 18) / 24));
  const hour = 18 - hours + 24 * untilDays;
  return { untilDays, untilTime: `${String(hour).padStart(2, '0')}:00:00` };
}

const pos = (meta: GoogleMeta) => element('POS', {}, element('Source', {}, element('RequestorID', { ID: meta.partnerKey })));
const names = (zh: string, en: string) => element('Name', {}, element('Text', { text: zh, language: 'zh' }), ...(en && en !== zh ? [element('Text', { text: en, language: 'en' })] : []));

/** The hotel's rooms and packages, the whole set (`overlay`: what is not listed is no longer offered). */
export function propertyDataRequest(rooms: GoogleRoom[], packages: GooglePackage[], meta: GoogleMeta): OtaRequest {
  const echoToken = meta.echoToken();
  const roomData = rooms.map((r) => element('RoomData', {}, element('RoomID', {}, r.code), names(r.name, r.nameEn), element('Capacity', {}, String(r.capacity))));
  const packageData = packages.map((p) =>
    element(
      'PackageData',
      {},
      element('PackageID', {}, p.code),
      names(p.name, ''),
      element('Refundable', p.refundable ? { available: 'true', refundable_until_days: p.refundable.untilDays, refundable_until_time: p.refundable.untilTime } : { available: 'false' }),
      element('BreakfastIncluded', {}, String(p.breakfastIncluded)),
    ),
  );
  const xml = element(
    'Transaction',
    { timestamp: meta.timeStamp, id: echoToken, partner: meta.partnerKey },
    element('PropertyDataSet', { action: 'overlay' }, element('Property', {}, meta.hotelCode), ...roomData, ...packageData),
  );
  return { name: 'Transaction', echoToken, xml, items: rooms.length + packages.length, firstNight: null, lastNight: null };
}

function otaRequests(name: Exclude<OtaRequest['name'], 'Transaction' | 'Promotions'>, meta: GoogleMeta, container: string, items: { xml: string; start: string; end: string }[], rootAttributes: Record<string, string> = {}): OtaRequest[] {
  const requests: OtaRequest[] = [];
  for (let i = 0; i < items.length; i += MAX_ITEMS) {
    const part = items.slice(i, i + MAX_ITEMS);
    const echoToken = meta.echoToken();
    const xml = element(name, { xmlns: OTA_NS, EchoToken: echoToken, TimeStamp: meta.timeStamp, Version: '3.0', ...rootAttributes }, pos(meta), element(container, { HotelCode: meta.hotelCode }, ...part.map((p) => p.xml)));
    requests.push({ name, echoToken, xml, items: part.length, firstNight: part.map((p) => p.start).sort()[0]!, lastNight: part.map((p) => p.end).sort().at(-1)! });
  }
  return requests;
}

const productKey = (n: ChannelRateNight) => `${n.room}\u0000${n.rate}`;
const product = (key: string) => {
  const [room, rate] = key.split('\u0000');
  return { InvTypeCode: room!, RatePlanCode: rate! };
};

/** Rooms left to sell per room type and night (CountType 2), never below 0; equal consecutive nights as one range. */
export function inventoryRequests(nights: ChannelRoomNight[], meta: GoogleMeta): OtaRequest[] {
  const ranges = toRanges(
    nights.map((n) => ({ key: n.room, date: n.date, value: Math.max(0, n.available) })),
    (a, b) => a === b,
  );
  const items = ranges.map((r) => ({
    xml: element('Inventory', {}, element('StatusApplicationControl', { Start: r.start, End: r.end, InvTypeCode: r.key }), element('InvCounts', {}, element('InvCount', { Count: r.value, CountType: COUNT_AVAILABLE }))),
    start: r.start,
    end: r.end,
  }));
  return otaRequests('OTA_HotelInvCountNotifRQ', meta, 'Inventories', items);
}

/**
 * Every restriction with its current value per room type × plan (Google applies each message as
 * an update of the restrictions it names, so the state sent is always whole): Master Close for a
 * stop-sold or unsold night (Google's default is closed, so every sold night is sent Open),
 * Arrival and Departure, SetMinLOS and SetMaxLOS on arrival (none: 1 and NO_MAX_STAY). Our
 * minimum stay through a night is not sent.
 */
export function availabilityRequests(nights: ChannelRateNight[], meta: GoogleMeta): OtaRequest[] {
  const status = (pick: (n: ChannelRateNight) => boolean, restriction: 'Master' | 'Arrival' | 'Departure') =>
    toRanges(
      nights.map((n) => ({ key: productKey(n), date: n.date, value: pick(n) })),
      (a, b) => a === b,
    ).map((r) => ({
      xml: element('AvailStatusMessage', {}, element('StatusApplicationControl', { Start: r.start, End: r.end, ...product(r.key) }), element('RestrictionStatus', { Status: r.value ? 'Close' : 'Open', Restriction: restriction })),
      start: r.start,
      end: r.end,
    }));
  const stays = toRanges(
    nights.map((n) => ({ key: productKey(n), date: n.date, value: [n.minStay ?? 1, n.maxStay ?? NO_MAX_STAY] as const })),
    (a, b) => a[0] === b[0] && a[1] === b[1],
  ).map((r) => ({
    xml: element(
      'AvailStatusMessage',
      {},
      element('StatusApplicationControl', { Start: r.start, End: r.end, ...product(r.key) }),
      element('LengthsOfStay', {}, element('LengthOfStay', { Time: r.value[0], TimeUnit: 'Day', MinMaxMessageType: 'SetMinLOS' }), element('LengthOfStay', { Time: r.value[1], TimeUnit: 'Day', MinMaxMessageType: 'SetMaxLOS' })),
    ),
    start: r.start,
    end: r.end,
  }));
  const items = [...status((n) => n.stopSell || n.price === null, 'Master'), ...status((n) => n.closedToArrival, 'Arrival'), ...status((n) => n.closedToDeparture, 'Departure'), ...stays];
  return otaRequests('OTA_HotelAvailNotifRQ', meta, 'AvailStatusMessages', items);
}

/**
 * The plan's price for one room per night, tax included (AmountAfterTax, CNY), per room type ×
 * plan; no NumberOfGuests: one amount for any party the room takes (its Capacity). Overlay: the
 * nights' rates are replaced. Nights not sold are left out (closed by Master instead).
 */
export function rateRequests(nights: ChannelRateNight[], meta: GoogleMeta): OtaRequest[] {
  const ranges = toRanges(
    nights.filter((n) => n.price !== null).map((n) => ({ key: productKey(n), date: n.date, value: n.price! })),
    (a, b) => a === b,
  );
  const items = ranges.map((r) => ({
    xml: element(
      'RateAmountMessage',
      {},
      element('StatusApplicationControl', { Start: r.start, End: r.end, ...product(r.key) }),
      element('Rates', {}, element('Rate', {}, element('BaseByGuestAmts', {}, element('BaseByGuestAmt', { AmountAfterTax: r.value.toFixed(2), CurrencyCode: 'CNY' })))),
    ),
    start: r.start,
    end: r.end,
  }));
  return otaRequests('OTA_HotelRateAmountNotifRQ', meta, 'RateAmountMessages', items, { NotifType: 'Overlay' });
}

/** A Google answer: the matching RS's Success, or its Errors (refused: sending it again fails again), or an answer we cannot read. */
export type GoogleAnswer = { ok: true } | { ok: false; kind: 'errors' | 'fault'; message: string };

const parser = otaParser(['Error', 'Issue']);

/**
 * Reads the answer to `request`: OTA_…RS with `<Success/>` or `<Errors><Error Type Code
 * ShortText>text</Error></Errors>`; TransactionResponse with `<Status>Success|Failure</Status>` and
 * `<Issues><Issue code status>text</Issue></Issues>` (a warning does not fail it); PromotionsResponse likewise.
 */
export function readGoogleAnswer(requestName: OtaRequest['name'], xml: string): GoogleAnswer {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return { ok: false, kind: 'fault', message: '応答を読み取れません（XMLではありません）' };
  }
  if (requestName === 'Transaction' || requestName === 'Promotions') {
    // The excerpts of the Promotions reference read show no answer: read like property data's, `<Success/>` also taken (decision 0066).
    const root = requestName === 'Transaction' ? 'TransactionResponse' : 'PromotionsResponse';
    const answer = get(doc, root);
    if (!answer) return { ok: false, kind: 'fault', message: `応答が ${root} ではありません` };
    const status = get(answer, 'Success') !== undefined ? 'Success' : textOf(get(answer, 'Status'));
    const issues = list(answer, 'Issues', 'Issue').filter((i) => attr(i, 'status') !== 'warning');
    if (status === 'Success' && issues.length === 0) return { ok: true };
    if (status !== 'Success' && status !== 'Failure' && issues.length === 0) return { ok: false, kind: 'fault', message: `${root} に Status がありません` };
    return { ok: false, kind: 'errors', message: issues.map((i) => `${textOf(i)} (code ${attr(i, 'code')})`).join('; ') || 'Failure' };
  }
  const expected = requestName.replace(/RQ$/, 'RS');
  const answer = get(doc, expected);
  if (!answer) return { ok: false, kind: 'fault', message: `応答が ${expected} ではありません` };
  const errors = list(answer, 'Errors', 'Error');
  if (errors.length > 0) {
    const message = errors.map((e) => `${textOf(e) || attr(e, 'ShortText')} (Type ${attr(e, 'Type')}${attr(e, 'Code') ? ` Code ${attr(e, 'Code')}` : ''})`).join('; ');
    return { ok: false, kind: 'errors', message };
  }
  if (get(answer, 'Success') !== undefined) return { ok: true };
  return { ok: false, kind: 'fault', message: `${expected} に Success も Errors もありません` };
}
