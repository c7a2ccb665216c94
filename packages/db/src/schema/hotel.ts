import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { translations } from './column-types.ts';

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
  translations: translations(),
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
  translations: translations(),
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
    translations: translations(),
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
    translations: translations(),
    ...publishWindow(),
  },
  (t) => [index('banners_hotel_idx').on(t.hotelCode, t.sortOrder)],
);
