import { boolean, date, integer, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { hotels } from './hotel.ts';
import { members } from './user.ts';

/**
 * The stay a hold and an order describe: who, which hotel, room and rate (names copied as they
 * were then), dates and rooms. Fresh column builders per call, one set per table; spread them
 * where the columns belong so the generated SQL keeps its column order.
 */
export function stayColumns() {
  return {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    hotelCode: varchar('hotel_code', { length: 16 })
      .notNull()
      .references(() => hotels.code),
    roomTypeCode: varchar('room_type_code', { length: 20 }).notNull(),
    roomTypeName: text('room_type_name').notNull(),
    rateCode: varchar('rate_code', { length: 20 }).notNull(),
    rateName: text('rate_name').notNull(),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    nights: smallint('nights').notNull(),
    roomQty: smallint('room_qty').notNull(),
    /** The party over all rooms, as searched; checked against the room type's max_occupancy. */
    adultNum: smallint('adult_num').notNull().default(1),
    childrenNum: smallint('children_num').notNull().default(0),
  };
}

/**
 * The rate's terms as booked: breakfast wording, how it is paid, whether it cancels free of charge
 * and until when (hours before 18:00 hotel time on the arrival day), and the staff's note to the
 * cancellation wording. Copied from the plan, so a later plan edit never changes them.
 */
export function rateTermColumns() {
  return {
    breakfast: text('breakfast').notNull(),
    payment: varchar('payment', { length: 16 }).$type<'hotel' | 'prepaid'>().notNull(),
    isFreeCancel: boolean('is_free_cancel').notNull(),
    freeCancelHours: smallint('free_cancel_hours').notNull().default(0),
    cancelNote: text('cancel_note').notNull().default(''),
    /** Changes allowed until these hours before 18:00 on the arrival day; null: never (decision 0059). */
    changesUntilHours: smallint('changes_until_hours'),
  };
}

/** Rooms of one room type per night: what a booking change takes and gives back (decision 0059; inventory and orders both read it). */
/** Nights of a stay and how many rooms of each (an overbooked channel reservation's nights it could not take). */
export type NightQty = { date: string; qty: number };

export interface RoomNightsOf {
  roomTypeCode: string;
  nights: Array<{ date: string; qty: number }>;
}
