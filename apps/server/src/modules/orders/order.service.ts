import { ORDER_STATE, ORDER_STATE_ALL, PREPAID_PAY_MINUTES } from '@hotel/shared/constants';
import { discountLinesOf } from '@hotel/shared/discounts';
import { addDays, hotelMoment } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { roomPartyProblem } from '@hotel/shared/stay-rules';
import { DEFAULT_TAX_RULES, takeOff } from '@hotel/shared/taxes';
import type { GetAllOrderInput, Order, OrderRefund, SubmitOrderInput } from '@hotel/shared/schemas/order';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import { newReference } from '../../lib/references.ts';
import { NO_EVENTS, type EventPublisher } from '../../lib/domain-events.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { DiscountService } from '../discounts/index.ts';
import { HoldRestrictedError, listChargesOf, type HoldService } from '../holds/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { StayNames, type RoomService } from '../rooms/index.ts';
import { cancelTermsNow, needsFirstNight, toCancelTerms } from './cancel-terms.ts';
import { toChangeTerms } from './change-terms.ts';
import { NO_CONFIRMATIONS, type OrderConfirmations } from './order-confirmations.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';
import { heldRooms, toOrder } from './to-order.ts';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';

/**
 * The latest refund of each of these orders (pay's refunds; pay depends on orders, so the
 * composition root hands this in as a function).
 */
export type OrderRefunds = (orderIds: number[]) => Promise<Map<number, OrderRefund>>;

