import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ReservationQueue, type ReservationConfirmation, type StandInReservation } from './pmsxchange-reservations.ts';

/**
 * A reference stand-in for SiteMinder's pmsXchange (OTA 2003/05 over SOAP 1.1), written from
 * decision 0062 and the research notes, never from our builders: it is what checks them. It keeps
 * the channel's calendar (availability per room, restrictions and rates per room and rate) and
 * answers as pmsXchange does. A refused message applies nothing (pmsXchange messages are atomic).
 */

export interface StandInHotel {
  rooms: string[];
  rates: string[];
}

export interface StandInOptions {
  requestorId: string;
  username: string;
  password: string;
  hotels: Record<string, StandInHotel>;
  /** 'error' (default): unknown room → Type 3 Code 402, unknown rate → 249; 'accept': Success, those messages ignored. */
  unknownCodes?: 'error' | 'accept';
  /** YYYY-MM-DD; the UTC date by default. */
  today?: () => string;
  /**
   * Milliseconds between reading a request (its writes applied) and answering it; 0 by default. A
   * real service takes its time: with a delay, two requests of one sender that overlap are seen
   * overlapping (`ReceivedMessage.overlapping`). Used by tests/reliability/channel-outbox.ts.
   */
  answerDelayMs?: number;
  /** Keep each accepted message's writes in `ReceivedMessage.writes` (the calendar's history, in order); off by default. */
  recordWrites?: boolean;
}

export interface ReceivedMessage {
  /** The Body's OTA element (e.g. OTA_HotelAvailNotifRQ); '' when the request did not get that far. */
  name: string;
  echoToken: string | null;
  hotelCode: string | null;
  ok: boolean;
  /** e.g. "Type 3 Code 402: …", "SOAP-ENV:Client: …", "HTTP 405". */
  error: string | null;
  /** AvailStatusMessage or RateAmountMessage elements in the request. */
  items: number;
  at: number;
  body: string;
  /**
   * Other requests in flight (headers received, answer not yet sent) when this one arrived:
   * pmsXchange asks for one request at a time per PMS, so a sender that keeps to it gives 0 here.
   */
  overlapping: number;
  /** When the answer was sent (ms since the epoch); null until then. */
  answeredAt: number | null;
  /** With `recordWrites`: what this message wrote to the calendar, in order (absent when it wrote nothing or was refused). */
  writes?: StandInWrite[];
}

export interface RestrictionState {
  stopSell?: boolean;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  minLos?: number;
  maxLos?: number;
}

export interface StandInRate {
  amount: string;
  currency: string;
}

export interface StandInSnapshot {
  availability: Record<string, number>;
  restrictions: Record<string, RestrictionState>;
  rates: Record<string, StandInRate>;
}

export type OutageMode = null | 'http503' | 'fault' | 'unreachable';

export interface PmsxchangeStandIn {
  /** http://127.0.0.1:<port>/webservices/<requestorId> */
  url: string;
  received: ReceivedMessage[];
  availability(hotel: string, room: string, date: string): number | undefined;
  restrictions(hotel: string, room: string, rate: string, date: string): RestrictionState;
  rate(hotel: string, room: string, rate: string, date: string): StandInRate | undefined;
  /** Keys `${hotel}|${room}|${date}` (availability) and `${hotel}|${room}|${rate}|${date}`, sorted. */
  snapshot(): StandInSnapshot;
  /** Queues a reservation, modification or cancellation for the PMS to retrieve (OTA_ReadRQ), until it confirms it. */
  deliverReservation(reservation: StandInReservation): void;
  /** Confirmations received (OTA_NotifReportRQ), in order. */
  reservationConfirmations: ReservationConfirmation[];
  /** Messages not yet confirmed. */
  pendingReservations(): number;
  /** 'unreachable' closes the listener; back to null (or another mode) reopens it on the same port. */
  setOutage(mode: OutageMode): Promise<void>;
  /** Forgets the calendar and the received messages (not the outage mode). */
  reset(): void;
  close(): Promise<void>;
}

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PASSWORD_TEXT = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
const OTA_NS = 'http://www.opentravel.org/OTA/2003/05';
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const MAX_MESSAGES = 500;
const HORIZON_DAYS = 750;
const DAY_MS = 86_400_000;

class SoapFault extends Error {
  constructor(
    readonly faultCode: 'Client' | 'Server' | 'VersionMismatch',
    message: string,
  ) {
    super(message);
  }
}

