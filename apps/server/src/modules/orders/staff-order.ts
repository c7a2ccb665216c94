import type { Database } from '@hotel/db/client';
import type { OrderSource } from '@hotel/db/schema/orders';
import { ORDER_STATE } from '@hotel/shared/constants';
import { takeOff, type ChargeParts, type TaxRules } from '@hotel/shared/taxes';
import { newReference } from '../../lib/references.ts';
import { NO_CONFIRMATIONS, type OrderConfirmations } from './order-confirmations.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';

/**
 * How a staff-made order stands once written: pay at the hotel (confirmed, unpaid), a payment
 * link (unpaid until `payDeadline`, confirmed when paid), or paid at the desk now (`payCode`).
 */
export type StaffOrderSettlement = { kind: 'hotel' } | { kind: 'link'; payDeadline: Date } | { kind: 'desk'; payCode: string };

/** Everything a staff-made order is written with; the caller took the rooms and priced them in the same transaction. */
export interface StaffOrderDraft {
  hotelCode: string;
  roomTypeCode: string;
  roomTypeName: string;
  rateCode: string;
  rateName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomQty: number;
  adultNum: number;
  childrenNum: number;
  /** null: a guest who is not a member (decision 0059). */
  memberId: number | null;
  revUser: string;
  mobile: string;
  email: string | null;
  arrivalTime: string | null;
  remark: string;
  source: Exclude<OrderSource, 'web'>;
  bookedBy: number;
  /** The plan's terms as booked (copied, as a hold copies them). */
  breakfast: string;
  payment: 'hotel' | 'prepaid';
  isFreeCancel: boolean;
  freeCancelHours: number;
  cancelNote: string;
  changesUntilHours: number | null;
  /** Per room, as sold (quoteStay's). */
  nightlyPrices: NonNullable<OrderRow['nightlyPrices']>;
  totalAmount: number;
  promotionId: number | null;
  promotionAmount: number;
  /** The rules the stay was priced under and what its list total is made of (quoteStay's listCharges, decision 0068). */
  taxRules: TaxRules;
  listCharges: ChargeParts;
  settlement: StaffOrderSettlement;
}

export interface StaffOrderWritten {
  id: number;
  orderNo: string;
  revNo: string;
  state: number;
  payResult: number;
  payDeadline: Date | null;
  /** The confirmation the order owes (null: none yet, a payment link's order is confirmed when paid). */
  confirmation: string | null;
}

/**
 * Orders made by staff for a guest on the phone, at the desk or by mail (issue 25): written by
 * this module, which owns orders, inside the booking's transaction. The numbers are the site's
 * (FO order number, RV reservation number); the rooms are held (rooms_held), so cancelling,
 * expiring or a no-show gives them back as for any order.
 */
export class StaffOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly confirmations: OrderConfirmations = NO_CONFIRMATIONS,
  ) {}

  async create(tx: Database, draft: StaffOrderDraft, now: Date): Promise<StaffOrderWritten> {
    const { settlement, listCharges, ...stay } = draft;
    const paid = settlement.kind === 'desk';
    const orderNo = newReference('FO', now);
    const revNo = newReference('RV', now);
    const payDeadline = settlement.kind === 'link' ? settlement.payDeadline : null;
    const state = paid ? ORDER_STATE.paid : ORDER_STATE.booked;
    const discountAmount = stay.promotionAmount;
    const { id } = await this.orders.insert(tx, {
      ...stay,
      orderNo,
      revNo,
      discountAmount,
      actualAmount: stay.totalAmount - discountAmount,
      charges: takeOff(listCharges, discountAmount),
      couponId: null,
      couponAmount: 0,
      payResult: paid ? 1 : 0,
      state,
      payCode: paid ? settlement.payCode : null,
      paidAt: paid ? now : null,
      payDeadline,
      roomsHeld: true,
      createdAt: now,
      updatedAt: now,
    });
    // Paid at the desk or paid at the hotel: confirmed now; a payment link's order when it is paid (markPaid).
    const confirmation = settlement.kind === 'link' ? null : await this.confirmations.owe(tx, { orderId: id, orderNo, hotelCode: stay.hotelCode, event: 'confirmed' });
    return { id, orderNo, revNo, state, payResult: paid ? 1 : 0, payDeadline, confirmation };
  }

  /** After the booking's transaction committed: send the confirmation create() owed. */
  confirm(written: Pick<StaffOrderWritten, 'confirmation'>): void {
    this.confirmations.dispatch(written.confirmation);
  }
}
