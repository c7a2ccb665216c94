import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const cityGroups = pgTable('city_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cities = pgTable('cities', {
  code: varchar('code', { length: 16 }).primaryKey(),
  groupId: integer('group_id').notNull().references(() => cityGroups.id),
  name: text('name').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<'hotel' | 'property'>().notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  logo: text('logo').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Hotels of the group. The group itself (pro018) is a row with isGroup = true. */
export const hotels = pgTable(
  'hotels',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    isGroup: boolean('is_group').notNull().default(false),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    nameEn: text('name_en').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    cityCode: varchar('city_code', { length: 16 }).references(() => cities.code),
    tel: text('tel').notNull(),
    feature: text('feature').notNull(),
    businessType: text('business_type').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    thumbnail: text('thumbnail').notNull(),
    pcThumbnail: text('pc_thumbnail').notNull(),
    showImage: text('show_image').notNull(),
    logoImage: text('logo_image').notNull(),
    isPreOpening: boolean('is_pre_opening').notNull().default(false),
    openingDate: date('opening_date'),
    thirdMenu: text('third_menu').notNull().default(''),
    meetingsMenu: text('meetings_menu').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Where the hotel's notices go (new bookings, cancellations, meeting requests; decision 0043); null: none sent. */
    reservationEmail: text('reservation_email'),
    /** Where the hotel stands (WGS 84 degrees, as maps and search engines read them); both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The hotel's official star grade (1–5); null: not graded (the group row, a hotel not yet rated). */
    starRating: smallint('star_rating'),
    /** Hotel wall-clock times "HH:MM" (hotel time, decision 0036); null: not published. */
    checkInTime: varchar('check_in_time', { length: 5 }),
    checkOutTime: varchar('check_out_time', { length: 5 }),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityCode),
    check(
      'hotels_geo',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    check('hotels_star_rating', sql`${t.starRating} is null or ${t.starRating} between 1 and 5`),
    check(
      'hotels_check_times',
      sql`(${t.checkInTime} is null or ${t.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (${t.checkOutTime} is null or ${t.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
  ],
);

/**
 * When staff-edited content (offers, banners) is shown to guests: from publish_from to publish_to,
 * both hotel dates and inclusive, null meaning open-ended, and never while it is a draft.
 */
export function publishWindow() {
  return {
    publishFrom: date('publish_from'),
    publishTo: date('publish_to'),
    draft: boolean('draft').notNull().default(false),
  };
}

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    hotelCode: varchar('hotel_code', { length: 16 }).notNull().references(() => hotels.code),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    image: text('image').notNull(),
    imageMobile: text('image_mobile').notNull(),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...publishWindow(),
  },
  (t) => [index('banners_hotel_idx').on(t.hotelCode, t.sortOrder)],
);

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
  },
  (t) => [primaryKey({ columns: [t.hotelCode, t.code] })],
);

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
  },
  (t) => [
    primaryKey({ columns: [t.hotelCode, t.code] }),
    // Codes unlock case-insensitively, so they are unique per hotel case-insensitively too.
    uniqueIndex('rate_plans_discount_code_idx').on(t.hotelCode, sql`upper(${t.discountCode})`),
    check('rate_plans_price', sql`${t.priceFactor} > 0 and (${t.fixedPrice} is null or ${t.fixedPrice} > 0) and ${t.breakfastSupplement} >= 0`),
    check('rate_plans_free_cancel_hours', sql`${t.freeCancelHours} >= 0`),
  ],
);

/**
 * One row per hotel, room type and night: the price, the rooms left to sell and the night's
 * restrictions (docs/decisions/0018: stop-sell, closed to arrival or departure, and the
 * minimum / maximum length of a stay arriving that night; null = none).
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
  },
  (t) => [
    primaryKey({ columns: [t.hotelCode, t.roomTypeCode, t.stayDate] }),
    check('room_nights_not_oversold', sql`${t.soldRooms} >= 0 and ${t.soldRooms} <= ${t.totalRooms}`),
    check('room_nights_stay_limits', sql`(${t.minStay} is null or ${t.minStay} >= 1) and (${t.maxStay} is null or ${t.maxStay} >= coalesce(${t.minStay}, 1))`),
  ],
);
