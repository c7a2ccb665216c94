import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages.ts';
import { CITY_SORTS } from '../city-search.ts';
import { nightPrice, promotionOffer, roomAndRateBody } from './booking.ts';

/** A city code as the catalogue stores it (HGH, SZV): letters and digits, at most 16. */
export const cityCode = z
  .string({ error: SERVER_MESSAGES.cityInvalid })
  .trim()
  .regex(/^[A-Za-z0-9]{1,16}$/, SERVER_MESSAGES.cityInvalid);

/**
 * POST /crsapi/v1/hotel/getCityRoomAndRate (decision 0038): the room search's stay, party and
 * discount with their own rules and messages (roomAndRateBody), for a city instead of a hotel.
 */
export const cityRoomAndRateBody = roomAndRateBody.omit({ HotelCode: true, RoomTypeCode: true }).extend({
  CityCode: cityCode,
  /** price (default): cheapest first; hotel: the group's hotel order. Sold out and not yet open go last either way. */
  sort: z.enum(CITY_SORTS, { error: SERVER_MESSAGES.citySortInvalid }).optional().default('price'),
});
export type CityRoomAndRateQuery = z.infer<typeof cityRoomAndRateBody>;

/** The hotel's cheapest rate for the whole stay, by what the guest pays: the same fields and wording as the rooms page's rate row. */
export const cityLowestRate = z.object({
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  breakfast: z.string(),
  breakfastCount: z.number().int(),
  payment: z.string(),
  paymentType: z.enum(['hotel', 'prepaid']),
  isFreeCancel: z.boolean(),
  freeCancelRange: z.string(),
  memberOnly: z.boolean(),
  /** Average per room and night (the rooms page's 「/泊」). */
  price: z.number().int(),
  /** All rooms, all nights, before a promotion. */
  totalPrice: z.number().int(),
  /** The rate's promotion, as on the rooms page, or null (decision 0042). */
  promotion: promotionOffer.nullable(),
  /** What the guest pays: totalPrice less the promotion; the lowest rate is the lowest of these (decision 0044). */
  discountedPrice: z.number().int(),
  nightlyPrices: z.array(nightPrice),
  nights: z.number().int(),
  roomNum: z.number().int(),
  availableRooms: z.number().int(),
});
export type CityLowestRate = z.infer<typeof cityLowestRate>;

export const cityHotelResult = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  nameEn: z.string(),
  brandName: z.string(),
  address: z.string(),
  tel: z.string(),
  /** The hotel's list image (the /hotels page's thumbnail). */
  image: z.string(),
  /** available: a rate for every night and the party; soldOut (満室): none; preOpening: not open on check-in. */
  status: z.enum(['available', 'soldOut', 'preOpening']),
  openingDate: z.string().nullable(),
  /** null unless available. */
  lowestRate: cityLowestRate.nullable(),
});
export type CityHotelResult = z.infer<typeof cityHotelResult>;

export const cityRoomAndRate = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  sort: z.enum(CITY_SORTS),
  hotels: z.array(cityHotelResult),
  /** Why the discount code searched with applies at none of the hotels, in Japanese; absent or null: no code, or it applies (decision 0044). */
  discountNotice: z.string().nullish(),
});
export type CityRoomAndRate = z.infer<typeof cityRoomAndRate>;
