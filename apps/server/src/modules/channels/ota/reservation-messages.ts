import { addDays } from '@hotel/shared/hotel-date';
import { OTA_NS, openOtaAnswer } from './soap.ts';
import { element, text } from './xml.ts';
import { attr, get, list, otaParser, textOf } from './xml-read.ts';

/**
 * Reservations as pmsXchange delivers them (decision 0063): `OTA_ReadRQ` asks for the hotel's
 * undelivered reservations, modifications and cancellations; `OTA_ResRetrieveRS` lists them as
 * `HotelReservation` elements; `OTA_NotifReportRQ` confirms each one processed (Success) or not
 * (Errors), echoing its UniqueID and naming our order.
 */

export type ChannelResStatus = 'Book' | 'Modify' | 'Cancel';

/** One room stay as the channel sold it, in the channel's codes. */
export interface ChannelRoomStay {
  roomTypeCode: string;
  ratePlanCode: string;
  /** The stay's first night and the departure day (YYYY-MM-DD). */
  start: string;
  end: string;
  /** Rooms of this stay (RoomRate@NumberOfUnits, 1 when not said). */
  units: number;
  adults: number;
  children: number;
  /** Per room and night, as the channel priced it (Base@AmountAfterTax, else AmountBeforeTax). */
  nightly: Array<{ date: string; amount: number }>;
  /** The stay's Total (AmountAfterTax, else AmountBeforeTax) and its currency; null when not given. */
  total: { amount: number; currency: string } | null;
}

export interface ChannelReservation {
  /** UniqueID as received (echoed in the confirmation). */
  uniqueIdType: string;
  resId: string;
  status: ChannelResStatus;
  /** LastModifyDateTime, else CreateDateTime, as an ISO instant; null when neither is readable. */
  version: string | null;
  /** BasicPropertyInfo@HotelCode of the first room stay (one hotel per reservation). */
  hotelCode: string;
  /** POS/Source/BookingChannel/CompanyName (its text, else its Code); '' when not said. */
  channelName: string;
  /** The travel site's own reference (HotelReservationID ResID_Type 14), else the UniqueID. */
  channelResId: string;
  roomStays: ChannelRoomStay[];
  guest: { name: string; phone: string; email: string };
  comments: string;
}

export interface ReservationRequest {
  name: 'OTA_ReadRQ' | 'OTA_NotifReportRQ';
  echoToken: string;
  xml: string;
  items: number;
}

interface RequestMeta {
  requestorId: string;
  echoToken: () => string;
  timeStamp: string;
}

const pos = (requestorId: string) => element('POS', {}, element('Source', {}, element('RequestorID', { Type: '22', ID: requestorId })));

/** The hotel's undelivered reservations, modifications and cancellations (SelectionType Undelivered). */
export function readRequest(meta: RequestMeta & { hotelCode: string }): ReservationRequest {
  const echoToken = meta.echoToken();
  const xml = element(
    'OTA_ReadRQ',
    { xmlns: OTA_NS, EchoToken: echoToken, TimeStamp: meta.timeStamp, Version: '1.0' },
    pos(meta.requestorId),
    element('ReadRequests', {}, element('HotelReadRequest', { HotelCode: meta.hotelCode }, element('SelectionCriteria', { SelectionType: 'Undelivered' }))),
  );
  return { name: 'OTA_ReadRQ', echoToken, xml, items: 0 };
}

export interface ReservationOutcome {
  reservation: Pick<ChannelReservation, 'uniqueIdType' | 'resId'>;
  /** Our order numbers (the reservation's in the PMS, HotelReservationID ResID_Type 14); empty for a failure. */
  orderNos: string[];
  /** Why it was not recorded (sent as Error Type 3, the channel tells the hotel); null: processed. */
  error: string | null;
}

/**
 * The confirmations: one OTA_NotifReportRQ with Success for those processed and one with Errors
 * for those that were not (pmsXchange takes one or the other per message).
 */
