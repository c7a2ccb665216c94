import { PAYMENT_LABELS } from '@hotel/shared/constants';
import { localize } from '@hotel/shared/content-translation';
import { DISCOUNT_MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { BookableRate, RoomAndRateQuery, RoomWithRates } from '@hotel/shared/schemas/booking';
import { partyProblem, roomPartyProblem, stayDateProblem, stayDates } from '@hotel/shared/stay-rules';
import { stayRestrictionProblem } from '@hotel/shared/stay-restrictions';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { badRequest, notFound } from '../../lib/api-error.ts';
import type { DiscountService } from '../discounts/index.ts';
import { PROMOTION_DISCOUNT_TYPE } from '@hotel/shared/discounts';
import type { HotelService } from '../hotel/index.ts';
import { toRoomType, type RoomService } from '../rooms/index.ts';
import type { TaxRules } from '@hotel/shared/taxes';
import { breakfastLabel, freeCancelRange, quoteStay, rateUnlocked, type InventoryService, type RatePlanRow, type StayAvailabilityRow, type StayPromotion } from '../inventory/index.ts';

export function checkStayDates(checkIn: string, checkOut: string, now: Date): string[] {
  const problem = stayDateProblem(checkIn, checkOut, hotelToday(now));
  if (problem) throw badRequest(problem);
  return stayDates(checkIn, checkOut);
}

/** A pre-opening hotel takes bookings from its opening date: before it, its room types show without rates. */
export function beforeOpening(isPreOpening: boolean, openingDate: string | null, checkIn: string): boolean {
  return isPreOpening && (!openingDate || checkIn < openingDate);
}

/** POST /hotel/getRoomAndRate: room types with the rates bookable for every night of the stay. */
export class SearchRatesService {
  constructor(
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly inventory: InventoryService,
    private readonly discounts: DiscountService,
  ) {}

  /** In `lang`: the room types' and plans' words where translated (decision 0073); prices are the same in every language. */
  async search(q: RoomAndRateQuery, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<RoomWithRates[]> {
    const hotel = await this.hotels.requireHotel(q.HotelCode);
    const dates = checkStayDates(q.CheckIn, q.CheckOut, now);
    const party = partyProblem(q.roomNum, q.adultNum, q.childrenNum);
    if (party) throw badRequest(party);

    let roomTypes = await this.rooms.roomTypesOf(hotel.code);
    if (q.RoomTypeCode) {
      roomTypes = roomTypes.filter((r) => r.code === q.RoomTypeCode);
      if (roomTypes.length === 0) throw notFound(SERVER_MESSAGES.roomTypeNotFound);
    }
    if (beforeOpening(hotel.isPreOpening, hotel.openingDate, q.CheckIn)) return roomTypes.map((r) => ({ ...toRoomType(r, lang), rateList: [] }));

    // Every night's price, rooms and restrictions of the stay come in one query (decision 0032).
    const [allPlans, stays, promotions, taxRules] = await Promise.all([
      this.inventory.listRatePlans(hotel.code),
      this.inventory.stayAvailability(
        hotel.code,
        roomTypes.map((r) => r.code),
        q.CheckIn,
        q.CheckOut,
      ),
      this.discounts.livePromotions(hotel.code, now),
      this.inventory.taxRulesOf(hotel.code),
    ]);
    // Promotions open to anyone, or behind the code searched with (decision 0042); member-level
    // ones are the hold's to offer, since this answer is cached for every guest.
    const code = q.discountType === PROMOTION_DISCOUNT_TYPE ? q.discountCode : undefined;
    const offerFor = (rateCode: string) => (totalAmount: number) =>
      this.discounts.bestOffer(promotions, { hotelCode: hotel.code, rateCode, checkIn: q.CheckIn, checkOut: q.CheckOut, nights: dates.length, totalAmount }, { memberLevel: null, code }, now);
    // An inactive plan is not offered at all (docs/decisions/0021).
    const plans = allPlans.filter((p) => p.isActive && rateUnlocked(p, q.discountType, q.discountCode)).map((p) => localize('ratePlan', p, p.translations, lang).value);
    const stayOf = new Map(stays.map((s) => [s.roomTypeCode, s]));
    const rooms = roomTypes.map((room): RoomWithRates => {
      // A party the room type cannot sleep gets no rates, and the reason instead.
      const partyNotice = roomPartyProblem(q.roomNum, q.adultNum, q.childrenNum, room.maxOccupancy);
      if (partyNotice) return { ...toRoomType(room, lang), rateList: [], partyNotice, restrictionNotice: null };
      const stay = stayOf.get(room.code);
      // So does a stay the room type's restrictions forbid (decision 0018).
      const restrictionNotice = stayRestrictionProblem(q.CheckIn, q.CheckOut, stay?.restrictions ?? []);
      if (restrictionNotice) return { ...toRoomType(room, lang), rateList: [], partyNotice: null, restrictionNotice };
      const rateList = ratesFor(room.code, stay, dates.length, plans, q.roomNum, taxRules, offerFor, lang);
      return { ...toRoomType(room, lang), rateList, partyNotice: null, restrictionNotice: null };
    });
    const discountNotice = await this.discountNotice(q, hotel.code, plans, rooms, dates.length, now);
    return discountNotice ? rooms.map((room) => ({ ...room, discountNotice })) : rooms;
  }

  /**
   * Why the code searched with applies to none of the rates (decision 0044), or null: a code that
   * unlocks a rate plan applies; a promotion's code is judged on every rate found.
   */
  private async discountNotice(q: RoomAndRateQuery, hotelCode: string, plans: RatePlanRow[], rooms: RoomWithRates[], nights: number, now: Date): Promise<string | null> {
    if (!q.discountCode) return null;
    if (plans.some((p) => p.discountCode)) return null;
    if (q.discountType !== PROMOTION_DISCOUNT_TYPE) return DISCOUNT_MESSAGES.discountCodeUnknown;
    const stays = rooms.flatMap((room) =>
      room.rateList.map((rate) => ({ hotelCode, rateCode: rate.rateCode, checkIn: q.CheckIn, checkOut: q.CheckOut, nights, totalAmount: rate.totalPrice })),
    );
    return this.discounts.codeProblem(q.discountCode, stays, now);
  }
}

/** Every night must have a row with enough rooms left; then each plan prices the nights. */
function ratesFor(
  roomTypeCode: string,
  stay: StayAvailabilityRow | undefined,
  nightCount: number,
  plans: RatePlanRow[],
  roomNum: number,
  taxRules: TaxRules,
  offerFor: (rateCode: string) => (totalAmount: number) => StayPromotion | null,
  lang: SiteLanguage,
): BookableRate[] {
  if (!stay?.nights || stay.availableRooms == null || stay.nightCount !== nightCount || nightCount === 0) return [];
  const availableRooms = stay.availableRooms;
  if (availableRooms < roomNum) return [];
  const nightPrices = stay.nights;
  return plans.map((plan) => {
    const price = quoteStay(nightPrices, plan, roomNum, taxRules, offerFor(plan.code));
    return {
      rateClassName: plan.name,
      rateName: plan.name,
      rateCode: plan.code,
      rtCode: roomTypeCode,
      payment: PAYMENT_LABELS[plan.payment],
      paymentType: plan.payment,
      breakfast: breakfastLabel(plan.breakfastCount, lang),
      breakfastCount: plan.breakfastCount,
      price: price.averagePrice,
      isFreeCancel: plan.isFreeCancel,
      freeCancelRange: freeCancelRange(plan, lang),
      memberOnly: plan.memberOnly,
      discountType: plan.discountType,
      nights: nightCount,
      roomNum,
      totalPrice: price.totalAmount,
      nightlyPrices: price.nightlyPrices,
      availableRooms,
      promotion: price.promotion,
      discountedPrice: price.actualAmount,
      charges: price.charges,
    };
  });
}
