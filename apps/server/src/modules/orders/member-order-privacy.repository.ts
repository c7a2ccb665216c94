import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orders } from '@hotel/db/schema/orders';
import { ORDER_STATE } from '@hotel/shared/constants';

/** What closing an account leaves in an order's guest fields (the hotel keeps the order itself). */
export const ERASED_GUEST_NAME = '退会済み';

/** A member's orders for their data download, and their erasure when the account closes (decision 0033). */
export class MemberOrderPrivacyRepository {
  constructor(private readonly db: Database) {}

  /** Every order of the member, oldest first, with the guest fields as entered. */
  async exportOf(memberId: number) {
    return this.db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        revNo: orders.revNo,
        hotelCode: orders.hotelCode,
        roomTypeName: orders.roomTypeName,
        rateName: orders.rateName,
        checkIn: orders.checkIn,
        checkOut: orders.checkOut,
        nights: orders.nights,
        roomQty: orders.roomQty,
        adultNum: orders.adultNum,
        childrenNum: orders.childrenNum,
        revUser: orders.revUser,
        mobile: orders.mobile,
        email: orders.email,
        arrivalTime: orders.arrivalTime,
        remark: orders.remark,
        state: orders.state,
        payResult: orders.payResult,
        payment: orders.payment,
        totalAmount: orders.totalAmount,
        discountAmount: orders.discountAmount,
        actualAmount: orders.actualAmount,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        cancelledAt: orders.cancelledAt,
      })
      .from(orders)
      .where(eq(orders.memberId, memberId))
      .orderBy(asc(orders.createdAt), asc(orders.id));
  }

  /** Orders not yet finished: booked (awaiting payment or pay at the hotel) or paid, not completed. */
  async countOpen(tx: Database, memberId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), inArray(orders.state, [ORDER_STATE.booked, ORDER_STATE.paid])));
    return row?.n ?? 0;
  }

  /** Erases the guest's name, phone, e-mail and free text on every order of the member; amounts, dates and states stay. */
  async anonymize(tx: Database, memberId: number, now: Date): Promise<number> {
    const rows = await tx
      .update(orders)
      .set({ revUser: ERASED_GUEST_NAME, mobile: '', email: null, remark: '', updatedAt: now })
      .where(eq(orders.memberId, memberId))
      .returning({ id: orders.id });
    return rows.length;
  }
}
