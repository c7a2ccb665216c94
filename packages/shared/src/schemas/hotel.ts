import { z } from 'zod';
import { singleLine } from './text.ts';

/** A hotel or group code such as pro001 / pro018. */
export const hotelCode = z.string().trim().regex(/^pro\d{3}$/, 'hotelCode');

export const hotelCodeBody = z.object({ HotelCode: hotelCode });
export const hotelCodeLowerBody = z.object({ hotelCode: hotelCode });
export const hotelCodeQuery = z.object({ HotelCode: hotelCode });
export const hotelCodeLowerQuery = z.object({ hotelCode: hotelCode });
/**
 * A positive integer parameter written in plain digits (no 1e3, 0x10, -1), at most `max`
 * so it always fits its database column.
 */
export function digitsParam(max: number) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,10}$/))
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
}
export const INT4_MAX = 2_147_483_647;

/** Serial ids start at 1: no record has this one. */
export const NO_SUCH_ID = 0;

/**
 * The id of a record (a sale, a news item, a page, an order) in plain digits. A number its
 * column cannot hold (99999999999) or 0 names no record, so it becomes NO_SUCH_ID and the lookup
 * answers "not found" like any other unknown id, instead of a 400 or a database error. Anything
 * but plain digits (1e3, 0x10, -1, 1.5, x) is still a 400. `none` is the value no row has
 * (NO_SUCH_ID for serial ids; a column where 0 is taken passes another).
 */
export function recordId(max: number = INT4_MAX, none: number = NO_SUCH_ID) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d+$/))
    .transform((digits) => {
      const id = Number(digits);
      return digits.length <= 10 && id >= 1 && id <= max ? id : none;
    });
}
export const positiveId = recordId();
export const idQuery = z.object({ id: positiveId });

/** A wall-clock time "HH:MM" (00:00–23:59), as the hotels table keeps check-in and check-out. */
export const hotelClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time');

/**
 * Present, true, in a Chinese or English answer when some of the item's words are shown in
 * Japanese because they are not translated yet (decision 0073); never in a Japanese answer, so
 * the specification's answers are as it lists them.
 */
export const untranslated = z.literal(true).optional();

export const banner = z.object({
  id: z.number().int(),
  hotelCode: z.string(),
  title: z.string(),
  subTitle: z.string(),
  image: z.string(),
  imageMobile: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const hotel = z.object({
  hotelCode: z.string(),
  code: z.string(),
  hotelName: z.string(),
  name: z.string(),
  nameEn: z.string(),
  tel: z.string(),
  pcThumbnail: z.string(),
  thumbnail: z.string(),
  showImage: z.string(),
  logoImage: z.string(),
  feature: z.string(),
  businessType: z.string(),
  description: z.string(),
  address: z.string(),
  zipCode: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  brandName: z.string(),
  isPreOpenning: z.boolean(),
  openingDate: z.string().nullable(),
  banners: z.array(banner),
  // Added for the pages' schema.org Hotel (decision 0036); each only when the hotel has it, so
  // answers stay what the spec lists for a hotel without them.
  /** Where the hotel stands, WGS 84 degrees. */
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  /** Official star grade, 1–5. */
  starRating: z.number().int().min(1).max(5).optional(),
  /** Hotel wall-clock times, "HH:MM" (hotel time). */
  checkInTime: hotelClockTime.optional(),
  checkOutTime: hotelClockTime.optional(),
  untranslated,
});
export type Hotel = z.infer<typeof hotel>;

export const city = z.object({ cnName: z.string(), ctCode: z.string(), image: z.string() });
export type City = z.infer<typeof city>;
export const cityGroup = z.object({ groupName: z.string(), citys: z.array(city) });
export const groupCities = z.object({ groups: z.array(cityGroup) });
export type GroupCities = z.infer<typeof groupCities>;

export const cityHotel = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  name: z.string(),
  tel: z.string(),
  isPreOpenning: z.boolean(),
});
export const cityHotels = z.object({ cityName: z.string(), ctCode: z.string(), cityHotels: z.array(cityHotel) });
export type CityHotels = z.infer<typeof cityHotels>;

export const sale = z.object({
  id: z.number().int(),
  hotelCode: z.string(),
  hotelName: z.string(),
  title: z.string(),
  typeName: z.string(),
  content: z.string(),
  salesInfo: z.string(),
  salesList: z.array(z.string()),
  begin: z.string(),
  end: z.string(),
  thumbnail: z.string(),
  showImage: z.string(),
  isGroup: z.union([z.literal(0), z.literal(1)]),
  untranslated,
});
export type Sale = z.infer<typeof sale>;

export const rate = z.object({
  rateClassName: z.string(),
  rateCode: z.string(),
  rtCode: z.string(),
  payment: z.string(),
  breakfast: z.string(),
  price: z.number(),
  isFreeCancel: z.boolean(),
  freeCancelRange: z.string(),
});

export const roomType = z.object({
  rtCode: z.string(),
  rtName: z.string(),
  rtNameEn: z.string(),
  size: z.string(),
  bedType: z.string(),
  maxOccupancy: z.number().int(),
  features: z.array(z.string()),
  shortImage: z.string(),
  pcImages: z.array(z.string()),
  remark: z.string(),
  facilities: z.array(z.string()),
  /** Shown in the hotel home's recommended-rooms carousel (room_types.is_recommended). */
  isRecommended: z.boolean(),
  rateList: z.array(rate),
  untranslated,
});
export type RoomType = z.infer<typeof roomType>;

export const roomTypeDetailBody = z.object({ hotelCode: hotelCode, roomTypeCode: singleLine().trim().min(1).max(20) });
export const roomTypeDetail = roomType.omit({ rateList: true });

export const brand = z.object({
  id: z.number().int(),
  kind: z.enum(['hotel', 'property']),
  name: z.string(),
  nameEn: z.string(),
  tagline: z.string(),
  description: z.string(),
  logo: z.string(),
  image: z.string(),
});
export type Brand = z.infer<typeof brand>;

/** Helper (not shown in spec): per-hotel navigation data for the hotel menu and header. */
export const hotelNav = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  tel: z.string(),
  logoImage: z.string(),
  thirdMenu: z.string(),
  meetingsMenu: z.string(),
});
export type HotelNav = z.infer<typeof hotelNav>;
