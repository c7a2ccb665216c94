import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { hotels } from './hotel.ts';
import { translations } from './column-types.ts';

export const roomTypes = pgTable(
  'room_types',
  {
    hotelCode: varchar('hotel_code', { length: 16 }).notNull().references(() => hotels.code),
    code: varchar('code', { length: 20 }).notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sizeSqm: integer('size_sqm').notNull(),
    bedType: text('bed_type').notNull(),
    maxOccupancy: smallint('max_occupancy').notNull().default(3),
    features: jsonb('features').$type<string[]>().notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    shortImage: text('short_image').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    remark: text('remark').notNull(),
    /** Room count on sale each night unless a night row says otherwise. */
    defaultRooms: integer('default_rooms').notNull(),
    /** Weekday base price in CNY; nights store the real price. */
    basePrice: integer('base_price').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
  },
  (t) => [primaryKey({ columns: [t.hotelCode, t.code] })],
);