class OtaError extends Error {
  constructor(
    readonly type: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

const business = (text: string, code = 450) => new OtaError(3, code, text);
const schemaError = (text: string) => new OtaError(10, null, text);

// ---------------------------------------------------------------------------------------------
// XML: fast-xml-parser keeps prefixes (preserveOrder), namespaces are resolved here, so that a
// wrong namespace URI is seen even when the prefix is the usual one.

interface XmlElement {
  ns: string | null;
  local: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: false,
  parseAttributeValue: false,
  parseTagValue: false,
  // Credentials and EchoData are compared as sent.
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type RawNode = Record<string, unknown>;

function toElement(node: RawNode, outer: ReadonlyMap<string, string | null>): XmlElement {
  const tag = Object.keys(node).find((key) => key !== ':@')!;
  const rawAttrs = (node[':@'] ?? {}) as Record<string, string>;
  const scope = new Map(outer);
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttrs)) {
    const name = key.slice(1);
    if (name === 'xmlns') scope.set('', value === '' ? null : value);
    else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value);
    // Prefixed attributes (SOAP-ENV:mustUnderstand, xml:lang) carry nothing pmsXchange reads.
    else if (!name.includes(':')) attrs[name] = value;
  }
  const colon = tag.indexOf(':');
  const prefix = colon < 0 ? '' : tag.slice(0, colon);
  if (prefix !== '' && !scope.has(prefix)) throw new SoapFault('Client', `Undeclared namespace prefix '${prefix}' on element '${tag}'`);
  const element: XmlElement = { ns: scope.get(prefix) ?? null, local: tag.slice(colon + 1), attrs, children: [], text: '' };
  for (const child of node[tag] as RawNode[]) {
    if ('#text' in child) element.text += String(child['#text']);
    else element.children.push(toElement(child, scope));
  }
  return element;
}

