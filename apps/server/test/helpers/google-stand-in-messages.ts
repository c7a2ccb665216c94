import type { GoogleRestrictions, GoogleStandInOptions } from './google-stand-in.ts';
import { promotions, type GooglePromotionRule } from './google-stand-in-promotions.ts';

/**
 * The Google stand-in's reading of each message (google-stand-in.ts), from Google's XML reference:
 * what a message must hold, and what it changes. Every change of a message is collected first and
 * applied only when the whole message is accepted, so a refused message changes nothing.
 */

export interface GooglePackageData {
  name: string;
  breakfastIncluded: boolean | null;
  refundable: { available: boolean; untilDays: number | null; untilTime: string | null } | null;
}

/** What the stand-in holds, keyed `${hotel}|${room}|${package}|${date}` (rates, restrictions) and `${hotel}|${room}|${date}` (inventory). */
export interface GoogleState {
  rates: Map<string, { amount: string; currency: string }>;
  restrictions: Map<string, Partial<GoogleRestrictions>>;
  inventory: Map<string, number>;
  property: Map<string, { rooms: Map<string, { name: string; capacity: number | null }>; packages: Map<string, GooglePackageData> }>;
  /** Per hotel, its promotions by Promotion id (google-stand-in-promotions.ts). */
  promotions: Map<string, Map<string, GooglePromotionRule>>;
}

/** A refused message: the RS's Error (Type, Code) or the TransactionResponse's Issue (code). */
export class GoogleRefusal extends Error {
  constructor(
    readonly type: number,
    readonly code: number | null,
    message: string,
    readonly hotelCode: string | null = null,
  ) {
    super(message);
  }

  describe(): string {
    return `Type ${this.type}${this.code === null ? '' : ` Code ${this.code}`}: ${this.message}`;
  }
}

type Node = Record<string, unknown>;
const schema = (text: string) => new GoogleRefusal(10, null, text);
const business = (text: string, code: number, hotelCode: string | null = null) => new GoogleRefusal(3, code, text, hotelCode);

const nodes = (node: unknown, name: string): Node[] => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  // Elements with text only come as their text.
  const asNode = (v: unknown): Node => (typeof v === 'string' ? { '#text': v } : (v as Node));
  return Array.isArray(value) ? value.map(asNode) : value === undefined ? [] : [asNode(value)];
};
const one = (node: unknown, name: string, where: string): Node => {
  const found = nodes(node, name);
  if (found.length !== 1) throw schema(`${where} must hold exactly one ${name}`);
  return found[0]!;
};
const attr = (node: Node, name: string): string | undefined => (typeof node[`@${name}`] === 'string' ? (node[`@${name}`] as string) : undefined);
const required = (node: Node, name: string, where: string): string => {
  const value = attr(node, name);
  if (value === undefined || value.trim() === '') throw schema(`${where}/@${name} is required`);
  return value;
};
const text = (node: unknown): string => (typeof node === 'string' ? node : node && typeof node === 'object' && typeof (node as Node)['#text'] === 'string' ? ((node as Node)['#text'] as string) : '');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat'] as const;
const BOOLEAN = (v: string | undefined) => v === 'true' || v === '1';

/** The nights of a StatusApplicationControl: Start to End inclusive, only the weekdays set when any is given. */
function nightsOf(control: Node, where: string): string[] {
  const [start, end] = [required(control, 'Start', where), required(control, 'End', where)];
  if (!isDate(start) || !isDate(end)) throw schema(`${where}: Start and End must be dates (YYYY-MM-DD)`);
  if (end < start) throw business(`${where}: End ${end} is before Start ${start}`, 321);
  const flags = WEEKDAYS.map((day) => attr(control, day));
  const some = flags.some((f) => f !== undefined);
  const nights: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (nights.length > 1100) throw business(`${where}: a range of more than 3 years`, 321);
    if (!some || BOOLEAN(flags[new Date(`${date}T00:00:00Z`).getUTCDay()])) nights.push(date);
  }
  return nights;
}

