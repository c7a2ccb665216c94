import type { Database } from '@hotel/db/client';
import { HOLD_MINUTES, MAX_OPEN_BOOKINGS_PER_MEMBER, PAYMENT_LABELS } from '@hotel/shared/constants';
import { localize, type Translations } from '@hotel/shared/content-translation';
import { PROMOTION_DISCOUNT_TYPE } from '@hotel/shared/discounts';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { CheckInventoryInput, InventoryHold } from '@hotel/shared/schemas/booking';
import type { MemberCoupon } from '@hotel/shared/schemas/discounts';
import { roomPartyProblem } from '@hotel/shared/stay-rules';
import { stayRestrictionProblem } from '@hotel/shared/stay-restrictions';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { storedBreakfastIn } from '@hotel/shared/stay-terms-words';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import { newReference } from '../../lib/references.ts';
import { NO_EVENTS, type EventPublisher } from '../../lib/domain-events.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { DiscountService, PromotionOffer } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import { takeOff } from '@hotel/shared/taxes';
import { listChargesOf } from './hold-charges.ts';
import { breakfastLabel, freeCancelRange, quoteStay, rateUnlocked, type InventoryService } from '../inventory/index.ts';
import { StayNames, type RoomService } from '../rooms/index.ts';
import { checkStayDates } from '../search/index.ts';
import type { HoldRepository, HoldRow } from './hold.repository.ts';
import type { ReleaseExpiredService } from './release-expired.service.ts';

/**
 * The member's prepaid orders still awaiting payment, counted in the caller's transaction: orders'
 * table, and orders depends on holds, so holds' factory is handed orders' UnpaidOrders port.
 */
export type CountUnpaidOrders = (tx: Database, memberId: number, now: Date) => Promise<number>;

/**
 * POST /order/checkInventory: prices the stay from the database and takes the rooms for
 * HOLD_MINUTES under a new orderNo, all in one transaction.
 */
