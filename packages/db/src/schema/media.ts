import { integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';
import { hotels } from './hotel.ts';
import { staff } from './staff.ts';


/**
 * Images staff uploaded for content (docs/decisions/0022). Kept in the database so every server
 * process can serve them; the original file is not kept, only its WebP renditions (media_files).
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  hotelCode: varchar('hotel_code', { length: 16 })
    .notNull()
    .references(() => hotels.code),
  /** The file name the browser sent, for the editor's list only (never used as a path). */
  originalName: text('original_name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => staff.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

/** One WebP rendition of a media item per srcset width (never wider than the original). */
export const mediaFiles = pgTable(
  'media_files',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    /** The width in the URL (/media/<id>/<width>.webp); the image itself is at most this wide. */
    width: integer('width').notNull(),
    /** Quoted strong ETag: SHA-256 of the bytes. */
    etag: varchar('etag', { length: 80 }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);