/** The common head of an OTA message: Version 3.0, EchoToken, TimeStamp, the partner key; its hotel (known) from `container`. */
function otaHead(root: Node, name: string, container: string, options: GoogleStandInOptions): { body: Node; hotel: string } {
  if (attr(root, 'Version') !== '3.0') throw schema(`${name}/@Version must be 3.0`);
  if (!/^[A-Za-z0-9_-]+$/.test(attr(root, 'EchoToken') ?? '')) throw schema(`${name}/@EchoToken is required (a-z, A-Z, 0-9, _ and -)`);
  if (Number.isNaN(Date.parse(required(root, 'TimeStamp', name)))) throw schema(`${name}/@TimeStamp is not a date and time`);
  const requestor = one(one(one(root, 'POS', name), 'Source', 'POS'), 'RequestorID', 'POS/Source');
  if (attr(requestor, 'ID') !== options.partnerKey) throw business(`Unknown partner '${attr(requestor, 'ID') ?? ''}'`, 497);
  const body = one(root, container, name);
  const hotel = required(body, 'HotelCode', container);
  if (!options.hotels.includes(hotel)) throw business(`Hotel ${hotel} is not in the hotel list`, 392, hotel);
  return { body, hotel };
}

/** Applies an accepted message to `state`; throws GoogleRefusal (nothing applied) when refused. Answers its hotel. */
export function applyGoogleMessage(name: string, root: Node, options: GoogleStandInOptions, state: GoogleState): string {
  const writes: (() => void)[] = [];
  let hotel: string;
  if (name === 'Transaction') hotel = propertyData(root, options, state, writes);
  else if (name === 'Promotions') hotel = promotions(root, options, state, writes);
  else if (name === 'OTA_HotelRateAmountNotifRQ') hotel = rates(root, options, state, writes);
  else if (name === 'OTA_HotelAvailNotifRQ') hotel = availability(root, options, state, writes);
  else hotel = inventory(root, options, state, writes);
  for (const write of writes) write();
  return hotel;
}

/** Overlay (the default): the hotel's rooms and packages become the ones listed; delta: those listed are added or replaced. */
function propertyData(root: Node, options: GoogleStandInOptions, state: GoogleState, writes: (() => void)[]): string {
  if (attr(root, 'partner') !== options.partnerKey) throw business(`Unknown partner '${attr(root, 'partner') ?? ''}'`, 497);
  if (!/^[A-Za-z0-9_-]+$/.test(attr(root, 'id') ?? '')) throw schema('Transaction/@id is required (a-z, A-Z, 0-9, _ and -)');
  const sets = nodes(root, 'PropertyDataSet');
  if (sets.length === 0) throw schema('Transaction must hold a PropertyDataSet');
  let last = '';
  for (const set of sets) {
    const action = attr(set, 'action') ?? 'overlay';
    if (action !== 'overlay' && action !== 'delta') throw schema(`PropertyDataSet/@action must be overlay or delta, not ${action}`);
    const hotel = text(one(set, 'Property', 'PropertyDataSet')).trim();
    if (!options.hotels.includes(hotel)) throw business(`Property ${hotel} is not in the hotel list`, 392, hotel);
    const name = (node: Node, where: string) => {
      const texts = nodes(one(node, 'Name', where), 'Text');
      if (texts.length === 0 || texts.some((t) => !attr(t, 'text') || !attr(t, 'language'))) throw schema(`${where}/Name needs Text with text and language`);
      return attr(texts[0]!, 'text')!;
    };
    const rooms = nodes(set, 'RoomData').map((r) => {
      const id = text(one(r, 'RoomID', 'RoomData')).trim();
      if (!id) throw schema('RoomData/RoomID is required');
      const capacity = nodes(r, 'Capacity').length ? Number(text(one(r, 'Capacity', 'RoomData'))) : null;
      if (capacity !== null && !(Number.isInteger(capacity) && capacity >= 1 && capacity <= 99)) throw schema(`RoomData ${id}: Capacity must be 1 to 99`);
      return [id, { name: name(r, `RoomData ${id}`), capacity }] as const;
    });
    const packages = nodes(set, 'PackageData').map((p) => {
      const id = text(one(p, 'PackageID', 'PackageData')).trim();
      if (!id) throw schema('PackageData/PackageID is required');
      const refundable = nodes(p, 'Refundable')[0];
      const breakfast = nodes(p, 'BreakfastIncluded').length ? text(one(p, 'BreakfastIncluded', 'PackageData')) : null;
      if (breakfast !== null && !['true', 'false', '1', '0'].includes(breakfast)) throw schema(`PackageData ${id}: BreakfastIncluded must be a boolean`);
      const available = refundable && attr(refundable, 'available');
      if (refundable && !['true', 'false', '1', '0'].includes(available ?? '')) throw schema(`PackageData ${id}: Refundable/@available must be a boolean`);
      const days = refundable && attr(refundable, 'refundable_until_days');
      const time = refundable && attr(refundable, 'refundable_until_time');
      if (days !== undefined && days !== null && !/^\d{1,3}$/.test(days)) throw schema(`PackageData ${id}: refundable_until_days must be 0 to 330`);
      if (time !== undefined && time !== null && !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(time)) throw schema(`PackageData ${id}: refundable_until_time must be hh:mm:ss`);
      const data: GooglePackageData = {
        name: name(p, `PackageData ${id}`),
        breakfastIncluded: breakfast === null ? null : BOOLEAN(breakfast),
        refundable: refundable ? { available: BOOLEAN(available ?? undefined), untilDays: days ? Number(days) : null, untilTime: time ?? null } : null,
      };
      return [id, data] as const;
    });
    if (rooms.length + packages.length === 0) throw schema('PropertyDataSet must hold RoomData or PackageData');
    writes.push(() => {
      const current = action === 'delta' ? state.property.get(hotel) : undefined;
      state.property.set(hotel, { rooms: new Map([...(current?.rooms ?? []), ...rooms]), packages: new Map([...(current?.packages ?? []), ...packages]) });
    });
    last = hotel;
  }
  return last;
}

