import type { Database } from '@hotel/db/client';
import type { AmendedStay, AmendmentRooms } from '@hotel/db/schema/orders';
import { HOLD_MINUTES, ORDER_STATE } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import { CHANGE_MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { roomPartyProblem, stayDateProblem, stayDates } from '@hotel/shared/stay-rules';
import { stayRestrictionProblem } from '@hotel/shared/stay-restrictions';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditChange } from '../audit/index.ts';
import type { DiscountService } from '../discounts/index.ts';
import { addParts, DEFAULT_TAX_RULES, splitIncluded, takeOff } from '@hotel/shared/taxes';
import { chargesOf, rulesOf, shareOf } from './order-charges.ts';
import { breakfastLabel, quoteStay, rateUnlocked, RELEASE_BATCH, type InventoryService } from '../inventory/index.ts';
import type { RoomService } from '../rooms/index.ts';
import { amendmentAuditChange } from './amendment-audit.ts';
import type { AmendmentRepository, AmendmentRow, ChangedOrderFields } from './amendment.repository.ts';
import { changeMoney, type ChangeMoney } from './change-money.ts';
import { changeRefusal } from './change-terms.ts';
import { changeRooms, removedRoomNights } from './change-rooms.ts';
import { NO_CONFIRMATIONS, type OrderConfirmations } from './order-confirmations.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';

/** One night's price per room. */
type NightPrice = AmendedStay['nightlyPrices'][number];

/** Who asks for a change: the member who booked, or staff (who may override prices when `override`). */
export type ChangeActor = { kind: 'member'; memberId: number } | { kind: 'staff'; staffId: number; override: boolean };

/** The stay wanted instead, whole; staff may add nightly prices of their own with a reason. */
export interface ChangeRequest {
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
  rateCode: string;
  roomQty: number;
  adultNum: number;
  childrenNum: number;
  overrides?: NightPrice[];
  reason?: string;
}

/** A change priced and checked, not yet taken: what the guest confirms. */
export interface PreparedChange {
  order: OrderRow;
  before: AmendedStay;
  after: AmendedStay;
  rooms: AmendmentRooms;
  money: ChangeMoney;
  notes: string[];
  overrides: NightPrice[] | null;
}

/**
 * Pay's side of a change's money (pay depends on orders, so the composition root hands it in):
 * `store` gives `amount` back the way the order was paid, inside the change's transaction (a
 * provider refund stored, or the member card credited); `send` sends stored provider refunds after commit.
 */
export interface ChangeRefunds {
  store(tx: Database, refund: { order: OrderRow; amendmentId: number; amount: number; reason: string; now: Date }): Promise<string[]>;
  send(refundIds: string[], now: Date): Promise<void>;
}

/** The audit trail's side: a guest's own change gets its line (staff changes record theirs as they request). */
export interface GuestChangeAudit {
  recordGuest(tx: Database, change: AuditChange): Promise<void>;
}

const NO_REFUNDS: ChangeRefunds = { store: () => Promise.resolve([]), send: () => Promise.resolve() };

/** What an applied change owes after its transaction: the guest's mail, provider refunds to send. */
export interface AppliedChange {
  amendment: AmendmentRow;
  confirmation: string | null;
  refundIds: string[];
}

/**
 * Changes of bookings (issue 25, decision 0059). A change is priced (kept nights at the price they
 * were sold at, other nights as search prices them, through quoteStay), its new nights are taken
 * and it waits beside the order until its difference is paid; applying it (one transaction)
 * gives back the nights the new stay drops and rewrites the order. Nothing owed: applied at once.
 * Every applied change is in the audit log: a guest's when it applies, a member of staff's with its request.
 */