function parseXml(body: string): XmlElement {
  if (/<!DOCTYPE/i.test(body)) throw new SoapFault('Client', 'DOCTYPE is not allowed in a SOAP message');
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new SoapFault('Client', `Unparsable XML: ${valid.err.msg} (line ${valid.err.line})`);
  const roots = (parser.parse(body) as RawNode[]).filter((node) => !('#text' in node));
  if (roots.length !== 1) throw new SoapFault('Client', 'Unparsable XML: one root element expected');
  return toElement(roots[0]!, new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
}

const childNs = (element: XmlElement, ns: string, local: string) => element.children.filter((c) => c.ns === ns && c.local === local);
/** The name a schema error shows: the local name inside the OTA namespace, {ns}local outside it. */
const otaName = (element: XmlElement) => (element.ns === OTA_NS ? element.local : `{${element.ns ?? ''}}${element.local}`);
const child = (element: XmlElement, local: string) => element.children.find((c) => otaName(c) === local);
const children = (element: XmlElement, local: string) => element.children.filter((c) => otaName(c) === local);

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

// ---------------------------------------------------------------------------------------------
// A small schema per message: the children each element may have, in order, and its attributes.
// Breaking it is a Type 10 error, as pmsXchange's XSD validation answers.

type AttrType = 'code' | 'date' | 'dateTime' | 'nonNegativeInteger' | 'positiveInteger' | 'decimal' | 'boolean' | readonly string[];
interface ElementSpec {
  children?: readonly (readonly [name: string, min: number, max: number])[];
  attrs?: Record<string, readonly [type: AttrType, required: boolean]>;
  /** Content the stand-in does not model, accepted as it is. */
  anyContent?: boolean;
  text?: boolean;
}
type Schema = Record<string, ElementSpec>;

// Attributes not listed are refused (as the XSD does): a misspelt weekday must not pass as "every day".
const ROOT_ATTRS = {
  EchoToken: ['code', true],
  TimeStamp: ['dateTime', true],
  Version: ['code', true],
  PrimaryLangID: ['code', false],
  Target: ['code', false],
  SequenceNmbr: ['code', false],
  TransactionIdentifier: ['code', false],
} as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat'] as const;
const WEEKDAY_ATTRS = Object.fromEntries(WEEKDAYS.map((day) => [day, ['boolean', false] as const]));
const POS_SCHEMA: Schema = {
  POS: { children: [['Source', 1, 1]] },
  Source: { children: [['RequestorID', 1, 1]] },
  RequestorID: { attrs: { Type: ['code', true], ID: ['code', true] } },
};

const SCHEMAS: Record<string, Schema> = {
  // Reservations PULL: an on-site PMS names its hotel; only undelivered messages can be asked for.
  OTA_ReadRQ: {
    ...POS_SCHEMA,
    OTA_ReadRQ: { attrs: ROOT_ATTRS, children: [['POS', 1, 1], ['ReadRequests', 1, 1]] },
    ReadRequests: { children: [['HotelReadRequest', 1, 1]] },
    HotelReadRequest: { attrs: { HotelCode: ['code', true] }, children: [['SelectionCriteria', 1, 1]] },
    SelectionCriteria: { attrs: { SelectionType: [['Undelivered'], true], ResStatus: [['Commit', 'Modify', 'Cancel'], false] } },
  },
  OTA_NotifReportRQ: {
    OTA_NotifReportRQ: { attrs: ROOT_ATTRS, children: [['Success', 0, 1], ['Errors', 0, 1], ['NotifDetails', 1, 1]] },
    Success: {},
    Errors: { children: [['Error', 1, Infinity]] },
    Error: { attrs: { Type: ['positiveInteger', true], Code: ['positiveInteger', false], ShortText: ['code', false] }, text: true },
    NotifDetails: { children: [['HotelNotifReport', 1, 1]] },
    HotelNotifReport: { children: [['HotelReservations', 1, 1]] },
    HotelReservations: { children: [['HotelReservation', 1, Infinity]] },
    HotelReservation: { attrs: { CreateDateTime: ['dateTime', false], ResStatus: ['code', false] }, children: [['UniqueID', 1, 1], ['ResGlobalInfo', 0, 1]] },
    UniqueID: { attrs: { Type: [['14', '16'], true], ID: ['code', true] } },
    ResGlobalInfo: { children: [['HotelReservationIDs', 1, 1]] },
    HotelReservationIDs: { children: [['HotelReservationID', 1, Infinity]] },
    HotelReservationID: { attrs: { ResID_Type: [['14'], true], ResID_Value: ['code', true], ResID_Source: ['code', false] } },
  },
  OTA_PingRQ: {
    ...POS_SCHEMA,
    OTA_PingRQ: { attrs: ROOT_ATTRS, children: [['POS', 1, 1], ['EchoData', 1, 1]] },
    EchoData: { text: true },
  },
  OTA_HotelAvailNotifRQ: {
    ...POS_SCHEMA,
    OTA_HotelAvailNotifRQ: { attrs: ROOT_ATTRS, children: [['POS', 1, 1], ['AvailStatusMessages', 1, 1]] },
    AvailStatusMessages: { attrs: { HotelCode: ['code', true], HotelName: ['code', false] }, children: [['AvailStatusMessage', 1, Infinity]] },
    AvailStatusMessage: {
      attrs: { BookingLimit: ['nonNegativeInteger', false], BookingLimitMessageType: [['SetLimit'], false] },
      // OTA's AvailStatusMessageType order.
      children: [['StatusApplicationControl', 1, 1], ['LengthsOfStay', 0, 1], ['RestrictionStatus', 0, 1]],
    },
    StatusApplicationControl: {
      attrs: { Start: ['date', true], End: ['date', true], InvTypeCode: ['code', true], RatePlanCode: ['code', false], ...WEEKDAY_ATTRS },
    },
    LengthsOfStay: { children: [['LengthOfStay', 1, 2]] },
    LengthOfStay: { attrs: { MinMaxMessageType: [['SetMinLOS', 'SetMaxLOS'], true], Time: ['positiveInteger', true], TimeUnit: [['Day'], false] } },
    RestrictionStatus: { attrs: { Status: [['Open', 'Close'], true], Restriction: [['Master', 'Arrival', 'Departure'], false] } },
  },
  OTA_HotelRateAmountNotifRQ: {
    ...POS_SCHEMA,
    OTA_HotelRateAmountNotifRQ: { attrs: ROOT_ATTRS, children: [['POS', 1, 1], ['RateAmountMessages', 1, 1]] },
    RateAmountMessages: { attrs: { HotelCode: ['code', true], HotelName: ['code', false] }, children: [['RateAmountMessage', 1, Infinity]] },
    RateAmountMessage: { children: [['StatusApplicationControl', 1, 1], ['Rates', 1, 1]] },
    // Start, End and the weekdays belong on Rate (SiteMinder's examples); the spec table's place is tolerated.
    StatusApplicationControl: { attrs: { InvTypeCode: ['code', true], RatePlanCode: ['code', true], Start: ['date', false], End: ['date', false], ...WEEKDAY_ATTRS } },
    Rates: { children: [['Rate', 1, 1]] },
    Rate: {
      attrs: { CurrencyCode: ['code', false], Start: ['date', false], End: ['date', false], ...WEEKDAY_ATTRS },
      children: [['BaseByGuestAmts', 1, 1], ['AdditionalGuestAmounts', 0, 1], ['RateDescription', 0, 1]],
    },
    BaseByGuestAmts: { children: [['BaseByGuestAmt', 1, Infinity]] },
    BaseByGuestAmt: {
      attrs: { AmountAfterTax: ['decimal', true], AmountBeforeTax: ['decimal', false], NumberOfGuests: ['positiveInteger', false], AgeQualifyingCode: ['code', false], CurrencyCode: ['code', false] },
    },
    AdditionalGuestAmounts: { anyContent: true },
    RateDescription: { anyContent: true },
  },
};

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** xs:dateTime, with the offset pmsXchange asks for (Z or ±hh:mm). */
function isDateTimeWithOffset(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/.exec(value);
  if (!match || !isDate(match[1]!)) return false;
  const [hh, mm, ss] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const time = (hh < 24 && mm < 60 && ss < 60) || (hh === 24 && mm === 0 && ss === 0 && !match[5]);
  return time && (match[6] === 'Z' || (Number(match[7]) <= 14 && Number(match[8]) < 60));
}

function attrValid(type: AttrType, value: string): boolean {
  if (typeof type !== 'string') return type.includes(value);
  switch (type) {
    case 'code':
      return value.length > 0;
    case 'date':
      return isDate(value);
    case 'dateTime':
      return isDateTimeWithOffset(value);
    case 'nonNegativeInteger':
      return /^\d+$/.test(value);
    case 'positiveInteger':
      return /^\d+$/.test(value) && Number(value) > 0;
    case 'decimal':
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value);
    case 'boolean':
      return ['0', '1', 'true', 'false'].includes(value);
  }
}