export function notifReportRequests(meta: RequestMeta, outcomes: ReservationOutcome[]): ReservationRequest[] {
  const requests: ReservationRequest[] = [];
  const report = (items: ReservationOutcome[], status: string) => {
    const echoToken = meta.echoToken();
    const reservations = items.map((o) =>
      element(
        'HotelReservation',
        {},
        element('UniqueID', { Type: o.reservation.uniqueIdType, ID: o.reservation.resId }),
        ...(o.orderNos.length
          ? [element('ResGlobalInfo', {}, element('HotelReservationIDs', {}, ...o.orderNos.map((no) => element('HotelReservationID', { ResID_Type: '14', ResID_Value: no }))))]
          : []),
      ),
    );
    const xml = element(
      'OTA_NotifReportRQ',
      { xmlns: OTA_NS, EchoToken: echoToken, TimeStamp: meta.timeStamp, Version: '1.0' },
      status,
      element('NotifDetails', {}, element('HotelNotifReport', {}, element('HotelReservations', {}, ...reservations))),
    );
    requests.push({ name: 'OTA_NotifReportRQ', echoToken, xml, items: items.length });
  };
  const done = outcomes.filter((o) => o.error === null);
  const failed = outcomes.filter((o) => o.error !== null);
  if (done.length) report(done, element('Success'));
  if (failed.length) report(failed, element('Errors', {}, ...failed.map((o) => text('Error', { Type: '3', Code: '450' }, `${o.reservation.resId}: ${o.error}`))));
  return requests;
}

const parser = otaParser(['HotelReservation', 'RoomStay', 'RoomRate', 'Rate', 'GuestCount', 'ResGuest', 'HotelReservationID', 'Comment', 'Error', 'RoomType', 'RatePlan', 'GivenName', 'Telephone', 'Email', 'Text']);

const money = (node: unknown): number | null => {
  const raw = attr(node, 'AmountAfterTax') || attr(node, 'AmountBeforeTax');
  const value = Number(raw);
  return raw !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};
const DAY = /^\d{4}-\d{2}-\d{2}/;
const day = (value: string): string | null => (DAY.test(value) ? value.slice(0, 10) : null);

/** Thrown for a reservation whose required parts are missing: it is confirmed with Errors. */
export class UnreadableReservation extends Error {
  constructor(
    readonly resId: string,
    readonly uniqueIdType: string,
    message: string,
  ) {
    super(message);
  }
}

export type RetrieveAnswer =
  | { ok: true; reservations: ChannelReservation[]; unreadable: UnreadableReservation[] }
  | { ok: false; kind: 'errors' | 'fault'; message: string };

/** An `OTA_ResRetrieveRS` (in its SOAP envelope): the reservations read, those that cannot be, or the channel's errors. */
export function parseResRetrieve(xml: string): RetrieveAnswer {
  const opened = openOtaAnswer(xml, 'OTA_ResRetrieveRS', parser);
  if (!opened.ok) return opened;
  const answer = opened.answer;
  const reservations: ChannelReservation[] = [];
  const unreadable: UnreadableReservation[] = [];
  for (const node of list(answer, 'ReservationsList', 'HotelReservation')) {
    try {
      reservations.push(readReservation(node));
    } catch (error) {
      if (error instanceof UnreadableReservation) unreadable.push(error);
      else throw error;
    }
  }
  return { ok: true, reservations, unreadable };
}

