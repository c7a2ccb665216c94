import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { memberCoupons } from '@hotel/db/schema/discounts';

export type CouponRow = typeof memberCoupons.$inferSelect;
export type NewCoupon = Omit<typeof memberCoupons.$inferInsert, 'id' | 'state' | 'orderId' | 'usedAt'>;

/** The guest side's reads and writes of member coupons (staff issuing lives in coupon-admin). */
export class CouponRepository {
  constructor(private readonly db: Database) {}

  /** The member's coupons, newest first. */
  listOfMember(memberId: number): Promise<CouponRow[]> {
    return this.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId)).orderBy(desc(memberCoupons.issuedAt), desc(memberCoupons.id));
  }

  async findById(id: number): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(memberCoupons).where(eq(memberCoupons.id, id)).limit(1);
    return row;
  }

  /** Titles of these coupons, by id (an order list's discount lines). */
  async titlesByIds(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: memberCoupons.id, title: memberCoupons.title }).from(memberCoupons).where(inArray(memberCoupons.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** The member's own coupon, locked until `tx` ends: two orders cannot both use it. */
  async lockOwn(tx: Database, memberId: number, couponId: number): Promise<CouponRow | undefined> {
    const [row] = await tx
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.memberId, memberId)))
      .limit(1)
      .for('update');
    return row;
  }

  /** available → used by the order; false when it was not available any more. */
  async use(tx: Database, couponId: number, orderId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(memberCoupons)
      .set({ state: 'used', orderId, usedAt: now })
      .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.state, 'available')))
      .returning({ id: memberCoupons.id });
    return rows.length > 0;
  }

  /** The order's coupon is available again (its expiry still applies). */
  async giveBack(tx: Database, orderId: number): Promise<void> {
    await tx
      .update(memberCoupons)
      .set({ state: 'available', orderId: null, usedAt: null })
      .where(and(eq(memberCoupons.orderId, orderId), eq(memberCoupons.state, 'used')));
  }

  /** The welcome coupon: at most one per member (a partial unique index), so a repeat adds nothing. */
  async insertWelcome(tx: Database, coupon: NewCoupon): Promise<void> {
    await tx.insert(memberCoupons).values(coupon).onConflictDoNothing();
  }
}
