import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { hotels } from './hotel.ts';
import { translations } from './column-types.ts';

/**
 * News items. sid is the content-service category (18 = group news); built-in articles use sid 0.
 * hotel_code is whose item it is (the group's, pro018, or a hotel's): the back office lets only
 * that hotel's staff edit it. published_on is both the date guests see and the first day shown.
 * Ids from 1000 up are the back office's; the seed writes its own below that.
 */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    sid: smallint('sid').notNull(),
    hotelCode: varchar('hotel_code', { length: 16 })
      .notNull()
      .default('pro018')
      .references(() => hotels.code),
    title: text('title').notNull(),
    image: text('image').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    publishedOn: date('published_on').notNull(),
    /** Last day shown (inclusive); null: no end. */
    publishTo: date('publish_to'),
    /** Saved but not shown to guests (a draft, or unpublished by staff). */
    draft: boolean('draft').notNull().default(false),
    translations: translations(),
  },
  (t) => [index('news_sid_published_idx').on(t.sid, t.publishedOn)],
);

/** Rich-text pages of the content service: about (75-77) and footer pages (78-84). */
export const contentPages = pgTable('content_pages', {
  sid: integer('sid').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  banner: text('banner').notNull(),
  bannerMobile: text('banner_mobile').notNull(),
  content: text('content').notNull(),
  translations: translations(),
});

/**
 * Per-hotel CMS blocks keyed by kind (meeting, health, tea, home). The payload keeps the
 * content service's field names (MeetingBanner, HealthImg1, ...) and is validated by the
 * shared zod schema of its kind before it is served.
 */
export const hotelContent = pgTable(
  'hotel_content',
  {
    hotelCode: varchar('hotel_code', { length: 16 }).notNull().references(() => hotels.code),
    kind: varchar('kind', { length: 16 }).$type<'meeting' | 'health' | 'tea' | 'home'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    translations: translations(),
  },
  (t) => [primaryKey({ columns: [t.hotelCode, t.kind] })],
);
