import type { Database } from '@hotel/db/client';
import { freeCancelDeadline } from '@hotel/shared/cancel-policy';
import { PREPAID_PAY_MINUTES } from '@hotel/shared/constants';
import { DESK_BOOKING_MESSAGES as M } from '@hotel/shared/messages';
import {
  DESK_BOOK_AUDIT_ACTION,
  deskPayCode,
  STAFF_PAY_LINK_HOURS,
  type DeskBookingInput,
  type DeskBookingResult,
} from '@hotel/shared/schemas/admin/desk-booking';
import { roomPartyProblem } from '@hotel/shared/stay-rules';
import { stayRestrictionProblem } from '@hotel/shared/stay-restrictions';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import { breakfastLabel, quoteStay, rateUnlocked, type InventoryService, type RatePlanRow, type StayPromotion } from '../inventory/index.ts';
import type { StaffOrderSettlement, StaffOrdersService } from '../orders/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { checkStayDates } from '../search/index.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { BookingMember, DeskMembersService } from './desk-members.service.ts';

/** Holds' release pass: lapsed holds and unpaid orders give their rooms back before a booking takes any. */
export interface LapsedRooms {
  releaseExpired(now: Date): Promise<unknown>;
}

type Stay = Parameters<DiscountService['bestOffer']>[1];
type Offer = (stay: Stay) => StayPromotion | null;

/**
 * A booking made by staff for a guest on the phone, at the desk or by mail (issue 25, decision
 * 0059). The stay is checked as the site's hold checks it (dates, party, restrictions, the plan),
 * then one transaction takes the rooms (InventoryService.takeRooms; none left: 409), prices them
 * with quoteStay as the search prices them, writes the order through orders' StaffOrdersService
 * (source, booked_by, nightly prices, no member for a guest who is not one), records the
 * promotion's use, owes the confirmation when the booking is confirmed and writes the audit line.
 */
