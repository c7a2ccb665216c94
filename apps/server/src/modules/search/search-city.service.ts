import { GROUP_CODE } from '@hotel/shared/constants';
import { sortCityHotels } from '@hotel/shared/city-search';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { BookableRate, RoomAndRateQuery, RoomWithRates } from '@hotel/shared/schemas/booking';
import type { CityHotelResult, CityLowestRate, CityRoomAndRate, CityRoomAndRateQuery } from '@hotel/shared/schemas/city-search';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import { partyProblem } from '@hotel/shared/stay-rules';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import { beforeOpening, checkStayDates, type SearchRatesService } from './search-rates.service.ts';

/**
 * POST /hotel/getCityRoomAndRate (decision 0038): every hotel of a city with its lowest rate for
 * the stay. Each hotel's rates are the room search's own answer (getRoomAndRate, through its read
 * cache), so the price shown here is the price the hotel's rooms page shows: there is no second
 * pricing path. The hotels' searches run together; each is one grouped room_nights query (0032).
 */
export class SearchCityService {
  constructor(
    private readonly hotels: HotelService,
    private readonly rooms: Pick<SearchRatesService, 'search'>,
  ) {}

  async search(q: CityRoomAndRateQuery, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<CityRoomAndRate> {
    // The room search's rules first, so a city without hotels refuses bad input the same way.
    checkStayDates(q.CheckIn, q.CheckOut, now);
    const party = partyProblem(q.roomNum, q.adultNum, q.childrenNum);
    if (party) throw badRequest(party);

    const { groups } = await this.hotels.getGroupCities(lang);
    const city = groups.flatMap((g) => g.citys).find((c) => c.ctCode.toUpperCase() === q.CityCode.toUpperCase());
    if (!city) throw notFound(SERVER_MESSAGES.cityNotFound);
    const members = (await this.hotels.getHotelInfo(GROUP_CODE, lang)).filter((h) => h.cityCode === city.ctCode);
    const answers = await Promise.all(members.map((hotel) => this.hotelResult(hotel, q, now, lang)));
    const results = answers.map((a) => a.result);
    // The code's reason only when it applies at none of the hotels searched (each says null where it does).
    const notices = answers.flatMap((a) => (a.notice === undefined ? [] : [a.notice]));
    const discountNotice = notices.length > 0 && !notices.includes(null) ? notices[0] : null;
    return { cityCode: city.ctCode, cityName: city.cnName, sort: q.sort, hotels: sortCityHotels(results, q.sort), discountNotice };
  }

  /** The hotel's line, and the search's discount notice (undefined: a hotel not yet open was not searched). */
  private async hotelResult(hotel: Hotel, q: CityRoomAndRateQuery, now: Date, lang: SiteLanguage): Promise<{ result: CityHotelResult; notice?: string | null }> {
    const base = {
      hotelCode: hotel.hotelCode,
      hotelName: hotel.hotelName,
      nameEn: hotel.nameEn,
      brandName: hotel.brandName,
      address: hotel.address,
      tel: hotel.tel,
      image: hotel.thumbnail,
      openingDate: hotel.openingDate,
    };
    if (beforeOpening(hotel.isPreOpenning, hotel.openingDate, q.CheckIn)) return { result: { ...base, status: 'preOpening', lowestRate: null } };
    // The same query, key for key, as the rooms page's search: both share one cache entry.
    const query: RoomAndRateQuery = {
      HotelCode: hotel.hotelCode,
      RoomTypeCode: undefined,
      CheckIn: q.CheckIn,
      CheckOut: q.CheckOut,
      roomNum: q.roomNum,
      adultNum: q.adultNum,
      childrenNum: q.childrenNum,
      discountType: q.discountType,
      discountCode: q.discountCode,
    };
    const rooms = await this.rooms.search(query, now, lang);
    const lowestRate = lowestOf(rooms);
    return { result: { ...base, status: lowestRate ? 'available' : 'soldOut', lowestRate }, notice: rooms[0]?.discountNotice ?? null };
  }
}

/**
 * The cheapest rate of the stay over every room type, by what the guest pays for all rooms and
 * nights (quoteStay's actualAmount: after the promotion the rooms page shows, decision 0044; the
 * first in the rooms page's order on a tie), or null when no room type has one: 満室.
 */
export function lowestOf(rooms: readonly RoomWithRates[]): CityLowestRate | null {
  let best: { room: RoomWithRates; rate: BookableRate } | null = null;
  for (const room of rooms) {
    for (const rate of room.rateList) if (!best || rate.discountedPrice < best.rate.discountedPrice) best = { room, rate };
  }
  if (!best) return null;
  const { room, rate } = best;
  return {
    roomTypeCode: room.rtCode,
    roomTypeName: room.rtName,
    rateCode: rate.rateCode,
    rateName: rate.rateClassName,
    breakfast: rate.breakfast,
    breakfastCount: rate.breakfastCount,
    payment: rate.payment,
    paymentType: rate.paymentType,
    isFreeCancel: rate.isFreeCancel,
    freeCancelRange: rate.freeCancelRange,
    memberOnly: rate.memberOnly,
    price: rate.price,
    totalPrice: rate.totalPrice,
    promotion: rate.promotion,
    discountedPrice: rate.discountedPrice,
    nightlyPrices: rate.nightlyPrices,
    nights: rate.nights,
    roomNum: rate.roomNum,
    availableRooms: rate.availableRooms,
  };
}
