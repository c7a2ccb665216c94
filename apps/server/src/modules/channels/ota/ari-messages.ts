import { addDays } from '@hotel/shared/hotel-date';
import { OTA_NS } from './soap.ts';
import { element, type Attributes } from './xml.ts';

/**
 * Availability, restrictions and rates as pmsXchange takes them (decision 0062), in the channel's
 * codes: consecutive nights with the same value are one range (Start and End inclusive), at most
 * MAX_ITEMS status or rate messages per request, availability and restrictions never in one request.
 */

export const MAX_ITEMS = 500;
/** pmsXchange has no "no maximum stay": this many nights stands for it. */
export const NO_MAX_STAY = 999;

/** A room type's night, in the channel's codes. */
export interface ChannelRoomNight {
  room: string;
  date: string;
  /** Rooms to sell minus sold, never below 0. */
  available: number;
}

/** A room type and rate plan's night: its restrictions (null: none) and the plan's price for one room (null: not sold). */
export interface ChannelRateNight {
  room: string;
  rate: string;
  date: string;
  stopSell: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
  maxStay: number | null;
  price: number | null;
}

export interface MessageMeta {
  requestorId: string;
  /** The channel's code for the hotel. */
  hotelCode: string;
  echoToken: () => string;
  timeStamp: string;
}

/** One request's message, and what it covers (for the sync log); Google's property data (Transaction) covers no nights. */
export interface OtaRequest {
  name: 'OTA_HotelAvailNotifRQ' | 'OTA_HotelRateAmountNotifRQ' | 'OTA_HotelInvCountNotifRQ' | 'Transaction' | 'Promotions';
  echoToken: string;
  xml: string;
  items: number;
  firstNight: string | null;
  lastNight: string | null;
}

interface Range<V> {
  key: string;
  start: string;
  end: string;
  value: V;
}

/** Consecutive nights of the same key with equal values (compared by `same`) as ranges, in key then date order. */
export function toRanges<V>(items: { key: string; date: string; value: V }[], same: (a: V, b: V) => boolean): Range<V>[] {
  const sorted = [...items].sort((a, b) => (a.key === b.key ? (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) : a.key < b.key ? -1 : 1));
  const ranges: Range<V>[] = [];
  for (const item of sorted) {
    const last = ranges.at(-1);
    if (last && last.key === item.key && addDays(last.end, 1) === item.date && same(last.value, item.value)) last.end = item.date;
    else ranges.push({ key: item.key, start: item.date, end: item.date, value: item.value });
  }
  return ranges;
}

function otaRequest(name: OtaRequest['name'], meta: MessageMeta, containerName: string, items: { xml: string; start: string; end: string }[]): OtaRequest[] {
  const requests: OtaRequest[] = [];
  for (let i = 0; i < items.length; i += MAX_ITEMS) {
    const part = items.slice(i, i + MAX_ITEMS);
    const echoToken = meta.echoToken();
    const pos = element('POS', {}, element('Source', {}, element('RequestorID', { Type: '22', ID: meta.requestorId })));
    const xml = element(name, { xmlns: OTA_NS, EchoToken: echoToken, TimeStamp: meta.timeStamp, Version: '1.0' }, pos, element(containerName, { HotelCode: meta.hotelCode }, ...part.map((p) => p.xml)));
    const starts = part.map((p) => p.start).sort();
    const ends = part.map((p) => p.end).sort();
    requests.push({ name, echoToken, xml, items: part.length, firstNight: starts[0]!, lastNight: ends.at(-1)! });
  }
  return requests;
}

/** Rooms left per room type (`BookingLimit`, InvTypeCode only: every rate of the room shares them). */
export function availabilityRequests(nights: ChannelRoomNight[], meta: MessageMeta): OtaRequest[] {
  const ranges = toRanges(
    nights.map((n) => ({ key: n.room, date: n.date, value: Math.max(0, n.available) })),
    (a, b) => a === b,
  );
  const items = ranges.map((r) => ({
    xml: element('AvailStatusMessage', { BookingLimit: r.value }, element('StatusApplicationControl', { Start: r.start, End: r.end, InvTypeCode: r.key })),
    start: r.start,
    end: r.end,
  }));
  return otaRequest('OTA_HotelAvailNotifRQ', meta, 'AvailStatusMessages', items);
}

/**
 * Every restriction with its current value, per room type and rate plan: stop-sell, closed to
 * arrival, closed to departure (RestrictionStatus), the minimum and maximum stay on arrival
 * (LengthsOfStay; none as 1 and NO_MAX_STAY). The minimum stay through a night is not sent.
 */
export function restrictionRequests(nights: ChannelRateNight[], meta: MessageMeta): OtaRequest[] {
  const keyOf = (n: ChannelRateNight) => `${n.room}\u0000${n.rate}`;
  const control = (r: Range<unknown>): Attributes => {
    const [room, rate] = r.key.split('\u0000');
    return { Start: r.start, End: r.end, InvTypeCode: room, RatePlanCode: rate };
  };
  const status = (pick: (n: ChannelRateNight) => boolean, restriction: string | undefined) =>
    toRanges(
      nights.map((n) => ({ key: keyOf(n), date: n.date, value: pick(n) })),
      (a, b) => a === b,
    ).map((r) => ({
      xml: element('AvailStatusMessage', {}, element('StatusApplicationControl', control(r)), element('RestrictionStatus', { Status: r.value ? 'Close' : 'Open', Restriction: restriction })),
      start: r.start,
      end: r.end,
    }));
  const stays = toRanges(
    nights.map((n) => ({ key: keyOf(n), date: n.date, value: [n.minStay ?? 1, n.maxStay ?? NO_MAX_STAY] as const })),
    (a, b) => a[0] === b[0] && a[1] === b[1],
  ).map((r) => ({
    xml: element(
      'AvailStatusMessage',
      {},
      element('StatusApplicationControl', control(r)),
      element('LengthsOfStay', {}, element('LengthOfStay', { MinMaxMessageType: 'SetMinLOS', Time: r.value[0] }), element('LengthOfStay', { MinMaxMessageType: 'SetMaxLOS', Time: r.value[1] })),
    ),
    start: r.start,
    end: r.end,
  }));
  const items = [...status((n) => n.stopSell || n.price === null, undefined), ...status((n) => n.closedToArrival, 'Arrival'), ...status((n) => n.closedToDeparture, 'Departure'), ...stays];
  return otaRequest('OTA_HotelAvailNotifRQ', meta, 'AvailStatusMessages', items);
}

/** The plan's price for one room per night (per-day pricing, tax included), CNY; nights it is not sold are left out (stop-sold instead). */
export function rateRequests(nights: ChannelRateNight[], meta: MessageMeta): OtaRequest[] {
  const ranges = toRanges(
    nights.filter((n) => n.price !== null).map((n) => ({ key: `${n.room}\u0000${n.rate}`, date: n.date, value: n.price! })),
    (a, b) => a === b,
  );
  const items = ranges.map((r) => {
    const [room, rate] = r.key.split('\u0000');
    const amounts = element('BaseByGuestAmts', {}, element('BaseByGuestAmt', { AmountAfterTax: r.value.toFixed(2) }));
    return {
      xml: element('RateAmountMessage', {}, element('StatusApplicationControl', { InvTypeCode: room, RatePlanCode: rate }), element('Rates', {}, element('Rate', { CurrencyCode: 'CNY', Start: r.start, End: r.end }, amounts))),
      start: r.start,
      end: r.end,
    };
  });
  return otaRequest('OTA_HotelRateAmountNotifRQ', meta, 'RateAmountMessages', items);
}
