import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { TaxOrder, TaxRounding } from '@hotel/shared/taxes';
import { hotels } from './hotel.ts';
import { translations } from './column-types.ts';

/** One night of a stay as priced when the rooms were held: whole CNY per room. */
export interface NightPrice {
  date: string;
  price: number;
}

/**
 * Rate plans apply to every room type of a hotel. The nightly price of a rate is the
 * room-night price times priceFactor / 100 plus the breakfast supplement, or, when fixedPrice is
 * set, that amount plus the supplement (docs/decisions/0021). An inactive plan is not offered.
 * Cancellation: free until freeCancelHours before 18:00 hotel time on the arrival day when
 * isFreeCancel, else non-refundable; cancelNote is added to the wording guests see.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    hotelCode: varchar('hotel_code', { length: 16 }).notNull().references(() => hotels.code),
    code: varchar('code', { length: 20 }).notNull(),
    name: text('name').notNull(),
    /** 'hotel' = pay at the hotel, 'prepaid' = pay online now. */
    payment: varchar('payment', { length: 16 }).$type<'hotel' | 'prepaid'>().notNull(),
    breakfastCount: smallint('breakfast_count').notNull().default(0),
    priceFactor: integer('price_factor').notNull().default(100),
    breakfastSupplement: integer('breakfast_supplement').notNull().default(0),
    isFreeCancel: boolean('is_free_cancel').notNull(),
    memberOnly: boolean('member_only').notNull().default(false),
    discountType: text('discount_type'),
    discountCode: text('discount_code'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Whole CNY per room and night instead of the rule off the room-night price; null = the rule. */
    fixedPrice: integer('fixed_price'),
    isActive: boolean('is_active').notNull().default(true),
    /** Hours before 18:00 (hotel time) on the arrival day until which a free-cancel plan cancels free. */
    freeCancelHours: smallint('free_cancel_hours').notNull().default(0),
    /** Staff's words added to the cancellation wording guests see. */
    cancelNote: text('cancel_note').notNull().default(''),
    /**
     * Until how many hours before 18:00 (hotel time) on the arrival day a booking of this plan may
     * be changed (dates, room, plan, party; decision 0059); null: never.
     */
    changesUntilHours: smallint('changes_until_hours'),
    translations: translations(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelCode, t.code] }),
    // Codes unlock case-insensitively, so they are unique per hotel case-insensitively too.
    uniqueIndex('rate_plans_discount_code_idx').on(t.hotelCode, sql`upper(${t.discountCode})`),
    check('rate_plans_price', sql`${t.priceFactor} > 0 and (${t.fixedPrice} is null or ${t.fixedPrice} > 0) and ${t.breakfastSupplement} >= 0`),
    check('rate_plans_free_cancel_hours', sql`${t.freeCancelHours} >= 0`),
    check('rate_plans_changes_until_hours', sql`${t.changesUntilHours} >= 0`),
  ],
);

/**
 * One row per hotel, room type and night: the price, the rooms left to sell and the night's
 * restrictions (docs/decisions/0018: stop-sell, closed to arrival or departure, and the
 * minimum / maximum length of a stay arriving that night; 0056: the minimum length of any stay
 * that includes the night; null = none). Each restriction is described in
 * packages/shared/src/restrictions.ts.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    hotelCode: varchar('hotel_code', { length: 16 }).notNull(),
    roomTypeCode: varchar('room_type_code', { length: 20 }).notNull(),
    stayDate: date('stay_date').notNull(),
    price: integer('price').notNull(),
    totalRooms: integer('total_rooms').notNull(),
    soldRooms: integer('sold_rooms').notNull().default(0),
    stopSell: boolean('stop_sell').notNull().default(false),
    minStay: smallint('min_stay'),
    maxStay: smallint('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    minStayThrough: smallint('min_stay_through'),
  },
  (t) => [
    primaryKey({ columns: [t.hotelCode, t.roomTypeCode, t.stayDate] }),
    check('room_nights_not_oversold', sql`${t.soldRooms} >= 0 and ${t.soldRooms} <= ${t.totalRooms}`),
    check('room_nights_stay_limits', sql`(${t.minStay} is null or ${t.minStay} >= 1) and (${t.maxStay} is null or ${t.maxStay} >= coalesce(${t.minStay}, 1))`),
    check('room_nights_min_stay_through', sql`${t.minStayThrough} is null or ${t.minStayThrough} >= 1`),
  ],
);

/**
 * A hotel's service charge and VAT (issue 28, decision 0068): rates in hundredths of a percent,
 * the order they apply in, the rounding, and whether the stored rates already include them. No
 * row: DEFAULT_TAX_RULES (both included), so prices stay as stored until a hotel says otherwise.
 * Holds and orders keep a copy of the rules they were priced under.
 */
export const hotelTaxRules = pgTable(
  'hotel_tax_rules',
  {
    hotelCode: varchar('hotel_code', { length: 16 })
      .primaryKey()
      .references(() => hotels.code),
    serviceBp: integer('service_bp').notNull(),
    vatBp: integer('vat_bp').notNull(),
    order: varchar('tax_order', { length: 20 }).$type<TaxOrder>().notNull(),
    rounding: varchar('rounding', { length: 8 }).$type<TaxRounding>().notNull(),
    ratesInclude: boolean('rates_include').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotel_tax_rules_rates', sql`${t.serviceBp} between 0 and 3000 and ${t.vatBp} between 0 and 3000`),
    check('hotel_tax_rules_known', sql`${t.order} in ('service_then_vat', 'both_on_room') and ${t.rounding} in ('night', 'stay')`),
  ],
);
