import { boolean, date, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { hotels, publishWindow } from './hotel.ts';
import { translations } from './column-types.ts';

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    hotelCode: varchar('hotel_code', { length: 16 }).notNull().references(() => hotels.code),
    title: text('title').notNull(),
    typeName: text('type_name').notNull(),
    salesInfo: text('sales_info').notNull(),
    salesList: jsonb('sales_list').$type<string[]>().notNull(),
    content: text('content').notNull(),
    beginDate: date('begin_date').notNull(),
    endDate: date('end_date').notNull(),
    thumbnail: text('thumbnail').notNull(),
    showImage: text('show_image').notNull(),
    isGroup: boolean('is_group').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    ...publishWindow(),
  },
  (t) => [index('sales_hotel_idx').on(t.hotelCode, t.beginDate), index('sales_group_idx').on(t.isGroup, t.beginDate)],
);