export class AmendmentService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly orders: OrderRepository,
    private readonly amendments: AmendmentRepository,
    private readonly inventory: InventoryService,
    private readonly rooms: RoomService,
    private readonly discounts: DiscountService,
    private readonly audit: GuestChangeAudit,
    private readonly confirmations: OrderConfirmations = NO_CONFIRMATIONS,
    private readonly refunds: () => ChangeRefunds = () => NO_REFUNDS,
  ) {}

  /** The member's own order (another member's is a 404, as everywhere). */
  async memberOrder(memberId: number, orderId: number): Promise<OrderRow> {
    const row = await this.orders.findForMember(memberId, { id: orderId });
    if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
    return row;
  }

  /** What the change would do, without taking anything. */
  async quote(actor: ChangeActor, order: OrderRow, request: ChangeRequest, now: Date): Promise<PreparedChange> {
    return this.prepare(actor, order, request, now);
  }

  /**
   * Takes the new nights and records the change, pending for HOLD_MINUTES; applied at once when
   * nothing is to be paid. 409 when the rooms are gone, when a change is pending already, or when
   * the booking changed since it was read (nothing is taken then).
   */
  async request(
    actor: ChangeActor,
    order: OrderRow,
    request: ChangeRequest,
    now: Date,
    /** The staff's audit line, written in the change's transaction. */
    recorded?: (tx: Database, amendment: AmendmentRow) => Promise<void>,
  ): Promise<{ amendment: AmendmentRow; applied: boolean }> {
    const change = await this.prepare(actor, order, request, now);
    const outcome = await this.inTransaction(async (tx) => {
      const current = await this.orders.lockById(tx, order.id);
      if (!current || current.amendmentCount !== order.amendmentCount || current.state !== order.state || current.payResult !== order.payResult) {
        throw new ApiError(409, CHANGE_MESSAGES.orderChangedMeanwhile);
      }
      if (await this.amendments.findPendingOfOrder(order.id, tx)) throw new ApiError(409, CHANGE_MESSAGES.changePending);
      if (!(await this.inventory.takeNights(tx, order.hotelCode, change.rooms.take))) throw new ApiError(409, CHANGE_MESSAGES.soldOut);
      const amendment = await this.amendments.insertPending(tx, {
        orderId: order.id,
        memberId: actor.kind === 'member' ? actor.memberId : null,
        staffId: actor.kind === 'staff' ? actor.staffId : null,
        reason: request.reason?.trim() ?? '',
        before: change.before,
        after: change.after,
        taken: change.rooms,
        overrides: change.overrides,
        ...change.money,
        discountNote: change.notes.join('\n'),
        expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        createdAt: now,
      });
      if (!amendment) throw new ApiError(409, CHANGE_MESSAGES.changePending);
      await recorded?.(tx, amendment);
      // A guest's dearer change of a paid booking waits for its difference; staff collect it at the desk.
      if (change.money.toPay > 0 && actor.kind === 'member') return { amendment, applied: null };
      const applied = await this.applyIn(tx, amendment, current, change.money.toPay > 0 ? 'desk' : null, now);
      if (!applied) throw new ApiError(409, CHANGE_MESSAGES.orderChangedMeanwhile);
      return { amendment: applied.amendment, applied };
    });
    if (outcome.applied) await this.afterApplied(outcome.applied, now);
    return { amendment: outcome.amendment, applied: outcome.applied !== null };
  }

  /** The member's pending change of an order, if any (its window still open). */
  async pendingOf(order: OrderRow, now: Date): Promise<AmendmentRow | undefined> {
    const pending = await this.amendments.findPendingOfOrder(order.id);
    return pending && pending.expiresAt > now ? pending : undefined;
  }

  /** A change of the member's own order (404 otherwise). */
  async memberAmendment(memberId: number, amendmentId: number): Promise<{ amendment: AmendmentRow; order: OrderRow }> {
    const amendment = await this.amendments.findById(amendmentId);
    const order = amendment && (await this.orders.findForMember(memberId, { id: amendment.orderId }));
    if (!amendment || !order) throw notFound(CHANGE_MESSAGES.changeNotFound);
    return { amendment, order };
  }

  /**
   * Pay's settlement of a change's difference, in its transaction: applies the change when it is
   * still pending and its booking unchanged; undefined otherwise (the money is then refund_due).
   * A payment that arrives after the window but before the release pass still applies: the nights are still held.
   */
  async applyPaid(tx: Database, amendmentId: number, paidWith: string, now: Date): Promise<AppliedChange | undefined> {
    const amendment = await this.amendments.findById(amendmentId, tx);
    if (amendment?.state !== 'pending') return undefined;
    const order = await this.orders.lockById(tx, amendment.orderId);
    if (!order) return undefined;
    return this.applyIn(tx, amendment, order, paidWith, now);
  }

  /** After the applying transaction committed: the guest's mail, the provider refunds. */
  async afterApplied(applied: AppliedChange, now: Date): Promise<void> {
    this.confirmations.dispatch(applied.confirmation);
    if (applied.refundIds.length > 0) await this.refunds().send(applied.refundIds, now);
  }

  /** The guest takes back a pending change: its nights go back now, the booking stays as it was. */
  async withdraw(order: OrderRow, now: Date): Promise<void> {
    const pending = await this.amendments.findPendingOfOrder(order.id);
    if (!pending || !(await this.giveBackPending(pending.id, 'withdrawn', now))) throw new ApiError(409, CHANGE_MESSAGES.changeNotPending);
  }

  /** Pending changes past their minutes give their taken nights back (the release pass); how many did. */
  async expire(now: Date): Promise<number> {
    let released = 0;
    for (const id of await this.amendments.listExpiredIds(now, RELEASE_BATCH)) {
      if (await this.giveBackPending(id, 'expired', now)) released++;
    }
    return released;
  }

  /** What a booking may change to: the hotel's room types, and its active plans paid the same way (its own plan always). */
  async changeOptions(order: OrderRow) {
    const [roomTypes, plans] = await Promise.all([this.rooms.roomTypesOf(order.hotelCode), this.inventory.listRatePlans(order.hotelCode)]);
    return {
      roomTypes: roomTypes.map((r) => ({ code: r.code, name: r.name, maxOccupancy: r.maxOccupancy })),
      plans: plans.filter((p) => p.payment === order.payment && (p.code === order.rateCode || (p.isActive && rateUnlocked(p)))).map((p) => ({ code: p.code, name: p.name })),
    };
  }

  /** An order's changes, newest first (変更履歴). */
  history(orderId: number): Promise<AmendmentRow[]> {
    return this.amendments.listOfOrder(orderId);
  }

  /** pending → expired / withdrawn and its taken nights back, in one transaction, once. */
  private giveBackPending(id: number, state: 'expired' | 'withdrawn', now: Date): Promise<boolean> {
    return this.inTransaction(async (tx) => {
      const settled = await this.amendments.settle(tx, id, state, now);
      if (!settled?.taken) return false;
      const order = await this.orders.lockById(tx, settled.orderId);
      if (order) await this.inventory.giveBackNights(tx, order.hotelCode, settled.taken.take);
      return true;
    });
  }

  /**
   * The change applied, in the caller's transaction: the amendment settles once, the order's
   * dropped nights go back, the order is rewritten (only if it is still the stay the change was made
   * from), a dropped promotion or coupon comes back, a refund is stored, the guest's mail is owed.
   */
  private async applyIn(tx: Database, amendment: AmendmentRow, order: OrderRow, paidWith: string | null, now: Date): Promise<AppliedChange | undefined> {
    const open = order.state === ORDER_STATE.booked || order.state === ORDER_STATE.paid;
    if (!open || order.checkedOutAt || !sameStay(order, amendment.before)) return undefined;
    const settled = await this.amendments.settle(tx, amendment.id, 'applied', now, paidWith);
    if (!settled?.taken) return undefined;
    await this.inventory.giveBackNights(tx, order.hotelCode, settled.taken.give);
    const rewritten = await this.amendments.rewriteOrder(tx, order.id, order.amendmentCount, orderFields(settled), now);
    if (!rewritten) throw new ApiError(409, CHANGE_MESSAGES.orderChangedMeanwhile);
    const { before, after } = settled;
    await this.discounts.dropForChange(tx, order.id, { promotion: before.promotionId !== null && after.promotionId === null, coupon: before.couponId !== null && after.couponId === null }, now);
    const refundIds =
      settled.refund > 0 ? await this.refunds().store(tx, { order, amendmentId: settled.id, amount: settled.refund, reason: `ご予約変更 ${order.orderNo}`, now }) : [];
    if (settled.memberId !== null) await this.audit.recordGuest(tx, amendmentAuditChange(order, settled));
    const confirmation = await this.confirmations.owe(tx, { orderId: order.id, orderNo: order.orderNo, hotelCode: order.hotelCode, event: 'changed', amendmentId: settled.id });
    return { amendment: settled, confirmation, refundIds };
  }

  /** The change checked against the booking's terms, the catalogue, the restrictions and the rooms left, and priced. */
  private async prepare(actor: ChangeActor, order: OrderRow, request: ChangeRequest, now: Date): Promise<PreparedChange> {
    const today = hotelToday(now);
    const inHouse = order.checkedInAt !== null;
    this.checkChangeable(actor, order, now);
    this.checkDates(actor, order, request, today);
    const room = await this.rooms.findRoomType(order.hotelCode, request.roomTypeCode);
    if (!room) throw notFound(SERVER_MESSAGES.roomTypeNotFound);
    const party = roomPartyProblem(request.roomQty, request.adultNum, request.childrenNum, room.maxOccupancy);
    if (party) throw badRequest(party);
    const plan = await this.inventory.findRatePlan(order.hotelCode, request.rateCode);
    const samePlan = plan?.code === order.rateCode;
    if (!plan || (!plan.isActive && !samePlan)) throw notFound(SERVER_MESSAGES.rateNotFound);
    if (!samePlan && !rateUnlocked(plan)) throw badRequest(SERVER_MESSAGES.rateNeedsDiscountCode);
    if (plan.payment !== order.payment) throw badRequest(CHANGE_MESSAGES.paymentTypeDiffers);
    const sameType = room.code === order.roomTypeCode;
    const overrides = this.checkOverrides(actor, request);
    const unchanged =
      sameType && samePlan && request.checkIn === order.checkIn && request.checkOut === order.checkOut && request.roomQty === order.roomQty && request.adultNum === order.adultNum && request.childrenNum === order.childrenNum;
    if (unchanged && !overrides) throw badRequest(CHANGE_MESSAGES.nothingChanged);
    if (actor.kind === 'member') {
      // Search's restrictions on the new stay; staff may sell past them, as at the desk.
      const restrictions = await this.inventory.listRestrictions(order.hotelCode, [room.code], request.checkIn, request.checkOut);
      const restricted = stayRestrictionProblem(request.checkIn, request.checkOut, restrictions);
      if (restricted) throw badRequest(restricted);
    }
    const nights = await this.inventory.stayNights(order.hotelCode, room.code, request.checkIn, request.checkOut);
    if (nights.length !== stayDates(request.checkIn, request.checkOut).length) throw new ApiError(409, CHANGE_MESSAGES.soldOut);
    // An in-house stay's past nights were stayed: neither taken nor given, and at the price they were sold at.
    const fixedBefore = inHouse ? today : undefined;
    const sold = order.nightlyPrices ?? [];
    const fixed = new Map<string, number>();
    for (const night of sold) {
      const kept = sameType && samePlan && night.date >= request.checkIn && night.date < request.checkOut;
      if (kept || (fixedBefore && night.date < fixedBefore)) fixed.set(night.date, night.price);
    }
    for (const night of overrides ?? []) fixed.set(night.date, night.price);
    const wanted = { roomTypeCode: room.code, checkIn: request.checkIn, checkOut: request.checkOut, roomQty: request.roomQty };
    const rooms = changeRooms(order, wanted, fixedBefore);
    const left = new Map(nights.map((n) => [n.date, n.left]));
    if (rooms.take.nights.some((n) => (left.get(n.date) ?? 0) < n.qty)) throw new ApiError(409, CHANGE_MESSAGES.soldOut);

    // New nights at the hotel's rules of today; kept nights keep the price and rules they were sold under (decision 0068).
    const price = quoteStay(nights, plan, request.roomQty, await this.inventory.taxRulesOf(order.hotelCode), () => null, { prices: fixed, rules: rulesOf(order) });
    const discount = await this.discounts.repriceChange(
      order,
      { hotelCode: order.hotelCode, rateCode: plan.code, checkIn: request.checkIn, checkOut: request.checkOut, nights: nights.length, totalAmount: price.totalAmount },
      now,
    );
    const soldPrice = new Map(sold.map((n) => [n.date, n.price]));
    const share = order.totalAmount > 0 ? order.actualAmount / order.totalAmount : 0;
    const removedValue = Math.round(removedRoomNights(order, wanted).reduce((sum, n) => sum + (soldPrice.get(n.date) ?? 0) * n.qty, 0) * share);
    const money = changeMoney(order, { newActual: discount.actualAmount, removedValue, firstNight: sold[0]?.price, chargedBefore: await this.amendments.chargedBefore(order.id) }, now);
    const terms = samePlan
      ? pickTerms(order)
      : {
          breakfast: breakfastLabel(plan.breakfastCount),
          payment: plan.payment,
          isFreeCancel: plan.isFreeCancel,
          freeCancelHours: plan.freeCancelHours,
          cancelNote: plan.cancelNote,
          changesUntilHours: plan.changesUntilHours,
        };
    const after: AmendedStay = {
      ...wanted,
      nights: nights.length,
      roomTypeName: room.name,
      rateCode: plan.code,
      rateName: plan.name,
      adultNum: request.adultNum,
      childrenNum: request.childrenNum,
      ...terms,
      nightlyPrices: price.nightlyPrices,
      totalAmount: price.totalAmount,
      promotionId: discount.promotionId,
      promotionAmount: discount.promotionAmount,
      couponId: discount.couponId,
      couponAmount: discount.couponAmount,
      actualAmount: discount.actualAmount,
      charges: takeOff(price.listCharges, discount.promotionAmount + discount.couponAmount),
    };
    return { order, before: stayOf(order), after, rooms, money, notes: discount.notes, overrides };
  }

  /** Which bookings may change, and until when (change-terms.ts: the plan's rule as booked; staff are not bound by it). */
  private checkChangeable(actor: ChangeActor, order: OrderRow, now: Date): void {
    const refusal = changeRefusal(order, now, actor.kind);
    if (refusal) throw new ApiError(409, refusal);
  }

  private checkDates(actor: ChangeActor, order: OrderRow, request: ChangeRequest, today: string): void {
    if (actor.kind === 'staff' && order.checkedInAt) {
      // In house: the arrival stays; the stay may end today (an early departure) or later.
      if (request.checkIn !== order.checkIn) throw badRequest(CHANGE_MESSAGES.checkInFixed);
      if (request.checkOut < today || request.checkOut <= request.checkIn) throw badRequest(CHANGE_MESSAGES.pastNightsFixed);
      return;
    }
    const problem = stayDateProblem(request.checkIn, request.checkOut, today);
    if (problem) throw badRequest(problem);
  }

  private checkOverrides(actor: ChangeActor, request: ChangeRequest): NightPrice[] | null {
    if (!request.overrides || request.overrides.length === 0) return null;
    if (actor.kind !== 'staff' || !actor.override) throw new ApiError(403, CHANGE_MESSAGES.overrideNotAllowed);
    if (!request.reason?.trim()) throw badRequest(CHANGE_MESSAGES.overrideReasonRequired);
    const dates = new Set(stayDates(request.checkIn, request.checkOut));
    if (request.overrides.some((n) => !dates.has(n.date) || !Number.isInteger(n.price) || n.price < 0)) throw badRequest(CHANGE_MESSAGES.overrideInvalid);
    return request.overrides;
  }
}

