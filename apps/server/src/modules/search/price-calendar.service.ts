import { GROUP_CODE } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { addDays, hotelToday } from '@hotel/shared/hotel-date';
import { bookableWindow, byCalendarLimit, CALENDAR_KEYS, CALENDAR_LIMITS, FEW_ROOMS_LEFT, PRICE_CALENDAR_MESSAGES, type CalendarKey } from '@hotel/shared/price-calendar';
import { flagsOn } from '@hotel/shared/restrictions';
import type { PriceCalendar, PriceCalendarDay, PriceCalendarQuery } from '@hotel/shared/schemas/price-calendar';
import { partyProblem, roomPartyProblem } from '@hotel/shared/stay-rules';
import { badRequest, notFound } from '../../lib/api-error.ts';
import { PROMOTION_DISCOUNT_TYPE } from '@hotel/shared/discounts';
import type { DiscountService } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { quoteStay, rateUnlocked, type CalendarNight, type InventoryService, type RatePlanRow, type StayPromotion } from '../inventory/index.ts';

/** A hotel the calendar reads, and the first date it sells (a pre-opening hotel's opening date). */
interface CalendarHotel {
  code: string;
  sellsFrom: string | null;
}

/** What the nights of one date add up to, over the room types (and hotels) that can take the party. */
interface DayTally {
  stopped: number;
  seen: number;
  price: number | null;
  roomsLeft: number;
  arrival: boolean;
  /** Each calendar limit (CALENDAR_LIMITS): the least strict so far; null: a room type has none; absent: none seen yet. */
  limits: Partial<Record<CalendarKey, number | null>>;
}

/** What closes a night (stop-sell), and what closes an arrival (closed to arrival), as RESTRICTIONS scope them. */
const CLOSE_NIGHT = flagsOn('stay');
const CLOSE_ARRIVAL = flagsOn('arrival');

/**
 * GET /hotel/getPriceCalendar (decision 0037): a month of one hotel's, or one city's open hotels',
 * lowest nightly price for a party, each day ○ / 残りN室 / × / closed. The rules are the search's
 * (decision 0032): the party fits the room type (roomPartyProblem), the rooms asked for are left
 * that night, the plan is active and unlocked for the discount searched with (rateUnlocked),
 * quoteStay prices the night with its promotion, as for a one-night search (decision 0044), and stop-sell closes the night while closed-to-arrival only closes the arrival (decision
 * 0018); each limit the calendar shows is the least strict among the room types it applies to (decision 0056). One room_nights query per month; hotels and room types come from their cached reads.
 */
export class PriceCalendarService {
  constructor(
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly inventory: InventoryService,
    private readonly discounts: DiscountService,
  ) {}

  async month(q: PriceCalendarQuery, now: Date): Promise<PriceCalendar> {
    const party = partyProblem(q.roomNum, q.adultNum, q.childrenNum);
    if (party) throw badRequest(party);
    const { first, last } = monthWindow(q.month, hotelToday(now));
    const targets = q.HotelCode ? [await this.hotel(q.HotelCode)] : await this.cityHotels(q.CityCode ?? '');

    const roomTypes = (await Promise.all(targets.map(async (h) => (await this.rooms.roomTypesOf(h.code)).map((r) => ({ ...r, hotelCode: h.code }))))).flat();
    const fitting = roomTypes.filter((r) => roomPartyProblem(q.roomNum, q.adultNum, q.childrenNum, r.maxOccupancy) === null);
    const hotelCodes = targets.map((h) => h.code);
    const [plans, rows, promotions, taxRules] = await Promise.all([
      this.inventory.listRatePlansOf(hotelCodes),
      this.inventory.monthAvailability(hotelCodes, [...new Set(fitting.map((r) => r.code))], first, last),
      Promise.all(hotelCodes.map((code) => this.discounts.livePromotions(code, now))),
      this.inventory.taxRulesOfHotels(hotelCodes),
    ]);
    // The plans the search offers for this discount (the search's rule): their night prices.
    const offered = plans.filter((p) => p.isActive && rateUnlocked(p, q.discountType, q.discountCode));
    // A one-night stay's promotion, as the search chooses it (open to anyone or behind the code typed).
    const code = q.discountType === PROMOTION_DISCOUNT_TYPE ? q.discountCode : undefined;
    const promotionsOf = new Map(hotelCodes.map((h, i) => [h, promotions[i] ?? []]));
    const offerFor =
      (hotelCode: string, rateCode: string, date: string) =>
      (totalAmount: number): StayPromotion | null =>
        this.discounts.bestOffer(promotionsOf.get(hotelCode) ?? [], { hotelCode, rateCode, checkIn: date, checkOut: addDays(date, 1), nights: 1, totalAmount }, { memberLevel: null, code }, now);
    const fits = new Set(fitting.map((r) => `${r.hotelCode}/${r.code}`));
    const sellsFrom = new Map(targets.map((h) => [h.code, h.sellsFrom]));

    const tallies = new Map<string, DayTally>();
    for (const row of rows) {
      if (!fits.has(`${row.hotelCode}/${row.roomTypeCode}`)) continue;
      const hotelPlans = offered.filter((p) => p.hotelCode === row.hotelCode);
      const rules = taxRules.get(row.hotelCode)!;
      const opens = sellsFrom.get(row.hotelCode);
      for (const night of row.nights) {
        if (opens === undefined || (opens !== null && night.date < opens)) continue;
        tallyNight(tallyOf(tallies, night.date), night, hotelPlans, q.roomNum, (plan) =>
          quoteStay([night], plan, q.roomNum, rules, offerFor(row.hotelCode, plan.code, night.date)).averageToPay,
        );
      }
    }

    const days: PriceCalendarDay[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) days.push(dayOf(date, tallies.get(date)));
    return { month: q.month, hotelCode: q.HotelCode ?? null, cityCode: q.CityCode ?? null, fewRoomsLeft: FEW_ROOMS_LEFT, days };
  }

