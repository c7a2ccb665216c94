import type { GoogleStandInOptions } from './google-stand-in.ts';
import { GoogleRefusal, type GoogleState } from './google-stand-in-messages.ts';

/**
 * The Google stand-in's Promotions message (decision 0066), from Google's XML reference
 * "Promotions" and the guide "Promotions message": what it must hold, what it changes, and how a
 * stay's price is discounted. Only what the stand-in models is accepted; anything else is refused
 * by name, so a sender that starts sending more must teach it first.
 *
 * - `Promotions partner id timestamp` / `HotelPromotions hotel_id action` / `Promotion id action`.
 *   `action="overlay"` on HotelPromotions replaces all the hotel's promotions; none: each listed
 *   one is added or replaced; `action="delete"` on a Promotion deletes that one.
 * - Conditions: `BookingDates`, `CheckinDates`, `CheckoutDates` (`DateRange start end`, inclusive,
 *   with a year), `LengthOfStay min max`, `RatePlans/RatePlan id`, `RoomTypes/RoomType id`.
 * - `Discount percentage` or `fixed_amount` (one of them).
 * - Google "applies the eligible promotion or set of promotions that leads to the lowest price";
 *   none is sent with `Stacking`, so all are `base` (Google's default), which never combine: the
 *   single largest discount applies.
 * - ASSUMPTION to confirm with Google (the pages read do not say how a discount is rounded, nor
 *   whether it is taken per room): a percentage is taken off the stay's total for all its rooms and
 *   rounded down to the currency's whole unit (our rule, packages/shared discounts.ts); a fixed
 *   amount comes off that total, never below zero.
 */

export interface GooglePromotionRule {
  booking: DateRange[];
  checkIn: DateRange[];
  checkOut: DateRange[];
  minNights: number | null;
  maxNights: number | null;
  packages: string[] | null;
  rooms: string[] | null;
  discount: { percentage: number } | { fixedAmount: number };
}
interface DateRange {
  start: string;
  end: string;
}

type Node = Record<string, unknown>;
const schema = (text: string) => new GoogleRefusal(10, null, text);
const business = (text: string, code: number, hotelCode: string | null = null) => new GoogleRefusal(3, code, text, hotelCode);
const list = (node: unknown, name: string): Node[] => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  return Array.isArray(value) ? (value as Node[]) : value === undefined ? [] : [(typeof value === 'object' ? value : {}) as Node];
};
const attr = (node: Node, name: string): string | undefined => (typeof node[`@${name}`] === 'string' ? (node[`@${name}`] as string) : undefined);
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** The elements of a Promotion the stand-in reads; any other is refused rather than ignored. */
const MODELLED = new Set(['BookingDates', 'CheckinDates', 'CheckoutDates', 'Discount', 'LengthOfStay', 'RatePlans', 'RoomTypes']);

function ranges(promotion: Node, name: string, where: string): DateRange[] {
  const container = list(promotion, name);
  if (container.length > 1) throw schema(`${where} may hold one ${name}`);
  if (container.length === 0) return [];
  const found = list(container[0], 'DateRange').map((r) => {
    if (attr(r, 'days_of_week') !== undefined) throw schema(`${where}/${name}: the stand-in does not model days_of_week`);
    const [start, end] = [attr(r, 'start') ?? '', attr(r, 'end') ?? ''];
    // A date without a year recurs every year; the sender always writes the year.
    if (!isDate(start) || !isDate(end)) throw schema(`${where}/${name}/DateRange: start and end must be YYYY-MM-DD`);
    if (end < start) throw business(`${where}/${name}: end ${end} is before start ${start}`, 321);
    return { start, end };
  });
  if (found.length === 0) throw schema(`${where}/${name} must hold a DateRange`);
  return found;
}