function validateSchema(element: XmlElement, schema: Schema): void {
  const name = otaName(element);
  const spec = schema[name]!;
  for (const attr of Object.keys(element.attrs)) {
    if (!spec.anyContent && !spec.attrs?.[attr]) throw schemaError(`cvc-complex-type.3.2.2: Attribute '${attr}' is not allowed to appear in element '${name}'.`);
  }
  for (const [attr, [type, required]] of Object.entries(spec.attrs ?? {})) {
    const value = element.attrs[attr];
    if (value === undefined) {
      if (required) throw schemaError(`cvc-complex-type.4: Attribute '${attr}' must appear on element '${name}'.`);
    } else if (!attrValid(type, value)) {
      const facet = typeof type === 'string' ? type : `enumeration [${type.join(', ')}]`;
      throw schemaError(`cvc-datatype-valid: Value '${value}' of attribute '${attr}' on element '${name}' is not a valid ${facet}.`);
    }
  }
  if (spec.anyContent) return;
  if (!spec.text && element.text.trim() !== '') throw schemaError(`cvc-complex-type.2.3: Element '${name}' cannot have character [children], because the type's content type is element-only.`);
  const particles = spec.children ?? [];
  let index = 0;
  let count = 0;
  for (const item of element.children) {
    const itemName = otaName(item);
    while (index < particles.length && particles[index]![0] !== itemName) {
      if (count < particles[index]![1]) throw schemaError(`cvc-complex-type.2.4.a: Invalid content was found starting with element '${itemName}'. '${particles[index]![0]}' is expected.`);
      index++;
      count = 0;
    }
    if (index === particles.length || ++count > particles[index]![2]) {
      throw schemaError(`cvc-complex-type.2.4.d: Invalid content was found starting with element '${itemName}'. No child element is expected at this point.`);
    }
    validateSchema(item, schema);
  }
  for (; index < particles.length; index++, count = 0) {
    if (count < particles[index]![1]) throw schemaError(`cvc-complex-type.2.4.b: The content of element '${name}' is not complete. '${particles[index]![0]}' is expected.`);
  }
}

// ---------------------------------------------------------------------------------------------
// Dates

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The nights a Start–End range (both inclusive) and its weekday mask name; an omitted weekday applies. */
function expandDates(dated: XmlElement, today: string): string[] {
  const start = dated.attrs.Start!;
  const end = dated.attrs.End!;
  if (start > end) throw business(`Start ${start} is after End ${end}`);
  if (start < addDays(today, -1)) throw business(`Start ${start} is in the past`);
  if (end > addDays(today, HORIZON_DAYS)) throw business(`End ${end} is more than ${HORIZON_DAYS} days ahead`);
  const applies = WEEKDAYS.map((day) => {
    const flag = dated.attrs[day];
    return flag === undefined || flag === '1' || flag === 'true';
  });
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (applies[new Date(`${date}T00:00:00Z`).getUTCDay()]) dates.push(date);
  }
  return dates;
}

// ---------------------------------------------------------------------------------------------
// Messages: each is checked whole into a list of writes, applied only if nothing was refused.

/** One value a message wrote to the calendar (keys as in `snapshot()`); `recordWrites` keeps them. */
export type StandInWrite =
  | { table: 'availability'; key: string; value: number }
  | { table: 'restrictions'; key: string; field: keyof RestrictionState; value: boolean | number }
  | { table: 'rates'; key: string; value: StandInRate };

type Write = StandInWrite;

class Writes {
  readonly list: Write[] = [];
  private readonly seen = new Set<string>();
  add(write: Write, what: string) {
    const id = `${write.table}|${write.key}|${'field' in write ? write.field : ''}`;
    if (this.seen.has(id)) throw business(`Overlapping ranges in one request: ${what}`);
    this.seen.add(id);
    this.list.push(write);
  }
}

interface Context {
  options: StandInOptions;
  hotelCode: string;
  hotel: StandInHotel;
  today: string;
  writes: Writes;
}