function pickTerms(order: OrderRow) {
  const { breakfast, payment, isFreeCancel, freeCancelHours, cancelNote, changesUntilHours } = order;
  return { breakfast, payment, isFreeCancel, freeCancelHours, cancelNote, changesUntilHours };
}

/** The booking's stay as an amendment records it. */
export function stayOf(order: OrderRow): AmendedStay {
  return {
    checkIn: order.checkIn,
    checkOut: order.checkOut,
    nights: order.nights,
    roomTypeCode: order.roomTypeCode,
    roomTypeName: order.roomTypeName,
    rateCode: order.rateCode,
    rateName: order.rateName,
    roomQty: order.roomQty,
    adultNum: order.adultNum,
    childrenNum: order.childrenNum,
    ...pickTerms(order),
    nightlyPrices: order.nightlyPrices ?? [],
    totalAmount: order.totalAmount,
    promotionId: order.promotionId,
    promotionAmount: order.promotionAmount,
    couponId: order.couponId,
    couponAmount: order.couponAmount,
    actualAmount: order.actualAmount,
    charges: chargesOf(order),
  };
}

/** Still the stay the change was made from (another change or a desk action since would differ). */
function sameStay(order: OrderRow, before: AmendedStay): boolean {
  return (
    order.checkIn === before.checkIn &&
    order.checkOut === before.checkOut &&
    order.roomTypeCode === before.roomTypeCode &&
    order.rateCode === before.rateCode &&
    order.roomQty === before.roomQty &&
    order.actualAmount === before.actualAmount
  );
}