function rule(promotion: Node, where: string): GooglePromotionRule {
  for (const key of Object.keys(promotion)) if (!key.startsWith('@') && key !== '#text' && !MODELLED.has(key)) throw schema(`${where}: the stand-in does not model ${key}`);
  const discounts = list(promotion, 'Discount');
  if (discounts.length !== 1) throw schema(`${where} must hold one Discount`);
  const d = discounts[0]!;
  const given = ['percentage', 'fixed_amount', 'fixed_amount_per_night', 'fixed_price', 'fixed_price_per_night', 'percentage_of_base', 'applied_nights'].filter((a) => attr(d, a) !== undefined);
  if (given.length !== 1 || !['percentage', 'fixed_amount'].includes(given[0]!)) throw schema(`${where}/Discount: the stand-in models exactly one of percentage and fixed_amount, not ${given.join(', ') || '(none)'}`);
  const value = Number(attr(d, given[0]!));
  if (!(value > 0) || (given[0] === 'percentage' && value > 100)) throw schema(`${where}/Discount/@${given[0]} must be above 0${given[0] === 'percentage' ? ' and at most 100' : ''}`);
  const los = list(promotion, 'LengthOfStay')[0];
  const nightsOf = (v: string | undefined) => {
    if (v === undefined) return null;
    if (!/^[1-9]\d{0,2}$/.test(v)) throw schema(`${where}/LengthOfStay: min and max must be whole numbers from 1`);
    return Number(v);
  };
  const ids = (container: string, item: string) => {
    const found = list(promotion, container);
    if (found.length === 0) return null;
    const values = list(found[0], item).map((n) => attr(n, 'id') ?? '');
    if (values.length === 0 || values.some((v) => v === '')) throw schema(`${where}/${container} must hold ${item} elements with an id`);
    return values;
  };
  return {
    booking: ranges(promotion, 'BookingDates', where),
    checkIn: ranges(promotion, 'CheckinDates', where),
    checkOut: ranges(promotion, 'CheckoutDates', where),
    minNights: los ? nightsOf(attr(los, 'min')) : null,
    maxNights: los ? nightsOf(attr(los, 'max')) : null,
    packages: ids('RatePlans', 'RatePlan'),
    rooms: ids('RoomTypes', 'RoomType'),
    discount: given[0] === 'percentage' ? { percentage: value } : { fixedAmount: value },
  };
}

/** Reads a Promotions message; its writes are applied only when the whole message is accepted. Answers its (last) hotel. */
export function promotions(root: Node, options: GoogleStandInOptions, state: GoogleState, writes: (() => void)[]): string {
  if (attr(root, 'partner') !== options.partnerKey) throw business(`Unknown partner '${attr(root, 'partner') ?? ''}'`, 497);
  if (!/^[A-Za-z0-9_-]+$/.test(attr(root, 'id') ?? '')) throw schema('Promotions/@id is required (a-z, A-Z, 0-9, _ and -)');
  if (Number.isNaN(Date.parse(attr(root, 'timestamp') ?? ''))) throw schema('Promotions/@timestamp is not a date and time');
  const hotels = list(root, 'HotelPromotions');
  if (hotels.length === 0) throw schema('Promotions must hold a HotelPromotions');
  let last = '';
  for (const hotelNode of hotels) {
    const hotel = attr(hotelNode, 'hotel_id') ?? '';
    if (!options.hotels.includes(hotel)) throw business(`Hotel ${hotel} is not in the hotel list`, 392, hotel);
    const action = attr(hotelNode, 'action');
    if (action !== undefined && action !== 'overlay') throw schema(`HotelPromotions/@action must be overlay or absent, not ${action}`);
    const items = list(hotelNode, 'Promotion');
    if (items.length > 99) throw business(`HotelPromotions ${hotel}: more than 99 promotions`, 400, hotel);
    const changes = items.map((p) => {
      const id = attr(p, 'id') ?? '';
      if (!id) throw schema('Promotion/@id is required');
      const promotionAction = attr(p, 'action');
      if (promotionAction !== undefined && promotionAction !== 'delete') throw schema(`Promotion ${id}: action must be delete or absent`);
      return { id, rule: promotionAction === 'delete' ? null : rule(p, `Promotion ${id}`) };
    });
    writes.push(() => {
      const held = action === 'overlay' ? new Map<string, GooglePromotionRule>() : new Map(state.promotions.get(hotel) ?? []);
      for (const change of changes) {
        if (change.rule) held.set(change.id, change.rule);
        else held.delete(change.id);
      }
      state.promotions.set(hotel, held);
    });
    last = hotel;
  }
  return last;
}

const within = (list: DateRange[], date: string) => list.length === 0 || list.some((r) => r.start <= date && date <= r.end);

/**
 * The largest discount (in the currency's unit) the hotel's promotions give the stay whose
 * undiscounted total is `total`, 0 when none applies.
 */
export function bestDiscount(
  state: GoogleState,
  stay: { hotelCode: string; roomCode: string; rateCode: string; checkIn: string; checkOut: string; nights: number; bookedOn: string },
  total: number,
): number {
  let best = 0;
  for (const p of state.promotions.get(stay.hotelCode)?.values() ?? []) {
    if (!within(p.booking, stay.bookedOn) || !within(p.checkIn, stay.checkIn) || !within(p.checkOut, stay.checkOut)) continue;
    if ((p.minNights !== null && stay.nights < p.minNights) || (p.maxNights !== null && stay.nights > p.maxNights)) continue;
    if ((p.packages && !p.packages.includes(stay.rateCode)) || (p.rooms && !p.rooms.includes(stay.roomCode))) continue;
    const off = 'percentage' in p.discount ? Math.floor((total * p.discount.percentage) / 100) : Math.min(p.discount.fixedAmount, total);
    best = Math.max(best, off);
  }
  return best;
}