export class HoldRoomsService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly inventory: InventoryService,
    private readonly holds: HoldRepository,
    private readonly expiry: ReleaseExpiredService,
    private readonly unpaidOrders: CountUnpaidOrders,
    private readonly discounts: DiscountService,
    private readonly events: EventPublisher = NO_EVENTS,
  ) {}

  /** The room type's and plan's names in the guest's language (decision 0073). */
  private readonly names = new StayNames({ roomTypesOf: (code) => this.rooms.roomTypesOf(code), listRatePlans: (code) => this.inventory.listRatePlans(code) });

  async holdRooms(memberId: number, input: CheckInventoryInput, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<InventoryHold> {
    const hotel = await this.hotels.requireHotel(input.hotelCode);
    const dates = checkStayDates(input.checkIn, input.checkOut, now);
    const room = await this.rooms.findRoomType(hotel.code, input.roomTypeCode);
    if (!room) throw notFound(SERVER_MESSAGES.roomTypeNotFound);
    // Before anything is taken: the party must fit these rooms (one adult per room when not said).
    const party = { adultNum: input.adultNum ?? input.roomQty, childrenNum: input.childrenNum ?? 0 };
    const partyProblem = roomPartyProblem(input.roomQty, party.adultNum, party.childrenNum, room.maxOccupancy);
    if (partyProblem) throw badRequest(partyProblem);
    // The hotel's restrictions (decision 0018), also before anything is taken.
    const restrictions = await this.inventory.listRestrictions(hotel.code, [room.code], input.checkIn, input.checkOut);
    const restricted = stayRestrictionProblem(input.checkIn, input.checkOut, restrictions);
    if (restricted) throw badRequest(restricted);
    const plan = await this.inventory.findRatePlan(hotel.code, input.rateCode);
    if (!plan || !plan.isActive) throw notFound(SERVER_MESSAGES.rateNotFound);
    if (!rateUnlocked(plan, input.discountType, input.discountCode)) throw badRequest(SERVER_MESSAGES.rateNeedsDiscountCode);
    // The promotions this member may have (decision 0042), read before the transaction prices the stay.
    const code = input.discountType === PROMOTION_DISCOUNT_TYPE ? input.discountCode : undefined;
    const offerFor = await this.discounts.holdOffers(memberId, hotel.code, code, now);
    // Rooms of lapsed holds and orders first go back on sale.
    await this.expiry.releaseExpired(now);

    const hold = await this.inTransaction(async (tx) => {
      // Decided in the database, one hold transaction per member at a time: parallel requests
      // cannot each see room under the cap and together pass it.
      await this.holds.lockMember(tx, memberId);
      const open = (await this.holds.countLive(tx, memberId, now)) + (await this.unpaidOrders(tx, memberId, now));
      if (open >= MAX_OPEN_BOOKINGS_PER_MEMBER) throw new ApiError(429, SERVER_MESSAGES.openBookingsLimit);
      const nights = await this.inventory.takeRooms(tx, { hotelCode: hotel.code, roomTypeCode: room.code, dates, qty: input.roomQty });
      if (!nights) throw new ApiError(409, SERVER_MESSAGES.soldOut);
      // The hotel's service and VAT rules as they are now: the hold and then the order keep them (decision 0068).
      const taxRules = await this.inventory.taxRulesOf(hotel.code, tx);
      // The best promotion for this member and the code typed, priced as the search prices it; the order decides again.
      const price = quoteStay(nights, plan, input.roomQty, taxRules, (totalAmount) =>
        offerFor({ hotelCode: hotel.code, rateCode: plan.code, checkIn: input.checkIn, checkOut: input.checkOut, nights: dates.length, totalAmount }),
      );
      return this.holds.insert(tx, {
        orderNo: newReference('FO', now),
        memberId,
        hotelCode: hotel.code,
        roomTypeCode: room.code,
        roomTypeName: room.name,
        rateCode: plan.code,
        rateName: plan.name,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        nights: dates.length,
        roomQty: input.roomQty,
        ...party,
        breakfast: breakfastLabel(plan.breakfastCount),
        payment: plan.payment,
        isFreeCancel: plan.isFreeCancel,
        freeCancelHours: plan.freeCancelHours,
        cancelNote: plan.cancelNote,
        changesUntilHours: plan.changesUntilHours,
        nightlyPrices: price.nightlyPrices,
        totalAmount: price.totalAmount,
        promotionId: price.promotion?.id ?? null,
        promotionAmount: price.discountAmount,
        taxRules,
        charges: price.listCharges,
        expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        createdAt: now,
      });
    });
    const answer = await this.names.one(toInventoryHold(hold, hotelNameIn(hotel, lang), room.shortImage, await this.discounts.offerOfHold(hold), lang), lang);
    this.events.publish('holdCreated', {});
    return answer;
  }

  /**
   * The member's coupons weighed against their live hold (decision 0042): which can be used on it,
   * and what each would take off after the hold's promotion. Unknown, another member's or lapsed: as getHold.
   */
  async couponsForHold(memberId: number, orderNo: string, now: Date): Promise<MemberCoupon[]> {
    const hold = await this.liveHold(memberId, orderNo, now);
    const stackable = await this.discounts.stackable(hold.promotionId);
    return this.discounts.couponsOf(memberId, { hotelCode: hold.hotelCode, totalAmount: hold.totalAmount, promotionAmount: hold.promotionAmount, stackable }, now);
  }

  /** GET /order/getHold: the member's own live hold; another member's or an unknown one is 404, a lapsed one 410, a submitted one 409. */
  async readHold(memberId: number, orderNo: string, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<InventoryHold> {
    const hold = await this.liveHold(memberId, orderNo, now);
    const hotel = await this.hotels.requireHotel(hold.hotelCode);
    const room = await this.rooms.findRoomType(hold.hotelCode, hold.roomTypeCode);
    return this.names.one(toInventoryHold(hold, hotelNameIn(hotel, lang), room?.shortImage ?? '', await this.discounts.offerOfHold(hold), lang), lang);
  }

  private async liveHold(memberId: number, orderNo: string, now: Date): Promise<HoldRow> {
    const hold = await this.holds.findByOrderNo(orderNo);
    if (!hold || hold.memberId !== memberId) throw notFound(SERVER_MESSAGES.holdNotFound);
    if (hold.status === 'converted') throw new ApiError(409, SERVER_MESSAGES.holdUsed);
    if (hold.status !== 'held' || hold.expiresAt <= now) throw new ApiError(410, SERVER_MESSAGES.holdExpired);
    return hold;
  }
}

const hotelNameIn = (hotel: { name: string; translations: Translations | null }, lang: SiteLanguage) => localize('hotel', hotel, hotel.translations, lang).value.name;

/** The hold as answered; its breakfast and terms in the guest's words (decision 0075), the row keeping the Japanese. */
function toInventoryHold(hold: HoldRow, hotelName: string, roomTypeImage: string, promotion: PromotionOffer | null, lang: SiteLanguage): InventoryHold {
  return {
    orderNo: hold.orderNo,
    hotelCode: hold.hotelCode,
    hotelName,
    roomTypeCode: hold.roomTypeCode,
    roomTypeName: hold.roomTypeName,
    roomTypeImage,
    rateCode: hold.rateCode,
    rateName: hold.rateName,
    checkInDate: hold.checkIn,
    checkOutDate: hold.checkOut,
    days: hold.nights,
    roomQty: hold.roomQty,
    adultNum: hold.adultNum,
    childrenNum: hold.childrenNum,
    breakfast: storedBreakfastIn(hold.breakfast, lang),
    payment: PAYMENT_LABELS[hold.payment],
    paymentType: hold.payment,
    isFreeCancel: hold.isFreeCancel,
    freeCancelRange: freeCancelRange(hold, lang),
    nightlyPrices: hold.nightlyPrices,
    totalAmount: hold.totalAmount,
    discountAmount: hold.promotionAmount,
    actualAmount: hold.totalAmount - hold.promotionAmount,
    promotionId: hold.promotionId,
    promotion,
    charges: takeOff(listChargesOf(hold), hold.promotionAmount),
    expiresAt: hold.expiresAt.toISOString(),
  };
}