  /** A member hotel (the group code is not one: 404, as for getHotelByCode). */
  private async hotel(code: string): Promise<CalendarHotel> {
    const hotel = await this.hotels.requireHotel(code);
    if (hotel.isGroup || hotel.code === GROUP_CODE) throw notFound(SERVER_MESSAGES.hotelNotFound);
    // A pre-opening hotel sells from its opening date; without one, not at all (as the search).
    return { code: hotel.code, sellsFrom: hotel.isPreOpening ? (hotel.openingDate ?? '9999-12-31') : null };
  }

  /** The city's open hotels (pre-opening ones are left out, as the destination picker does). */
  private async cityHotels(cityCode: string): Promise<CalendarHotel[]> {
    const city = (await this.hotels.getCityHotels(GROUP_CODE)).find((c) => c.ctCode === cityCode);
    if (!city) throw notFound(PRICE_CALENDAR_MESSAGES.cityNotFound);
    return city.cityHotels.filter((h) => !h.isPreOpenning).map((h) => ({ code: h.hotelCode, sellsFrom: null }));
  }
}

/** The month's days a guest can book: from today (hotel time) to the last bookable check-in; none is a 400. */
function monthWindow(month: string, today: string): { first: string; last: string } {
  const start = `${month}-01`;
  const end = addDays(`${nextMonth(month)}-01`, -1);
  const window = bookableWindow(today);
  const first = start > window.first ? start : window.first;
  const last = end < window.last ? end : window.last;
  if (first > last) throw badRequest(PRICE_CALENDAR_MESSAGES.monthOutOfRange);
  return { first, last };
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function tallyOf(tallies: Map<string, DayTally>, date: string): DayTally {
  let tally = tallies.get(date);
  if (!tally) tallies.set(date, (tally = { stopped: 0, seen: 0, price: null, roomsLeft: 0, arrival: false, limits: {} }));
  return tally;
}

/**
 * One room type's night: stop-sell closes it, too few rooms sell it out, else its cheapest plan
 * competes, at what a guest pays per room for that one night (`toPay`: quoteStay, decision 0044).
 */
function tallyNight(tally: DayTally, night: CalendarNight, plans: RatePlanRow[], roomNum: number, toPay: (plan: RatePlanRow) => number): void {
  if (plans.length === 0) return;
  tally.seen++;
  if (CLOSE_NIGHT.some((key) => night[key])) {
    tally.stopped++;
    return;
  }
  if (night.left < roomNum) return;
  const price = Math.min(...plans.map(toPay));
  tally.price = tally.price === null ? price : Math.min(tally.price, price);
  tally.roomsLeft += night.left;
  const arrives = !CLOSE_ARRIVAL.some((key) => night[key]);
  // A limit on arrival counts among the room types a stay may start in; one on the stay among all that sell.
  for (const key of CALENDAR_KEYS) if (CALENDAR_LIMITS[key].on !== 'arrival' || arrives) tallyLimit(tally.limits, key, night[key]);
  if (arrives) tally.arrival = true;
}

/** The least strict of a limit among the room types (null: one has none; a minimum of 1 is none). */
function tallyLimit(limits: DayTally['limits'], key: CalendarKey, value: number | null): void {
  const r = CALENDAR_LIMITS[key];
  const own = value == null || (r.kind === 'min' && value <= 1) ? null : value;
  const sofar = limits[key];
  limits[key] = sofar === undefined ? own : sofar === null || own === null ? null : r.kind === 'min' ? Math.min(sofar, own) : Math.max(sofar, own);
}

function dayOf(date: string, tally: DayTally | undefined): PriceCalendarDay {
  const sells = tally !== undefined && tally.price !== null;
  if (!tally || !sells) {
    // Every room type that could take the party stopped by staff: closed; anything else (no rooms, no row): sold out.
    const closed = tally !== undefined && tally.seen > 0 && tally.stopped === tally.seen;
    return { date, state: closed ? 'closed' : 'soldOut', price: null, roomsLeft: null, arrival: false, ...byCalendarLimit(() => null) };
  }
  return {
    date,
    state: tally.roomsLeft <= FEW_ROOMS_LEFT ? 'few' : 'available',
    price: tally.price,
    roomsLeft: tally.roomsLeft,
    arrival: tally.arrival,
    ...byCalendarLimit((r, key) => (r.on === 'arrival' && !tally.arrival ? null : (tally.limits[key] ?? null))),
  };
}