export class DeskBookingService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly inventory: InventoryService,
    private readonly discounts: DiscountService,
    private readonly members: DeskMembersService,
    private readonly staffOrders: StaffOrdersService,
    private readonly lapsed: LapsedRooms,
    private readonly audit: AuditTrail,
  ) {}

  async book(staff: SignedInStaff, input: DeskBookingInput, now: Date): Promise<DeskBookingResult> {
    const hotel = await this.hotels.requireHotel(input.hotel);
    const dates = checkStayDates(input.checkIn, input.checkOut, now);
    const room = hotel.isGroup ? undefined : await this.rooms.findRoomType(hotel.code, input.roomTypeCode);
    if (!room) throw notFound(M.roomTypeNotFound);
    // A pre-opening hotel sells from its opening date (the search's rule, beforeOpening).
    if (hotel.isPreOpening && (!hotel.openingDate || input.checkIn < hotel.openingDate)) throw badRequest(M.notOpenYet);
    const plan = await this.inventory.findRatePlan(hotel.code, input.rateCode);
    if (!plan || !plan.isActive) throw notFound(M.planNotFound);
    // The desk sells what the search offers without a code; member-only rates to members only.
    if (!rateUnlocked(plan)) throw badRequest(M.planNeedsCode);
    if (plan.memberOnly && input.guestKind !== 'member') throw badRequest(M.memberOnlyPlan);
    settlementProblem(plan, input);
    const party = roomPartyProblem(input.roomQty, input.adultNum, input.childrenNum, room.maxOccupancy);
    if (party) throw badRequest(party);
    const member = input.guestKind === 'member' ? await this.members.require(input.memberId!) : null;
    const offerFor = await this.offers(member, hotel.code, now);
    // Rooms of lapsed holds and unpaid orders first go back on sale (as for the site's hold).
    await this.lapsed.releaseExpired(now);

    const written = await this.inTransaction(async (tx) => {
      // The restrictions as they stand in this transaction (staff may have closed the night since the search).
      const restricted = stayRestrictionProblem(input.checkIn, input.checkOut, await this.inventory.listRestrictions(hotel.code, [room.code], input.checkIn, input.checkOut, tx));
      if (restricted) throw badRequest(restricted);
      const nights = await this.inventory.takeRooms(tx, { hotelCode: hotel.code, roomTypeCode: room.code, dates, qty: input.roomQty });
      if (!nights) throw new ApiError(409, M.soldOut);
      const stay = { hotelCode: hotel.code, rateCode: plan.code, checkIn: input.checkIn, checkOut: input.checkOut, nights: dates.length };
      const taxRules = await this.inventory.taxRulesOf(hotel.code, tx);
      const price = quoteStay(nights, plan, input.roomQty, taxRules, (totalAmount) => offerFor({ ...stay, totalAmount }));
      // A member's promotion is decided again with it locked and its caps counted, as an order from a hold is.
      const discount = member ? await this.discounts.priceOrder(tx, member, { ...stay, totalAmount: price.totalAmount, promotionId: price.promotion?.id ?? null, promotionAmount: price.discountAmount }, undefined, now) : null;
      const settlement = settlementOf(input, now);
      const order = await this.staffOrders.create(
        tx,
        {
          hotelCode: hotel.code,
          roomTypeCode: room.code,
          roomTypeName: room.name,
          rateCode: plan.code,
          rateName: plan.name,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          nights: dates.length,
          roomQty: input.roomQty,
          adultNum: input.adultNum,
          childrenNum: input.childrenNum,
          memberId: member?.id ?? null,
          revUser: member ? member.name : input.revUser!,
          mobile: member ? member.mobile : input.mobile!,
          email: input.email ?? null,
          arrivalTime: input.arrivalTime ?? null,
          remark: input.remark,
          source: input.source,
          bookedBy: staff.staffId,
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
          listCharges: price.listCharges,
          settlement,
        },
        now,
      );
      if (member && discount) await this.discounts.recordUse(tx, discount, order.id, member.id, now);
      await this.record(tx, staff, input, { ...order, totalAmount: price.totalAmount, discountAmount: price.discountAmount, memberId: member?.id ?? null, settlement });
      return { ...order, totalAmount: price.totalAmount, discountAmount: price.discountAmount };
    });
    this.staffOrders.confirm(written);
    return {
      orderNo: written.orderNo,
      revNo: written.revNo,
      state: written.state,
      payResult: written.payResult,
      payment: plan.payment,
      settlement: input.settlement,
      totalAmount: written.totalAmount,
      discountAmount: written.discountAmount,
      actualAmount: written.totalAmount - written.discountAmount,
      payDeadline: written.payDeadline?.toISOString() ?? null,
    };
  }

  /**
   * The promotion a stay gets: a member's as the site's hold offers it (their level, their caps);
   * a guest who is not a member gets the promotions open to anyone that count no uses (a cap is
   * counted per member in promotion_uses, which a guest without a card cannot have a line in).
   */
  private async offers(member: BookingMember | null, hotelCode: string, now: Date): Promise<Offer> {
    if (member) return this.discounts.holdOffers(member.id, hotelCode, undefined, now);
    const uncounted = (await this.discounts.livePromotions(hotelCode, now)).filter((p) => p.totalCap === null && p.perMemberCap === null);
    return (stay) => this.discounts.bestOffer(uncounted, stay, { memberLevel: null, code: undefined }, now);
  }

  /** The booking's audit line: who booked what for whom (a member's number; never a phone or an address) and how it is paid. */
  private record(
    tx: Database,
    staff: SignedInStaff,
    input: DeskBookingInput,
    order: { orderNo: string; state: number; payResult: number; totalAmount: number; discountAmount: number; memberId: number | null; payDeadline: Date | null; settlement: StaffOrderSettlement },
  ) {
    return this.audit.record(tx, staff, {
      hotelCode: input.hotel,
      entity: 'order',
      entityId: order.orderNo,
      action: DESK_BOOK_AUDIT_ACTION,
      after: {
        source: input.source,
        staffName: staff.name,
        memberId: order.memberId,
        roomTypeCode: input.roomTypeCode,
        rateCode: input.rateCode,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        roomQty: input.roomQty,
        actualAmount: order.totalAmount - order.discountAmount,
        settlement: input.settlement,
        ...(input.settlement === 'desk' ? { deskMethod: input.deskMethod, deskReference: input.deskReference } : {}),
        ...(order.payDeadline ? { payDeadline: order.payDeadline.toISOString() } : {}),
        state: order.state,
        payResult: order.payResult,
      },
    });
  }
}

/**
 * Pay at the hotel is for pay-at-hotel plans; a prepaid plan booked by staff is paid by the link
 * or at the desk, since nothing else would ever settle it; a payment link is for prepaid plans
 * only (the site's pay page takes prepaid orders).
 */
function settlementProblem(plan: RatePlanRow, input: DeskBookingInput): void {
  if (plan.payment === 'prepaid' && input.settlement === 'hotel') throw badRequest(M.prepaidNeedsPayment);
  if (plan.payment === 'hotel' && input.settlement === 'link') throw badRequest(M.linkForPayAtHotel);
}

function settlementOf(input: DeskBookingInput, now: Date): StaffOrderSettlement {
  if (input.settlement === 'desk') return { kind: 'desk', payCode: deskPayCode(input.deskMethod!) };
  if (input.settlement === 'link') return { kind: 'link', payDeadline: payLinkDeadline(input.checkIn, now) };
  return { kind: 'hotel' };
}

/** A day to pay by the link, never past 18:00 on the arrival day, never less than the site's window. */
export function payLinkDeadline(checkIn: string, now: Date): Date {
  const day = now.getTime() + STAFF_PAY_LINK_HOURS * 3_600_000;
  const arrival = freeCancelDeadline(checkIn).getTime();
  const floor = now.getTime() + PREPAID_PAY_MINUTES * 60_000;
  return new Date(Math.max(floor, Math.min(day, arrival)));
}
