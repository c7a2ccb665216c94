import { addDays, dayOfWeek, hotelToday } from '@hotel/shared/hotel-date';
import { restrictionValuesOf } from '@hotel/shared/restrictions';
import { RATES_HORIZON_DAYS, RATES_MESSAGES, type RateCell, type RatesCalendar, type RatesCalendarQuery } from '@hotel/shared/schemas/admin/rates';
import { badRequest } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomService } from '../rooms/index.ts';
import type { InventoryRepository, RatePlanRow } from './inventory.repository.ts';
import { ratePrice } from './price-stay.ts';
import type { RatesRepository, RoomNight } from './rates.repository.ts';

/** The calendar's window: from today up to RATES_HORIZON_DAYS ahead. */
export function ratesWindow(now: Date): { today: string; lastDate: string } {
  const today = hotelToday(now);
  return { today, lastDate: addDays(today, RATES_HORIZON_DAYS) };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** GET /adminapi/v1/rates/calendar: room types (in their order) × nights, read straight from room_nights. */
export class RatesCalendarService {
  constructor(
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly inventory: InventoryRepository,
    private readonly nights: RatesRepository,
  ) {}

  async calendar(q: RatesCalendarQuery, now: Date): Promise<RatesCalendar> {
    const hotel = await this.hotels.requireHotel(q.hotel);
    const { today, lastDate } = ratesWindow(now);
    const from = q.from ?? today;
    if (from < today) throw badRequest(RATES_MESSAGES.fromPast);
    if (from > lastDate) throw badRequest(RATES_MESSAGES.beyondHorizon(lastDate));
    const last = addDays(from, q.days - 1);
    const to = last > lastDate ? lastDate : last;
    const dates = datesBetween(from, to);

    const roomTypes = await this.rooms.roomTypesOf(hotel.code);
    const plans = await this.inventory.listRatePlans(hotel.code);
    const rows = await this.nights.listNights(
      hotel.code,
      roomTypes.map((r) => r.code),
      from,
      to,
    );
    const byKey = new Map(rows.map((r) => [`${r.roomTypeCode}:${r.stayDate}`, r]));
    return {
      hotel: { code: hotel.code, name: hotel.name },
      today,
      lastDate,
      from,
      to,
      dates: dates.map((date) => ({ date, weekday: dayOfWeek(date) })),
      ratePlans: plans.map((p) => ({ code: p.code, name: p.name })),
      roomTypes: roomTypes.map((room) => ({
        code: room.code,
        name: room.name,
        defaultRooms: room.defaultRooms,
        basePrice: room.basePrice,
        nights: dates.map((date) => {
          const row = byKey.get(`${room.code}:${date}`);
          return row ? toCell(row, plans) : null;
        }),
      })),
    };
  }
}

function toCell(row: RoomNight, plans: RatePlanRow[]): RateCell {
  return {
    date: row.stayDate,
    totalRooms: row.totalRooms,
    soldRooms: row.soldRooms,
    available: Math.max(0, row.totalRooms - row.soldRooms),
    price: row.price,
    // Priced exactly as search and the hold price them.
    planPrices: plans.map((plan) => ({ rateCode: plan.code, price: ratePrice(row.price, plan) })),
    ...restrictionValuesOf(row),
  };
}