/** The order's columns after the change: the new stay, plus a charge the terms kept (part of what the booking is worth). */
function orderFields(amendment: AmendmentRow): ChangedOrderFields {
  const { after, charge } = amendment;
  return {
    checkIn: after.checkIn,
    checkOut: after.checkOut,
    nights: after.nights,
    roomTypeCode: after.roomTypeCode,
    roomTypeName: after.roomTypeName,
    rateCode: after.rateCode,
    rateName: after.rateName,
    roomQty: after.roomQty,
    adultNum: after.adultNum,
    childrenNum: after.childrenNum,
    breakfast: after.breakfast,
    payment: after.payment,
    isFreeCancel: after.isFreeCancel,
    freeCancelHours: after.freeCancelHours,
    cancelNote: after.cancelNote,
    changesUntilHours: after.changesUntilHours,
    nightlyPrices: after.nightlyPrices,
    totalAmount: after.totalAmount + charge,
    discountAmount: after.promotionAmount + after.couponAmount,
    actualAmount: amendment.newAmount,
    promotionId: after.promotionId,
    promotionAmount: after.promotionAmount,
    couponId: after.couponId,
    couponAmount: after.couponAmount,
    // A charge the terms kept is part of what the booking is worth: split as the stay's amounts are.
    charges: addParts(after.charges ?? splitIncluded(after.actualAmount, DEFAULT_TAX_RULES), shareOf(amendment.before.charges ?? splitIncluded(amendment.before.actualAmount, DEFAULT_TAX_RULES), charge)),
  };
}