/** Each message replaces its product's nightly rate over its nights (Overlay and Delta alike: one amount per night); Remove deletes it. */
function rates(root: Node, options: GoogleStandInOptions, state: GoogleState, writes: (() => void)[]): string {
  const { body, hotel } = otaHead(root, 'OTA_HotelRateAmountNotifRQ', 'RateAmountMessages', options);
  const type = attr(root, 'NotifType') ?? 'Delta';
  if (!['Overlay', 'Delta', 'Remove'].includes(type)) throw schema(`NotifType must be Overlay, Delta or Remove, not ${type}`);
  const messages = nodes(body, 'RateAmountMessage');
  if (messages.length === 0) throw schema('RateAmountMessages must hold a RateAmountMessage');
  for (const message of messages) {
    const control = one(message, 'StatusApplicationControl', 'RateAmountMessage');
    const [room, rate] = [required(control, 'InvTypeCode', 'StatusApplicationControl'), required(control, 'RatePlanCode', 'StatusApplicationControl')];
    const nights = nightsOf(control, `RateAmountMessage ${room}/${rate}`);
    if (type === 'Remove') {
      writes.push(() => nights.forEach((date) => state.rates.delete(`${hotel}|${room}|${rate}|${date}`)));
      continue;
    }
    const amounts = nodes(one(one(one(message, 'Rates', 'RateAmountMessage'), 'Rate', 'Rates'), 'BaseByGuestAmts', 'Rate'), 'BaseByGuestAmt');
    if (amounts.length !== 1 || attr(amounts[0]!, 'NumberOfGuests') !== undefined) throw business('The stand-in models one BaseByGuestAmt without NumberOfGuests (a room at any occupancy)', 400, hotel);
    const amount = attr(amounts[0]!, 'AmountAfterTax');
    if (amount === undefined || !/^\d+(\.\d{1,2})?$/.test(amount)) throw business('BaseByGuestAmt/@AmountAfterTax is required (no taxes are defined for this partner): a decimal ≥ 0', 400, hotel);
    const currency = attr(amounts[0]!, 'CurrencyCode') ?? '';
    if (!/^[A-Z]{3}$/.test(currency)) throw schema('BaseByGuestAmt/@CurrencyCode must be an ISO 4217 code');
    writes.push(() => nights.forEach((date) => state.rates.set(`${hotel}|${room}|${rate}|${date}`, { amount, currency })));
  }
  return hotel;
}