/** One `HotelReservation` (also the element of a pushed OTA_HotelResNotifRQ). */
export function readReservation(node: unknown): ChannelReservation {
  const uniqueId = get(node, 'UniqueID');
  const resId = attr(uniqueId, 'ID');
  const uniqueIdType = attr(uniqueId, 'Type') || '14';
  const refuse = (why: string) => new UnreadableReservation(resId, uniqueIdType, why);
  if (!resId || resId.length > 64) throw refuse('UniqueID@ID is missing or longer than 64 characters');
  const status = attr(node, 'ResStatus');
  if (status !== 'Book' && status !== 'Modify' && status !== 'Cancel') throw refuse(`ResStatus "${status}" is not Book, Modify or Cancel`);
  const stamp = attr(node, 'LastModifyDateTime') || attr(node, 'CreateDateTime');
  const version = stamp && !Number.isNaN(Date.parse(stamp)) ? new Date(stamp).toISOString() : null;
  const stays = list(node, 'RoomStays', 'RoomStay');
  const hotelCode = stays.map((s) => attr(get(s, 'BasicPropertyInfo'), 'HotelCode')).find(Boolean) ?? '';
  const roomStays = status === 'Cancel' ? stays.flatMap((s) => optionalStay(s)) : stays.map((s) => readStay(s, refuse));
  if (status !== 'Cancel' && roomStays.length === 0) throw refuse('no RoomStay');
  const company = get(node, 'POS', 'Source', 'BookingChannel', 'CompanyName');
  const channelName = (textOf(company) || attr(company, 'Code')).slice(0, 60);
  const ids = list(node, 'ResGlobalInfo', 'HotelReservationIDs', 'HotelReservationID');
  const channelResId = (ids.map((i) => (attr(i, 'ResID_Type') === '14' ? attr(i, 'ResID_Value') : '')).find(Boolean) ?? resId).slice(0, 64);
  const customer = get(list(node, 'ResGuests', 'ResGuest')[0], 'Profiles', 'ProfileInfo', 'Profile', 'Customer');
  const person = get(customer, 'PersonName');
  const name = [textOf(get(person, 'Surname')), ...list(person, 'GivenName').map(textOf)].filter(Boolean).join(' ');
  const phone = attr(list(customer, 'Telephone')[0], 'PhoneNumber');
  const email = textOf(list(customer, 'Email')[0]);
  const comments = list(node, 'ResGlobalInfo', 'Comments', 'Comment')
    .flatMap((c) => list(c, 'Text').map(textOf))
    .filter(Boolean)
    .join('\n');
  return { uniqueIdType, resId, status, version, hotelCode, channelName, channelResId, roomStays, guest: { name, phone, email }, comments };
}

function readStay(node: unknown, refuse: (why: string) => UnreadableReservation): ChannelRoomStay {
  const roomRate = list(node, 'RoomRates', 'RoomRate')[0];
  const roomTypeCode = attr(list(node, 'RoomTypes', 'RoomType')[0], 'RoomTypeCode') || attr(roomRate, 'RoomTypeCode');
  const ratePlanCode = attr(list(node, 'RatePlans', 'RatePlan')[0], 'RatePlanCode') || attr(roomRate, 'RatePlanCode');
  const start = day(attr(get(node, 'TimeSpan'), 'Start'));
  const end = day(attr(get(node, 'TimeSpan'), 'End'));
  if (!roomTypeCode) throw refuse('a RoomStay without RoomTypeCode');
  if (!ratePlanCode) throw refuse('a RoomStay without RatePlanCode');
  if (!start || !end || end <= start) throw refuse('a RoomStay without a readable TimeSpan (Start before End)');
  const units = Number(attr(roomRate, 'NumberOfUnits') || '1');
  if (!Number.isInteger(units) || units < 1 || units > 99) throw refuse('NumberOfUnits is not a whole number from 1 to 99');
  const counts = list(node, 'GuestCounts', 'GuestCount');
  const count = (codes: string[]): number => counts.filter((c) => codes.includes(attr(c, 'AgeQualifyingCode') || '10')).reduce<number>((sum, c) => sum + (Number(attr(c, 'Count')) || 0), 0);
  const nightly: ChannelRoomStay['nightly'] = [];
  for (const rate of list(roomRate, 'Rates', 'Rate')) {
    const from = day(attr(rate, 'EffectiveDate'));
    const amount = money(get(rate, 'Base'));
    if (!from || amount === null) continue;
    // ExpireDate is the day after the rate's last night (pmsXchange's examples); absent: one night.
    const until = day(attr(rate, 'ExpireDate')) ?? addDays(from, 1);
    for (let d = from; d < until && d < end; d = addDays(d, 1)) if (d >= start) nightly.push({ date: d, amount });
  }
  const totalNode = get(node, 'Total');
  const totalAmount = money(totalNode);
  return {
    roomTypeCode,
    ratePlanCode,
    start,
    end,
    units,
    adults: Math.max(1, count(['10'])),
    children: count(['7', '8']),
    nightly,
    total: totalAmount === null ? null : { amount: totalAmount, currency: attr(totalNode, 'CurrencyCode') },
  };
}

/** A cancellation's room stays are for the record only: kept when readable, never required. */
function optionalStay(node: unknown): ChannelRoomStay[] {
  try {
    return [readStay(node, (why) => new UnreadableReservation('', '', why))];
  } catch {
    return [];
  }
}