/** The member's orders: made from a hold, listed, shown and cancelled. */
export class OrderService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: OrderRepository,
    private readonly holds: HoldService,
    private readonly inventory: InventoryService,
    private readonly hotels: HotelService,
    private readonly rooms: RoomService,
    private readonly refunds: OrderRefunds,
    private readonly discounts: DiscountService,
    private readonly confirmations: OrderConfirmations = NO_CONFIRMATIONS,
    private readonly events: EventPublisher = NO_EVENTS,
  ) {}

  private readonly stayNames = new StayNames({ roomTypesOf: (code) => this.rooms.roomTypesOf(code), listRatePlans: (code) => this.inventory.listRatePlans(code) });

  /** Turns the member's live hold into an order; every amount comes from the hold. */
  async submit(memberId: number, input: SubmitOrderInput, now: Date, language: SiteLanguage = DEFAULT_LANGUAGE): Promise<{ id: number; orderNo: string; revNo: string }> {
    // A party given here must fit the held rooms too, checked before the hold is touched (a
    // hold's room type and room count never change, so checking first is as good as inside).
    await this.checkParty(memberId, input);
    // Read before the transaction: the promotion's member levels are decided on it inside.
    const member = { id: memberId, level: await this.discounts.memberLevel(memberId) };
    try {
      const { confirmation, ...order } = await this.convertHold(member, input, now, language);
      this.confirmations.dispatch(confirmation);
      this.events.publish('orderSubmitted', {});
      return order;
    } catch (error) {
      // The stay became restricted after the hold (decision 0020): its rooms go back on sale now.
      if (error instanceof HoldRestrictedError) await this.holds.releaseRestricted(error.holdId);
      throw error;
    }
  }

  private convertHold(
    member: Parameters<DiscountService['priceOrder']>[1],
    input: SubmitOrderInput,
    now: Date,
    language: SiteLanguage,
  ): Promise<{ id: number; orderNo: string; revNo: string; confirmation: string | null }> {
    const memberId = member.id;
    return this.inTransaction(async (tx) => {
      const hold = await this.holds.convertForOrder(tx, input.orderNo, memberId, now);
      // Every discount decided here, the promotion and the coupon locked (decision 0042); amounts sent by the client are ignored.
      const discount = await this.discounts.priceOrder(tx, member, { ...hold, nights: hold.nights }, input.couponId, now);
      const party = { adultNum: input.adultNum ?? hold.adultNum, childrenNum: input.childrenNum ?? hold.childrenNum };
      const prepaid = hold.payment === 'prepaid';
      const revNo = newReference('RV', now);
      const { id } = await this.orders.insert(tx, {
        orderNo: hold.orderNo,
        revNo,
        memberId,
        hotelCode: hold.hotelCode,
        roomTypeCode: hold.roomTypeCode,
        roomTypeName: hold.roomTypeName,
        rateCode: hold.rateCode,
        rateName: hold.rateName,
        checkIn: hold.checkIn,
        checkOut: hold.checkOut,
        nights: hold.nights,
        roomQty: hold.roomQty,
        ...party,
        revUser: input.revUser,
        mobile: input.mobile,
        email: input.email ?? null,
        arrivalTime: input.arrivalTime,
        remark: input.remark,
        language,
        breakfast: hold.breakfast,
        payment: hold.payment,
        isFreeCancel: hold.isFreeCancel,
        freeCancelHours: hold.freeCancelHours,
        cancelNote: hold.cancelNote,
        changesUntilHours: hold.changesUntilHours,
        nightlyPrices: hold.nightlyPrices,
        totalAmount: hold.totalAmount,
        discountAmount: discount.discountAmount,
        actualAmount: discount.actualAmount,
        promotionId: discount.promotionId,
        promotionAmount: discount.promotionAmount,
        couponId: discount.couponId,
        couponAmount: discount.couponAmount,
        // The rules the hold was priced under, and the parts of what the guest pays (decision 0068).
        taxRules: hold.taxRules ?? DEFAULT_TAX_RULES,
        charges: takeOff(listChargesOf(hold), discount.discountAmount),
        payResult: 0,
        state: ORDER_STATE.booked,
        payDeadline: prepaid ? new Date(now.getTime() + PREPAID_PAY_MINUTES * 60_000) : null,
        roomsHeld: true,
        createdAt: now,
        updatedAt: now,
      });
      await this.discounts.recordUse(tx, discount, id, memberId, now);
      // Pay at hotel: the booking is confirmed now; prepaid waits for its payment (PayableOrdersService.markPaid).
      const confirmation = prepaid ? null : await this.confirmations.owe(tx, { orderId: id, orderNo: hold.orderNo, hotelCode: hold.hotelCode, event: 'confirmed' });
      return { id, orderNo: hold.orderNo, revNo, confirmation };
    });
  }

  private async checkParty(memberId: number, input: SubmitOrderInput): Promise<void> {
    if (input.adultNum === undefined && input.childrenNum === undefined) return;
    const hold = await this.holds.findOwn(input.orderNo, memberId);
    // Unknown, another member's: convertForOrder gives the right answer.
    if (!hold) return;
    const room = await this.rooms.findRoomType(hold.hotelCode, hold.roomTypeCode);
    const adultNum = input.adultNum ?? hold.adultNum;
    const childrenNum = input.childrenNum ?? hold.childrenNum;
    const problem = room ? roomPartyProblem(hold.roomQty, adultNum, childrenNum, room.maxOccupancy) : null;
    if (problem) throw badRequest(problem);
  }

  async list(memberId: number, q: GetAllOrderInput, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Order[]> {
    const rows = await this.orders.listForMember(memberId, {
      state: q.state === ORDER_STATE_ALL ? undefined : q.state,
      count: q.count,
      createdFrom: q.minDate ? hotelMoment(q.minDate) : undefined,
      createdBefore: q.maxDate ? hotelMoment(addDays(q.maxDate, 1)) : undefined,
      orderNo: q.orderNo,
    });
    return this.toOrders(memberId, rows, now, lang);
  }

  /** Another member's order is a 404 too, so ids cannot be probed. */
  async detail(memberId: number, orderId: number, now: Date, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Order> {
    const row = await this.requireOwn(memberId, orderId);
    const [order] = await this.toOrders(memberId, [row], now, lang);
    return order!;
  }

  /** The answers, each with its cancellation and change terms as they stand at `now` (decisions 0040, 0059). */
  private async toOrders(memberId: number, stored: OrderRow[], now: Date, lang: SiteLanguage): Promise<Order[]> {
    // The room type's and plan's names in the guest's language; the row keeps the Japanese it was sold under (decision 0073).
    const rows = await this.stayNames.of(stored, lang);
    const names = await this.hotels.namesByCode(rows.map((r) => r.hotelCode), lang);
    const refunds = await this.refunds(rows.map((r) => r.id));
    // Only orders past a free-cancel deadline need the first night's price: few, so one read each.
    const firstNights = new Map<number, number | undefined>();
    for (const row of rows.filter((r) => needsFirstNight(r, now))) {
      firstNights.set(row.id, (await this.holds.findOwn(row.orderNo, memberId))?.nightlyPrices[0]?.price);
    }
    // The discounts by name, as the confirmation mail itemises them (decision 0044).
    const discountNames = await this.discounts.discountNamesOf(rows.filter((r) => r.promotionAmount > 0 || r.couponAmount > 0));
    return rows.map((row) =>
      toOrder(
        row,
        names.get(row.hotelCode) ?? '',
        refunds.get(row.id) ?? null,
        { ...toCancelTerms(row, cancelTermsNow(row, now, firstNights.get(row.id)), lang), ...toChangeTerms(row, now, lang) },
        discountLinesOf(row, discountNames.get(row.id) ?? { promotionName: null, couponTitle: null }),
        lang,
      ),
    );
  }

  private async requireOwn(memberId: number, orderId: number): Promise<OrderRow> {
    const row = await this.orders.findForMember(memberId, { id: orderId });
    if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
    return row;
  }

  /**
   * Spec §9 as cancel-terms.ts decides it (decisions 0021, 0040): the same answer the member
   * centre shows, so a refusal here is what the page said. The order's own copy of the terms decides.
   */
  async cancel(memberId: number, orderId: number, now: Date): Promise<void> {
    const order = await this.requireOwn(memberId, orderId);
    const { refusal } = cancelTermsNow(order, now);
    if (refusal) throw new ApiError(409, refusal);
    let confirmation: string | null = null;
    const cancelled = await this.inventory.release(async (tx) => {
      const row = await this.orders.cancel(tx, order.id, now);
      // Its promotion use and coupon come back with the rooms (decision 0042).
      if (row) await this.discounts.giveBack(tx, row.id, now);
      // Only a booking that was confirmed (pay at hotel) is told of its cancellation; an unpaid prepaid order never was.
      if (row && row.payment === 'hotel') confirmation = await this.confirmations.owe(tx, { orderId: row.id, orderNo: row.orderNo, hotelCode: row.hotelCode, event: 'cancelled' });
      return heldRooms(row);
    });
    // Paid or expired between the read and the update.
    if (!cancelled) throw new ApiError(409, SERVER_MESSAGES.orderNotCancellable);
    this.confirmations.dispatch(confirmation);
  }
}