function findHotel(options: StandInOptions, hotelCode: string): StandInHotel {
  const hotel = Object.hasOwn(options.hotels, hotelCode) ? options.hotels[hotelCode] : undefined;
  if (!hotel) throw business(`Hotel not found for HotelCode=${hotelCode}`, 392);
  return hotel;
}

/** False when the message names an unknown code and unknown codes are accepted silently. */
function knownCodes(context: Context, room: string, rate: string | undefined): boolean {
  const silent = context.options.unknownCodes === 'accept';
  if (!context.hotel.rooms.includes(room)) {
    if (silent) return false;
    throw business(`Room type code not found for this hotel: InvTypeCode=${room}`, 402);
  }
  if (rate !== undefined && !context.hotel.rates.includes(rate)) {
    if (silent) return false;
    throw business(`Rate code not found for this hotel: RatePlanCode=${rate}`, 249);
  }
  return true;
}

function checkCount(count: number, element: string) {
  if (count > MAX_MESSAGES) throw business(`Too many ${element} elements: ${count}, at most ${MAX_MESSAGES} per request`);
}

function availNotif(root: XmlElement, context: Context): void {
  const messages = children(child(root, 'AvailStatusMessages')!, 'AvailStatusMessage');
  checkCount(messages.length, 'AvailStatusMessage');
  let sawAvailability = false;
  let sawRestrictions = false;
  for (const message of messages) {
    const control = child(message, 'StatusApplicationControl')!;
    const lengths = child(message, 'LengthsOfStay');
    const status = child(message, 'RestrictionStatus');
    const bookingLimit = message.attrs.BookingLimit;
    const isAvailability = bookingLimit !== undefined;
    const isRestriction = lengths !== undefined || status !== undefined;
    if (isAvailability) sawAvailability = true;
    if (isRestriction) sawRestrictions = true;
    if (sawAvailability && sawRestrictions) throw business('Availability and restrictions must be sent in separate requests');
    if (!isAvailability && !isRestriction) throw business('AvailStatusMessage has neither BookingLimit nor RestrictionStatus nor LengthsOfStay');
    const room = control.attrs.InvTypeCode!;
    const rate = control.attrs.RatePlanCode;
    if (isAvailability && rate !== undefined) throw business(`BookingLimit is per room type: RatePlanCode=${rate} must not be sent with it`);
    const dates = expandDates(control, context.today);
    if (!knownCodes(context, room, rate)) continue;
    const prefix = `${context.hotelCode}|${room}`;
    if (isAvailability) {
      for (const date of dates) context.writes.add({ table: 'availability', key: `${prefix}|${date}`, value: Number(bookingLimit) }, `BookingLimit for ${room} on ${date}`);
      continue;
    }
    const fields: [keyof RestrictionState, boolean | number][] = [];
    if (status) {
      const kind = status.attrs.Restriction ?? 'Master';
      const field = kind === 'Arrival' ? 'closedToArrival' : kind === 'Departure' ? 'closedToDeparture' : 'stopSell';
      fields.push([field, status.attrs.Status === 'Close']);
    }
    for (const length of lengths ? children(lengths, 'LengthOfStay') : []) {
      fields.push([length.attrs.MinMaxMessageType === 'SetMinLOS' ? 'minLos' : 'maxLos', Number(length.attrs.Time)]);
    }
    // Without RatePlanCode a restriction applies to every rate of the room.
    for (const plan of rate !== undefined ? [rate] : context.hotel.rates) {
      for (const [field, value] of fields) {
        for (const date of dates) context.writes.add({ table: 'restrictions', key: `${prefix}|${plan}|${date}`, field, value }, `${field} for ${room}/${plan} on ${date}`);
      }
    }
  }
}