/** Each restriction named replaces only that restriction's value on its nights (Google: an update, not an overlay of the others). */
function availability(root: Node, options: GoogleStandInOptions, state: GoogleState, writes: (() => void)[]): string {
  const { body, hotel } = otaHead(root, 'OTA_HotelAvailNotifRQ', 'AvailStatusMessages', options);
  const messages = nodes(body, 'AvailStatusMessage');
  if (messages.length === 0) throw schema('AvailStatusMessages must hold an AvailStatusMessage');
  for (const message of messages) {
    const control = one(message, 'StatusApplicationControl', 'AvailStatusMessage');
    const room = required(control, 'InvTypeCode', 'StatusApplicationControl');
    const rate = attr(control, 'RatePlanCode');
    const nights = nightsOf(control, `AvailStatusMessage ${room}/${rate ?? ''}`);
    const limit = attr(message, 'BookingLimit');
    if (limit !== undefined) {
      if (!/^\d+$/.test(limit)) throw schema('AvailStatusMessage/@BookingLimit must be a whole number');
      writes.push(() => nights.forEach((date) => state.inventory.set(`${hotel}|${room}|${date}`, Number(limit))));
    }
    const change: Partial<GoogleRestrictions> = {};
    for (const status of nodes(message, 'RestrictionStatus')) {
      const value = attr(status, 'Status');
      const restriction = attr(status, 'Restriction') ?? 'Master';
      if (value !== 'Open' && value !== 'Close') throw schema('RestrictionStatus/@Status must be Open or Close');
      if (!['Master', 'Arrival', 'Departure'].includes(restriction)) throw schema(`RestrictionStatus/@Restriction must be Master, Arrival or Departure, not ${restriction}`);
      change[restriction.toLowerCase() as 'master' | 'arrival' | 'departure'] = value;
    }
    for (const los of nodes(nodes(message, 'LengthsOfStay')[0], 'LengthOfStay')) {
      const kind = attr(los, 'MinMaxMessageType');
      const time = attr(los, 'Time') ?? '';
      if (!/^[1-9]\d{0,2}$/.test(time)) throw schema('LengthOfStay/@Time must be a whole number of nights from 1');
      if ((attr(los, 'TimeUnit') ?? 'Day') !== 'Day') throw schema('LengthOfStay/@TimeUnit must be Day');
      if (kind === 'SetMinLOS') change.minLos = Number(time);
      else if (kind === 'SetMaxLOS') change.maxLos = Number(time);
      else throw business(`The stand-in models SetMinLOS and SetMaxLOS only, not ${kind ?? '(none)'}`, 400, hotel);
    }
    if (Object.keys(change).length > 0) {
      if (!rate) throw schema('A restriction needs StatusApplicationControl/@RatePlanCode (a room and package)');
      writes.push(() => nights.forEach((date) => state.restrictions.set(`${hotel}|${room}|${rate}|${date}`, { ...state.restrictions.get(`${hotel}|${room}|${rate}|${date}`), ...change })));
    } else if (limit === undefined) throw schema('An AvailStatusMessage must set a BookingLimit, a RestrictionStatus or LengthsOfStay');
  }
  return hotel;
}

/** Each Inventory replaces its room's count on its nights (an overlay). */
function inventory(root: Node, options: GoogleStandInOptions, state: GoogleState, writes: (() => void)[]): string {
  const { body, hotel } = otaHead(root, 'OTA_HotelInvCountNotifRQ', 'Inventories', options);
  const items = nodes(body, 'Inventory');
  if (items.length === 0) throw schema('Inventories must hold an Inventory');
  for (const item of items) {
    const control = one(item, 'StatusApplicationControl', 'Inventory');
    const room = required(control, 'InvTypeCode', 'StatusApplicationControl');
    const nights = nightsOf(control, `Inventory ${room}`);
    const counts = nodes(one(item, 'InvCounts', 'Inventory'), 'InvCount');
    if (counts.length !== 1) throw schema('InvCounts must hold one InvCount');
    if (attr(counts[0]!, 'CountType') !== '2') throw business(`InvCount/@CountType must be 2 (rooms available to sell), not ${attr(counts[0]!, 'CountType') ?? '(none)'}`, 400, hotel);
    const count = attr(counts[0]!, 'Count') ?? '';
    if (!/^\d+$/.test(count)) throw schema('InvCount/@Count must be a whole number ≥ 0');
    writes.push(() => nights.forEach((date) => state.inventory.set(`${hotel}|${room}|${date}`, Number(count))));
  }
  return hotel;
}
