import type { RoomAndRateQuery, RoomWithRates } from '@hotel/shared/schemas/booking';
import type { AvailabilityInput, AvailabilityResult, DeskRoomType } from '@hotel/shared/schemas/admin/desk-booking';
import { stayNights } from '@hotel/shared/stay-rules';

/** The guest search (search's SearchRatesService, through its read cache): the one answer to "what can this stay book, at what price". */
export interface StaySearch {
  search(q: RoomAndRateQuery, now: Date): Promise<RoomWithRates[]>;
}

/**
 * What the desk can sell for a stay: the guest search's own answer for the dates, rooms and party
 * (its restrictions, capacity, prices and promotions, decision 0044), turned into the desk's
 * table. No second pricing path: a rate here is the rate the site shows. Rates behind a discount
 * code are not offered (the search offers them only with the code).
 */
export class DeskAvailabilityService {
  constructor(private readonly rooms: StaySearch) {}

  async availability(input: AvailabilityInput, now: Date): Promise<AvailabilityResult> {
    const found = await this.rooms.search(
      {
        HotelCode: input.hotel,
        RoomTypeCode: undefined,
        CheckIn: input.checkIn,
        CheckOut: input.checkOut,
        roomNum: input.roomQty,
        adultNum: input.adultNum,
        childrenNum: input.childrenNum,
        discountType: undefined,
        discountCode: undefined,
      },
      now,
    );
    return {
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      nights: stayNights(input.checkIn, input.checkOut),
      roomQty: input.roomQty,
      adultNum: input.adultNum,
      childrenNum: input.childrenNum,
      roomTypes: found.map(toDeskRoomType),
    };
  }
}

function toDeskRoomType(room: RoomWithRates): DeskRoomType {
  return {
    code: room.rtCode,
    name: room.rtName,
    maxOccupancy: room.maxOccupancy,
    notice: room.partyNotice ?? room.restrictionNotice ?? null,
    rates: room.rateList.map((rate) => ({
      code: rate.rateCode,
      name: rate.rateName,
      payment: rate.paymentType,
      breakfast: rate.breakfast,
      isFreeCancel: rate.isFreeCancel,
      cancelText: rate.freeCancelRange,
      memberOnly: rate.memberOnly,
      roomsLeft: rate.availableRooms,
      nightlyPrices: rate.nightlyPrices,
      averagePrice: rate.price,
      totalAmount: rate.totalPrice,
      promotion: rate.promotion ? { name: rate.promotion.name, label: rate.promotion.label, amount: rate.promotion.amount } : null,
      actualAmount: rate.discountedPrice,
    })),
  };
}