function rateAmountNotif(root: XmlElement, context: Context): void {
  const messages = children(child(root, 'RateAmountMessages')!, 'RateAmountMessage');
  checkCount(messages.length, 'RateAmountMessage');
  for (const message of messages) {
    const control = child(message, 'StatusApplicationControl')!;
    const rate = child(child(message, 'Rates')!, 'Rate')!;
    const datedOnRate = rate.attrs.Start !== undefined || rate.attrs.End !== undefined;
    const datedOnControl = control.attrs.Start !== undefined || control.attrs.End !== undefined;
    if (datedOnRate && datedOnControl) throw business('Start and End are given on both Rate and StatusApplicationControl');
    const dated = datedOnControl ? control : rate;
    for (const attr of ['Start', 'End']) {
      if (dated.attrs[attr] === undefined) throw schemaError(`cvc-complex-type.4: Attribute '${attr}' must appear on element '${otaName(dated)}'.`);
    }
    const dates = expandDates(dated, context.today);

    const amounts = children(child(rate, 'BaseByGuestAmts')!, 'BaseByGuestAmt');
    const currencies = new Set([rate, ...amounts].map((e) => e.attrs.CurrencyCode).filter((c) => c !== undefined));
    if (currencies.size === 0) throw schemaError(`cvc-complex-type.4: Attribute 'CurrencyCode' must appear on element 'Rate'.`);
    if (currencies.size > 1) throw business(`More than one CurrencyCode in one Rate: ${[...currencies].join(', ')}`);
    const currency = [...currencies][0]!;
    if (!/^[A-Z]{3}$/.test(currency)) throw business(`CurrencyCode ${currency} is not an ISO 4217 code`);
    const guests = new Set<number>();
    for (const amount of amounts) {
      if (!(Number(amount.attrs.AmountAfterTax) > 0)) throw business(`AmountAfterTax must be positive: ${amount.attrs.AmountAfterTax}`);
      const count = amount.attrs.NumberOfGuests;
      if (count === undefined) {
        if (amounts.length > 1) throw business('A BaseByGuestAmt without NumberOfGuests must be the only one of its Rate');
        continue;
      }
      if (Number(count) > 5) throw business(`NumberOfGuests ${count} is more than 5`, 397);
      if (amount.attrs.AgeQualifyingCode !== '10') throw business('NumberOfGuests needs AgeQualifyingCode="10" (adults)');
      if (guests.has(Number(count))) throw business(`NumberOfGuests ${count} is given twice`);
      guests.add(Number(count));
    }
    const chosen = amounts.length === 1 ? amounts[0]! : amounts.reduce((a, b) => (Number(b.attrs.NumberOfGuests) < Number(a.attrs.NumberOfGuests) ? b : a));

    const room = control.attrs.InvTypeCode!;
    const plan = control.attrs.RatePlanCode!;
    if (!knownCodes(context, room, plan)) continue;
    for (const date of dates) {
      context.writes.add(
        { table: 'rates', key: `${context.hotelCode}|${room}|${plan}|${date}`, value: { amount: chosen.attrs.AmountAfterTax!, currency } },
        `rate for ${room}/${plan} on ${date}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Answers

const ANSWER_HEADERS = { 'content-type': 'text/xml; charset=utf-8' };

const soapEnvelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="${SOAP_NS}"><SOAP-ENV:Header/><SOAP-ENV:Body>${body}</SOAP-ENV:Body></SOAP-ENV:Envelope>`;

const faultXml = (fault: SoapFault) =>
  soapEnvelope(`<SOAP-ENV:Fault><faultcode>SOAP-ENV:${fault.faultCode}</faultcode><faultstring>${escapeXml(fault.message)}</faultstring></SOAP-ENV:Fault>`);

function answerXml(requestName: string, echoToken: string | null, content: string): string {
  // OTA_ReadRQ is answered by OTA_ResRetrieveRS; every other RQ by its own RS.
  const name = requestName === 'OTA_ReadRQ' ? 'OTA_ResRetrieveRS' : requestName.endsWith('RQ') ? `${requestName.slice(0, -2)}RS` : `${requestName}RS`;
  const echo = echoToken === null ? '' : ` EchoToken="${escapeXml(echoToken)}"`;
  return soapEnvelope(`<${name} xmlns="${OTA_NS}" Version="1.0" TimeStamp="${new Date().toISOString()}"${echo}>${content}</${name}>`);
}

const errorsXml = (error: OtaError) =>
  `<Errors><Error Type="${error.type}"${error.code === null ? '' : ` Code="${error.code}"`}>${escapeXml(error.message)}</Error></Errors>`;

const describeError = (error: OtaError) => `Type ${error.type}${error.code === null ? '' : ` Code ${error.code}`}: ${error.message}`;

// ---------------------------------------------------------------------------------------------

const MESSAGE_LISTS = new Map([
  ['AvailStatusMessages', 'AvailStatusMessage'],
  ['RateAmountMessages', 'RateAmountMessage'],
]);
const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

export async function startPmsxchangeStandIn(options: StandInOptions): Promise<PmsxchangeStandIn> {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const received: ReceivedMessage[] = [];
  const availability = new Map<string, number>();
  const restrictions = new Map<string, RestrictionState>();
  const rates = new Map<string, StandInRate>();
  let outage: OutageMode = null;
  const reservations = new ReservationQueue();

  /** What an authenticated, well-formed SOAP request's OTA element asks; throws OtaError when refused. */
  function handleOta(root: XmlElement, pathId: string, record: ReceivedMessage): string {
    if (root.ns !== OTA_NS) throw schemaError(`cvc-elt.1: Cannot find the declaration of element '${otaName(root)}'.`);
    const schema = SCHEMAS[root.local];
    if (!schema) throw business(`Unsupported message: ${root.local}`);
    validateSchema(root, schema);
    if (root.attrs.Version !== '1.0') throw business(`Version must be 1.0, not ${root.attrs.Version}`);
    if (root.local === 'OTA_NotifReportRQ') return notifReport(root);
    const requestor = child(child(child(root, 'POS')!, 'Source')!, 'RequestorID')!;
    if (requestor.attrs.Type !== '22') throw business(`RequestorID Type must be 22, not ${requestor.attrs.Type}`);
    if (requestor.attrs.ID !== pathId) throw business(`Inconsistent PMS codes. PMS '${pathId}' does not match RequestorID '${requestor.attrs.ID}'`);
    if (root.local === 'OTA_PingRQ') return `<Success/><EchoData>${escapeXml(child(root, 'EchoData')!.text)}</EchoData>`;
    if (root.local === 'OTA_ReadRQ') {
      const hotelCode = child(child(root, 'ReadRequests')!, 'HotelReadRequest')!.attrs.HotelCode!;
      findHotel(options, hotelCode);
      return `<Success/>${reservations.read(hotelCode)}`;
    }

    const writes = new Writes();
    const hotelCode = (child(root, 'AvailStatusMessages') ?? child(root, 'RateAmountMessages'))!.attrs.HotelCode!;
    const context: Context = { options, hotelCode, hotel: findHotel(options, hotelCode), today: today(), writes };
    if (root.local === 'OTA_HotelAvailNotifRQ') availNotif(root, context);
    else rateAmountNotif(root, context);
    for (const write of writes.list) {
      if (write.table === 'availability') availability.set(write.key, write.value);
      else if (write.table === 'rates') rates.set(write.key, write.value);
      else restrictions.set(write.key, { ...restrictions.get(write.key), [write.field]: write.value });
    }
    if (options.recordWrites) record.writes = writes.list;
    return '<Success/>';
  }

  /** A confirmation: Success or Errors (exactly one), each HotelReservation's UniqueID one that was delivered. */
  function notifReport(root: XmlElement): string {
    const success = child(root, 'Success');
    const errors = child(root, 'Errors');
    if (Boolean(success) === Boolean(errors)) throw business('OTA_NotifReportRQ must contain either Success or Errors');
    const list = child(child(child(root, 'NotifDetails')!, 'HotelNotifReport')!, 'HotelReservations')!.children.map((r) => ({
      id: child(r, 'UniqueID')!.attrs.ID!,
      pmsIds: (child(child(r, 'ResGlobalInfo') ?? r, 'HotelReservationIDs')?.children ?? []).map((c) => c.attrs.ResID_Value!),
    }));
    if (success && list.some((r) => r.pmsIds.length === 0)) throw business('A reservation confirmed with Success must name the PMS reservation (HotelReservationID ResID_Type 14)');
    const refused = reservations.confirm(list, Boolean(success), errors ? errors.children.map((e) => e.text).join('; ') : null);
    if (refused) throw business(refused);
    return '<Success/>';
  }

  /** The answer to a POST with a text/xml body: [HTTP status, XML]. */
  function handleSoap(body: string, bodyBytes: number, pathId: string, record: ReceivedMessage): [number, string] {
    if (bodyBytes > MAX_BODY_BYTES) throw new SoapFault('Client', `Request of ${bodyBytes} bytes is larger than the 2 MB limit`);
    const envelope = parseXml(body);
    if (envelope.local !== 'Envelope') throw new SoapFault('Client', `Root element '${envelope.local}' is not a SOAP Envelope`);
    if (envelope.ns !== SOAP_NS) throw new SoapFault('VersionMismatch', `Envelope namespace must be ${SOAP_NS} (SOAP 1.1)`);
    const soapBody = childNs(envelope, SOAP_NS, 'Body');
    if (soapBody.length !== 1 || soapBody[0]!.children.length !== 1) throw new SoapFault('Client', 'The SOAP Body must hold exactly one element');
    const root = soapBody[0]!.children[0]!;
    record.name = root.local;
    record.echoToken = root.attrs.EchoToken ?? null;
    const messages = root.children.find((c) => MESSAGE_LISTS.has(c.local));
    record.hotelCode = messages?.attrs.HotelCode ?? null;
    record.items = messages?.children.filter((c) => c.local === MESSAGE_LISTS.get(messages.local)).length ?? 0;

    try {
      if (pathId !== options.requestorId) throw new OtaError(4, null, `Authentication failed - PMS ${pathId} does not exist`);
      const wsse = (element: XmlElement | undefined, local: string) => element && childNs(element, WSSE_NS, local)[0];
      const token = wsse(wsse(childNs(envelope, SOAP_NS, 'Header')[0], 'Security'), 'UsernameToken');
      const username = wsse(token, 'Username');
      const password = wsse(token, 'Password');
      if (!username || !password) throw new OtaError(4, null, `Authentication failed - PMS ${pathId} received request without wsse:Security/wsse:UsernameToken with Username and Password`);
      if (password.attrs.Type !== PASSWORD_TEXT) throw new OtaError(4, null, `Authentication failed - PMS ${pathId} received request with password type '${password.attrs.Type ?? ''}', only PasswordText is accepted`);
      if (username.text !== options.username || password.text !== options.password) {
        throw new OtaError(4, null, `Authentication failed - PMS ${pathId} received request with invalid username/password`);
      }
      const content = handleOta(root, pathId, record);
      record.ok = true;
      return [200, answerXml(root.local, record.echoToken, content)];
    } catch (error) {
      if (!(error instanceof OtaError)) throw error;
      record.error = describeError(error);
      return [200, answerXml(root.local, record.echoToken, errorsXml(error))];
    }
  }

  function respond(req: IncomingMessage, res: ServerResponse, chunks: Buffer[], bytes: number, overlapping: number, settle: () => void): void {
    const body = Buffer.concat(chunks).toString('utf8');
    const record: ReceivedMessage = { name: '', echoToken: null, hotelCode: null, ok: false, error: null, items: 0, at: Date.now(), body, overlapping, answeredAt: null };
    received.push(record);
    // The request is read and applied now; its answer goes after answerDelayMs.
    const answer = (status: number, headers: Record<string, string>, text: string) => {
      const send = () => {
        record.answeredAt = Date.now();
        settle();
        res.writeHead(status, headers).end(text);
      };
      if (options.answerDelayMs) setTimeout(send, options.answerDelayMs);
      else send();
    };
    const plain = (status: number, text: string, headers: Record<string, string> = {}) => {
      record.error = `HTTP ${status}`;
      answer(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }, text);
    };
    const fault = (error: SoapFault) => {
      record.error = `SOAP-ENV:${error.faultCode}: ${error.message}`;
      answer(500, ANSWER_HEADERS, faultXml(error));
    };

    if (outage === 'http503') return plain(503, 'Service Unavailable: maintenance');
    if (outage === 'fault') return fault(new SoapFault('Server', 'Internal error, please try again later'));
    if (req.method !== 'POST') return plain(405, 'Method Not Allowed', { allow: 'POST' });
    const path = /^\/webservices\/([^/]+)\/?$/.exec(new URL(req.url ?? '/', 'http://stand-in').pathname);
    const pathId = path && safeDecode(path[1]!);
    if (!pathId) return plain(404, 'Not Found');
    // A wrong Content-Type is refused at the HTTP level (415, as SOAP stacks do) rather than with a fault.
    const [mediaType, ...params] = (req.headers['content-type'] ?? '').split(';').map((part) => part.trim().toLowerCase());
    const charset = params.find((param) => param.startsWith('charset='))?.slice(8).replace(/"/g, '');
    if (mediaType !== 'text/xml' || (charset !== undefined && charset !== 'utf-8')) return plain(415, 'Unsupported Media Type: text/xml; charset=utf-8 expected');
    try {
      const [status, xml] = handleSoap(body, bytes, pathId, record);
      answer(status, ANSWER_HEADERS, xml);
    } catch (error) {
      fault(error instanceof SoapFault ? error : new SoapFault('Server', error instanceof Error ? error.message : String(error)));
    }
  }

  /** Requests whose headers arrived and whose answer has not been sent yet (nor their connection closed). */
  let inFlight = 0;
  const server = createServer((req, res) => {
    const overlapping = inFlight++;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      inFlight--;
    };
    res.once('close', settle);
    const chunks: Buffer[] = [];
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_BODY_BYTES + 1) chunks.push(chunk);
    });
    req.on('end', () => respond(req, res, chunks, bytes, overlapping, settle));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;

  const sortedObject = <T>(map: Map<string, T>, copy: (value: T) => T) =>
    Object.fromEntries([...map.keys()].sort().map((key) => [key, copy(map.get(key)!)]));

  return {
    url: `http://127.0.0.1:${port}/webservices/${encodeURIComponent(options.requestorId)}`,
    received,
    deliverReservation: (reservation) => reservations.deliver(reservation),
    reservationConfirmations: reservations.confirmations,
    pendingReservations: () => reservations.pending,
    availability: (hotel, room, date) => availability.get(`${hotel}|${room}|${date}`),
    restrictions: (hotel, room, rate, date) => ({ ...restrictions.get(`${hotel}|${room}|${rate}|${date}`) }),
    rate: (hotel, room, rate, date) => {
      const value = rates.get(`${hotel}|${room}|${rate}|${date}`);
      return value && { ...value };
    },
    snapshot: () => ({
      availability: sortedObject(availability, (value) => value),
      restrictions: sortedObject(restrictions, (value) => ({ ...value })),
      rates: sortedObject(rates, (value) => ({ ...value })),
    }),
    async setOutage(mode) {
      outage = mode;
      if (mode === 'unreachable' && server.listening) await stop();
      if (mode !== 'unreachable' && !server.listening) await listen(port);
    },
    reset() {
      availability.clear();
      restrictions.clear();
      rates.clear();
      reservations.clear();
      received.length = 0;
    },
    async close() {
      if (server.listening) await stop();
    },
  };
}
